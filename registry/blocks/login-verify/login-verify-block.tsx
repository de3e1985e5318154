// /auth/verify (§2, ADR 0016, ADR 0021): the 6-digit code sent to the phone kept by the first
// step. A known phone is signed in and sent on (§4); a new one goes on to registration. The
// server's refusals show under the code: a wrong code with the tries left, an expired one, too
// many tries. Another code may be asked for when the countdown from `resend_after` ends.
import { useEffect, useId, useMemo, useState } from "react";
import { useNavigate } from "react-router";
import type { BlockProps } from "../../block-types";
import type { Shape } from "../../../schemas/compiled/blocks/login-verify.schema";
import { OTP_LENGTH } from "../../../src/shared/api/auth";
import { userMessage } from "../../../src/shared/error-message";
import type { FieldRules } from "../../../src/shared/field-rules";
import { formatPhone } from "../../../src/shared/format-phone";
import { requestOtp, verifyOtp } from "../../../src/client/api/auth-api";
import { ApiError } from "../../../src/client/api/http-client";
import { Message } from "../../../src/client/i18n/message";
import { useT, type Translate } from "../../../src/client/i18n/use-t";
import { reportError } from "../../../src/client/lib/error-reporter";
import { clearPendingSignIn, readPendingSignIn, savePendingSignIn, type PendingSignIn } from "../../../src/client/lib/pending-sign-in";
import { formatCountdown, useCountdown } from "../../../src/client/lib/use-countdown";
import { useOnline } from "../../../src/client/state/use-online";
import { useFinishSignIn } from "../../../src/client/state/use-finish-sign-in";
import { BusyButton } from "../../../src/client/ui/busy-button";
import { Field } from "../../../src/client/ui/form/field";
import { Form } from "../../../src/client/ui/form/form";
import { TextInput } from "../../../src/client/ui/form/text-input";
import { Loading } from "../../../src/client/ui/loading";
import { AuthCard } from "../../parts/auth/auth-card";
import { onlyDigits } from "../../parts/digits";
import { NeedsConnection } from "../../parts/needs-connection";

interface CodeValues {
  otp: string;
}

