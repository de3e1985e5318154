// Every expected row below was worked out by hand from the line facts in gst-document-fixtures.ts
// (taxable value and rate of each line; tax = taxable × rate, halved into CGST and SGST within
// Karnataka, IGST across States).
import { describe, expect, it } from "vitest";
import { Refusal } from "../refusal";
import { BOS_7, BUYERS, gstDocument, INV_100, INV_101, INV_107, NOVEMBER_AND_AROUND, SHOP_GSTIN } from "./gst-document-fixtures";
import type { Gstr1Table, Gstr1TableName } from "./gstr1-table";
import { gstr1Tables } from "./gstr1-tables";

const november = gstr1Tables(NOVEMBER_AND_AROUND, { gstin: SHOP_GSTIN, month: "2026-11" });

const table = (name: Gstr1TableName, tables: Gstr1Table[] = november): Gstr1Table => {
  const found = tables.find((t) => t.name === name);
  if (!found) throw new Error(`no ${name} table`);
  return found;
};

describe("GSTR-1 for November 2026", () => {
  it("gives every table, in the offline tool's order", () => {
    expect(november.map((t) => t.name)).toEqual(["b2b", "b2cl", "b2cs", "cdnr", "cdnur", "hsn_b2b", "hsn_b2c", "exemp", "docs"]);
  });

  it("b2b: each tax invoice to a registered buyer once per rate, its value repeated; bills of supply stay out", () => {
    const b2b = table("b2b");
    expect(b2b.header).toEqual([
      "GSTIN/UIN of Recipient",
      "Receiver Name",
      "Invoice Number",
      "Invoice date",
      "Invoice Value",
      "Place Of Supply",
      "Reverse Charge",
      "Applicable % of Tax Rate",
      "Invoice Type",
      "E-Commerce GSTIN",
      "Rate",
      "Taxable Value",
      "Cess Amount",
    ]);
    // INV 101: 400 + 300 at 5 %, 200 at 18 %; value 900 + 35.50 + 35.50 (5 %) + 18 + 18 (18 %) = 971.
    // INV 102: 2500 at 5 % to Tamil Nadu, IGST 125, value 2625.
    expect(b2b.rows).toEqual([
      ["29AAGFS1234M1Z7", "Sri Lakshmi Stores", "INV/2627/000101", "03-Nov-2026", "971.00", "29-Karnataka", "N", "", "Regular B2B", "", "5.00", "700.00", "0.00"],
      ["29AAGFS1234M1Z7", "Sri Lakshmi Stores", "INV/2627/000101", "03-Nov-2026", "971.00", "29-Karnataka", "N", "", "Regular B2B", "", "18.00", "200.00", "0.00"],
      ["33AAHCC5678N1Z2", "Chennai Fresh Mart", "INV/2627/000102", "05-Nov-2026", "2625.00", "33-Tamil Nadu", "N", "", "Regular B2B", "", "5.00", "2500.00", "0.00"],
    ]);
  });

  it("b2cl: only the inter-State unregistered invoice above ₹1 lakh, not the one of exactly ₹1 lakh", () => {
    const b2cl = table("b2cl");
    expect(b2cl.header).toEqual(["Invoice Number", "Invoice date", "Invoice Value", "Place Of Supply", "Applicable % of Tax Rate", "Rate", "Taxable Value", "Cess Amount", "E-Commerce GSTIN"]);
    // INV 103: 120000 + 5000 at 5 % (IGST 6250), 4000 at 40 % (IGST 1600): value 136850.
    expect(b2cl.rows).toEqual([
      ["INV/2627/000103", "10-Nov-2026", "136850.00", "32-Kerala", "", "5.00", "125000.00", "0.00", ""],
      ["INV/2627/000103", "10-Nov-2026", "136850.00", "32-Kerala", "", "40.00", "4000.00", "0.00", ""],
    ]);
  });

  it("b2cs: the other unregistered sales by place of supply and rate, less the credit notes against them", () => {
    const b2cs = table("b2cs");
    expect(b2cs.header).toEqual(["Type", "Place Of Supply", "Applicable % of Tax Rate", "Rate", "Taxable Value", "Cess Amount", "E-Commerce GSTIN"]);
    // 27 at 5 %: INV 105's taxable line, 90000 (its exempt 5500 goes to table 8).
    // 29 at 5 %: INV 100 200 + POS 31 150 + POS 32 400 = 750.
    // 29 at 18 %: POS 31 100 − CN 13 25 = 75.
    // 30 at 5 %: CN 14 against October's sale, −100.
    // 32 at 5 %: INV 104 200 (CN 12 is against the B2C large INV 103, so not here).
    expect(b2cs.rows).toEqual([
      ["OE", "27-Maharashtra", "", "5.00", "90000.00", "0.00", ""],
      ["OE", "29-Karnataka", "", "5.00", "750.00", "0.00", ""],
      ["OE", "29-Karnataka", "", "18.00", "75.00", "0.00", ""],
      ["OE", "30-Goa", "", "5.00", "-100.00", "0.00", ""],
      ["OE", "32-Kerala", "", "5.00", "200.00", "0.00", ""],
    ]);
  });

  it("cdnr: the credit note to the registered buyer", () => {
    const cdnr = table("cdnr");
    expect(cdnr.header).toEqual([
      "GSTIN/UIN of Recipient",
      "Receiver Name",
      "Note Number",
      "Note Date",
      "Note Type",
      "Place Of Supply",
      "Reverse Charge",
      "Note Supply Type",
      "Note Value",
      "Applicable % of Tax Rate",
      "Rate",
      "Taxable Value",
      "Cess Amount",
    ]);
    // CN 11: 50 at 18 % + 4.50 + 4.50 = 59.
    expect(cdnr.rows).toEqual([["29AAGFS1234M1Z7", "Sri Lakshmi Stores", "CN/2627/000011", "25-Nov-2026", "C", "29-Karnataka", "N", "Regular B2B", "59.00", "", "18.00", "50.00", "0.00"]]);
  });

  it("cdnur: only the credit note against the B2C large invoice", () => {
    const cdnur = table("cdnur");
    expect(cdnur.header).toEqual(["UR Type", "Note Number", "Note Date", "Note Type", "Place Of Supply", "Note Value", "Applicable % of Tax Rate", "Rate", "Taxable Value", "Cess Amount"]);
    // CN 12: 24000 at 5 %, IGST 1200: 25200.
    expect(cdnur.rows).toEqual([["B2CL", "CN/2627/000012", "26-Nov-2026", "C", "32-Kerala", "25200.00", "", "5.00", "24000.00", "0.00"]]);
  });

  it("hsn_b2b: registered buyers' lines by HSN, unit and rate, nil and exempt included, credit notes taken out", () => {
    const hsn = table("hsn_b2b");
    expect(hsn.header).toEqual([
      "HSN",
      "Description",
      "UQC",
      "Total Quantity",
      "Total Value",
      "Rate",
      "Taxable Value",
      "Integrated Tax Amount",
      "Central Tax Amount",
      "State/UT Tax Amount",
      "Cess Amount",
    ]);
    expect(hsn.rows).toEqual([
      // INV 102.
      ["0405", "", "LTR-LITRES", "5.00", "2625.00", "5.00", "2500.00", "125.00", "0.00", "0.00", "0.00"],
      // BOS 7, exempt.
      ["0702", "", "KGS-KILOGRAMS", "15.00", "450.00", "0.00", "450.00", "0.00", "0.00", "0.00", "0.00"],
      // INV 101.
      ["1101", "", "KGS-KILOGRAMS", "10.00", "420.00", "5.00", "400.00", "0.00", "10.00", "10.00", "0.00"],
      ["1512", "", "LTR-LITRES", "2.00", "315.00", "5.00", "300.00", "0.00", "7.50", "7.50", "0.00"],
      // BOS 8, nil-rated.
      ["2501", "", "KGS-KILOGRAMS", "50.00", "500.00", "0.00", "500.00", "0.00", "0.00", "0.00", "0.00"],
      // INV 101's 4 packs (200, 18 + 18) less CN 11's one (50, 4.50 + 4.50).
      ["3402", "", "PAC-PACKS", "3.00", "177.00", "18.00", "150.00", "0.00", "13.50", "13.50", "0.00"],
    ]);
  });

  it("hsn_b2c: unregistered buyers' lines, credit notes of every kind taken out", () => {
    expect(table("hsn_b2c").rows).toEqual([
      // POS 32's milk, exempt.
      ["0401", "", "LTR-LITRES", "2.00", "60.00", "0.00", "60.00", "0.00", "0.00", "0.00", "0.00"],
      // INV 105's potatoes, exempt.
      ["0701", "", "KGS-KILOGRAMS", "200.00", "5500.00", "0.00", "5500.00", "0.00", "0.00", "0.00", "0.00"],
      // INV 103's 10 kg (5000, IGST 250) less CN 14's 1 kg (100, IGST 5).
      ["0902", "", "KGS-KILOGRAMS", "9.00", "5145.00", "5.00", "4900.00", "245.00", "0.00", "0.00", "0.00"],
      // INV 103 500 kg (120000, 6000) + INV 105 300 kg (90000, 4500) − CN 12 100 kg (24000, 1200).
      ["1006", "", "KGS-KILOGRAMS", "700.00", "195300.00", "5.00", "186000.00", "9300.00", "0.00", "0.00", "0.00"],
      // INV 100 5 kg (200, 5 + 5) + INV 104 5 kg (200, IGST 10) + POS 32 10 kg (400, 10 + 10).
      ["1101", "", "KGS-KILOGRAMS", "20.00", "840.00", "5.00", "800.00", "10.00", "15.00", "15.00", "0.00"],
      // POS 31.
      ["1512", "", "LTR-LITRES", "1.00", "157.50", "5.00", "150.00", "0.00", "3.75", "3.75", "0.00"],
      // INV 103: 4000 at 40 %.
      ["2202", "", "LTR-LITRES", "5.00", "5600.00", "40.00", "4000.00", "1600.00", "0.00", "0.00", "0.00"],
      // POS 32's salt, nil-rated.
      ["2501", "", "KGS-KILOGRAMS", "2.00", "50.00", "0.00", "50.00", "0.00", "0.00", "0.00", "0.00"],
      // POS 31's 4 bars (100, 9 + 9) less CN 13's one (25, 2.25 + 2.25).
      ["3402", "", "NOS-NUMBERS", "3.00", "88.50", "18.00", "75.00", "0.00", "6.75", "6.75", "0.00"],
    ]);
  });

  it("exemp: nil-rated and exempt values in the four fixed rows", () => {
    const exemp = table("exemp");
    expect(exemp.header).toEqual(["Description", "Nil Rated Supplies", "Exempted(other than nil rated/non GST supply)", "Non-GST Supplies"]);
    expect(exemp.rows).toEqual([
      // BOS 8's salt to Tamil Nadu.
      ["Inter-State supplies to registered persons", "500.00", "0.00", "0.00"],
      // BOS 7's tomatoes.
      ["Intra-State supplies to registered persons", "0.00", "450.00", "0.00"],
      // INV 105's potatoes to Maharashtra.
      ["Inter-State supplies to unregistered persons", "0.00", "5500.00", "0.00"],
      // POS 32's salt and milk.
      ["Intra-State supplies to unregistered persons", "50.00", "60.00", "0.00"],
    ]);
  });

  it("docs: first and last number and count per nature of document and series", () => {
    const docs = table("docs");
    expect(docs.header).toEqual(["Nature of Document", "Sr. No. From", "Sr. No. To", "Total Number", "Cancelled"]);
    expect(docs.rows).toEqual([
      ["Invoices for outward supply", "BOS/2627/000007", "BOS/2627/000008", "2", "0"],
      // 100 (00:30 IST on 1 November) to 105; 107 is December's.
      ["Invoices for outward supply", "INV/2627/000100", "INV/2627/000105", "6", "0"],
      ["Invoices for outward supply", "POS/2627/000031", "POS/2627/000032", "2", "0"],
      ["Credit Note", "CN/2627/000011", "CN/2627/000014", "4", "0"],
    ]);
  });
});

