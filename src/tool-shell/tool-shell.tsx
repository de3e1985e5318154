// The frame of an owner's tool (page builder, back office): checks who is here (signed-in admins
// only), then shows a header naming the active website, the screens' navigation on the left,
// the screen, and the toast and dialog hosts.
import { NavLink, Outlet, useLoaderData, useRevalidator } from "react-router";
import { DialogHost } from "../client/ui/confirm-dialog";
import { ToastHost } from "../client/ui/toast";
import { AccessMessage, type AccessTexts } from "./access-message";
import { CHOOSE_WEBSITE_PATH } from "./tool-paths";
import { ToolSessionContext, type SessionState } from "./tool-session";
import type { ToolScreen } from "./tool-routes";
import "./tool-shell.css";

export interface ToolShellProps {
  /** The tool's name: the header's brand and the name of its navigation. */
  name: string;
  /** What the header says the admin is doing to the active website ("Editing", "Managing"). */
  doing: string;
  screens: readonly Pick<ToolScreen, "path" | "label" | "group">[];
  access: AccessTexts;
}

export function ToolShell({ name, doing, screens, access }: ToolShellProps) {
  // The route's loader (toolRoutes) fetched it with the first screen's data.
  const state = useLoaderData<SessionState>();
  const revalidator = useRevalidator();

  let body;
  if (state.kind === "failed") body = <AccessMessage kind="failed" texts={access} message={state.message} onRetry={() => void revalidator.revalidate()} />;
  else if (state.kind !== "ready") body = <AccessMessage kind={state.kind} texts={access} />;

  const session = state.kind === "ready" ? state.session : null;
  return (
    <div className="tool">
      <header className="tool-header">
        <span className="tool-brand">{name}</span>
        {session ? (
          <>
            <p className="tool-website">
              {doing} <strong>{session.active.name}</strong>
            </p>
            <a className="tool-header-link" href={session.active.url} target="_blank" rel="noreferrer">
              View the shop
            </a>
            <a className="tool-header-link" href={CHOOSE_WEBSITE_PATH}>
              {session.websites.canSwitch ? "Switch website" : "Your websites"}
            </a>
          </>
        ) : null}
      </header>
      {session ? (
        <ToolSessionContext.Provider value={session}>
          <div className="tool-body">
            <nav className="tool-nav" aria-label={name}>
              <ul>
                {screens.map((screen, i) => (
                  <li key={screen.path}>
                    {/* A heading where a group of screens starts: a dozen links read as sections. */}
                    {screen.group && screen.group !== screens[i - 1]?.group ? <span className="tool-nav-group">{screen.group}</span> : null}
                    <NavLink to={screen.path}>{screen.label}</NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <main className="tool-main" id="main">
              <Outlet />
            </main>
          </div>
        </ToolSessionContext.Provider>
      ) : (
        <main className="tool-main tool-main-alone">{body}</main>
      )}
      <ToastHost />
      <DialogHost />
    </div>
  );
}
