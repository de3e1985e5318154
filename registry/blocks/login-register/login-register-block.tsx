// /auth/register (§2, ADR 0016, ADR 0021): a phone verified by its code but without an account
// gives a name (required) and an email (optional, §5); the account is created and signed in and
// the shopper sent on (§4). Without a verified phone the screen starts where sign-in does, with
// the mobile number: there is no account without one.
import { useEffect, useId, useMemo, useState } from "react";
import { useNavigate } from "react-router";
import type { BlockProps } from "../../block-types";
import type { Shape } from "../../../schemas/compiled/blocks/login-register.schema";
import { NAME_MAX } from "../../../src/shared/api/auth";
import type { FieldRules } from "../../../src/shared/field-rules";
import { formatPhone } from "../../../src/shared/format-phone";
import { registerAccount } from "../../../src/client/api/auth-api";
import { ApiError } from "../../../src/client/api/http-client";
import { Message } from "../../../src/client/i18n/message";
import { useT, type Translate } from "../../../src/client/i18n/use-t";
import { clearPendingSignIn, readPendingSignIn, type PendingSignIn } from "../../../src/client/lib/pending-sign-in";
import { placeServerErrors } from "../../../src/client/lib/server-errors";
import { useOnline } from "../../../src/client/state/use-online";
import { useFinishSignIn } from "../../../src/client/state/use-finish-sign-in";
import { BusyButton } from "../../../src/client/ui/busy-button";
import { Field } from "../../../src/client/ui/form/field";
import { Form } from "../../../src/client/ui/form/form";
import { TextInput } from "../../../src/client/ui/form/text-input";
import { Loading } from "../../../src/client/ui/loading";
import { AuthCard } from "../../parts/auth/auth-card";
import { PhoneStep } from "../../parts/auth/phone-step";
import { NeedsConnection } from "../../parts/needs-connection";

interface RegisterValues {
  name: string;
  email: string;
}

const registerRules = (t: Translate): FieldRules<RegisterValues> => ({
  name: { label: t("auth.name"), required: true },
  email: { label: t("auth.email"), type: "email" },
});

type Step = { kind: "reading" } | { kind: "phone"; notice: string | null } | { kind: "details"; pending: PendingSignIn };

export default function LoginRegisterBlock({ data }: BlockProps<Shape>) {
  const t = useT();
  const title = data.title || t("auth.registerTitle");
  // Read in the browser only: the server's render (and hydration) knows no sessionStorage.
  const [step, setStep] = useState<Step>({ kind: "reading" });
  useEffect(() => {
    const pending = readPendingSignIn();
    setStep(pending?.verified ? { kind: "details", pending } : { kind: "phone", notice: null });
  }, []);

  if (step.kind === "reading") {
    return (
      <AuthCard title={title}>
        <Loading />
      </AuthCard>
    );
  }
  if (step.kind === "phone") {
    return (
      <AuthCard title={title} intro={<p>{t("auth.registerIntro")}</p>}>
        {step.notice ? (
          <p className="field-error" role="alert">
            {step.notice}
          </p>
        ) : null}
        <PhoneStep submitText={t("auth.continue")} />
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={title}
      intro={
        <p>
          <Message id="auth.phoneVerified" values={{ phone: formatPhone(step.pending.phone), strong: (chunks) => <strong>{chunks}</strong> }} />
        </p>
      }
    >
      <DetailsStep onExpired={(notice) => setStep({ kind: "phone", notice })} />
    </AuthCard>
  );
}

function DetailsStep({ onExpired }: { onExpired(notice: string): void }) {
  const navigate = useNavigate();
  const finish = useFinishSignIn();
  const online = useOnline();
  const offlineId = useId();
  const t = useT();
  const rules = useMemo(() => registerRules(t), [t]);
  return (
    <Form<RegisterValues>
      initialValues={{ name: "", email: "" }}
      rules={rules}
      aria-label={t("auth.yourDetails")}
      onSubmit={async ({ name, email }, form) => {
        try {
          const answer = await registerAccount(name.trim(), email.trim());
          void navigate(await finish(answer.user), { replace: true });
        } catch (error) {
          // The verified phone has lapsed (15 minutes) or was never verified in this session.
          if (error instanceof ApiError && error.status === 401) {
            clearPendingSignIn();
            onExpired(error.message);
            return;
          }
          const rest = placeServerErrors(form, error, "register");
          if (rest) form.showErrors({ name: rest });
        }
      }}
    >
      {(form) => (
        <>
          <Field name="name">
            <TextInput autoComplete="name" maxLength={NAME_MAX} autoFocus />
          </Field>
          <Field name="email" label={t("auth.emailOptional")} hint={t("auth.emailHint")}>
            <TextInput type="email" autoComplete="email" maxLength={120} />
          </Field>
          <NeedsConnection id={offlineId}>{t("auth.signInNeedsConnection")}</NeedsConnection>
          <BusyButton type="submit" className="ui-button ui-button-primary auth-submit" busy={form.isSubmitting} disabled={!online} aria-describedby={online ? undefined : offlineId}>
            {t("auth.createAccount")}
          </BusyButton>
        </>
      )}
    </Form>
  );
}
