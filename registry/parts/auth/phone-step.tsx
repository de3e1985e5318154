// The first step of signing in or registering: a 10-digit mobile number (§5), for which the
// server sends a 6-digit code; the code screen comes next with the phone kept for it (ADR 0021).
import { useId } from "react";
import { useNavigate } from "react-router";
import { PHONE_MESSAGE } from "../../../src/shared/api/auth";
import type { FieldRules } from "../../../src/shared/field-rules";
import { requestOtp } from "../../../src/client/api/auth-api";
import { useHydrated } from "../../../src/client/lib/use-hydrated";
import { savePendingSignIn } from "../../../src/client/lib/pending-sign-in";
import { placeServerErrors } from "../../../src/client/lib/server-errors";
import { useOnline } from "../../../src/client/state/use-online";
import { BusyButton } from "../../../src/client/ui/busy-button";
import { Field } from "../../../src/client/ui/form/field";
import { Form } from "../../../src/client/ui/form/form";
import { TextInput } from "../../../src/client/ui/form/text-input";
import { mobileDigits } from "../digits";
import { NeedsConnection } from "../needs-connection";

interface PhoneValues {
  phone: string;
}

export const PHONE_RULES: FieldRules<PhoneValues> = {
  phone: { label: "Phone", type: "phone", required: true, patternMessage: PHONE_MESSAGE },
};

export function PhoneStep({ submitText = "Get OTP" }: { submitText?: string }) {
  const navigate = useNavigate();
  // The server renders this form: until the shop has taken it over, typing would be lost and a
  // press would submit it natively (the phone in the address), so both wait.
  const hydrated = useHydrated();
  const online = useOnline();
  const offlineId = useId();
  return (
    <Form<PhoneValues>
      initialValues={{ phone: "" }}
      rules={PHONE_RULES}
      aria-label="Mobile number"
      onSubmit={async ({ phone }, form) => {
        try {
          const answer = await requestOtp(phone);
          savePendingSignIn({ phone, resendAt: Date.now() + answer.resend_after * 1000, message: answer.message, verified: false });
          void navigate("/auth/verify");
        } catch (error) {
          const rest = placeServerErrors(form, error, "request sign-in code");
          if (rest) form.showErrors({ phone: rest });
        }
      }}
    >
      {(form) => (
        <>
          <Field name="phone" hint="We will send a 6-digit code to this number by SMS.">
            {(control) => (
              <div className="auth-phone">
                <span className="auth-phone-prefix" aria-hidden="true">
                  +91
                </span>
                <TextInput type="phone" autoComplete="tel-national" placeholder="10-digit mobile number" readOnly={!hydrated} autoFocus onChange={(text) => control.setValue(mobileDigits(text))} />
              </div>
            )}
          </Field>
          <NeedsConnection id={offlineId}>Signing in needs a connection.</NeedsConnection>
          <BusyButton type="submit" className="ui-button ui-button-primary auth-submit" busy={form.isSubmitting} disabled={!hydrated || !online} aria-describedby={online ? undefined : offlineId}>
            {submitText}
          </BusyButton>
        </>
      )}
    </Form>
  );
}
