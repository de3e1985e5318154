// The accountant's GSTR-1 export (issue 34): a month's issued documents as the tables of the GST
// portal's offline tool, one CSV each (table-csv.ts). Pure: the caller reads the documents of one
// GSTIN and hands them over; this decides which table each figure belongs to.
import type { InvoiceDocument } from "../../../shared/gst/invoice-document";
import { Refusal } from "../refusal";
import { b2csTable } from "./b2cs-table";
import { cdnrTable, cdnurTable } from "./credit-note-tables";
import { docsTable } from "./docs-table";
import { exempTable } from "./exemp-table";
import type { Gstr1Table } from "./gstr1-table";
import { hsnTables } from "./hsn-tables";
import { b2bTable, b2clTable } from "./invoice-tables";
import { shopDay } from "./shop-day";

// The folder's entry point: a caller takes the tables and their CSV writer from here.
export { tableCsv } from "./table-csv";
export type { Gstr1Table, Gstr1TableName } from "./gstr1-table";

export interface Gstr1Options {
  /** The registration whose return this is; every document given must be its seller's. */
  gstin: string;
  /** The return period, "2026-11", a calendar month on the shop's clock. */
  month: string;
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

const byIssue = (a: InvoiceDocument, b: InvoiceDocument) => Date.parse(a.issuedAt) - Date.parse(b.issuedAt) || a.number.localeCompare(b.number);

/**
 * Every table in the order the offline tool lists them. Documents issued outside the month (on
 * the Asia/Kolkata clock) are left out. A composition seller is refused: it reports in CMP-08
 * each quarter and GSTR-4 each year, and files no GSTR-1 at all.
 */
export function gstr1Tables(docs: readonly InvoiceDocument[], options: Gstr1Options): Gstr1Table[] {
  if (!MONTH.test(options.month)) throw new Refusal("invalid", `A return period is a month written YYYY-MM, not "${options.month}".`);
  const inMonth = docs.filter((doc) => shopDay(doc.issuedAt).slice(0, 7) === options.month).sort(byIssue);
  // Mixing two registrations' documents would file one's sales in the other's return.
  const foreign = inMonth.find((doc) => doc.seller.gstin !== options.gstin);
  if (foreign) throw new Error(`${foreign.number} was issued by ${foreign.seller.gstin}, not by ${options.gstin}`);
  if (inMonth.some((doc) => doc.seller.composition)) {
    throw new Refusal("conflict", `${options.gstin} is under the composition scheme: it files CMP-08 each quarter and GSTR-4 each year, not GSTR-1.`);
  }
  return [b2bTable(inMonth), b2clTable(inMonth), b2csTable(inMonth), cdnrTable(inMonth), cdnurTable(inMonth), ...hsnTables(inMonth), exempTable(inMonth), docsTable(inMonth)];
}
