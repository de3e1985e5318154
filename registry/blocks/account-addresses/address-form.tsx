// Adding or changing a saved address. The §5 rules run here first, with the labels and messages
// of the server's contract (addressBody), so both say the same; what the server still refuses
// shows under its field, or above the buttons when it belongs to no field. A pincode and a state
// that disagree are asked about before saving (a typo in either sends the parcel astray).
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { useAtomValue } from "jotai";
import type { Address, AddressBody } from "../../../src/shared/api/account";
import { PINCODE_LENGTH } from "../../../src/shared/constants";
import type { FieldRules } from "../../../src/shared/field-rules";
import { INDIAN_STATES } from "../../../src/shared/indian-states";
import { pincodeStateMismatch } from "../../../src/shared/pincode-states";
import { createAddress, updateAddress } from "../../../src/client/api/account-api";
import { useT, type Translate } from "../../../src/client/i18n/use-t";
import { placeServerErrors } from "../../../src/client/lib/server-errors";
import { userAtom } from "../../../src/client/state/user-atom";
import { pincodeAtom } from "../../../src/client/state/website-atom";
import { BusyButton } from "../../../src/client/ui/busy-button";
import { Field } from "../../../src/client/ui/form/field";
import { Form } from "../../../src/client/ui/form/form";
import { SelectInput } from "../../../src/client/ui/form/select-input";
import { TextInput } from "../../../src/client/ui/form/text-input";
import { useSessionExpired } from "../../parts/account/use-account-data";
import { mobileDigits, onlyDigits } from "../../parts/digits";

type AddressValues = Required<Omit<AddressBody, "is_default">> & { is_default: boolean };

/** The §5 rules, in the page's language; the English reads as the server's (addressBody). */
export function addressRules(t: Translate): FieldRules<AddressValues> {
  return {
    name: { label: t("account.fieldName"), required: true },
    phone: { label: t("account.fieldPhone"), type: "phone", required: true, patternMessage: t("account.phoneInvalid") },
    line1: { label: t("account.fieldLine1"), required: true },
    line2: { label: t("account.fieldLine2") },
    landmark: { label: t("account.fieldLandmark") },
    city: { label: t("account.fieldCity"), required: true },
    state: { label: t("account.fieldState"), required: true },
    pincode: { label: t("account.fieldPincode"), required: true, pattern: new RegExp(`^\\d{${PINCODE_LENGTH}}$`), patternMessage: t("account.pincodeInvalid") },
  };
}

const STATE_OPTIONS = INDIAN_STATES.map((s) => ({ value: s, label: s }));

/** A pincode and state the shopper was asked about, with the states the pincode is in. */
interface StateQuestion {
  pincode: string;
  state: string;
  states: readonly string[];
}

const pairKey = (pair: { pincode?: string; state?: string }) => `${pair.pincode ?? ""} ${pair.state ?? ""}`;

export interface AddressFormProps {
  address: Address | null;
  /** The pincode a new address starts with; the session's delivery pincode when not given. */
  pincode?: string | null;
  onSaved(saved: Address): void;
  onCancel(): void;
}

