// /auth/logout (§4): signs out on arrival, then the home page loads afresh. The account menu's
// Logout comes here too, so signing out is one piece of code that loads only when used.
import { useCallback, useEffect, useRef, useState } from "react";
import type { BlockProps } from "../../block-types";
import type { Shape } from "../../../schemas/compiled/blocks/logout.schema";
import { userMessage } from "../../../src/shared/error-message";
import { useSignOut } from "../../../src/client/state/use-sign-out";
import { Spinner } from "../../../src/client/ui/spinner";
import { AuthCard } from "../../parts/auth/auth-card";

export default function LogoutBlock({ data }: BlockProps<Shape>) {
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
    <AuthCard title={data.title || "Signing out"}>
      {failure ? (
        <div className="auth-failure" role="alert">
          <p className="field-error">We could not sign you out. {failure}</p>
          <button type="button" className="ui-button ui-button-primary" onClick={run}>
            Try again
          </button>
        </div>
      ) : (
        <p className="auth-status">
          <Spinner size="small" label={null} /> Signing you out…
        </p>
      )}
    </AuthCard>
  );
}
