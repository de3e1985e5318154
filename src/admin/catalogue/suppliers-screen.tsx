// The suppliers of the website's catalogue (name, slug, the link of their card, picture).
import { Field } from "../../client/ui/form/field";
import type { AdminSupplier } from "../../shared/api/admin-catalogue";
import { catalogueApi } from "./catalogue-api";
import { labelsLoader, LabelsScreen, type LabelScreenConfig } from "./labels-screen";
import { nameSlugRules } from "./name-slug-fields";
import { PictureInput } from "./picture-inputs";
import type { ScreenRoute } from "../../tool-shell/tool-routes";
import { useScreenData } from "../../tool-shell/use-screen-data";

interface SupplierValues {
  name: string;
  slug: string;
  link: string;
  image: string | null;
}

const SUPPLIERS: LabelScreenConfig<AdminSupplier, SupplierValues> = {
  title: "Suppliers",
  one: "supplier",
  save: (id, values) => (id === null ? catalogueApi.createSupplier(values) : catalogueApi.updateSupplier(id, values)),
  remove: (id) => catalogueApi.deleteSupplier(id),
  blank: { name: "", slug: "", link: "", image: null },
  valuesOf: (supplier) => ({ name: supplier.name, slug: supplier.slug, link: supplier.link, image: supplier.image }),
  rules: {
    ...nameSlugRules,
    link: { label: "Link", required: true, pattern: /^(?:\/(?!\/)|https?:\/\/)[^\s<>"']*$/, patternMessage: "The link must be a page of the shop (/…) or an http(s) address" },
    image: { label: "Picture" },
  },
  fields: (
    <>
      <Field name="link" hint="A page of the shop (/products?…) or an http(s) address." />
      <Field name="image">
        <PictureInput what="picture" />
      </Field>
    </>
  ),
};

const loader = labelsLoader(catalogueApi.suppliers);

export function SuppliersScreen() {
  const list = useScreenData<typeof loader>();
  return <LabelsScreen config={SUPPLIERS} list={list} />;
}

export const route: ScreenRoute = { Component: SuppliersScreen, loader };
