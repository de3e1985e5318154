// One table of GSTR-1 as the GST portal's offline tool imports it: a CSV per section, whose
// header row names the columns exactly as the tool's template does (the tool reads a row by its
// header names, so a renamed column is a lost column).

export type Gstr1TableName = "b2b" | "b2cl" | "b2cs" | "cdnr" | "cdnur" | "hsn_b2b" | "hsn_b2c" | "exemp" | "docs";

export interface Gstr1Table {
  name: Gstr1TableName;
  /** What the table holds, with its number in Form GSTR-1, for the accountant's screen. */
  title: string;
  header: string[];
  /** Every cell already as the tool wants it: rupees "1234.50", rates "5.00", dates "03-Nov-2026". */
  rows: string[][];
}
