// A form's buttons: Cancel (in a dialog), any of the form's own, then the submit button, which
// is disabled and marked busy while the save runs so it is not sent twice.
import type { ReactNode } from "react";
import "./admin-parts.css";

export interface FormActionsProps {
  isSubmitting: boolean;
  onCancel?: () => void;
  /** Buttons before the submit one, or after it with `extraAfter`. */
  extra?: ReactNode;
  extraAfter?: boolean;
  /** The submit button's text; "Save" unless told. */
  children?: ReactNode;
}

export function FormActions({ isSubmitting, onCancel, extra, extraAfter, children = "Save" }: FormActionsProps) {
  return (
    <div className="catalogue-form-actions">
      {onCancel ? (
        <button type="button" className="ui-button ui-button-secondary" onClick={onCancel}>
          Cancel
        </button>
      ) : null}
      {extraAfter ? null : extra}
      <button type="submit" className="ui-button ui-button-primary" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
        {children}
      </button>
      {extraAfter ? extra : null}
    </div>
  );
}
