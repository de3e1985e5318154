// Shown when a page cannot load at all (network down, server error): a message and a way on.
import { useEffect } from "react";
import { useRouteError } from "react-router";
import { friendlyMessage } from "../../shared/error-message";
import { reportError } from "../lib/error-reporter";

export function RouteError() {
  const error = useRouteError();
  useEffect(() => reportError(error, { where: "route" }), [error]);
  return (
    <main className="route-error" role="alert">
      <h1>This page could not be loaded</h1>
      <p>{friendlyMessage(error)}</p>
      <button type="button" onClick={() => window.location.reload()}>
        Try again
      </button>
    </main>
  );
}
