// The delivery slots, for one warehouse or all: when each runs, its window, today's bookings
// against its capacity, its cut-off; add, edit and delete (the server refuses deleting a slot
// with orders booked, and says to make it inactive instead).
import { useState } from "react";
import { confirm } from "../../client/ui/confirm-dialog";
import { SelectInput } from "../../client/ui/form/select-input";
import { Modal } from "../../client/ui/modal";
import { toast } from "../../client/ui/toast";
import type { AdminSlot, AdminWarehouse } from "../../shared/api/admin-delivery";
import { LoadFailure } from "../catalogue/load-failure";
import { showSaveError } from "../catalogue/save-errors";
import { useLoaded } from "../catalogue/use-loaded";
import { deliveryApi } from "./delivery-api";
import { SlotForm } from "./slot-form";
import { weekdaysText } from "./slot-values";

type Editing = { slot: AdminSlot | null } | null;

export function SlotsTab({ warehouses }: { warehouses: readonly AdminWarehouse[] }) {
  const [warehouseId, setWarehouseId] = useState<number | undefined>(undefined);
  const [editing, setEditing] = useState<Editing>(null);
  const list = useLoaded(String(warehouseId), (signal) => deliveryApi.slots(warehouseId, signal));
  const nameOf = (id: number) => warehouses.find((w) => w.id === id)?.name ?? "";

  const remove = async (slot: AdminSlot) => {
    const what = `${slot.start_time}–${slot.end_time} at ${nameOf(slot.warehouse_id)}`;
    if (!(await confirm({ title: `Delete the slot ${what}?`, confirmText: "Delete" }))) return;
    try {
      await deliveryApi.deleteSlot(slot.id);
      toast.success(`The slot ${what} is deleted`);
      list.reload();
    } catch (error) {
      showSaveError(error, () => false);
    }
  };

  return (
    <div>
      <div className="catalogue-title-row">
        <h2 id="delivery-slots-title">Slots</h2>
        <button type="button" className="ui-button ui-button-primary" onClick={() => setEditing({ slot: null })}>
          New slot
        </button>
      </div>
      <div className="catalogue-filters">
        <label>
          Warehouse{" "}
          <SelectInput
            aria-label="Warehouse"
            value={warehouseId ?? ""}
            placeholder="All warehouses"
            options={warehouses.map((w) => ({ value: String(w.id), label: w.name }))}
            onChange={(v) => setWarehouseId(v ? Number(v) : undefined)}
          />
        </label>
      </div>
      {list.error ? (
        <LoadFailure message={list.error} onRetry={list.reload} />
      ) : !list.data ? (
        <p role="status">Loading...</p>
      ) : list.data.data.length === 0 ? (
        <p>No slots yet: shoppers of these warehouses cannot choose a delivery time.</p>
      ) : (
        <div className="catalogue-table-wrap">
          <table className="catalogue-table" aria-labelledby="delivery-slots-title" aria-busy={list.loading || undefined}>
            <thead>
              <tr>
                <th scope="col">Window</th>
                <th scope="col">Warehouse</th>
                <th scope="col">Days</th>
                <th scope="col">Booked today</th>
                <th scope="col">Cut-off</th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.data.map((slot) => (
                <tr key={slot.id}>
                  <th scope="row">
                    {slot.start_time}–{slot.end_time}
                  </th>
                  <td>{nameOf(slot.warehouse_id)}</td>
                  <td>{weekdaysText(slot.weekdays)}</td>
                  <td>
                    {slot.booked_today} of {slot.capacity}
                  </td>
                  <td>{slot.cutoff_minutes} min before</td>
                  <td>{slot.active ? "Active" : <span className="catalogue-badge">Inactive</span>}</td>
                  <td className="catalogue-actions">
                    <button type="button" className="ui-button ui-button-secondary" onClick={() => setEditing({ slot })} aria-label={`Edit slot ${slot.start_time}–${slot.end_time}`}>
                      Edit
                    </button>
                    <button type="button" className="ui-button ui-button-secondary" onClick={() => void remove(slot)} aria-label={`Delete slot ${slot.start_time}–${slot.end_time}`}>
                      Delete
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Modal open={editing !== null} onClose={() => setEditing(null)} title={editing?.slot ? "Edit slot" : "New slot"} hideFooter>
        {editing ? (
          <SlotForm
            slot={editing.slot}
            warehouses={warehouses}
            warehouseId={warehouseId ?? warehouses[0]?.id ?? null}
            onSave={async (body) => {
              await deliveryApi.saveSlot(editing.slot?.id ?? null, body);
              toast.success(`The slot ${body.start_time}–${body.end_time} is saved`);
              setEditing(null);
              list.reload();
            }}
            actions={
              <button type="button" className="ui-button ui-button-secondary" onClick={() => setEditing(null)}>
                Cancel
              </button>
            }
          />
        ) : null}
      </Modal>
    </div>
  );
}
