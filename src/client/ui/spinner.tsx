// A busy indicator (§2 shell: a full-page spinner until the app is mounted).
import "./ui.css";

export type SpinnerSize = "small" | "medium" | "large";

export interface SpinnerProps {
  size?: SpinnerSize;
  /** Accessible name; null when the surrounding control already says it is busy. */
  label?: string | null;
}

export function Spinner({ size = "medium", label = "Loading" }: SpinnerProps) {
  const className = `spinner spinner-${size}`;
  if (label === null) return <span className={className} aria-hidden="true" />;
  return <span className={className} role="progressbar" aria-label={label} />;
}

/** A spinner centred over the whole viewport. */
export function FullPageSpinner({ label = "Loading" }: { label?: string }) {
  return (
    <div className="full-page-spinner">
      <Spinner size="large" label={label} />
    </div>
  );
}