describe("a separately charged delivery", () => {
  it("is summed under its SAC with the unit NA, as the tool reads a service", () => {
    const delivered = gstDocument({
      kind: "tax_invoice",
      number: "INV/2627/000200",
      issuedAt: "2026-11-09T06:00:00.000Z",
      buyer: BUYERS.meera,
      lines: [{ hsn: "996812", uqc: "NA", quantity: 0, rate: "18", taxable: 4000 }],
    });
    // 40 at 18 %: 3.60 + 3.60, 47.20.
    expect(table("hsn_b2c", gstr1Tables([delivered], { gstin: SHOP_GSTIN, month: "2026-11" })).rows).toEqual([["996812", "", "NA", "0.00", "47.20", "18.00", "40.00", "0.00", "3.60", "3.60", "0.00"]]);
  });

  it("stops the export when a line's unit is not on the portal's list", () => {
    const odd = gstDocument({
      kind: "tax_invoice",
      number: "INV/2627/000201",
      issuedAt: "2026-11-09T06:00:00.000Z",
      buyer: BUYERS.meera,
      lines: [{ hsn: "1101", uqc: "SACK", quantity: 1, rate: "5", taxable: 4000 }],
    });
    expect(() => gstr1Tables([odd], { gstin: SHOP_GSTIN, month: "2026-11" })).toThrow(/HSN 1101 is sold in SACK/);
  });
});

