// One GSTR-1 table as a CSV file for the offline tool's "Import CSV": the header row, then the
// rows, RFC 4180 quoting and CRLF line ends by the same cell writer as the shop's other exports.
// Text a spreadsheet would run as a formula (a buyer's name typed as "=HYPERLINK(…)") is made
// inert by that writer; amounts are left as they are, since "-100.00" is a number a spreadsheet
// reads as one, and an apostrophe before it would make the tool read a bad amount.
// No byte-order mark, unlike the other exports: the tool matches the first header cell by its
// exact text, and a mark in front of "GSTIN/UIN of Recipient" would hide that column.
import { csvCell } from "../forms/submissions-csv";
import type { Gstr1Table } from "./gstr1-table";

const AMOUNT = /^-?\d+(\.\d+)?$/;

const cell = (text: string): string => (AMOUNT.test(text) ? text : csvCell(text));

export function tableCsv(table: Gstr1Table): string {
  return [table.header, ...table.rows].map((cells) => `${cells.map(cell).join(",")}\r\n`).join("");
}
