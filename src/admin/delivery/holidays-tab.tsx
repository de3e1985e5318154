// Days without delivery: for one warehouse or every warehouse, with a note. Upcoming ones first;
// past ones on their own page. A holiday on a day orders are already booked for says how many,
// since those orders are not moved by it.
import { useState } from "react";
import { confirm } from "../../client/ui/confirm-dialog";
import { Field } from "../../client/ui/form/field";
import { Form } from "../../client/ui/form/form";
import { SelectInput } from "../../client/ui/form/select-input";
import { Modal } from "../../client/ui/modal";
import { Pagination } from "../../client/ui/pagination";
import { toast } from "../../client/ui/toast";
import { isRealDate, type AdminHoliday, type AdminWarehouse, type HolidayBody } from "../../shared/api/admin-delivery";
import type { FieldRules } from "../../shared/field-rules";
import { LoadFailure } from "../catalogue/load-failure";
import { showSaveError } from "../catalogue/save-errors";
import { useLoaded } from "../catalogue/use-loaded";
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
  const [query, setQuery] = useState({ past: false, page: 1, per_page: 20 });
  const [editing, setEditing] = useState<Editing>(null);
  const list = useLoaded(JSON.stringify(query), (signal) => deliveryApi.holidays(query, signal));
  const where = (id: number | null) => (id === null ? "Every warehouse" : (warehouses.find((w) => w.id === id)?.name ?? ""));

  const remove = async (holiday: AdminHoliday) => {
    if (!(await confirm({ title: `Deliver again on ${holiday.date} (${where(holiday.warehouse_id)})?`, confirmText: "Delete holiday" }))) return;
    try {
      await deliveryApi.deleteHoliday(holiday.id);
      toast.success(`${holiday.date} is a delivery day again`);
      list.reload();
    } catch (error) {
      showSaveError(error, () => false);
    }
  };

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
          <input type="checkbox" checked={query.past} onChange={(e) => setQuery({ ...query, past: e.target.checked, page: 1 })} />
          Show past holidays
        </label>
      </div>
      {list.error ? (
        <LoadFailure message={list.error} onRetry={list.reload} />
      ) : !list.data ? (
        <p role="status">Loading...</p>
      ) : (
        <>
          {list.data.data.length === 0 ? (
            <p>{query.past ? "No past holidays." : "No holidays ahead: every slot runs on its weekdays."}</p>
          ) : (
            <div className="catalogue-table-wrap">
              <table className="catalogue-table" aria-labelledby="delivery-holidays-title" aria-busy={list.loading || undefined}>
                <thead>
                  <tr>
                    <th scope="col">Date</th>
                    <th scope="col">Warehouse</th>
                    <th scope="col">Note</th>
                    <th scope="col">Orders booked</th>
                    <th scope="col">
                      <span className="sr-only">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {list.data.data.map((h) => (
                    <tr key={h.id}>
                      <th scope="row">{h.date}</th>
                      <td>{where(h.warehouse_id)}</td>
                      <td>{h.note}</td>
                      <td>{h.orders_booked > 0 ? <span className="catalogue-badge">{h.orders_booked} still to deliver</span> : 0}</td>
                      <td className="catalogue-actions">
                        <button type="button" className="ui-button ui-button-secondary" onClick={() => setEditing({ holiday: h })} aria-label={`Edit holiday ${h.date}`}>
                          Edit
                        </button>
                        <button type="button" className="ui-button ui-button-secondary" onClick={() => void remove(h)} aria-label={`Delete holiday ${h.date}`}>
                          Delete
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <Pagination
            total={list.data.meta.total}
            page={query.page}
            perPage={query.per_page}
            onPageChange={(page) => setQuery({ ...query, page })}
            onPerPageChange={(per_page) => setQuery({ ...query, per_page, page: 1 })}
          />
        </>
      )}
      <Modal open={editing !== null} onClose={() => setEditing(null)} title={editing?.holiday ? `Edit holiday ${editing.holiday.date}` : "New holiday"} hideFooter>
        {editing ? (
          <Form
            aria-label={editing.holiday ? "Edit holiday" : "New holiday"}
            className="catalogue-form"
            initialValues={valuesOf(editing.holiday)}
            rules={RULES}
            onSubmit={async (values, form) => {
              try {
                const saved = await deliveryApi.saveHoliday(editing.holiday?.id ?? null, bodyOf(values));
                toast.success(saved.orders_booked > 0 ? `${saved.date} is a holiday; ${saved.orders_booked} orders are already booked for that day` : `${saved.date} is a holiday`);
                setEditing(null);
                list.reload();
              } catch (error) {
                showSaveError(error, form.showErrors);
              }
            }}
          >
            {({ isSubmitting }) => (
              <>
                <Field name="date" hint="No slot is offered on this day.">
                  {(control) => (
                    <input
                      id={control.id}
                      type="date"
                      className="text-input"
                      value={typeof control.value === "string" ? control.value : ""}
                      onChange={(e) => control.setValue(e.target.value)}
                      aria-invalid={control.invalid}
                      aria-describedby={control.describedBy}
                    />
                  )}
                </Field>
                <Field name="warehouse_id">
                  <SelectInput placeholder="Every warehouse" options={warehouses.map((w) => ({ value: String(w.id), label: w.name }))} />
                </Field>
                <Field name="note" hint="For the shop's own people, e.g. Diwali." />
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
