// A busy indicator (§2 shell: a full-page spinner until the app is mounted).
import { useT } from "../i18n/use-t";
import "./ui.css";

export type SpinnerSize = "small" | "medium" | "large";

export interface SpinnerProps {
  size?: SpinnerSize;
  /** Accessible name ("Loading" when not given); null when the surrounding control already says it is busy. */
  label?: string | null;
}

export function Spinner({ size = "medium", label }: SpinnerProps) {
  const className = `spinner spinner-${size}`;
  if (label === null) return <span className={className} aria-hidden="true" />;
  return <NamedSpinner className={className} label={label} />;
}

// Apart, so a spinner that names nothing (a busy button's) needs no catalogue.
function NamedSpinner({ className, label }: { className: string; label: string | undefined }) {
  const t = useT();
  return <span className={className} role="progressbar" aria-label={label ?? t("app.loadingShort")} />;
}

/** A spinner centred over the whole viewport. */
export function FullPageSpinner({ label }: { label?: string }) {
  return (
    <div className="full-page-spinner">
      <Spinner size="large" label={label} />
    </div>
  );
}
