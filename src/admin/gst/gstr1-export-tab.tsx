// The month's GSTR-1 for one of the website's GSTINs, one CSV per table in the columns of the GST
// portal's offline tool, for the owner or their accountant to import there. The month starts at
// the last one, the usual one to file. A business under the composition scheme files no GSTR-1.
import { useId, useState } from "react";
import { SelectInput } from "../../client/ui/form/select-input";
import { GSTR1_TABLES, type GstSettingsAnswer, type Gstr1TableName } from "../../shared/api/admin-gst";
import { shopDayOf } from "../../shared/shop-time";
import { gstr1Url } from "./gst-api";

const TABLES: Record<Gstr1TableName, { label: string; detail: string }> = {
  b2b: { label: "B2B", detail: "Invoices to registered businesses (table 4A)" },
  b2cl: { label: "B2CL", detail: "Large invoices to other states' consumers (table 5)" },
  b2cs: { label: "B2CS", detail: "Other sales to consumers, net of credit notes (table 7)" },
  cdnr: { label: "CDNR", detail: "Credit notes to registered businesses (table 9B)" },
  cdnur: { label: "CDNUR", detail: "Credit notes against large consumer invoices (table 9B)" },
  hsn_b2b: { label: "HSN summary B2B", detail: "Sales to registered businesses by HSN code (table 12)" },
  hsn_b2c: { label: "HSN summary B2C", detail: "Sales to consumers by HSN code (table 12)" },
  exemp: { label: "Nil/exempt (table 8)", detail: "Nil-rated and exempted sales" },
  docs: { label: "Documents issued (table 13)", detail: "The number ranges of the month's invoices and credit notes" },
};

/** "2026-10" for any day of November 2026 on the shop's clock. */
export function monthBefore(day: string): string {
  const [year, month] = day.split("-").map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, "0")}`;
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export function Gstr1ExportTab({ settings }: { settings: GstSettingsAnswer }) {
  const [month, setMonth] = useState(() => monthBefore(shopDayOf()));
  const [chosen, setChosen] = useState(settings.registrations[0]?.gstin ?? "");
  const monthId = useId();
  const gstinId = useId();

  if (settings.composition) {
    return <p className="gst-note">Under the composition scheme you file CMP-08 and GSTR-4, not GSTR-1.</p>;
  }
  if (settings.registrations.length === 0) {
    return <p>Add a GSTIN under Settings first: the export is made for one GSTIN at a time.</p>;
  }
  const gstin = settings.registrations.some((r) => r.gstin === chosen) ? chosen : settings.registrations[0]!.gstin;
  return (
    <div>
      <h2 id="gst-export-title">Export for GSTR-1</h2>
      <p className="gst-muted">One CSV file per table, in the columns of the GST portal&apos;s offline tool: import them there, check them and file.</p>
      <div className="catalogue-filters">
        <div className="field">
          <label className="field-label" htmlFor={monthId}>
            Month
          </label>
          <input id={monthId} type="month" className="text-input" value={month} onChange={(e) => setMonth(e.target.value)} />
        </div>
        <div className="field gst-gstin-choice">
          <label className="field-label" htmlFor={gstinId}>
            GSTIN
          </label>
          <SelectInput id={gstinId} value={gstin} options={settings.registrations.map((r) => ({ value: r.gstin, label: `${r.gstin} · ${r.state}` }))} onChange={setChosen} />
        </div>
      </div>
      {MONTH.test(month) ? (
        <ul className="gst-exports" aria-labelledby="gst-export-title">
          {GSTR1_TABLES.map((table) => (
            <li key={table}>
              <a className="ui-button ui-button-secondary" href={gstr1Url(month, gstin, table)} download>
                {TABLES[table].label}
              </a>
              <span className="gst-muted">{TABLES[table].detail}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p role="status">Choose the month to export.</p>
      )}
    </div>
  );
}
