// The first step of signing in or registering: a 10-digit mobile number (§5), for which the
// server sends a 6-digit code; the code screen comes next with the phone kept for it (ADR 0021).
import { useId, useMemo } from "react";
import { useNavigate } from "react-router";
import type { FieldRules } from "../../../src/shared/field-rules";
import { requestOtp } from "../../../src/client/api/auth-api";
import { useT, type Translate } from "../../../src/client/i18n/use-t";
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

// The pattern message says what src/shared/api/auth.ts's PHONE_MESSAGE says, in the page's language.
const phoneRules = (t: Translate): FieldRules<PhoneValues> => ({
  phone: { label: t("auth.phone"), type: "phone", required: true, patternMessage: t("auth.phoneInvalid") },
});

/** `submitText`: the button's words ("Get OTP" when absent). */
export function PhoneStep({ submitText }: { submitText?: string }) {
  const t = useT();
  const rules = useMemo(() => phoneRules(t), [t]);
  const navigate = useNavigate();
  // The server renders this form: until the shop has taken it over, typing would be lost and a
  // press would submit it natively (the phone in the address), so both wait.
  const hydrated = useHydrated();
  const online = useOnline();
  const offlineId = useId();
  return (
    <Form<PhoneValues>
      initialValues={{ phone: "" }}
      rules={rules}
      aria-label={t("auth.mobileNumber")}
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
          <Field name="phone" hint={t("auth.phoneHint")}>
            {(control) => (
              <div className="auth-phone">
                <span className="auth-phone-prefix" aria-hidden="true">
                  +91
                </span>
                <TextInput type="phone" autoComplete="tel-national" placeholder={t("auth.phonePlaceholder")} readOnly={!hydrated} autoFocus onChange={(text) => control.setValue(mobileDigits(text))} />
              </div>
            )}
          </Field>
          <NeedsConnection id={offlineId}>{t("auth.signInNeedsConnection")}</NeedsConnection>
          <BusyButton type="submit" className="ui-button ui-button-primary auth-submit" busy={form.isSubmitting} disabled={!hydrated || !online} aria-describedby={online ? undefined : offlineId}>
            {submitText ?? t("auth.getOtp")}
          </BusyButton>
        </>
      )}
    </Form>
  );
}
