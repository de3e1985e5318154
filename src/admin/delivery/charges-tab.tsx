// The delivery charge rules: what a delivery costs and the order total above which it is free.
// A rule a warehouse uses cannot be deleted (the server's 409 message is shown).
import { useState } from "react";
import { Field } from "../../client/ui/form/field";
import type { AdminCharge, ChargeBody } from "../../shared/api/admin-delivery";
import type { FieldRules } from "../../shared/field-rules";
import { formatRupees } from "../../shared/money";
import { EditDialog } from "../parts/edit-dialog";
import { ListBody, type ListState } from "../parts/list-body";
import { ListTable } from "../parts/list-table";
import { removeAfterAsking } from "../parts/remove-after-asking";
import { RowActions } from "../parts/row-actions";
import { deliveryApi } from "./delivery-api";

interface ChargeValues {
  name: string;
  charge: string;
  free_above: string;
}

const AMOUNT = /^\s*\d{1,6}(?:\.\d{1,2})?\s*$/;
const RULES: FieldRules<ChargeValues> = {
  name: { label: "Name", required: true },
  charge: { label: "Charge (₹)", type: "number", validator: (v) => (!AMOUNT.test(v) ? "Give the charge in rupees, e.g. 30 or 29.50 (0 for free)" : null) },
  free_above: { label: "Free above (₹)", type: "number", validator: (v) => (v.trim() && (!AMOUNT.test(v) || Number(v) <= 0) ? "Give an amount in rupees, or leave it empty" : null) },
};

const valuesOf = (charge: AdminCharge | null): ChargeValues => ({
  name: charge?.name ?? "",
  charge: charge ? String(charge.charge) : "",
  free_above: charge?.free_above == null ? "" : String(charge.free_above),
});
const bodyOf = (values: ChargeValues): ChargeBody => ({ name: values.name, charge: Number(values.charge), free_above: values.free_above.trim() ? Number(values.free_above) : null });

type Editing = { charge: AdminCharge | null } | null;

/** The rules list; `charges` is loaded by the screen, which the warehouse form shares. */
export function ChargesTab({ charges, onChanged }: { charges: ListState<AdminCharge>; onChanged: () => void }) {
  const [editing, setEditing] = useState<Editing>(null);

  const remove = (charge: AdminCharge) =>
    removeAfterAsking({ title: `Delete the charge rule ${charge.name}?`, confirmText: "Delete" }, () => deliveryApi.deleteCharge(charge.id), `${charge.name} is deleted`, onChanged);

  return (
    <div>
      <div className="catalogue-title-row">
        <h2 id="delivery-charges-title">Delivery charges</h2>
        <button type="button" className="ui-button ui-button-primary" onClick={() => setEditing({ charge: null })}>
          New charge rule
        </button>
      </div>
      <p className="field-hint">A rule applies to the warehouses that use it: choose it under Warehouses &amp; pincodes › Edit › Delivery charge. A warehouse without one delivers free.</p>
      <ListBody list={charges} empty="No charge rules yet: warehouses without one deliver free.">
        {(rules) => (
          <ListTable labelledBy="delivery-charges-title" columns={["Name", "Charge", "Free above", "Warehouses"]} actions>
            {rules.map((charge) => (
              <tr key={charge.id}>
                <th scope="row">{charge.name}</th>
                <td>{formatRupees(charge.charge)}</td>
                <td>{charge.free_above === null ? "Never free" : formatRupees(charge.free_above)}</td>
                <td>{charge.warehouse_count}</td>
                <RowActions name={charge.name} onEdit={() => setEditing({ charge })} onDelete={() => void remove(charge)} />
              </tr>
            ))}
          </ListTable>
        )}
      </ListBody>
      <EditDialog
        open={editing !== null}
        title={editing?.charge ? `Edit ${editing.charge.name}` : "New charge rule"}
        formLabel={editing?.charge ? "Edit charge rule" : "New charge rule"}
        className="catalogue-form"
        initialValues={valuesOf(editing?.charge ?? null)}
        rules={RULES}
        save={async (values) => {
          await deliveryApi.saveCharge(editing?.charge?.id ?? null, bodyOf(values));
          return `${values.name.trim()} is saved`;
        }}
        onClose={() => setEditing(null)}
        onSaved={onChanged}
      >
        <Field name="name" />
        <div className="catalogue-form-row">
          <Field name="charge" hint="0 delivers free." />
          <Field name="free_above" hint="Orders above this total are delivered free. Empty: never free." />
        </div>
      </EditDialog>
    </div>
  );
}
