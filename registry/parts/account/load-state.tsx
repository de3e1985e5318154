// What an account screen shows while its data is on the way, when it could not be had (with
// Try again), and otherwise the screen itself. `what` names the data in the page's language
// ("your orders"): the caller passes it translated.
import type { ReactNode } from "react";
import { useT } from "../../../src/client/i18n/use-t";
import { Spinner } from "../../../src/client/ui/spinner";
import type { Loaded } from "./use-account-data";

export function LoadState<T>({ loaded, what, onRetry, children }: { loaded: Loaded<T>; what: string; onRetry(): void; children: (data: T) => ReactNode }) {
  const t = useT();
  if (loaded.state === "loading") {
    return (
      <div className="account-state" aria-busy="true">
        <Spinner label={t("account.loadingWhat", { what })} />
      </div>
    );
  }
  if (loaded.state === "failed") {
    return (
      <div className="account-state" role="alert">
        <p>{t("account.loadFailed", { what, message: loaded.message })}</p>
        <button type="button" className="ui-button ui-button-secondary" onClick={onRetry}>
          {t("account.tryAgain")}
        </button>
      </div>
    );
  }
  return <>{children(loaded.data)}</>;
}

/** The empty state: what is missing and what to do about it. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="account-state account-empty">
      <p className="account-empty-title">{title}</p>
      {children}
    </div>
  );
}
