// /account/details (§2 "Profile details"): name and email, editable under the §5 rules; the
// phone is how the shopper signs in, so it is shown but not changed here (ADR 0017). A saved
// name shows at once in the header's account menu.
import { useMemo, useState } from "react";
import { useAtomValue, useSetAtom } from "jotai";
import type { BlockProps } from "../../block-types";
import type { Shape } from "../../../schemas/compiled/blocks/account-profile.schema";
import type { Profile } from "../../../src/shared/api/account";
import { NAME_MAX } from "../../../src/shared/api/auth";
import type { FieldRules } from "../../../src/shared/field-rules";
import { formatPhone } from "../../../src/shared/format-phone";
import { fetchProfile, updateProfile } from "../../../src/client/api/account-api";
import { placeServerErrors } from "../../../src/client/lib/server-errors";
import { useT, type Translate } from "../../../src/client/i18n/use-t";
import { setUserAtom, userAtom } from "../../../src/client/state/user-atom";
import { BusyButton } from "../../../src/client/ui/busy-button";
import { Field } from "../../../src/client/ui/form/field";
import { Form } from "../../../src/client/ui/form/form";
import { TextInput } from "../../../src/client/ui/form/text-input";
import { toast } from "../../../src/client/ui/toast";
import { AccountLayout } from "../../parts/account/account-layout";
import { LoadState } from "../../parts/account/load-state";
import { useAccountData, useSessionExpired } from "../../parts/account/use-account-data";
import { screenApi } from "../../../src/shared/screen-answers";

interface ProfileValues {
  name: string;
  email: string;
  phone: string;
}

const profileRules = (t: Translate): FieldRules<ProfileValues> => ({
  name: { label: t("account.fieldName"), required: true },
  email: { label: t("account.fieldEmail"), type: "email" },
  phone: { label: t("account.fieldMobile"), readOnly: true },
});

export default function AccountProfileBlock({ data }: BlockProps<Shape>) {
  const t = useT();
  const profile = useAccountData(fetchProfile, "profile", "profile", screenApi.profile);
  return (
    <AccountLayout title={data.title || t("account.profileDetails")}>
      <LoadState loaded={profile.loaded} what={t("account.whatProfile")} onRetry={profile.retry}>
        {(current) => <ProfileForm profile={current} onSaved={(saved) => profile.update(() => saved)} />}
      </LoadState>
    </AccountLayout>
  );
}

function ProfileForm({ profile, onSaved }: { profile: Profile; onSaved(saved: Profile): void }) {
  const t = useT();
  const rules = useMemo(() => profileRules(t), [t]);
  const user = useAtomValue(userAtom);
  const setUser = useSetAtom(setUserAtom);
  const expired = useSessionExpired();
  const [alert, setAlert] = useState<string | null>(null);
  return (
    <Form<ProfileValues>
      className="account-card profile-form"
      aria-label={t("account.yourDetails")}
      initialValues={{ name: profile.name, email: profile.email, phone: formatPhone(profile.phone) }}
      rules={rules}
      onSubmit={async ({ name, email }, form) => {
        setAlert(null);
        try {
          const saved = await updateProfile(name.trim(), email.trim());
          if (user) setUser({ ...user, name: saved.name, email: saved.email });
          onSaved(saved);
          toast.success(t("account.detailsSaved"));
        } catch (error) {
          if (!expired(error)) setAlert(placeServerErrors(form, error, "save profile"));
        }
      }}
    >
      {(form) => (
        <>
          <Field name="name">
            <TextInput autoComplete="name" maxLength={NAME_MAX} />
          </Field>
          <Field name="email" hint={t("account.emailHint")}>
            <TextInput type="email" autoComplete="email" maxLength={120} />
          </Field>
          <Field name="phone" hint={t("account.mobileHint")}>
            <TextInput type="phone" readOnly />
          </Field>
          {alert ? (
            <p className="account-alert" role="alert">
              {alert}
            </p>
          ) : null}
          <div className="account-actions">
            <BusyButton type="submit" className="ui-button ui-button-primary" busy={form.isSubmitting}>
              {t("account.saveChanges")}
            </BusyButton>
          </div>
        </>
      )}
    </Form>
  );
}