const CODE_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`);
const codeRules = (t: Translate): FieldRules<CodeValues> => ({
  otp: { label: t("auth.code"), required: true, pattern: CODE_PATTERN, patternMessage: t("auth.codePattern", { length: OTP_LENGTH }) },
});

const unexpected = (error: unknown) => !(error instanceof ApiError) || error.status >= 500;

export default function LoginVerifyBlock({ data }: BlockProps<Shape>) {
  const t = useT();
  const title = data.title || t("auth.verifyTitle");
  const navigate = useNavigate();
  // Read in the browser only: the server's render (and hydration) knows no sessionStorage.
  const [pending, setPending] = useState<PendingSignIn | null>(null);
  useEffect(() => {
    const found = readPendingSignIn();
    if (!found) void navigate("/auth/login", { replace: true });
    else if (found.verified) void navigate("/auth/register", { replace: true });
    else setPending(found);
  }, [navigate]);

  return (
    <AuthCard title={title} intro={pending ? <CodeIntro pending={pending} /> : null}>
      {pending ? <CodeStep pending={pending} onPendingChange={setPending} /> : <Loading />}
    </AuthCard>
  );
}

function CodeIntro({ pending }: { pending: PendingSignIn }) {
  const navigate = useNavigate();
  const t = useT();
  return (
    <p>
      <Message id="auth.codeSentTo" values={{ length: OTP_LENGTH, phone: formatPhone(pending.phone), strong: (chunks) => <strong>{chunks}</strong> }} />{" "}
      <button
        type="button"
        className="auth-change"
        onClick={() => {
          clearPendingSignIn();
          void navigate("/auth/login");
        }}
      >
        {t("auth.changeNumber")}
      </button>
    </p>
  );
}

function CodeStep({ pending, onPendingChange }: { pending: PendingSignIn; onPendingChange(next: PendingSignIn): void }) {
  const navigate = useNavigate();
  const finish = useFinishSignIn();
  const formId = useId();
  const online = useOnline();
  const offlineId = useId();
  const t = useT();
  const rules = useMemo(() => codeRules(t), [t]);
  const left = useCountdown(pending.resendAt);
  const [resending, setResending] = useState(false);
  const [resendNote, setResendNote] = useState<{ text: string; error: boolean } | null>(pending.message ? { text: pending.message, error: false } : null);

  const keep = (next: PendingSignIn) => {
    savePendingSignIn(next);
    onPendingChange(next);
  };

  const resend = async () => {
    setResending(true);
    try {
      const answer = await requestOtp(pending.phone);
      keep({ ...pending, resendAt: Date.now() + answer.resend_after * 1000, message: answer.message });
      setResendNote({ text: answer.message, error: false });
    } catch (error) {
      if (unexpected(error)) reportError(error, { where: "resend sign-in code" });
      // A 429 says how long to wait: the countdown shows it.
      if (error instanceof ApiError && error.retryAfterSeconds !== null) keep({ ...pending, resendAt: Date.now() + error.retryAfterSeconds * 1000 });
      setResendNote({ text: userMessage(error), error: true });
    } finally {
      setResending(false);
    }
  };

  return (
    <>
      <Form<CodeValues>
        id={formId}
        initialValues={{ otp: "" }}
        rules={rules}
        aria-label={t("auth.signInCode")}
        onSubmit={async ({ otp }, form) => {
          // The code sends itself when complete; offline it waits for the button instead.
          if (!online) return;
          try {
            const answer = await verifyOtp(pending.phone, otp);
            if (answer.registered) {
              void navigate(await finish(answer.user), { replace: true });
            } else {
              savePendingSignIn({ ...pending, verified: true });
              void navigate("/auth/register", { replace: true });
            }
          } catch (error) {
            if (unexpected(error)) reportError(error, { where: "verify sign-in code" });
            // The server's sentence says more than its per-field word ("4 tries left").
            form.showErrors({ otp: userMessage(error) });
          }
        }}
      >
        {(form) => (
          <>
            <Field name="otp" label={t("auth.code")}>
              {(control) => (
                <TextInput
                  className="auth-code"
                  // A numeric keypad, and the SMS code offered above it on phones.
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  placeholder="••••••"
                  autoFocus
                  onChange={(text) => control.setValue(onlyDigits(text, OTP_LENGTH))}
                />
              )}
            </Field>
            <SubmitWhenComplete formId={formId} code={form.values.otp} />
            <NeedsConnection id={offlineId}>{t("auth.signInNeedsConnection")}</NeedsConnection>
            <BusyButton type="submit" className="ui-button ui-button-primary auth-submit" busy={form.isSubmitting} disabled={!online} aria-describedby={online ? undefined : offlineId}>
              {t("auth.verifyAndContinue")}
            </BusyButton>
          </>
        )}
      </Form>
      <p className="auth-resend">
        {t("auth.noCode")}{" "}
        <button type="button" className="auth-change" disabled={left > 0 || resending || !online} aria-busy={resending || undefined} onClick={() => void resend()}>
          {t("auth.resendCode")}
        </button>
        {left > 0 ? <span>{t("auth.resendIn", { time: formatCountdown(left) })}</span> : null}
      </p>
      {resendNote ? (
        <p className={resendNote.error ? "field-error" : "auth-status"} role={resendNote.error ? "alert" : "status"}>
          {resendNote.text}
        </p>
      ) : null}
    </>
  );
}

/** Sends the code as soon as its last digit is in, as phone apps do: once for each complete code
 *  (a corrected code goes too; the same one again waits for the button). */
function SubmitWhenComplete({ formId, code }: { formId: string; code: string }) {
  useEffect(() => {
    if (code.length === OTP_LENGTH) (document.getElementById(formId) as HTMLFormElement | null)?.requestSubmit();
  }, [code, formId]);
  return null;
}
