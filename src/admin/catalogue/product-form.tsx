// A product's own fields (not its packs): name and slug, texts, brand, supplier, categories,
// pictures and whether shoppers see it. Required fields are checked here with the §5 messages;
// the server's per-field messages show under the same fields.
import type { ReactNode } from "react";
import { Combobox } from "../../client/ui/combobox";
import { Field } from "../../client/ui/form/field";
import { Form } from "../../client/ui/form/form";
import { TextInput } from "../../client/ui/form/text-input";
import { MAX_IMAGES, type AdminProduct, type ProductBody } from "../../shared/api/admin-catalogue";
import type { FieldRules } from "../../shared/field-rules";
import { CheckField } from "../parts/check-field";
import { FormActions } from "../parts/form-actions";
import type { CatalogueChoices } from "./catalogue-choices";
import { NameSlugFields, nameSlugRules } from "./name-slug-fields";
import { PicturesInput } from "./picture-inputs";
import { showSaveError } from "../parts/save-errors";

export interface ProductValues {
  name: string;
  slug: string;
  description: string;
  info: string;
  brand_id: string;
  supplier_id: string;
  category_ids: string[];
  images: string[];
  active: boolean;
}

export function productValues(product: AdminProduct | null): ProductValues {
  return {
    name: product?.name ?? "",
    slug: product?.slug ?? "",
    description: product?.description ?? "",
    info: product?.info ?? "",
    brand_id: product?.brand ? String(product.brand.id) : "",
    supplier_id: product?.supplier ? String(product.supplier.id) : "",
    category_ids: product?.categories.map((c) => String(c.id)) ?? [],
    images: product?.images ?? [],
    active: product?.active ?? true,
  };
}

export function productBodyOf(values: ProductValues): ProductBody {
  return {
    name: values.name.trim(),
    slug: values.slug,
    description: values.description,
    info: values.info,
    brand_id: values.brand_id ? Number(values.brand_id) : null,
    supplier_id: values.supplier_id ? Number(values.supplier_id) : null,
    category_ids: values.category_ids.map(Number),
    images: values.images,
    active: values.active,
  };
}

const RULES: FieldRules<ProductValues> = {
  ...nameSlugRules,
  description: { label: "Description", type: "textarea" },
  info: { label: "Information", type: "textarea" },
  brand_id: { label: "Brand" },
  supplier_id: { label: "Supplier" },
  category_ids: { label: "Categories" },
  images: { label: "Pictures" },
  active: { label: "Shown to shoppers" },
};

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
      {({ isSubmitting }) => (
        <>
          <NameSlugFields />
          <Field name="description">
            <TextInput type="textarea" rows={4} />
          </Field>
          <Field name="info" hint="Ingredients, storage, how to use: shown under the description.">
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
