// The delivery slots, for one warehouse or all: when each runs, its window, today's bookings
// against its capacity, its cut-off; add, edit and delete (the server refuses deleting a slot
// with orders booked, and says to make it inactive instead).
import { useState } from "react";
import { SelectInput } from "../../client/ui/form/select-input";
import { Modal } from "../../client/ui/modal";
import { toast } from "../../client/ui/toast";
import type { AdminSlot, AdminWarehouse } from "../../shared/api/admin-delivery";
import { ListBody } from "../parts/list-body";
import { ListTable } from "../parts/list-table";
import { removeAfterAsking } from "../parts/remove-after-asking";
import { RowActions } from "../parts/row-actions";
import { useLoaded } from "../../tool-shell/use-loaded";
import { deliveryApi } from "./delivery-api";
import { SlotForm } from "./slot-form";
import { weekdaysText } from "./slot-values";

type Editing = { slot: AdminSlot | null } | null;

export function SlotsTab({ warehouses }: { warehouses: readonly AdminWarehouse[] }) {
  const [warehouseId, setWarehouseId] = useState<number | undefined>(undefined);
  const [editing, setEditing] = useState<Editing>(null);
  const list = useLoaded(String(warehouseId), (signal) => deliveryApi.slots(warehouseId, signal));
  const nameOf = (id: number) => warehouses.find((w) => w.id === id)?.name ?? "";

  const remove = (slot: AdminSlot) => {
    const what = `${slot.start_time}–${slot.end_time} at ${nameOf(slot.warehouse_id)}`;
    return removeAfterAsking({ title: `Delete the slot ${what}?`, confirmText: "Delete" }, () => deliveryApi.deleteSlot(slot.id), `The slot ${what} is deleted`, list.reload);
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
      <ListBody list={list} empty="No slots yet: shoppers of these warehouses cannot choose a delivery time.">
        {(slots) => (
          <ListTable labelledBy="delivery-slots-title" busy={list.loading} columns={["Window", "Warehouse", "Days", "Booked today", "Cut-off", "Status"]} actions>
            {slots.map((slot) => (
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
                <RowActions name={`slot ${slot.start_time}–${slot.end_time}`} onEdit={() => setEditing({ slot })} onDelete={() => void remove(slot)} />
              </tr>
            ))}
          </ListTable>
        )}
      </ListBody>
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
