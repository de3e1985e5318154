// The suppliers of the website's catalogue (name, its Hindi name (issue 35), slug, the link of
// their card, picture).
import { Field } from "../../client/ui/form/field";
import type { AdminSupplier } from "../../shared/api/admin-catalogue";
import { catalogueApi } from "./catalogue-api";
import { labelsLoader, LabelsScreen, type LabelScreenConfig } from "./labels-screen";
import { HINDI_HINT, nameSlugRules } from "./name-slug-fields";
import { PictureInput } from "./picture-inputs";
import type { ScreenRoute } from "../../tool-shell/tool-routes";
import { useScreenData } from "../../tool-shell/use-screen-data";

interface SupplierValues {
  name: string;
  name_hi: string;
  slug: string;
  link: string;
  image: string | null;
}

const SUPPLIERS: LabelScreenConfig<AdminSupplier, SupplierValues> = {
  title: "Suppliers",
  one: "supplier",
  save: (id, values) => {
    // Empty clears the Hindi name: the shop then shows the English one.
    const body = { ...values, name_hi: values.name_hi.trim() };
    return id === null ? catalogueApi.createSupplier(body) : catalogueApi.updateSupplier(id, body);
  },
  remove: (id) => catalogueApi.deleteSupplier(id),
  blank: { name: "", name_hi: "", slug: "", link: "", image: null },
  valuesOf: (supplier) => ({ name: supplier.name, name_hi: supplier.name_hi, slug: supplier.slug, link: supplier.link, image: supplier.image }),
  rules: {
    ...nameSlugRules,
    name_hi: { label: "Name (Hindi)" },
    link: { label: "Link", required: true, pattern: /^(?:\/(?!\/)|https?:\/\/)[^\s<>"']*$/, patternMessage: "The link must be a page of the shop (/…) or an http(s) address" },
    image: { label: "Picture" },
  },
  fields: (
    <>
      <Field name="name_hi" hint={HINDI_HINT} />
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
