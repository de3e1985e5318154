// /account/details (§2 "Profile details"): name and email, editable under the §5 rules; the
// phone is how the shopper signs in, so it is shown but not changed here (ADR 0017). A saved
// name shows at once in the header's account menu.
import { useState } from "react";
import { useAtomValue, useSetAtom } from "jotai";
import type { BlockProps } from "../../block-types";
import type { Shape } from "../../../schemas/compiled/blocks/account-profile.schema";
import type { Profile } from "../../../src/shared/api/account";
import { NAME_MAX } from "../../../src/shared/api/auth";
import type { FieldRules } from "../../../src/shared/field-rules";
import { formatPhone } from "../../../src/shared/format-phone";
import { fetchProfile, updateProfile } from "../../../src/client/api/account-api";
import { placeServerErrors } from "../../../src/client/lib/server-errors";
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

const PROFILE_RULES: FieldRules<ProfileValues> = {
  name: { label: "Name", required: true },
  email: { label: "Email", type: "email" },
  phone: { label: "Mobile number", readOnly: true },
};

export default function AccountProfileBlock({ data }: BlockProps<Shape>) {
  const profile = useAccountData(fetchProfile, "profile", "profile", screenApi.profile);
  return (
    <AccountLayout title={data.title || "Profile Details"}>
      <LoadState loaded={profile.loaded} what="your profile" onRetry={profile.retry}>
        {(current) => <ProfileForm profile={current} onSaved={(saved) => profile.update(() => saved)} />}
      </LoadState>
    </AccountLayout>
  );
}

function ProfileForm({ profile, onSaved }: { profile: Profile; onSaved(saved: Profile): void }) {
  const user = useAtomValue(userAtom);
  const setUser = useSetAtom(setUserAtom);
  const expired = useSessionExpired();
  const [alert, setAlert] = useState<string | null>(null);
  return (
    <Form<ProfileValues>
      className="account-card profile-form"
      aria-label="Your details"
      initialValues={{ name: profile.name, email: profile.email, phone: formatPhone(profile.phone) }}
      rules={PROFILE_RULES}
      onSubmit={async ({ name, email }, form) => {
        setAlert(null);
        try {
          const saved = await updateProfile(name.trim(), email.trim());
          if (user) setUser({ ...user, name: saved.name, email: saved.email });
          onSaved(saved);
          toast.success("Your details are saved");
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
          <Field name="email" hint="Optional. For order updates and receipts.">
            <TextInput type="email" autoComplete="email" maxLength={120} />
          </Field>
          <Field name="phone" hint="You sign in with this number, so it cannot be changed here.">
            <TextInput type="phone" readOnly />
          </Field>
          {alert ? (
            <p className="account-alert" role="alert">
              {alert}
            </p>
          ) : null}
          <div className="account-actions">
            <BusyButton type="submit" className="ui-button ui-button-primary" busy={form.isSubmitting}>
              Save changes
            </BusyButton>
          </div>
        </>
      )}
    </Form>
  );
}
