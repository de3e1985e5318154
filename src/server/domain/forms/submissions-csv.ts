// The CSV export of form submissions (issue 10): a header row, then one row per submission —
// when, which page, which form, then every field any of them holds. Written for the
// spreadsheets owners open it in: RFC 4180 quoting, CRLF line ends, a byte-order mark (without
// one Excel reads UTF-8 as a legacy code page and garbles ₹ and Indian scripts), and cells a
// spreadsheet would run as a formula made inert.
import type { SubmissionRecord } from "./form-submission-reader";

export const CSV_BOM = "\uFEFF";
export const FIXED_COLUMNS = ["submitted_at", "page", "form"] as const;

// A shopper types these answers; a leading = + - @ (or a tab or CR before one) makes Excel and
// its kind evaluate the cell, so such cells get a leading apostrophe (OWASP "CSV injection").
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell, made inert and quoted when it must be. */
export function csvCell(text: string): string {
  const inert = FORMULA_START.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(inert) ? `"${inert.replaceAll('"', '""')}"` : inert;
}

const isNamedFile = (value: object): value is { name: string } => typeof (value as { name?: unknown }).name === "string";

/** What a stored value reads as in a cell: a file field by its file's name. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value)) return value.map(cellText).join(", ");
  if (typeof value === "object" && isNamedFile(value)) return value.name;
  return JSON.stringify(value);
}

/** The whole export: BOM, header, then the records in the order given. */
export function submissionsCsv(records: readonly SubmissionRecord[]): string {
  // The union of the field keys in the order they are first met, so every answer has a column
  // even when the form changed between submissions.
  const keys = new Set<string>();
  for (const record of records) for (const key of Object.keys(record.values)) keys.add(key);
  const fields = [...keys];
  const line = (cells: string[]) => `${cells.map(csvCell).join(",")}\r\n`;
  const lines = [line([...FIXED_COLUMNS, ...fields])];
  for (const record of records) {
    const own = (key: string) => (Object.hasOwn(record.values, key) ? record.values[key] : undefined);
    lines.push(line([record.createdAt.toISOString(), record.path, record.formId, ...fields.map((key) => cellText(own(key)))]));
  }
  return CSV_BOM + lines.join("");
}