export function AddressForm({ address, pincode, onSaved, onCancel }: AddressFormProps) {
  const t = useT();
  const rules = useMemo(() => addressRules(t), [t]);
  const user = useAtomValue(userAtom);
  const deliveryPincode = useAtomValue(pincodeAtom);
  const [alert, setAlert] = useState<string | null>(null);
  const [asked, setAsked] = useState<StateQuestion | null>(null);
  // The pincode and state the shopper said are right although the data disagrees.
  const confirmed = useRef<string | null>(null);
  const questionId = useId();
  const questionRef = useRef<HTMLDivElement>(null);
  // The question takes Save address's place, so the focus goes to it rather than to nowhere.
  useEffect(() => {
    if (asked) questionRef.current?.focus();
  }, [asked]);
  const expired = useSessionExpired();
  // A new address starts with the shopper's own name and number and the pincode they shop for,
  // the usual case.
  const initialValues: AddressValues = address
    ? {
        name: address.name,
        phone: address.phone,
        line1: address.line1,
        line2: address.line2,
        landmark: address.landmark,
        city: address.city,
        state: address.state,
        pincode: address.pincode,
        is_default: address.is_default,
      }
    : { name: user?.name ?? "", phone: user?.phone ?? "", line1: "", line2: "", landmark: "", city: "", state: "", pincode: pincode ?? deliveryPincode ?? "", is_default: false };
  const states = address && address.state && !INDIAN_STATES.includes(address.state) ? [...STATE_OPTIONS, { value: address.state, label: address.state }] : STATE_OPTIONS;

  return (
    <Form<AddressValues>
      className="address-form account-card"
      aria-label={address ? t("account.editAddress") : t("account.newAddress")}
      initialValues={initialValues}
      rules={rules}
      onSubmit={async (values, form) => {
        setAlert(null);
        // Only the shopper is asked: the server saves a pincode and state that disagree, because
        // pincode data goes out of date (new post offices, redrawn districts) and the shopper's
        // confirmation here is enough.
        const { pincode = "", state = "" } = values;
        const pincodeIn = pincodeStateMismatch(pincode, state);
        if (pincodeIn && confirmed.current !== pairKey(values)) {
          setAsked({ pincode, state, states: pincodeIn });
          return;
        }
        setAsked(null);
        try {
          onSaved(address ? await updateAddress(address.id, values) : await createAddress(values));
        } catch (error) {
          if (!expired(error)) setAlert(placeServerErrors(form, error, "save address"));
        }
      }}
    >
      {(form) => {
        // Changing the pincode or the state answers the question as well as its buttons do.
        const question = asked && pairKey(asked) === pairKey(form.values) ? asked : null;
        return (
          <>
            <div className="address-form-grid">
              <Field name="name">
                <TextInput autoComplete="name" maxLength={80} />
              </Field>
              <Field name="phone" hint={t("account.phoneHint")}>
                {(control) => <TextInput type="phone" autoComplete="tel-national" onChange={(text) => control.setValue(mobileDigits(text))} />}
              </Field>
              <Field name="line1" className="address-form-wide">
                <TextInput autoComplete="address-line1" maxLength={160} placeholder={t("account.line1Placeholder")} />
              </Field>
              <Field name="line2" className="address-form-wide">
                <TextInput autoComplete="address-line2" maxLength={160} placeholder={t("account.line2Placeholder")} />
              </Field>
              <Field name="landmark">
                <TextInput maxLength={120} placeholder={t("account.landmarkPlaceholder")} />
              </Field>
              <Field name="pincode">
                {(control) => (
                  <TextInput inputMode="numeric" autoComplete="postal-code" placeholder={t("account.pincodePlaceholder")} onChange={(text) => control.setValue(onlyDigits(text, PINCODE_LENGTH))} />
                )}
              </Field>
              <Field name="city">
                <TextInput autoComplete="address-level2" maxLength={60} />
              </Field>
              <Field name="state">
                <SelectInput options={states} placeholder={t("account.chooseState")} />
              </Field>
            </div>
            {address?.is_default ? null : (
              <label className="address-form-default">
                <input type="checkbox" checked={form.values.is_default} onChange={(e) => form.setValue("is_default", e.target.checked)} />
                {t("account.makeThisDefault")}
              </label>
            )}
            {question ? (
              <div ref={questionRef} tabIndex={-1} className="address-form-question" role="group" aria-labelledby={questionId}>
                <p id={questionId} role="alert">
                  {t("account.pincodeStateQuestion", {
                    pincode: question.pincode,
                    states: question.states.reduce((either, next) => t("account.eitherState", { either, next })),
                    state: question.state,
                  })}
                </p>
                <div className="account-actions">
                  <BusyButton type="submit" className="ui-button ui-button-primary" busy={form.isSubmitting} onClick={() => (confirmed.current = pairKey(question))}>
                    {t("account.saveWithState", { state: question.state })}
                  </BusyButton>
                  {question.states.map((state) => (
                    <button key={state} type="button" className="ui-button ui-button-secondary" onClick={() => form.setValue("state", state)} disabled={form.isSubmitting}>
                      {t("account.changeStateTo", { state })}
                    </button>
                  ))}
                </div>
              </div>
            ) : null}
            {alert ? (
              <p className="account-alert" role="alert">
                {alert}
              </p>
            ) : null}
            <div className="account-actions">
              {question ? null : (
                <BusyButton type="submit" className="ui-button ui-button-primary" busy={form.isSubmitting}>
                  {t("account.saveAddress")}
                </BusyButton>
              )}
              <button type="button" className="ui-button ui-button-secondary" onClick={onCancel} disabled={form.isSubmitting}>
                {t("account.cancel")}
              </button>
            </div>
          </>
        );
      }}
    </Form>
  );
}
