// The heading row of the counter's tables (a sale's lines, a day's sales, a receipt's items):
// amounts are right-aligned under their heading, and a column of buttons is named for screen
// readers only.
export interface TableColumn {
  label: string;
  /** A column of amounts or counts. */
  numeric?: boolean;
  /** Named for screen readers only. */
  hidden?: boolean;
}

export function TableHead({ columns }: { columns: readonly TableColumn[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column.label} scope="col" className={column.numeric ? "pos-number" : undefined}>
            {column.hidden ? <span className="sr-only">{column.label}</span> : column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
