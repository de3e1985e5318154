// A refused import's report: each bad row of the file, by the row number a spreadsheet shows,
// with one line per column that is wrong and why.
import type { ProductImportReport } from "../../shared/api/admin-product-csv";
import { ListTable } from "../parts/list-table";
import "../parts/admin-parts.css";

/** What a report's key names: a column, or the row or file as a whole. */
const columnLabel = (key: string) => (key === "row" ? "(whole row)" : key === "file" ? "(file)" : key);

export function ImportReportTable({ report }: { report: ProductImportReport }) {
  const lines = report.rows.flatMap((r) => Object.entries(r.errors).map(([column, message]) => ({ row: r.row, column, message })));
  return (
    <div className="product-csv-report" role="alert" aria-labelledby="product-csv-report-title">
      <h2 id="product-csv-report-title">{report.message}</h2>
      {lines.length ? (
        <ListTable caption="Rows that cannot be imported" columns={["Row", "Column", "Problem"]}>
          {lines.map((line) => (
            <tr key={`${line.row}:${line.column}`}>
              <td>{line.row}</td>
              <td>
                <code>{columnLabel(line.column)}</code>
              </td>
              <td>{line.message}</td>
            </tr>
          ))}
        </ListTable>
      ) : null}
    </div>
  );
}
