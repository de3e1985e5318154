// /auth/logout (§4): signs out on arrival, then the home page loads afresh. The account menu's
// Logout comes here too, so signing out is one piece of code that loads only when used.
import { useCallback, useEffect, useRef, useState } from "react";
import type { BlockProps } from "../../block-types";
import type { Shape } from "../../../schemas/compiled/blocks/logout.schema";
import { userMessage } from "../../../src/shared/error-message";
import { useT } from "../../../src/client/i18n/use-t";
import { useSignOut } from "../../../src/client/state/use-sign-out";
import { Spinner } from "../../../src/client/ui/spinner";
import { AuthCard } from "../../parts/auth/auth-card";

export default function LogoutBlock({ data }: BlockProps<Shape>) {
  const t = useT();
  const signOut = useSignOut();
  const [failure, setFailure] = useState<string | null>(null);
  const run = useCallback(() => {
    setFailure(null);
    signOut().catch((error: unknown) => setFailure(userMessage(error)));
  }, [signOut]);
  // Once per visit, even when development mode runs effects twice.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    run();
  }, [run]);

  return (
    <AuthCard title={data.title || t("auth.signingOutTitle")}>
      {failure ? (
        <div className="auth-failure" role="alert">
          <p className="field-error">{t("auth.signOutFailed", { problem: failure })}</p>
          <button type="button" className="ui-button ui-button-primary" onClick={run}>
            {t("auth.tryAgain")}
          </button>
        </div>
      ) : (
        <p className="auth-status">
          <Spinner size="small" label={null} /> {t("auth.signingOut")}
        </p>
      )}
    </AuthCard>
  );
}
