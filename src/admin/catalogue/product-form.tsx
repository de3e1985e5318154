// A product's own fields (not its packs): name and slug, texts (the name, description and
// information in Hindi too, issue 35: empty shows shoppers the English ones), brand, supplier, categories,
// pictures, whether it is pre-packaged and its declarations (ADR 0078), its GST particulars
// (issue 34) and whether shoppers see it. Required fields are checked here with the §5 messages;
// the server's per-field messages show under the same fields, among them a pack's missing net
// quantity, told under Pre-packaged since the packs are not in this form, and the HSN code and
// rate a website registered for GST needs, since only the server knows whether it is.
import type { ReactNode } from "react";
import { Combobox } from "../../client/ui/combobox";
import { Field } from "../../client/ui/form/field";
import { Form } from "../../client/ui/form/form";
import { SelectInput } from "../../client/ui/form/select-input";
import { TextInput } from "../../client/ui/form/text-input";
import { MAX_IMAGES, type AdminProduct, type ProductBody } from "../../shared/api/admin-catalogue";
import type { FieldRules } from "../../shared/field-rules";
import { isGstRateKey } from "../../shared/gst/gst-rates";
import { UQC_CODES } from "../../shared/gst/uqc";
import { MAKER_ROLES, REQUIRED_DECLARATIONS, isMakerRole, type DeclarationField, type Declarations } from "../../shared/legal-metrology";
import { gstRateChoices, gstRateProblem, hsnProblem, type ProductGst } from "../../shared/product-gst";
import { shopDayOf } from "../../shared/shop-time";
import { CheckField } from "../parts/check-field";
import { FormActions } from "../parts/form-actions";
import type { CatalogueChoices } from "./catalogue-choices";
import { HINDI_HINT, NameSlugFields, nameSlugRules } from "./name-slug-fields";
import { PicturesInput } from "./picture-inputs";
import { showSaveError } from "../parts/save-errors";

/** The form's values: the declarations as Declarations has them, but for the role, which is the
 *  select's text; the GST rate and UQC are their selects' text too ("" for none). */
export interface ProductValues extends Omit<Declarations, "maker_role">, Record<keyof ProductGst, string> {
  name: string;
  slug: string;
  description: string;
  name_hi: string;
  description_hi: string;
  info: string;
  info_hi: string;
  brand_id: string;
  supplier_id: string;
  category_ids: string[];
  images: string[];
  active: boolean;
  maker_role: string;
}

export function productValues(product: AdminProduct | null): ProductValues {
  return {
    name: product?.name ?? "",
    slug: product?.slug ?? "",
    description: product?.description ?? "",
    name_hi: product?.name_hi ?? "",
    description_hi: product?.description_hi ?? "",
    info: product?.info ?? "",
    info_hi: product?.info_hi ?? "",
    brand_id: product?.brand ? String(product.brand.id) : "",
    supplier_id: product?.supplier ? String(product.supplier.id) : "",
    category_ids: product?.categories.map((c) => String(c.id)) ?? [],
    images: product?.images ?? [],
    active: product?.active ?? true,
    // Most of what a grocery sells comes packed before anyone orders it: a new product starts
    // pre-packaged, so its form asks for the declarations at once.
    prepackaged: product?.prepackaged ?? true,
    maker_role: product?.maker_role ?? "",
    maker_name: product?.maker_name ?? "",
    maker_address: product?.maker_address ?? "",
    generic_name: product?.generic_name ?? "",
    country_of_origin: product?.country_of_origin ?? "",
    best_before: product?.best_before ?? "",
    consumer_care: product?.consumer_care ?? "",
    hsn: product?.hsn ?? "",
    gst_rate: product?.gst_rate ?? "",
    uqc: product?.uqc ?? "",
  };
}