describe("the return period", () => {
  it("is a month on the India clock, not on UTC's", () => {
    // INV 100 is 31 October in UTC but 1 November in India; INV 107 is 30 November in UTC but 1 December in India.
    const docsOf = (month: string) => table("docs", gstr1Tables([INV_100, INV_101, INV_107], { gstin: SHOP_GSTIN, month })).rows;
    expect(docsOf("2026-10")).toEqual([]);
    expect(docsOf("2026-11")).toEqual([["Invoices for outward supply", "INV/2627/000100", "INV/2627/000101", "2", "0"]]);
    expect(docsOf("2026-12")).toEqual([["Invoices for outward supply", "INV/2627/000107", "INV/2627/000107", "1", "0"]]);
    const december = gstr1Tables([INV_100, INV_101, INV_107], { gstin: SHOP_GSTIN, month: "2026-12" });
    expect(table("b2b", december).rows.map((row) => [row[2], row[3]])).toEqual([["INV/2627/000107", "01-Dec-2026"]]);
    expect(table("b2cs", december).rows).toEqual([]);
  });

  it("must be written YYYY-MM", () => {
    for (const month of ["2026-13", "2026-1", "Nov 2026", ""]) expect(() => gstr1Tables([], { gstin: SHOP_GSTIN, month })).toThrow(Refusal);
  });

  it("gives empty tables, and table 8's four rows at zero, for a month without documents", () => {
    const empty = gstr1Tables(NOVEMBER_AND_AROUND, { gstin: SHOP_GSTIN, month: "2026-09" });
    expect(empty.filter((t) => t.name !== "exemp").every((t) => t.rows.length === 0)).toBe(true);
    expect(table("exemp", empty).rows.map((row) => row.slice(1))).toEqual(Array.from({ length: 4 }, () => ["0.00", "0.00", "0.00"]));
  });
});

