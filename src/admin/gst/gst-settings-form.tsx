// How the website invoices: its legal name, a GSTIN per state with the registered address (the
// state read from the GSTIN as soon as it is a valid one), the composition scheme, e-invoicing,
// how the delivery charge is taxed and who signs. A GSTIN is checked as it is typed in full and
// when the field is left; the server's messages show under the fields they name, a row's under
// that row's own fields.
import { useEffect, useMemo, useRef, useState, type RefObject } from "react";
import { ApiError } from "../../client/api/http-client";
import { Field } from "../../client/ui/form/field";
import { Form } from "../../client/ui/form/form";
import { SelectInput } from "../../client/ui/form/select-input";
import { TextInput } from "../../client/ui/form/text-input";
import type { FormApi } from "../../client/ui/form/use-form";
import { toast } from "../../client/ui/toast";
import type { GstSettingsAnswer } from "../../shared/api/admin-gst";
import { userMessage } from "../../shared/error-message";
import { gstRateChoices } from "../../shared/product-gst";
import { shopDayOf } from "../../shared/shop-time";
import { PictureInput } from "../catalogue/picture-inputs";
import { CheckField } from "../parts/check-field";
import { FormActions } from "../parts/form-actions";
import { gstApi } from "./gst-api";
import { addressField, bodyOf, formErrorsOf, gstinField, gstinStateText, rulesFor, valuesOf, type DeliveryMode, type GstValues } from "./gst-settings-values";

/** The most registrations the contract takes: one per state. */
const MAX_ROWS = 40;
/** A GSTIN's length: typed this far, it is judged without waiting for the field to be left. */
const GSTIN_LENGTH = 15;

const DELIVERY_MODES: readonly { value: DeliveryMode; label: string }[] = [
  { value: "composite", label: "Part of the goods (composite supply, taxed at the main item's rate)" },
  { value: "separate", label: "A separate service" },
];

const gstinInputId = (row: number) => `gst-gstin-${row}`;

interface RowsProps {
  form: FormApi<GstValues>;
  rows: readonly number[];
  onAdd: () => void;
  onRemove: (row: number) => void;
  addRef: RefObject<HTMLButtonElement | null>;
}

function Registrations({ form, rows, onAdd, onRemove, addRef }: RowsProps) {
  return (
    <fieldset className="catalogue-fieldset">
      <legend>GSTINs</legend>
      <p className="field-hint">One for each state the shop delivers from: an order is invoiced under the GSTIN of its warehouse&apos;s state.</p>
      {rows.length === 0 ? <p className="gst-muted">No GSTIN yet.</p> : null}
      {rows.map((row, index) => {
        const gstin = gstinField(row);
        const typed = form.values[gstin] ?? "";
        const state = gstinStateText(typed);
        return (
          <div key={row} className="gst-row" role="group" aria-label={`GSTIN ${index + 1}`}>
            <Field id={gstinInputId(row)} name={gstin} hint={state ? `State: ${state}` : "15 characters, as on the registration certificate."}>
              <TextInput
                className="gst-gstin-input"
                autoComplete="off"
                onChange={(text) => {
                  form.setValue(gstin, text);
                  if (text.trim().length >= GSTIN_LENGTH) form.validate(gstin);
                }}
                onBlur={() => {
                  if ((form.values[gstin] ?? "").trim()) form.validate(gstin);
                }}
              />
            </Field>
            <Field name={addressField(row)} hint="The place of business registered under this GSTIN, as the invoice prints it.">
              <TextInput type="textarea" rows={2} />
            </Field>
            <button type="button" className="ui-button ui-button-secondary gst-row-remove" aria-label={`Remove GSTIN ${index + 1}`} onClick={() => onRemove(row)}>
              Remove
            </button>
          </div>
        );
      })}
      {rows.length < MAX_ROWS ? (
        <button ref={addRef} type="button" className="ui-button ui-button-secondary gst-row-add" onClick={onAdd}>
          Add a GSTIN
        </button>
      ) : null}
    </fieldset>
  );
}

