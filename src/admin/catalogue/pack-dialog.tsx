// Adding or editing one pack of a product: its name, MRP and selling price in rupees, the most
// a shopper may order at once, and whether shoppers see it. The server answers the product with
// every pack, and the discount it worked out.
import { Field } from "../../client/ui/form/field";
import { Form } from "../../client/ui/form/form";
import { Modal } from "../../client/ui/modal";
import type { AdminPack, AdminProduct, PackBody } from "../../shared/api/admin-catalogue";
import type { FieldRules } from "../../shared/field-rules";
import { CheckField } from "../parts/check-field";
import { FormActions } from "../parts/form-actions";
import { showSaveError } from "../parts/save-errors";

export interface PackValues {
  name: string;
  code: string;
  mrp: string;
  price: string;
  max_per_order: string;
  active: boolean;
}

const AMOUNT = /^\d{1,7}(?:\.\d{1,2})?$/;
const amountRule = (label: string) => ({ label, type: "number" as const, required: true, pattern: AMOUNT, patternMessage: `${label} must be an amount in rupees with at most 2 decimals` });

const RULES: FieldRules<PackValues> = {
  name: { label: "Pack name", required: true },
  code: { label: "Code" },
  mrp: amountRule("MRP"),
  price: amountRule("Selling price"),
  max_per_order: { label: "Most per order", type: "number", required: true, pattern: /^\d{1,3}$/, patternMessage: "Most per order must be a whole number from 1 to 999" },
  active: { label: "Shown to shoppers" },
};

function packValues(pack: AdminPack | null): PackValues {
  return {
    name: pack?.name ?? "",
    code: pack?.code ?? "",
    mrp: pack ? String(pack.mrp) : "",
    price: pack ? String(pack.price) : "",
    max_per_order: String(pack?.max_per_order ?? 10),
    active: pack?.active ?? true,
  };
}

export function packBodyOf(values: PackValues, position: number): PackBody {
  return {
    name: values.name.trim(),
    code: values.code.trim() || null,
    mrp: Number(values.mrp),
    price: Number(values.price),
    max_per_order: Number(values.max_per_order),
    position,
    active: values.active,
  };
}

export function PackDialog({
  open,
  pack,
  position,
  onClose,
  onSave,
}: {
  open: boolean;
  /** null for a new pack. */
  pack: AdminPack | null;
  position: number;
  onClose: () => void;
  onSave: (body: PackBody) => Promise<AdminProduct>;
}) {
  return (
    <Modal open={open} onClose={onClose} title={pack ? `Edit pack ${pack.name}` : "New pack"} hideFooter>
      {open ? (
        <Form
          aria-label={pack ? "Edit pack" : "New pack"}
          initialValues={packValues(pack)}
          rules={RULES}
          onSubmit={async (values, form) => {
            try {
              await onSave(packBodyOf(values, pack?.position ?? position));
              onClose();
            } catch (error) {
              showSaveError(error, form.showErrors);
            }
          }}
        >
          {({ isSubmitting }) => (
            <>
              <Field name="name" hint="As the shop shows it: 500 g, 1 L, Pack of 6." />
              <div className="catalogue-form-row">
                <Field name="mrp" label="MRP (₹)" />
                <Field name="price" label="Selling price (₹)" />
              </div>
              <div className="catalogue-form-row">
                <Field name="max_per_order" />
                <Field name="code" hint="Optional: your own code or barcode." />
              </div>
              <CheckField name="active" label="">
                Shown to shoppers
              </CheckField>
              <FormActions isSubmitting={isSubmitting} onCancel={onClose}>
                Save pack
              </FormActions>
            </>
          )}
        </Form>
      ) : null}
    </Modal>
  );
}
