// The warehouses: name, address, the state it dispatches from (whose GSTIN its invoices name),
// charge rule and which one is the default (visitors without a pincode shop from it); add, edit,
// delete (the server says why it refuses: the only or default warehouse, stock held, open
// orders), and the pincodes each serves.
import { useState } from "react";
import { Field } from "../../client/ui/form/field";
import { SelectInput } from "../../client/ui/form/select-input";
import { TextInput } from "../../client/ui/form/text-input";
import { MAX_CUTOFF_MINUTES, type AdminCharge, type AdminWarehouse, type WarehouseBody } from "../../shared/api/admin-delivery";
import type { FieldRules } from "../../shared/field-rules";
import { GST_STATES, gstStateByCode } from "../../shared/gst/gst-states";
import { minutesText } from "../../shared/shop-time";
import { CheckField } from "../parts/check-field";
import { EditDialog } from "../parts/edit-dialog";
import { ListTable } from "../parts/list-table";
import { removeAfterAsking } from "../parts/remove-after-asking";
import { RowActions } from "../parts/row-actions";
import { deliveryApi } from "./delivery-api";
import { PincodesPanel } from "./pincodes-panel";

interface WarehouseValues {
  name: string;
  address: string;
  delivery_charge_id: string;
  is_default: boolean;
  cancel_cutoff_minutes: string;
  state_code: string;
}

const WHOLE = /^\d{1,5}$/;
const RULES: FieldRules<WarehouseValues> = {
  name: { label: "Name", required: true },
  address: { label: "Address", type: "textarea" },
  delivery_charge_id: { label: "Delivery charge", type: "select" },
  state_code: { label: "State", type: "select" },
  is_default: {},
  cancel_cutoff_minutes: {
    label: "Cancel cut-off (minutes)",
    type: "number",
    required: true,
    validator: (v) =>
      !WHOLE.test(v) ? "The cancel cut-off must be whole minutes" : Number(v) > MAX_CUTOFF_MINUTES ? `The cancel cut-off may be at most ${MAX_CUTOFF_MINUTES} minutes (a week)` : null,
  },
};

const valuesOf = (w: AdminWarehouse | null): WarehouseValues => ({
  name: w?.name ?? "",
  address: w?.address ?? "",
  delivery_charge_id: w?.delivery_charge ? String(w.delivery_charge.id) : "",
  is_default: w?.is_default ?? false,
  cancel_cutoff_minutes: String(w?.cancel_cutoff_minutes ?? 120),
  state_code: w?.state_code ?? "",
});
const bodyOf = (v: WarehouseValues): WarehouseBody => ({
  name: v.name,
  address: v.address,
  delivery_charge_id: v.delivery_charge_id ? Number(v.delivery_charge_id) : null,
  is_default: v.is_default,
  cancel_cutoff_minutes: Number(v.cancel_cutoff_minutes),
  state_code: v.state_code || null,
});

const STATE_OPTIONS = GST_STATES.map((s) => ({ value: s.code, label: s.name }));
const WEBSITE_STATE = "The state of the website's address";
const stateName = (code: string | null) => (code ? gstStateByCode(code)?.name : undefined);

type Editing = { warehouse: AdminWarehouse | null } | null;

export function WarehousesTab({ warehouses, charges, onChanged }: { warehouses: readonly AdminWarehouse[]; charges: readonly AdminCharge[]; onChanged: () => void }) {
  const [editing, setEditing] = useState<Editing>(null);
  const [shownId, setShownId] = useState<number | null>(null);
  const shown = warehouses.find((w) => w.id === shownId) ?? null;

  const remove = (w: AdminWarehouse) =>
    removeAfterAsking(
      { title: `Delete ${w.name}?`, text: `Its ${w.pincode_count} pincodes and ${w.slot_count} slots go with it.`, confirmText: "Delete" },
      () => deliveryApi.deleteWarehouse(w.id),
      `${w.name} is deleted`,
      () => {
        if (shownId === w.id) setShownId(null);
        onChanged();
      },
    );

  return (
    <div>
      <div className="catalogue-title-row">
        <h2 id="delivery-warehouses-title">Warehouses</h2>
        <button type="button" className="ui-button ui-button-primary" onClick={() => setEditing({ warehouse: null })}>
          New warehouse
        </button>
      </div>
      {warehouses.length === 0 ? (
        <p>No warehouses yet: add the first one, and it becomes the default.</p>
      ) : (
        <ListTable labelledBy="delivery-warehouses-title" columns={["Name", "State", "Delivery charge", "Cancel until the slot", "Pincodes", "Slots"]} actions>
          {warehouses.map((w) => (
            <tr key={w.id} aria-current={w.id === shownId || undefined}>
              <th scope="row">
                {w.name} {w.is_default ? <span className="catalogue-badge">Default</span> : null}
                {w.address ? <div className="delivery-muted">{w.address}</div> : null}
              </th>
              <td>{stateName(w.state_code) ?? <span className="delivery-muted">{WEBSITE_STATE}</span>}</td>
              <td>{w.delivery_charge?.name ?? "Free delivery"}</td>
              <td>{minutesText(w.cancel_cutoff_minutes)} before</td>
              <td>{w.pincode_count}</td>
              <td>{w.slot_count}</td>
              <RowActions name={w.name} onEdit={() => setEditing({ warehouse: w })} onDelete={() => void remove(w)}>
                <button type="button" className="ui-button ui-button-secondary" onClick={() => setShownId(w.id)} aria-label={`Pincodes of ${w.name}`} aria-pressed={w.id === shownId}>
                  Pincodes
                </button>
              </RowActions>
            </tr>
          ))}
        </ListTable>
      )}
      {shown ? <PincodesPanel key={shown.id} warehouse={shown} warehouses={warehouses} onChanged={onChanged} /> : null}
      <EditDialog
        open={editing !== null}
        title={editing?.warehouse ? `Edit ${editing.warehouse.name}` : "New warehouse"}
        formLabel={editing?.warehouse ? "Edit warehouse" : "New warehouse"}
        className="catalogue-form"
        initialValues={valuesOf(editing?.warehouse ?? null)}
        rules={RULES}
        save={async (values) => {
          await deliveryApi.saveWarehouse(editing?.warehouse?.id ?? null, bodyOf(values));
          return `${values.name.trim()} is saved`;
        }}
        onClose={() => setEditing(null)}
        onSaved={onChanged}
      >
        <Field name="name" />
        <Field name="address">
          <TextInput type="textarea" rows={2} />
        </Field>
        <Field name="state_code" hint="GST invoices name the GSTIN of this state as the seller.">
          <SelectInput placeholder={WEBSITE_STATE} options={STATE_OPTIONS} />
        </Field>
        <Field name="delivery_charge_id" hint="Manage the rules under Charges.">
          <SelectInput placeholder="Free delivery" options={charges.map((c) => ({ value: String(c.id), label: c.name }))} />
        </Field>
        <Field name="cancel_cutoff_minutes" hint="Shoppers can cancel their orders until this long before the delivery slot starts." />
        {/* The default is changed by making another warehouse the default. */}
        <CheckField name="is_default" label={null} disabled={editing?.warehouse?.is_default === true}>
          Default: visitors who have not given a pincode shop from it
        </CheckField>
      </EditDialog>
    </div>
  );
}
