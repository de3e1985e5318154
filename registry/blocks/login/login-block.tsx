// /auth/login (§2, ADR 0021): the mobile number first; a known number is signed in after its
// code, a new one is asked for a name.
import type { BlockProps } from "../../block-types";
import type { Shape } from "../../../schemas/compiled/blocks/login.schema";
import { useT } from "../../../src/client/i18n/use-t";
import { AuthCard } from "../../parts/auth/auth-card";
import { PhoneStep } from "../../parts/auth/phone-step";

export default function LoginBlock({ data }: BlockProps<Shape>) {
  const t = useT();
  return (
    <AuthCard title={data.title || t("auth.signIn")} intro={<p>{t("auth.signInIntro")}</p>}>
      <PhoneStep />
    </AuthCard>
  );
}