describe("the B2C large limit", () => {
  // ₹1,50,000 inter-State to an unregistered buyer: under the ₹2.5 lakh limit in July 2024, above the ₹1 lakh one from August.
  const sale = (issuedAt: string) =>
    gstDocument({ kind: "tax_invoice", number: "INV/2425/000001", issuedAt, buyer: BUYERS.anitha, lines: [{ hsn: "1006", uqc: "KGS", quantity: 600, rate: "5", taxable: 14285715 }] });
  const tablesOf = (issuedAt: string) => gstr1Tables([sale(issuedAt)], { gstin: SHOP_GSTIN, month: issuedAt.slice(0, 7) });

  it("was ₹2.5 lakh until 31 July 2024", () => {
    const july = tablesOf("2024-07-31T12:00:00.000Z");
    expect(table("b2cl", july).rows).toEqual([]);
    expect(table("b2cs", july).rows).toEqual([["OE", "32-Kerala", "", "5.00", "142857.15", "0.00", ""]]);
  });

  it("is ₹1 lakh from 1 August 2024", () => {
    const august = tablesOf("2024-08-01T12:00:00.000Z");
    // 142857.15 + IGST 7142.86 (7142.8575 rounded) = 150000.01.
    expect(table("b2cl", august).rows).toEqual([["INV/2425/000001", "01-Aug-2024", "150000.01", "32-Kerala", "", "5.00", "142857.15", "0.00", ""]]);
    expect(table("b2cs", august).rows).toEqual([]);
  });

  it("judges a credit note by the limit on its invoice's day", () => {
    // A note in August 2024 against the July invoice above: that invoice was B2C small, so the note is netted in b2cs.
    const note = gstDocument({
      kind: "credit_note",
      number: "CN/2425/000001",
      issuedAt: "2024-08-05T06:00:00.000Z",
      buyer: BUYERS.anitha,
      against: sale("2024-07-31T12:00:00.000Z"),
      lines: [{ hsn: "1006", uqc: "KGS", quantity: 10, rate: "5", taxable: 238095 }],
    });
    const august = gstr1Tables([note], { gstin: SHOP_GSTIN, month: "2024-08" });
    expect(table("cdnur", august).rows).toEqual([]);
    expect(table("b2cs", august).rows).toEqual([["OE", "32-Kerala", "", "5.00", "-2380.95", "0.00", ""]]);
  });
});

describe("a composition seller", () => {
  it("is refused: it files no GSTR-1", () => {
    const bill = gstDocument({
      kind: "bill_of_supply",
      number: "BOS/2627/000001",
      issuedAt: "2026-11-04T06:00:00.000Z",
      buyer: BUYERS.walkIn,
      composition: true,
      lines: [{ hsn: "1101", uqc: "KGS", quantity: 5, rate: "exempt", taxable: 21000 }],
    });
    expect(() => gstr1Tables([bill], { gstin: SHOP_GSTIN, month: "2026-11" })).toThrow(/composition scheme.*CMP-08.*GSTR-4.*not GSTR-1/);
    expect(() => gstr1Tables([bill], { gstin: SHOP_GSTIN, month: "2026-11" })).toThrow(Refusal);
    // Outside the month its bills do not matter.
    expect(() => gstr1Tables([bill, BOS_7], { gstin: SHOP_GSTIN, month: "2026-10" })).not.toThrow();
  });
});

describe("documents of another registration", () => {
  it("are not filed in this one's return", () => {
    const other = { ...INV_101, seller: { ...INV_101.seller, gstin: "29AABCK9999M1Z1" } };
    expect(() => gstr1Tables([other], { gstin: SHOP_GSTIN, month: "2026-11" })).toThrow(/INV\/2627\/000101 was issued by 29AABCK9999M1Z1/);
  });
});
