// What a builder screen shows when its data could not load: the shell's access messages for a
// 401 or 403 (the session may have ended, or the website changed, since the shell asked), a
// note for what is not there, else the §8 message with a retry.
import type { ReactNode } from "react";
import { useRevalidator, useRouteError } from "react-router";
import { ApiError } from "../../client/api/http-client";
import { userMessage } from "../../shared/error-message";
import { AccessMessage } from "../shell/access-message";

export interface LoadFailureProps {
  error: unknown;
  /** What could not load ("The pages could not load"). */
  title: string;
  onRetry(): void;
  notFound?: ReactNode;
}

export function LoadFailure({ error, title, onRetry, notFound }: LoadFailureProps) {
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 401) return <AccessMessage kind="signed-out" />;
  if (status === 403) return <AccessMessage kind="not-admin-here" />;
  if (status === 404 && notFound) return <>{notFound}</>;
  return (
    <section className="builder-access" aria-labelledby="load-failure-title">
      <h1 id="load-failure-title">{title}</h1>
      <p>{userMessage(error)}</p>
      <button type="button" className="ui-button ui-button-primary" onClick={onRetry}>
        Try again
      </button>
    </section>
  );
}

/**
 * A builder screen's route failure (its ErrorBoundary renders this): the tools' ScreenFailure
 * knows no access messages nor titles, and "Try again" runs the screen's loader again.
 */
export function RouteLoadFailure({ title, notFound }: Pick<LoadFailureProps, "title" | "notFound">) {
  const error = useRouteError();
  const revalidator = useRevalidator();
  return <LoadFailure error={error} title={title} onRetry={() => void revalidator.revalidate()} notFound={notFound} />;
}