function DeliveryTax({ form }: { form: FormApi<GstValues> }) {
  const separate = form.values.delivery_mode === "separate";
  return (
    <>
      <Field name="delivery_mode" label="">
        {(control) => (
          <fieldset className="gst-choice" aria-describedby={control.describedBy}>
            <legend className="field-label">Delivery charge</legend>
            {DELIVERY_MODES.map((mode) => (
              <label key={mode.value} className="catalogue-check gst-radio">
                <input type="radio" name="delivery_mode" value={mode.value} checked={control.value === mode.value} onChange={() => control.setValue(mode.value)} />
                {mode.label}
              </label>
            ))}
          </fieldset>
        )}
      </Field>
      {separate ? (
        <div className="catalogue-form-row">
          <Field name="delivery_sac" hint="6 digits starting with 99: 996813 is local delivery.">
            <TextInput inputMode="numeric" autoComplete="off" />
          </Field>
          <Field name="delivery_rate">
            <SelectInput options={gstRateChoices(shopDayOf(), form.values.delivery_rate || null)} placeholder="Choose" />
          </Field>
        </div>
      ) : null}
    </>
  );
}

export function GstSettingsForm({ answer, onSaved }: { answer: GstSettingsAnswer; onSaved: (next: GstSettingsAnswer) => void }) {
  const [rows, setRows] = useState<readonly number[]>(() => answer.registrations.map((_, row) => row));
  const nextRow = useRef(answer.registrations.length);
  const rules = useMemo(() => rulesFor(rows), [rows]);
  // After a row is added its GSTIN takes the focus; after one is removed, "Add a GSTIN" does,
  // since the button pressed is gone.
  const [focus, setFocus] = useState<{ to: number | "add" } | null>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focus?.to === "add") addRef.current?.focus();
    else if (focus) document.getElementById(gstinInputId(focus.to))?.focus();
  }, [focus]);

  return (
    <Form
      aria-label="GST settings"
      className="catalogue-form"
      initialValues={valuesOf(answer)}
      rules={rules}
      onSubmit={async (values, form) => {
        try {
          onSaved(await gstApi.save(bodyOf(values, rows)));
          toast.success("GST settings saved");
        } catch (error) {
          // Not showSaveError: a row's messages are named by its place in the list and a field.
          if (error instanceof ApiError && form.showErrors(formErrorsOf(error.fieldErrors, rows))) return;
          toast.error(userMessage(error));
        }
      }}
    >
      {(form) => (
        <>
          <Field name="legal_name" hint="As on the GST registration certificate: every invoice is headed with it.">
            <TextInput autoComplete="organization" />
          </Field>
          <Registrations
            form={form}
            rows={rows}
            addRef={addRef}
            onAdd={() => {
              const row = nextRow.current++;
              form.setValue(gstinField(row), "");
              form.setValue(addressField(row), "");
              setRows([...rows, row]);
              setFocus({ to: row });
            }}
            onRemove={(row) => {
              setRows(rows.filter((r) => r !== row));
              setFocus({ to: "add" });
            }}
          />
          <CheckField name="composition" label="" hint="Bills of supply, no tax collected, delivery only within your state.">
            Composition scheme
          </CheckField>
          <CheckField name="einvoicing" label="" hint="Business buyers' GSTINs are refused at checkout: this shop does not generate IRNs.">
            Turnover above the e-invoicing threshold
          </CheckField>
          <DeliveryTax form={form} />
          <Field name="signatory_name" hint="Printed under “Authorised signatory”.">
            <TextInput autoComplete="name" />
          </Field>
          <Field name="signature" className="gst-signature" hint="PNG or JPEG, printed above the signatory's name.">
            <PictureInput what="signature" accept="image/png,image/jpeg" wrongType="Upload the signature as a PNG or JPEG picture" />
          </Field>
          <FormActions isSubmitting={form.isSubmitting}>{form.isSubmitting ? "Saving..." : "Save"}</FormActions>
        </>
      )}
    </Form>
  );
}
