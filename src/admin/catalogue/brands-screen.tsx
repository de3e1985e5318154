// The brands of the website's catalogue (name, its Hindi name (issue 35), slug, logo).
import { Field } from "../../client/ui/form/field";
import type { AdminBrand } from "../../shared/api/admin-catalogue";
import { catalogueApi } from "./catalogue-api";
import { labelsLoader, LabelsScreen, type LabelScreenConfig } from "./labels-screen";
import { HINDI_HINT, nameSlugRules } from "./name-slug-fields";
import { PictureInput } from "./picture-inputs";
import type { ScreenRoute } from "../../tool-shell/tool-routes";
import { useScreenData } from "../../tool-shell/use-screen-data";

interface BrandValues {
  name: string;
  name_hi: string;
  slug: string;
  logo: string | null;
}

const BRANDS: LabelScreenConfig<AdminBrand, BrandValues> = {
  title: "Brands",
  one: "brand",
  save: (id, values) => {
    const body = { ...values, name_hi: values.name_hi.trim() };
    return id === null ? catalogueApi.createBrand(body) : catalogueApi.updateBrand(id, body);
  },
  remove: (id) => catalogueApi.deleteBrand(id),
  blank: { name: "", name_hi: "", slug: "", logo: null },
  valuesOf: (brand) => ({ name: brand.name, name_hi: brand.name_hi, slug: brand.slug, logo: brand.logo }),
  rules: { ...nameSlugRules, name_hi: { label: "Name (Hindi)" }, logo: { label: "Logo" } },
  fields: (
    <>
      <Field name="name_hi" hint={HINDI_HINT} />
      <Field name="logo">
        <PictureInput what="logo" />
      </Field>
    </>
  ),
};

const loader = labelsLoader(catalogueApi.brands);

export function BrandsScreen() {
  const list = useScreenData<typeof loader>();
  return <LabelsScreen config={BRANDS} list={list} />;
}

export const route: ScreenRoute = { Component: BrandsScreen, loader };
