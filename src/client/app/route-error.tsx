// Shown when a page cannot load at all (network down, server error): a message and a way on.
import { useEffect } from "react";
import { useRouteError } from "react-router";
import { useT } from "../i18n/use-t";
import { reportError } from "../lib/error-reporter";
import { friendlyMessage } from "../lib/user-message";
import { useOnline } from "../state/use-online";

export function RouteError() {
  const error = useRouteError();
  const online = useOnline();
  const t = useT();
  useEffect(() => reportError(error, { where: "route" }), [error]);
  return (
    <main className="route-error" role="alert">
      <h1>{t("app.pageLoadFailed")}</h1>
      {/* Offline, a page fails to load because the device has no copy of it (issue 36). */}
      <p>{online ? friendlyMessage(error, t) : t("app.notKeptOffline")}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {t("app.tryAgain")}
      </button>
    </main>
  );
}
