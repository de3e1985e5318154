// Shown when a page cannot load at all (network down, server error): a message and a way on.
import { useEffect } from "react";
import { useRouteError } from "react-router";
import { friendlyMessage } from "../../shared/error-message";
import { reportError } from "../lib/error-reporter";
import { useOnline } from "../state/use-online";

/** Offline, a page fails to load because the device has no copy of it (issue 36). */
export const NOT_KEPT_MESSAGE = "You are offline, and this page has not been opened on this device before. Pages you have opened before still open without a connection.";

export function RouteError() {
  const error = useRouteError();
  const online = useOnline();
  useEffect(() => reportError(error, { where: "route" }), [error]);
  return (
    <main className="route-error" role="alert">
      <h1>This page could not be loaded</h1>
      <p>{online ? friendlyMessage(error) : NOT_KEPT_MESSAGE}</p>
      <button type="button" onClick={() => window.location.reload()}>
        Try again
      </button>
    </main>
  );
}
