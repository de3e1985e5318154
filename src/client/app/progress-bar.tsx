// §2: a bar runs across the top while a navigation loads.
import { useNavigation } from "react-router";

export function ProgressBar() {
  const busy = useNavigation().state !== "idle";
  return <div className={`progress-bar${busy ? " is-running" : ""}`} role="progressbar" aria-label="Loading page" aria-hidden={!busy} data-running={busy} />;
}
