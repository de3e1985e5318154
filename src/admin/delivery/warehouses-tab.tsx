// The warehouses: name, address, charge rule and which one is the default (visitors without a
// pincode shop from it); add, edit, delete (the server says why it refuses: the only or default
// warehouse, stock held, open orders), and the pincodes each serves.
import { useState } from "react";
import { confirm } from "../../client/ui/confirm-dialog";
import { Field } from "../../client/ui/form/field";
import { Form } from "../../client/ui/form/form";
import { SelectInput } from "../../client/ui/form/select-input";
import { TextInput } from "../../client/ui/form/text-input";
import { Modal } from "../../client/ui/modal";
import { toast } from "../../client/ui/toast";
import type { AdminCharge, AdminWarehouse, WarehouseBody } from "../../shared/api/admin-delivery";
import type { FieldRules } from "../../shared/field-rules";
import { showSaveError } from "../catalogue/save-errors";
import { deliveryApi } from "./delivery-api";
import { PincodesPanel } from "./pincodes-panel";

interface WarehouseValues {
  name: string;
  address: string;
  delivery_charge_id: string;
  is_default: boolean;
}

const RULES: FieldRules<WarehouseValues> = {
  name: { label: "Name", required: true },
  address: { label: "Address", type: "textarea" },
  delivery_charge_id: { label: "Delivery charge", type: "select" },
  is_default: {},
};

const valuesOf = (w: AdminWarehouse | null): WarehouseValues => ({ name: w?.name ?? "", address: w?.address ?? "", delivery_charge_id: w?.delivery_charge ? String(w.delivery_charge.id) : "", is_default: w?.is_default ?? false });
const bodyOf = (v: WarehouseValues): WarehouseBody => ({ name: v.name, address: v.address, delivery_charge_id: v.delivery_charge_id ? Number(v.delivery_charge_id) : null, is_default: v.is_default });

type Editing = { warehouse: AdminWarehouse | null } | null;

export function WarehousesTab({ warehouses, charges, onChanged }: { warehouses: readonly AdminWarehouse[]; charges: readonly AdminCharge[]; onChanged: () => void }) {
  const [editing, setEditing] = useState<Editing>(null);
  const [shownId, setShownId] = useState<number | null>(null);
  const shown = warehouses.find((w) => w.id === shownId) ?? null;

  const remove = async (w: AdminWarehouse) => {
    if (!(await confirm({ title: `Delete ${w.name}?`, text: `Its ${w.pincode_count} pincodes and ${w.slot_count} slots go with it.`, confirmText: "Delete" }))) return;
    try {
      await deliveryApi.deleteWarehouse(w.id);
      toast.success(`${w.name} is deleted`);
      if (shownId === w.id) setShownId(null);
      onChanged();
    } catch (error) {
      showSaveError(error, () => false);
    }
  };

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
        <div className="catalogue-table-wrap">
          <table className="catalogue-table" aria-labelledby="delivery-warehouses-title">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Delivery charge</th>
                <th scope="col">Pincodes</th>
                <th scope="col">Slots</th>
                <th scope="col">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {warehouses.map((w) => (
                <tr key={w.id} aria-current={w.id === shownId || undefined}>
                  <th scope="row">
                    {w.name} {w.is_default ? <span className="catalogue-badge">Default</span> : null}
                    {w.address ? <div className="delivery-muted">{w.address}</div> : null}
                  </th>
                  <td>{w.delivery_charge?.name ?? "Free delivery"}</td>
                  <td>{w.pincode_count}</td>
                  <td>{w.slot_count}</td>
                  <td className="catalogue-actions">
                    <button type="button" className="ui-button ui-button-secondary" onClick={() => setShownId(w.id)} aria-label={`Pincodes of ${w.name}`} aria-pressed={w.id === shownId}>
                      Pincodes
                    </button>
                    <button type="button" className="ui-button ui-button-secondary" onClick={() => setEditing({ warehouse: w })} aria-label={`Edit ${w.name}`}>
                      Edit
                    </button>
                    <button type="button" className="ui-button ui-button-secondary" onClick={() => void remove(w)} aria-label={`Delete ${w.name}`}>
                      Delete
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {shown ? <PincodesPanel key={shown.id} warehouse={shown} warehouses={warehouses} onChanged={onChanged} /> : null}
      <Modal open={editing !== null} onClose={() => setEditing(null)} title={editing?.warehouse ? `Edit ${editing.warehouse.name}` : "New warehouse"} hideFooter>
        {editing ? (
          <Form
            aria-label={editing.warehouse ? "Edit warehouse" : "New warehouse"}
            className="catalogue-form"
            initialValues={valuesOf(editing.warehouse)}
            rules={RULES}
            onSubmit={async (values, form) => {
              try {
                await deliveryApi.saveWarehouse(editing.warehouse?.id ?? null, bodyOf(values));
                toast.success(`${values.name.trim()} is saved`);
                setEditing(null);
                onChanged();
              } catch (error) {
                showSaveError(error, form.showErrors);
              }
            }}
          >
            {({ isSubmitting }) => (
              <>
                <Field name="name" />
                <Field name="address">
                  <TextInput type="textarea" rows={2} />
                </Field>
                <Field name="delivery_charge_id" hint="Manage the rules under Charges.">
                  <SelectInput placeholder="Free delivery" options={charges.map((c) => ({ value: String(c.id), label: c.name }))} />
                </Field>
                <Field name="is_default" label={null}>
                  {(control) => (
                    <label className="catalogue-check">
                      <input
                        id={control.id}
                        type="checkbox"
                        checked={control.value === true}
                        // The default is changed by making another warehouse the default.
                        disabled={editing.warehouse?.is_default === true}
                        onChange={(e) => control.setValue(e.target.checked)}
                      />
                      Default: visitors who have not given a pincode shop from it
                    </label>
                  )}
                </Field>
                <div className="catalogue-form-actions">
                  <button type="button" className="ui-button ui-button-secondary" onClick={() => setEditing(null)}>
                    Cancel
                  </button>
                  <button type="submit" className="ui-button ui-button-primary" disabled={isSubmitting}>
                    Save
                  </button>
                </div>
              </>
            )}
          </Form>
        ) : null}
      </Modal>
    </div>
  );
}
