// §2: a bar runs across the top while a navigation loads.
import { useNavigation } from "react-router";
import { useT } from "../i18n/use-t";

export function ProgressBar() {
  const busy = useNavigation().state !== "idle";
  const t = useT();
  return <div className={`progress-bar${busy ? " is-running" : ""}`} role="progressbar" aria-label={t("app.loadingPage")} aria-hidden={!busy} data-running={busy} />;
}
