// A list's table: scrolls sideways on narrow screens, named by the screen's title, busy while
// the next answer loads; a last, unnamed-on-screen column for the rows' buttons when asked.
import type { ReactNode } from "react";
import "./admin-parts.css";

export interface ListTableProps {
  labelledBy?: string;
  /** Names the table for screen readers where no heading does. */
  caption?: string;
  busy?: boolean;
  columns: readonly ReactNode[];
  /** Adds the rows' buttons column, named "Actions" for screen readers only. */
  actions?: boolean;
  /** The orders keep their own look. */
  look?: "catalogue" | "orders";
  className?: string;
  children: ReactNode;
}

export function ListTable({ labelledBy, caption, busy, columns, actions, look = "catalogue", className, children }: ListTableProps) {
  return (
    <div className={`${look}-table-wrap`}>
      <table className={className ? `${look}-table ${className}` : `${look}-table`} aria-labelledby={labelledBy} aria-busy={busy || undefined}>
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead>
          <tr>
            {columns.map((column, i) => (
              <th key={i} scope="col">
                {column}
              </th>
            ))}
            {actions ? (
              <th scope="col">
                <span className="sr-only">Actions</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
