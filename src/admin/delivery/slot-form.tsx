// A delivery slot's form: its warehouse, the weekdays it runs (seven checkboxes, Sunday first as
// the schema counts them), its time window, how many orders it takes a day, how long before it
// starts it closes, and whether it is offered. The §5 messages are checked here; the server's
// per-field messages (422) show under the same fields.
import type { ReactNode } from "react";
import { Field } from "../../client/ui/form/field";
import { Form } from "../../client/ui/form/form";
import { SelectInput } from "../../client/ui/form/select-input";
import { END_BEFORE_START, WEEKDAY_NAMES, type AdminSlot, type AdminWarehouse, type SlotBody } from "../../shared/api/admin-delivery";
import type { FieldRules } from "../../shared/field-rules";
import { CheckField } from "../parts/check-field";
import { TypedInputField } from "../parts/typed-input-field";
import { FormActions } from "../parts/form-actions";
import { showSaveError } from "../parts/save-errors";
import { slotBodyOf, slotValues, type SlotValues } from "./slot-values";

const WHOLE = /^\s*\d{1,5}\s*$/;

const RULES: FieldRules<SlotValues> = {
  warehouse_id: { label: "Warehouse", type: "select", required: true },
  // No label: the checkboxes' fieldset names them, and a label would be read with the first day.
  weekdays: { validator: (mask) => (mask === 0 ? "Choose at least one weekday" : null) },
  start_time: { label: "Starts", required: true },
  end_time: {
    label: "Ends",
    required: true,
    validator: (end, values) => (!end ? "Ends is required" : values.start_time && end <= values.start_time ? END_BEFORE_START : null),
  },
  capacity: { label: "Orders a day", type: "number", validator: (v) => (!WHOLE.test(v) || Number(v) < 1 ? "The capacity must be at least 1" : null) },
  cutoff_minutes: { label: "Cut-off (minutes)", type: "number", validator: (v) => (!WHOLE.test(v) ? "The cut-off must be whole minutes" : null) },
  active: {},
};

function Time({ name, hint }: { name: "start_time" | "end_time"; hint?: string }) {
  return <TypedInputField type="time" name={name} hint={hint} required />;
}

function Weekdays() {
  return (
    <Field name="weekdays" label={null}>
      {(control) => {
        const mask = typeof control.value === "number" ? control.value : 0;
        return (
          <fieldset className="delivery-weekdays" aria-invalid={control.invalid} aria-describedby={control.describedBy}>
            <legend className="field-label">Weekdays</legend>
            {WEEKDAY_NAMES.map((day, i) => (
              <label key={day} className="catalogue-check">
                <input type="checkbox" checked={(mask & (1 << i)) !== 0} onChange={(e) => control.setValue(e.target.checked ? mask | (1 << i) : mask & ~(1 << i))} />
                {day}
              </label>
            ))}
          </fieldset>
        );
      }}
    </Field>
  );
}

export interface SlotFormProps {
  slot: AdminSlot | null;
  warehouses: readonly AdminWarehouse[];
  /** The warehouse a new slot starts with. */
  warehouseId: number | null;
  onSave: (body: SlotBody) => Promise<void>;
  actions?: ReactNode;
}

export function SlotForm({ slot, warehouses, warehouseId, onSave, actions }: SlotFormProps) {
  return (
    <Form
      aria-label={slot ? "Edit slot" : "New slot"}
      className="catalogue-form"
      initialValues={slotValues(slot, warehouseId)}
      rules={RULES}
      onSubmit={async (values, form) => {
        try {
          await onSave(slotBodyOf(values));
        } catch (error) {
          showSaveError(error, form.showErrors);
        }
      }}
    >
      {({ isSubmitting }) => (
        <>
          <Field name="warehouse_id">
            <SelectInput options={warehouses.map((w) => ({ value: String(w.id), label: w.name }))} />
          </Field>
          <Weekdays />
          <div className="catalogue-form-row">
            <Time name="start_time" />
            <Time name="end_time" />
          </div>
          <div className="catalogue-form-row">
            <Field name="capacity" hint="Orders it takes on one day." />
            <Field name="cutoff_minutes" hint="Orders close this long before it starts." />
          </div>
          <CheckField name="active" label={null}>
            Active: shoppers can choose it
          </CheckField>
          <FormActions isSubmitting={isSubmitting} extra={actions}>
            {isSubmitting ? "Saving..." : "Save slot"}
          </FormActions>
        </>
      )}
    </Form>
  );
}
