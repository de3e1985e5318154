// Adding or editing one pack of a product: its name (and its Hindi name, issue 35), what it holds (net quantity, unit and items
// in a multipack, ADR 0061), MRP and selling price in rupees, the most a shopper may order at
// once, and whether shoppers see it. The server answers the product with every pack, and the
// discount it worked out.
import { Field } from "../../client/ui/form/field";
import { Form } from "../../client/ui/form/form";
import { SelectInput } from "../../client/ui/form/select-input";
import { Modal } from "../../client/ui/modal";
import { MAX_NET_QUANTITY, MAX_PACK_COUNT, QUANTITY_WITHOUT_UNIT, UNIT_WITHOUT_QUANTITY, type AdminPack, type AdminProduct, type PackBody } from "../../shared/api/admin-catalogue";
import { validateField, type FieldRule, type FieldRules } from "../../shared/field-rules";
import { formatPackQuantity, isPackUnit, PACK_UNIT_LABELS, PACK_UNITS } from "../../shared/pack-quantity";
import { CheckField } from "../parts/check-field";
import { FormActions } from "../parts/form-actions";
import { showSaveError } from "../parts/save-errors";
import { HINDI_HINT } from "./name-slug-fields";

export interface PackValues {
  name: string;
  name_hi: string;
  code: string;
  mrp: string;
  price: string;
  max_per_order: string;
  net_quantity: string;
  /** One of PACK_UNITS, or "" for none. */
  unit: string;
  pack_count: string;
  active: boolean;
}

const AMOUNT = /^\d{1,7}(?:\.\d{1,2})?$/;
const amountRule = (label: string) => ({ label, type: "number" as const, required: true, pattern: AMOUNT, patternMessage: `${label} must be an amount in rupees with at most 2 decimals` });

const NET_QUANTITY_RANGE = `Net quantity must be a whole number from 1 to ${MAX_NET_QUANTITY}`;
const NET_QUANTITY: FieldRule<string> = {
  label: "Net quantity",
  type: "number",
  pattern: /^\d{1,7}$/,
  patternMessage: NET_QUANTITY_RANGE,
  min: 1,
  max: MAX_NET_QUANTITY,
  rangeMessage: NET_QUANTITY_RANGE,
};
const PACK_COUNT_RANGE = `Items in the pack must be a whole number from 1 to ${MAX_PACK_COUNT}`;

const RULES: FieldRules<PackValues> = {
  name: { label: "Pack name", required: true },
  name_hi: { label: "Pack name (Hindi)" },
  code: { label: "Code" },
  mrp: amountRule("MRP"),
  price: amountRule("Selling price"),
  max_per_order: { label: "Most per order", type: "number", required: true, pattern: /^\d{1,3}$/, patternMessage: "Most per order must be a whole number from 1 to 999" },
  // Net quantity and unit go together, as the server requires; each message sits under the one missing.
  net_quantity: {
    label: "Net quantity",
    type: "number",
    validator: (value, values) => (value.trim() === "" ? (values.unit ? UNIT_WITHOUT_QUANTITY : null) : validateField(value, NET_QUANTITY)),
  },
  unit: { label: "Unit", type: "select", validator: (value, values) => (!value && values.net_quantity?.trim() ? QUANTITY_WITHOUT_UNIT : null) },
  pack_count: { label: "Items in the pack", type: "number", required: true, pattern: /^\d{1,4}$/, patternMessage: PACK_COUNT_RANGE, min: 1, max: MAX_PACK_COUNT, rangeMessage: PACK_COUNT_RANGE },
  active: { label: "Shown to shoppers" },
};

const UNIT_OPTIONS = PACK_UNITS.map((unit) => ({ value: unit, label: PACK_UNIT_LABELS[unit] }));

/** The quantity as the shop will word it, while the owner types. */
function QuantityPreview({ values }: { values: PackValues }) {
  const unit = isPackUnit(values.unit) ? values.unit : null;
  const valid = !validateField(values.net_quantity, NET_QUANTITY) && !validateField(values.pack_count, RULES.pack_count);
  const words = unit && valid ? formatPackQuantity({ net_quantity: Number(values.net_quantity), unit, pack_count: Number(values.pack_count) }) : null;
  return <p className="field-hint">{words ? `Shoppers see: ${words}` : "Without a net quantity and unit the shop shows no price per kg, L, piece or metre."}</p>;
}

function packValues(pack: AdminPack | null): PackValues {
  return {
    name: pack?.name ?? "",
    name_hi: pack?.name_hi ?? "",
    code: pack?.code ?? "",
    mrp: pack ? String(pack.mrp) : "",
    price: pack ? String(pack.price) : "",
    max_per_order: String(pack?.max_per_order ?? 10),
    net_quantity: pack?.net_quantity == null ? "" : String(pack.net_quantity),
    unit: pack?.unit ?? "",
    pack_count: String(pack?.pack_count ?? 1),
    active: pack?.active ?? true,
  };
}

export function packBodyOf(values: PackValues, position: number): PackBody {
  return {
    name: values.name.trim(),
    // Empty clears it: the shop then shows the English name.
    name_hi: values.name_hi.trim(),
    code: values.code.trim() || null,
    mrp: Number(values.mrp),
    price: Number(values.price),
    max_per_order: Number(values.max_per_order),
    net_quantity: values.net_quantity.trim() ? Number(values.net_quantity) : null,
    unit: isPackUnit(values.unit) ? values.unit : null,
    pack_count: Number(values.pack_count),
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
          {({ isSubmitting, values }) => (
            <>
              <Field name="name" hint="As the shop shows it: 500 g, 1 L, Pack of 6." />
              <Field name="name_hi" hint={HINDI_HINT} />
              <div className="catalogue-form-row">
                <Field name="net_quantity" hint="Of one item, in the unit: 1 kg = 1000 g, 1 L = 1000 ml." />
                <Field name="unit">
                  <SelectInput placeholder="No unit" options={UNIT_OPTIONS} />
                </Field>
                <Field name="pack_count" hint="More than 1 for a multipack: 6 x 250 ml is 6 items of 250 ml." />
              </div>
              <QuantityPreview values={values} />
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
