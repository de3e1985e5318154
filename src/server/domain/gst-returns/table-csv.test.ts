import { describe, expect, it } from "vitest";
import { NOVEMBER_AND_AROUND, SHOP_GSTIN } from "./gst-document-fixtures";
import type { Gstr1Table } from "./gstr1-table";
import { gstr1Tables } from "./gstr1-tables";
import { tableCsv } from "./table-csv";

const table = (header: string[], rows: string[][]): Gstr1Table => ({ name: "b2b", title: "test", header, rows });

describe("a GSTR-1 table as CSV", () => {
  it("is the header then the rows, each line ended by CRLF, with no byte-order mark", () => {
    expect(tableCsv(table(["HSN", "Rate"], [["1101", "5.00"]]))).toBe("HSN,Rate\r\n1101,5.00\r\n");
  });

  it("quotes only the cells that hold a comma, a quote or a line break", () => {
    const csv = tableCsv(
      table(
        ["Receiver Name", "Place Of Supply"],
        [
          ["Rao, Meera", "29-Karnataka"],
          ['Shop "Annapurna"', "two\nlines"],
        ],
      ),
    );
    expect(csv).toBe('Receiver Name,Place Of Supply\r\n"Rao, Meera",29-Karnataka\r\n"Shop ""Annapurna""","two\nlines"\r\n');
  });

  it("makes text a spreadsheet would run as a formula inert, but leaves negative amounts as numbers", () => {
    const csv = tableCsv(
      table(
        ["Receiver Name", "Taxable Value"],
        [
          ['=HYPERLINK("http://x.test","go")', "-100.00"],
          ["+91 98765", "-2380.95"],
          ["-Stores", "0.00"],
          ["@SUM(A1)", "12"],
        ],
      ),
    );
    expect(csv.split("\r\n")).toEqual(["Receiver Name,Taxable Value", '"\'=HYPERLINK(""http://x.test"",""go"")",-100.00', "'+91 98765,-2380.95", "'-Stores,0.00", "'@SUM(A1),12", ""]);
  });

  it("writes the month's b2cs table as the offline tool imports it", () => {
    const b2cs = gstr1Tables(NOVEMBER_AND_AROUND, { gstin: SHOP_GSTIN, month: "2026-11" }).find((t) => t.name === "b2cs");
    expect(b2cs && tableCsv(b2cs)).toBe(
      [
        "Type,Place Of Supply,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount,E-Commerce GSTIN",
        "OE,27-Maharashtra,,5.00,90000.00,0.00,",
        "OE,29-Karnataka,,5.00,750.00,0.00,",
        "OE,29-Karnataka,,18.00,75.00,0.00,",
        "OE,30-Goa,,5.00,-100.00,0.00,",
        "OE,32-Kerala,,5.00,200.00,0.00,",
        "",
      ].join("\r\n"),
    );
  });
});
