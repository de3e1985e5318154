// The brands of the website's catalogue (name, slug, logo).
import { Field } from "../../client/ui/form/field";
import type { AdminBrand } from "../../shared/api/admin-catalogue";
import { catalogueApi } from "./catalogue-api";
import { labelsLoader, LabelsScreen, type LabelScreenConfig } from "./labels-screen";
import { nameSlugRules } from "./name-slug-fields";
import { PictureInput } from "./picture-inputs";
import type { ScreenRoute } from "../../tool-shell/tool-routes";
import { useScreenData } from "../../tool-shell/use-screen-data";

interface BrandValues {
  name: string;
  slug: string;
  logo: string | null;
}

const BRANDS: LabelScreenConfig<AdminBrand, BrandValues> = {
  title: "Brands",
  one: "brand",
  save: (id, values) => (id === null ? catalogueApi.createBrand(values) : catalogueApi.updateBrand(id, values)),
  remove: (id) => catalogueApi.deleteBrand(id),
  blank: { name: "", slug: "", logo: null },
  valuesOf: (brand) => ({ name: brand.name, slug: brand.slug, logo: brand.logo }),
  rules: { ...nameSlugRules, logo: { label: "Logo" } },
  fields: (
    <Field name="logo">
      <PictureInput what="logo" />
    </Field>
  ),
};

const loader = labelsLoader(catalogueApi.brands);

export function BrandsScreen() {
  const list = useScreenData<typeof loader>();
  return <LabelsScreen config={BRANDS} list={list} />;
}

export const route: ScreenRoute = { Component: BrandsScreen, loader };
