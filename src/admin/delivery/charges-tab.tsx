// The delivery charge rules: what a delivery costs and the order total above which it is free.
// A rule a warehouse uses cannot be deleted (the server's 409 message is shown).
import { useState } from "react";
import { confirm } from "../../client/ui/confirm-dialog";
import { Field } from "../../client/ui/form/field";
import { Form } from "../../client/ui/form/form";
import { Modal } from "../../client/ui/modal";
import { toast } from "../../client/ui/toast";
import type { AdminCharge, AdminChargesAnswer, ChargeBody } from "../../shared/api/admin-delivery";
import type { FieldRules } from "../../shared/field-rules";
import { formatRupees } from "../../shared/money";
import { LoadFailure } from "../catalogue/load-failure";
import { showSaveError } from "../catalogue/save-errors";
import type { Loaded } from "../catalogue/use-loaded";
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

const valuesOf = (charge: AdminCharge | null): ChargeValues => ({ name: charge?.name ?? "", charge: charge ? String(charge.charge) : "", free_above: charge?.free_above == null ? "" : String(charge.free_above) });
const bodyOf = (values: ChargeValues): ChargeBody => ({ name: values.name, charge: Number(values.charge), free_above: values.free_above.trim() ? Number(values.free_above) : null });

type Editing = { charge: AdminCharge | null } | null;

/** The rules list; `charges` is loaded by the screen, which the warehouse form shares. */
export function ChargesTab({ charges, onChanged }: { charges: Loaded<AdminChargesAnswer>; onChanged: () => void }) {
  const [editing, setEditing] = useState<Editing>(null);

  const remove = async (charge: AdminCharge) => {
    if (!(await confirm({ title: `Delete the charge rule ${charge.name}?`, confirmText: "Delete" }))) return;
    try {
      await deliveryApi.deleteCharge(charge.id);
      toast.success(`${charge.name} is deleted`);
      onChanged();
    } catch (error) {
      showSaveError(error, () => false);
    }
  };

  return (
    <div>
      <div className="catalogue-title-row">
        <h2 id="delivery-charges-title">Delivery charges</h2>
        <button type="button" className="ui-button ui-button-primary" onClick={() => setEditing({ charge: null })}>
          New charge rule
        </button>
      </div>
      {charges.error ? (
        <LoadFailure message={charges.error} onRetry={charges.reload} />
      ) : !charges.data ? (
        <p role="status">Loading...</p>
      ) : charges.data.data.length === 0 ? (
        <p>No charge rules yet: warehouses without one deliver free.</p>
      ) : (
        <div className="catalogue-table-wrap">
          <table className="catalogue-table" aria-labelledby="delivery-charges-title">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Charge</th>
                <th scope="col">Free above</th>
                <th scope="col">Warehouses</th>
                <th scope="col">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {charges.data.data.map((charge) => (
                <tr key={charge.id}>
                  <th scope="row">{charge.name}</th>
                  <td>{formatRupees(charge.charge)}</td>
                  <td>{charge.free_above === null ? "Never free" : formatRupees(charge.free_above)}</td>
                  <td>{charge.warehouse_count}</td>
                  <td className="catalogue-actions">
                    <button type="button" className="ui-button ui-button-secondary" onClick={() => setEditing({ charge })} aria-label={`Edit ${charge.name}`}>
                      Edit
                    </button>
                    <button type="button" className="ui-button ui-button-secondary" onClick={() => void remove(charge)} aria-label={`Delete ${charge.name}`}>
                      Delete
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Modal open={editing !== null} onClose={() => setEditing(null)} title={editing?.charge ? `Edit ${editing.charge.name}` : "New charge rule"} hideFooter>
        {editing ? (
          <Form
            aria-label={editing.charge ? "Edit charge rule" : "New charge rule"}
            className="catalogue-form"
            initialValues={valuesOf(editing.charge)}
            rules={RULES}
            onSubmit={async (values, form) => {
              try {
                await deliveryApi.saveCharge(editing.charge?.id ?? null, bodyOf(values));
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
                <div className="catalogue-form-row">
                  <Field name="charge" hint="0 delivers free." />
                  <Field name="free_above" hint="Orders above this total are delivered free. Empty: never free." />
                </div>
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
