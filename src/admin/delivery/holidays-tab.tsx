// Days without delivery: for one warehouse or every warehouse, with a note. Upcoming ones first;
// past ones on their own page. A holiday on a day orders are already booked for says how many,
// since those orders are not moved by it.
import { useState } from "react";
import { Field } from "../../client/ui/form/field";
import { SelectInput } from "../../client/ui/form/select-input";
import { isRealDate, type AdminHoliday, type AdminWarehouse, type HolidayBody } from "../../shared/api/admin-delivery";
import type { FieldRules } from "../../shared/field-rules";
import { TypedInputField } from "../parts/typed-input-field";
import { EditDialog } from "../parts/edit-dialog";
import { ListBody } from "../parts/list-body";
import { ListTable } from "../parts/list-table";
import { removeAfterAsking } from "../parts/remove-after-asking";
import { RowActions } from "../parts/row-actions";
import { useListQuery } from "../parts/use-list-query";
import { useLoaded } from "../../tool-shell/use-loaded";
import { deliveryApi } from "./delivery-api";

interface HolidayValues {
  date: string;
  /** "" = every warehouse. */
  warehouse_id: string;
  note: string;
}

const RULES: FieldRules<HolidayValues> = {
  date: { label: "Date", validator: (v) => (!v ? "Date is required" : !isRealDate(v) ? "There is no such date" : null) },
  warehouse_id: { label: "Warehouse", type: "select" },
  note: { label: "Note" },
};

const valuesOf = (h: AdminHoliday | null): HolidayValues => ({ date: h?.date ?? "", warehouse_id: h?.warehouse_id == null ? "" : String(h.warehouse_id), note: h?.note ?? "" });
const bodyOf = (v: HolidayValues): HolidayBody => ({ date: v.date, warehouse_id: v.warehouse_id ? Number(v.warehouse_id) : null, note: v.note });

type Editing = { holiday: AdminHoliday | null } | null;

export function HolidaysTab({ warehouses }: { warehouses: readonly AdminWarehouse[] }) {
  const { query, change, paging } = useListQuery({ past: false, page: 1, per_page: 20 });
  const [editing, setEditing] = useState<Editing>(null);
  const list = useLoaded(JSON.stringify(query), (signal) => deliveryApi.holidays(query, signal));
  const where = (id: number | null) => (id === null ? "Every warehouse" : (warehouses.find((w) => w.id === id)?.name ?? ""));

  const remove = (holiday: AdminHoliday) =>
    removeAfterAsking(
      { title: `Deliver again on ${holiday.date} (${where(holiday.warehouse_id)})?`, confirmText: "Delete holiday" },
      () => deliveryApi.deleteHoliday(holiday.id),
      `${holiday.date} is a delivery day again`,
      list.reload,
    );

  return (
    <div>
      <div className="catalogue-title-row">
        <h2 id="delivery-holidays-title">Holidays</h2>
        <button type="button" className="ui-button ui-button-primary" onClick={() => setEditing({ holiday: null })}>
          New holiday
        </button>
      </div>
      <div className="catalogue-filters" role="group" aria-label="Which holidays">
        <label className="catalogue-check">
          <input type="checkbox" checked={query.past} onChange={(e) => change({ past: e.target.checked })} />
          Show past holidays
        </label>
      </div>
      <ListBody list={list} empty={query.past ? "No past holidays." : "No holidays ahead: every slot runs on its weekdays."} paging={paging}>
        {(holidays) => (
          <ListTable labelledBy="delivery-holidays-title" busy={list.loading} columns={["Date", "Warehouse", "Note", "Orders booked"]} actions>
            {holidays.map((h) => (
              <tr key={h.id}>
                <th scope="row">{h.date}</th>
                <td>{where(h.warehouse_id)}</td>
                <td>{h.note}</td>
                <td>{h.orders_booked > 0 ? <span className="catalogue-badge">{h.orders_booked} still to deliver</span> : 0}</td>
                <RowActions name={`holiday ${h.date}`} onEdit={() => setEditing({ holiday: h })} onDelete={() => void remove(h)} />
              </tr>
            ))}
          </ListTable>
        )}
      </ListBody>
      <EditDialog
        open={editing !== null}
        title={editing?.holiday ? `Edit holiday ${editing.holiday.date}` : "New holiday"}
        formLabel={editing?.holiday ? "Edit holiday" : "New holiday"}
        className="catalogue-form"
        initialValues={valuesOf(editing?.holiday ?? null)}
        rules={RULES}
        save={async (values) => {
          const saved = await deliveryApi.saveHoliday(editing?.holiday?.id ?? null, bodyOf(values));
          return saved.orders_booked > 0 ? `${saved.date} is a holiday; ${saved.orders_booked} orders are already booked for that day` : `${saved.date} is a holiday`;
        }}
        onClose={() => setEditing(null)}
        onSaved={list.reload}
      >
        <TypedInputField type="date" name="date" hint="No slot is offered on this day." />
        <Field name="warehouse_id">
          <SelectInput placeholder="Every warehouse" options={warehouses.map((w) => ({ value: String(w.id), label: w.name }))} />
        </Field>
        <Field name="note" hint="For the shop's own people, e.g. Diwali." />
      </EditDialog>
    </div>
  );
}