export function productBodyOf(values: ProductValues): ProductBody {
  return {
    name: values.name.trim(),
    slug: values.slug,
    description: values.description,
    // Empty clears the Hindi text: the shop then shows the English one.
    name_hi: values.name_hi.trim(),
    description_hi: values.description_hi.trim(),
    info: values.info,
    info_hi: values.info_hi.trim(),
    brand_id: values.brand_id ? Number(values.brand_id) : null,
    supplier_id: values.supplier_id ? Number(values.supplier_id) : null,
    category_ids: values.category_ids.map(Number),
    images: values.images,
    active: values.active,
    prepackaged: values.prepackaged,
    maker_role: isMakerRole(values.maker_role) ? values.maker_role : null,
    maker_name: values.maker_name,
    maker_address: values.maker_address,
    generic_name: values.generic_name,
    country_of_origin: values.country_of_origin,
    best_before: values.best_before,
    consumer_care: values.consumer_care,
    hsn: values.hsn.trim(),
    gst_rate: isGstRateKey(values.gst_rate) ? values.gst_rate : null,
    uqc: values.uqc || null,
  };
}

/** A declaration a pre-packaged product on sale must give, with the server's own message; a
 *  hidden product may be saved without it. */
function declared(field: DeclarationField) {
  const message = REQUIRED_DECLARATIONS.find((rule) => rule.field === field)!.message;
  return (value: string, values: Partial<ProductValues>) => (values.prepackaged && values.active && !value.trim() ? message : null);
}

const RULES: FieldRules<ProductValues> = {
  ...nameSlugRules,
  description: { label: "Description", type: "textarea" },
  name_hi: { label: "Name (Hindi)", type: "text" },
  description_hi: { label: "Description (Hindi)", type: "textarea" },
  info: { label: "Information", type: "textarea" },
  info_hi: { label: "Information (Hindi)", type: "textarea" },
  brand_id: { label: "Brand" },
  supplier_id: { label: "Supplier" },
  category_ids: { label: "Categories" },
  images: { label: "Pictures" },
  active: { label: "Shown to shoppers" },
  prepackaged: { label: "Pre-packaged" },
  maker_role: { label: "The label names the", validator: declared("maker_role") },
  maker_name: { label: "Manufacturer, packer or importer", type: "text", validator: declared("maker_name") },
  maker_address: { label: "Their address", type: "textarea", validator: declared("maker_address") },
  generic_name: { label: "Common or generic name", type: "text", validator: declared("generic_name") },
  country_of_origin: { label: "Country of origin", type: "text", validator: declared("country_of_origin") },
  best_before: { label: "Best before or use by", type: "text" },
  consumer_care: { label: "Consumer care", type: "textarea", validator: declared("consumer_care") },
  hsn: { label: "HSN code", type: "text", validator: hsnProblem },
  gst_rate: { label: "GST rate", type: "select", validator: (key) => gstRateProblem(key, shopDayOf()) },
  uqc: { label: "Unit quantity code (UQC)", type: "select" },
};

const ROLE_OPTIONS = MAKER_ROLES.map((role) => ({ value: role, label: role[0]!.toUpperCase() + role.slice(1) }));
const UQC_OPTIONS = UQC_CODES.map((u) => ({ value: u.code, label: u.label }));

/** A picker over one list of choices, with "None" to clear it. */
function ChoicePicker({
  control,
  choices,
  none,
}: {
  control: { id: string; value: unknown; setValue: (v: unknown) => void; invalid: boolean; describedBy: string | undefined };
  choices: { id: number; name: string }[];
  none: string;
}) {
  return (
    <Combobox
      id={control.id}
      value={typeof control.value === "string" ? control.value : ""}
      options={[{ value: "", label: none }, ...choices.map((c) => ({ value: String(c.id), label: c.name }))]}
      onChange={(value) => control.setValue(value)}
      aria-invalid={control.invalid}
      aria-describedby={control.describedBy}
    />
  );
}

