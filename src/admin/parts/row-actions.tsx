// A row's buttons: any of its own first, then Edit and Delete named after the row, since a
// screen reader hears many "Edit" buttons in one table.
import type { ReactNode } from "react";

export interface RowActionsProps {
  /** "Amul", "holiday 2026-11-12": the buttons are named "Edit Amul", "Delete Amul". */
  name: string;
  onEdit?: () => void;
  onDelete: () => void;
  /** The delete button's word: "Delete", or "Remove" where the row is taken out of a list. */
  deleteText?: string;
  children?: ReactNode;
}

export function RowActions({ name, onEdit, onDelete, deleteText = "Delete", children }: RowActionsProps) {
  return (
    <td className="catalogue-actions">
      {children}
      {onEdit ? (
        <button type="button" className="ui-button ui-button-secondary" onClick={onEdit} aria-label={`Edit ${name}`}>
          Edit
        </button>
      ) : null}
      <button type="button" className="ui-button ui-button-secondary" onClick={onDelete} aria-label={`${deleteText} ${name}`}>
        {deleteText}
      </button>
    </td>
  );
}
