// Adding or changing a saved address. The §5 rules run here first, with the labels and messages
// of the server's contract (addressBody), so both say the same; what the server still refuses
// shows under its field, or above the buttons when it belongs to no field.
import { useState } from "react";
import { useAtomValue } from "jotai";
import { PHONE_INVALID, PINCODE_INVALID, type Address, type AddressBody } from "../../../src/shared/api/account";
import { PINCODE_LENGTH } from "../../../src/shared/constants";
import type { FieldRules } from "../../../src/shared/field-rules";
import { INDIAN_STATES } from "../../../src/shared/indian-states";
import { createAddress, updateAddress } from "../../../src/client/api/account-api";
import { placeServerErrors } from "../../../src/client/lib/server-errors";
import { userAtom } from "../../../src/client/state/user-atom";
import { BusyButton } from "../../../src/client/ui/busy-button";
import { Field } from "../../../src/client/ui/form/field";
import { Form } from "../../../src/client/ui/form/form";
import { SelectInput } from "../../../src/client/ui/form/select-input";
import { TextInput } from "../../../src/client/ui/form/text-input";
import { useSessionExpired } from "../../parts/account/use-account-data";
import { mobileDigits, onlyDigits } from "../../parts/digits";

type AddressValues = Required<Omit<AddressBody, "is_default">> & { is_default: boolean };

export const ADDRESS_RULES: FieldRules<AddressValues> = {
  name: { label: "Name", required: true },
  phone: { label: "Phone", type: "phone", required: true, patternMessage: PHONE_INVALID },
  line1: { label: "House, flat and street", required: true },
  line2: { label: "Area" },
  landmark: { label: "Landmark" },
  city: { label: "City", required: true },
  state: { label: "State", required: true },
  pincode: { label: "Pincode", required: true, pattern: new RegExp(`^\\d{${PINCODE_LENGTH}}$`), patternMessage: PINCODE_INVALID },
};

const STATE_OPTIONS = INDIAN_STATES.map((s) => ({ value: s, label: s }));

export function AddressForm({ address, onSaved, onCancel }: { address: Address | null; onSaved(saved: Address): void; onCancel(): void }) {
  const user = useAtomValue(userAtom);
  const [alert, setAlert] = useState<string | null>(null);
  const expired = useSessionExpired();
  // A new address starts with the shopper's own name and number, the usual case.
  const initialValues: AddressValues = address
    ? { name: address.name, phone: address.phone, line1: address.line1, line2: address.line2, landmark: address.landmark, city: address.city, state: address.state, pincode: address.pincode, is_default: address.is_default }
    : { name: user?.name ?? "", phone: user?.phone ?? "", line1: "", line2: "", landmark: "", city: "", state: "", pincode: "", is_default: false };
  const states = address && address.state && !INDIAN_STATES.includes(address.state) ? [...STATE_OPTIONS, { value: address.state, label: address.state }] : STATE_OPTIONS;

  return (
    <Form<AddressValues>
      className="address-form account-card"
      aria-label={address ? "Edit address" : "New address"}
      initialValues={initialValues}
      rules={ADDRESS_RULES}
      onSubmit={async (values, form) => {
        setAlert(null);
        try {
          onSaved(address ? await updateAddress(address.id, values) : await createAddress(values));
        } catch (error) {
          if (!expired(error)) setAlert(placeServerErrors(form, error, "save address"));
        }
      }}
    >
      {(form) => (
        <>
          <div className="address-form-grid">
            <Field name="name">
              <TextInput autoComplete="name" maxLength={80} />
            </Field>
            <Field name="phone" hint="For the delivery partner to reach you.">
              {(control) => <TextInput type="phone" autoComplete="tel-national" onChange={(text) => control.setValue(mobileDigits(text))} />}
            </Field>
            <Field name="line1" className="address-form-wide">
              <TextInput autoComplete="address-line1" maxLength={160} placeholder="Flat 402, Sai Residency, 12th Main" />
            </Field>
            <Field name="line2" className="address-form-wide">
              <TextInput autoComplete="address-line2" maxLength={160} placeholder="Indiranagar 2nd Stage" />
            </Field>
            <Field name="landmark">
              <TextInput maxLength={120} placeholder="Opposite the temple" />
            </Field>
            <Field name="pincode">
              {(control) => <TextInput inputMode="numeric" autoComplete="postal-code" placeholder="6 digits" onChange={(text) => control.setValue(onlyDigits(text, PINCODE_LENGTH))} />}
            </Field>
            <Field name="city">
              <TextInput autoComplete="address-level2" maxLength={60} />
            </Field>
            <Field name="state">
              <SelectInput options={states} placeholder="Choose a state" />
            </Field>
          </div>
          {address?.is_default ? null : (
            <label className="address-form-default">
              <input type="checkbox" checked={form.values.is_default} onChange={(e) => form.setValue("is_default", e.target.checked)} />
              Make this my default address
            </label>
          )}
          {alert ? (
            <p className="account-alert" role="alert">
              {alert}
            </p>
          ) : null}
          <div className="account-actions">
            <BusyButton type="submit" className="ui-button ui-button-primary" busy={form.isSubmitting}>
              Save address
            </BusyButton>
            <button type="button" className="ui-button ui-button-secondary" onClick={onCancel} disabled={form.isSubmitting}>
              Cancel
            </button>
          </div>
        </>
      )}
    </Form>
  );
}