export function ProductForm({ product, choices, onSave, actions }: { product: AdminProduct | null; choices: CatalogueChoices; onSave: (body: ProductBody) => Promise<void>; actions?: ReactNode }) {
  return (
    <Form
      aria-label={product ? "Product" : "New product"}
      className="catalogue-form"
      initialValues={productValues(product)}
      rules={RULES}
      onSubmit={async (values, form) => {
        try {
          await onSave(productBodyOf(values));
        } catch (error) {
          showSaveError(error, form.showErrors);
        }
      }}
    >
      {({ isSubmitting, values }) => (
        <>
          <NameSlugFields />
          <Field name="name_hi" hint={HINDI_HINT} />
          <Field name="description">
            <TextInput type="textarea" rows={4} />
          </Field>
          <Field name="description_hi" hint={HINDI_HINT}>
            <TextInput type="textarea" rows={4} />
          </Field>
          <Field name="info" hint="Ingredients, storage, how to use: shown under the description.">
            <TextInput type="textarea" rows={3} />
          </Field>
          <Field name="info_hi" hint={HINDI_HINT}>
            <TextInput type="textarea" rows={3} />
          </Field>
          <div className="catalogue-form-row">
            <Field name="brand_id">{(control) => <ChoicePicker control={control} choices={choices.brands} none="No brand" />}</Field>
            <Field name="supplier_id">{(control) => <ChoicePicker control={control} choices={choices.suppliers} none="No supplier" />}</Field>
          </div>
          <Field name="category_ids">
            {(control) => (
              <Combobox
                multiple
                id={control.id}
                placeholder="No category"
                value={Array.isArray(control.value) ? (control.value as string[]) : []}
                options={choices.categories.map((c) => ({ value: String(c.id), label: c.path }))}
                onChange={(value) => control.setValue(value)}
                aria-invalid={control.invalid}
                aria-describedby={control.describedBy}
              />
            )}
          </Field>
          <Field name="images" hint="The first picture is the one the shop shows in lists.">
            <PicturesInput max={MAX_IMAGES} />
          </Field>
          <CheckField name="prepackaged" label="">
            <span>
              Pre-packaged<span className="catalogue-check-detail">: packed in a set quantity before anyone orders it. Goods weighed or counted for each order are loose.</span>
            </span>
          </CheckField>
          {values.prepackaged ? <DeclarationFields /> : null}
          <GstFields held={product?.gst_rate ?? null} />
          <CheckField name="active" label="">
            Shown to shoppers
          </CheckField>
          <FormActions isSubmitting={isSubmitting} extra={actions}>
            {product ? "Save product" : "Create product"}
          </FormActions>
        </>
      )}
    </Form>
  );
}

/** What the Legal Metrology Rules ask the product page to show (ADR 0078). */
function DeclarationFields() {
  return (
    <fieldset className="catalogue-fieldset">
      <legend>Declarations on the label</legend>
      <p className="field-hint">Shown under Product details with each pack's net quantity, MRP and unit sale price. A pre-packaged product is shown to shoppers only with all of them.</p>
      <div className="catalogue-form-row">
        <Field name="maker_role">
          <SelectInput options={ROLE_OPTIONS} placeholder="Choose" />
        </Field>
        <Field name="maker_name">
          <TextInput />
        </Field>
      </div>
      <Field name="maker_address" hint="In full, with the PIN code.">
        <TextInput type="textarea" rows={2} />
      </Field>
      <div className="catalogue-form-row">
        <Field name="generic_name" hint="What the goods are: “Basmati rice”, “Toor dal”.">
          <TextInput />
        </Field>
        <Field name="country_of_origin">
          <TextInput />
        </Field>
      </div>
      <Field name="best_before" hint="Where the goods spoil: “Best before 6 months from packing”. Leave it empty where it does not apply.">
        <TextInput />
      </Field>
      <Field name="consumer_care" hint="Whom shoppers write to or call about the goods: name, address, phone and email.">
        <TextInput type="textarea" rows={2} />
      </Field>
    </fieldset>
  );
}

/** What a GST invoice copies onto the product's line (issue 34). `held` is the rate the product
 *  was saved with, offered even when it is no longer in force so the select does not hide it. */
function GstFields({ held }: { held: string | null }) {
  return (
    <fieldset className="catalogue-fieldset">
      <legend>GST</legend>
      <p className="field-hint">Invoices copy these when they are issued: a change applies to invoices issued after it.</p>
      <div className="catalogue-form-row">
        <Field name="hsn" hint="4, 6 or 8 digits, as on the supplier's invoice.">
          <TextInput inputMode="numeric" />
        </Field>
        <Field name="gst_rate">
          <SelectInput options={gstRateChoices(shopDayOf(), held)} placeholder="Choose" />
        </Field>
      </div>
      <Field name="uqc" hint="The unit GST returns count it in.">
        <SelectInput options={UQC_OPTIONS} placeholder="From the pack's unit" />
      </Field>
    </fieldset>
  );
}
