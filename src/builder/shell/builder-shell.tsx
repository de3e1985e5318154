// The builder's frame: checks who is here (signed-in admins only), then shows a header naming
// the website being edited, the screens' navigation on the left, the screen, and the toast and
// dialog hosts.
import { useEffect, useState } from "react";
import { NavLink, Outlet } from "react-router";
import { DialogHost } from "../../client/ui/confirm-dialog";
import { Loading } from "../../client/ui/loading";
import { ToastHost } from "../../client/ui/toast";
import { BUILDER_SCREENS } from "../builder-screens";
import { AccessMessage } from "./access-message";
import { BuilderSessionContext, loadBuilderSession, type SessionState } from "./builder-session";

export const CHOOSE_WEBSITE_PATH = "/auth/bos/choose";

export function BuilderShell() {
  const [state, setState] = useState<SessionState | { kind: "loading" }>({ kind: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ kind: "loading" });
    // Only a cancelled call (this effect's cleanup) rejects; nothing is left to show then.
    loadBuilderSession(controller.signal).then(setState, () => undefined);
    return () => controller.abort();
  }, [attempt]);

  let body;
  if (state.kind === "loading") body = <Loading />;
  else if (state.kind === "failed") body = <AccessMessage kind="failed" message={state.message} onRetry={() => setAttempt((n) => n + 1)} />;
  else if (state.kind !== "ready") body = <AccessMessage kind={state.kind} />;

  const session = state.kind === "ready" ? state.session : null;
  return (
    <div className="builder">
      <header className="builder-header">
        <span className="builder-brand">Page builder</span>
        {session ? (
          <>
            <p className="builder-website">
              Editing <strong>{session.active.name}</strong>
            </p>
            <a className="builder-header-link" href={session.active.url} target="_blank" rel="noreferrer">
              View the shop
            </a>
            <a className="builder-header-link" href={CHOOSE_WEBSITE_PATH}>
              {session.websites.canSwitch ? "Switch website" : "Your websites"}
            </a>
          </>
        ) : null}
      </header>
      {session ? (
        <BuilderSessionContext.Provider value={session}>
          <div className="builder-body">
            <nav className="builder-nav" aria-label="Page builder">
              <ul>
                {BUILDER_SCREENS.map((screen) => (
                  <li key={screen.path}>
                    <NavLink to={screen.path}>{screen.label}</NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <main className="builder-main" id="main">
              <Outlet />
            </main>
          </div>
        </BuilderSessionContext.Provider>
      ) : (
        <main className="builder-main builder-main-alone">{body}</main>
      )}
      <ToastHost />
      <DialogHost />
    </div>
  );
}
