// The PDFs are read back the way a viewer reads them (read-pdf-text.ts: the content streams
// through each font's ToUnicode map), so each assertion is about what the recipient sees.
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import type { InvoiceDocument } from "../../../../shared/gst/invoice-document";
import { figure } from "./invoice-formats";
import { renderInvoicePdf, type InvoiceLayout } from "./invoice-pdf";
import { readPdfText, type PdfPageText, type PdfTextRun } from "./read-pdf-text";
import { compositionBillOfSupply, creditNote, interStateInvoice, intraStateInvoice, invoiceCumBillOfSupply, longInvoice, SAMPLE_INVOICE_DOCUMENTS } from "./sample-invoice-documents";

const rendered = new Map<string, PdfPageText[]>();

async function pdf(doc: InvoiceDocument, layout: InvoiceLayout): Promise<PdfPageText[]> {
  const key = `${doc.number}/${layout}`;
  if (!rendered.has(key)) rendered.set(key, readPdfText(await renderInvoicePdf(doc, layout)));
  return rendered.get(key)!;
}

/** Every line of every page, as one string with single spaces. */
const textOf = (pages: PdfPageText[]): string => pages.flatMap((p) => p.lines).join(" ");

const SAMPLES = Object.entries(SAMPLE_INVOICE_DOCUMENTS);
const LAYOUTS: InvoiceLayout[] = ["a4", "receipt"];

beforeAll(async () => {
  await Promise.all(SAMPLES.flatMap(([, doc]) => LAYOUTS.map((layout) => pdf(doc, layout))));
});

describe("renderInvoicePdf, A4", () => {
  it("titles each kind of document, for the recipient", async () => {
    const titles: [InvoiceDocument, string][] = [
      [intraStateInvoice, "Tax Invoice"],
      [compositionBillOfSupply, "Bill of Supply"],
      [invoiceCumBillOfSupply, "Invoice-cum-Bill of Supply"],
      [creditNote, "Credit Note"],
    ];
    for (const [doc, title] of titles) {
      const [first] = await pdf(doc, "a4");
      expect(first!.lines.slice(0, 2)).toEqual([title, "Original for Recipient"]);
    }
  });

  it("states the seller, the document, the buyer and the place of supply", async () => {
    const text = textOf(await pdf(intraStateInvoice, "a4"));
    for (const fact of [
      "Annapurna Provisions Private Limited",
      "GSTIN: 29AAGCA4821K1Z3",
      "State: Karnataka (29)",
      "Invoice No. INV/2627/000042",
      "Date 05-06-2026",
      "Order No. KR-104217",
      "Billed to / Shipped to",
      "Priya Raghavan",
      "Place of supply: Karnataka (29)",
      "Reverse charge: No",
    ]) {
      expect(text).toContain(fact);
    }
    const interState = textOf(await pdf(interStateInvoice, "a4"));
    expect(interState).toContain("GSTIN: 33AAKFC5519R1ZV");
    expect(interState).toContain("Place of supply: Tamil Nadu (33)");
    // An unregistered shopper has no GSTIN: only the seller's is printed.
    expect(text.match(/GSTIN:/g)).toHaveLength(1);
  });

  it("dates the document on India Standard Time", async () => {
    // Issued 2026-06-06T20:00Z, which is 01:30 on the 7th in India.
    expect(textOf(await pdf(invoiceCumBillOfSupply, "a4"))).toContain("Date 07-06-2026");
    expect(textOf(await pdf(invoiceCumBillOfSupply, "receipt"))).toContain("Date 07-06-2026 01:30");
  });

  it("lists every line with HSN, quantity and unit, rate and tax, and the total row", async () => {
    const text = textOf(await pdf(intraStateInvoice, "a4"));
    expect(text).toContain("S.No Description HSN/SAC Qty (incl. tax) Discount value Rate CGST SGST Amount");
    expect(text).toContain("1 Aashirvaad Shudh Chakki Atta — 5 kg 1101 10 KGS 289.00 20.00 531.42 5% 13.29 13.29 558.00");
    expect(text).toContain("2 packs");
    expect(text).toContain("9 Delivery charges 996813 1 40.00 0.00 33.90 18% 3.05 3.05 40.00");
    expect(text).toContain("Total 95.00 2,170.00 74.00 74.00 2,318.00");
  });

  it("right-aligns each line's amount under the Amount header", async () => {
    const [page] = await pdf(intraStateInvoice, "a4");
    const header = page!.runs.find((r) => r.text === "Amount")!;
    const right = (r: PdfTextRun) => r.x + r.width;
    const amounts = intraStateInvoice.lines.map((line) => figure(line.total));
    const cells = page!.runs.filter((r) => r.y > header.y && Math.abs(right(r) - right(header)) < 0.05);
    expect(cells.map((c) => c.text)).toEqual([...amounts, figure(intraStateInvoice.totals.total)]);
  });

  it("groups figures the Indian way and gives the total in words", async () => {
    const text = textOf(await pdf(interStateInvoice, "a4"));
    expect(text).toContain("Total ₹1,03,589.50");
    expect(text).toContain("57,010.00");
    expect(text).toContain("Amount in words");
    expect(text).toContain("Rupees One Lakh Three Thousand Five Hundred Eighty-Nine and Fifty Paise");
  });

  it("has CGST and SGST columns within a state, IGST across states", async () => {
    const intra = textOf(await pdf(intraStateInvoice, "a4"));
    const inter = textOf(await pdf(interStateInvoice, "a4"));
    expect(intra).toMatch(/Rate CGST SGST Amount/);
    expect(intra).not.toContain("IGST");
    expect(inter).toMatch(/Rate IGST Amount/);
    expect(inter).not.toMatch(/CGST|SGST/);
    expect(inter).toContain("IGST 5,404.99");
    expect(inter).toContain("Rate Taxable value IGST rate IGST amount Total tax");
  });

  it("sums tax by rate", async () => {
    const text = textOf(await pdf(intraStateInvoice, "a4"));
    expect(text).toContain("Rate Taxable value CGST rate CGST amount SGST rate SGST amount Total tax");
    expect(text).toContain("5% 1,962.86 2.5% 49.07 2.5% 49.07 98.14");
    expect(text).toContain("40% 57.14 20% 11.43 20% 11.43 22.86");
    expect(text).toContain("Total 2,170.00 74.00 74.00 148.00");
  });

  it("marks exempt lines of an invoice-cum-bill of supply, and keeps their value apart", async () => {
    const lines = (await pdf(invoiceCumBillOfSupply, "a4")).flatMap((p) => p.lines);
    invoiceCumBillOfSupply.lines.forEach((line, i) => {
      const row = lines.find((l) => l.startsWith(`${i + 1} `) && l.includes(` ${line.hsn} `));
      expect(row, line.description).toBeDefined();
      expect(row!.includes(" Exempt "), line.description).toBe(line.rate === "exempt");
    });
    const text = lines.join(" ");
    expect(text).toContain("Value of exempt supplies 311.00");
    expect(text).toContain("Taxable value 427.62");
  });

  it("has a composition seller declare it, with no tax columns", async () => {
    const text = textOf(await pdf(compositionBillOfSupply, "a4"));
    expect(text).toContain("Composition taxable person, not eligible to collect tax on supplies");
    expect(text).toContain("S.No Description HSN/SAC Qty Unit price Discount Amount");
    expect(text).not.toMatch(/CGST|SGST|IGST|Taxable|Rate|incl\. tax/);
    expect(text).toContain("Total ₹714.00");
  });

  it("names the invoice a credit note is against, and why", async () => {
    const text = textOf(await pdf(creditNote, "a4"));
    expect(text).toContain("Credit note No. CN/2627/000003");
    expect(text).toContain("Against invoice INV/2627/000041 dated 28-05-2026");
    expect(text).toContain("Reason: Damaged item refunded");
    expect(text).toContain("Total credit ₹620.00");
  });

  it("continues a long table on the next page with its header, and numbers the pages", async () => {
    const pages = await pdf(longInvoice, "a4");
    expect(pages).toHaveLength(2);
    expect(pages.map((p) => p.lines.at(-1))).toEqual(["Tax Invoice INV/2627/000046 Page 1 of 2", "Tax Invoice INV/2627/000046 Page 2 of 2"]);
    for (const page of pages) expect(page.lines.some((l) => l.startsWith("S.No Description HSN/SAC"))).toBe(true);
    expect(pages[1]!.lines[0]).toBe("Tax Invoice INV/2627/000046 (continued)");
    // Each line once, in order, across the two pages.
    const numbers = pages.flatMap((p) => p.lines.map((l) => /^(\d+) \D/.exec(l)?.[1]).filter(Boolean)).map(Number);
    expect(numbers).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    expect(textOf(pages.slice(1))).toContain("Total ₹21,765.00");
  });

  it("ends with the signatory, signing for the seller", async () => {
    const last = (await pdf(intraStateInvoice, "a4")).at(-1)!.lines.join(" ");
    expect(last).toContain("For Annapurna Provisions Private Limited");
    expect(last).toMatch(/Meera Iyer .*Authorised signatory/);
  });
});

describe("renderInvoicePdf, receipt", () => {
  it("is one 80 mm page as long as its content", async () => {
    for (const [name, doc] of SAMPLES) {
      const pages = await pdf(doc, "receipt");
      expect(pages, name).toHaveLength(1);
      expect(pages[0]!.width).toBeCloseTo(226.77, 1);
      const lowest = Math.max(...pages[0]!.runs.map((r) => r.y));
      expect(pages[0]!.height - lowest, name).toBeGreaterThan(8);
      expect(pages[0]!.height - lowest, name).toBeLessThan(20);
    }
    const [long] = await pdf(longInvoice, "receipt");
    const [short] = await pdf(creditNote, "receipt");
    expect(long!.height).toBeGreaterThan(3 * short!.height);
  });

  it("gives the same legal facts, compactly", async () => {
    const text = textOf(await pdf(intraStateInvoice, "receipt"));
    for (const fact of [
      "Annapurna Provisions Private Limited",
      "GSTIN: 29AAGCA4821K1Z3",
      "Tax Invoice",
      "No. INV/2627/000042",
      "Date 05-06-2026 14:15",
      "Place of supply: Karnataka (29)",
      "Aashirvaad Shudh Chakki Atta — 5 kg 2 packs (10 KGS) × 289.00 = 578.00 Discount -20.00 HSN 1101 · GST 5%",
      "1 NOS × 120.00 = 120.00",
      "Taxable value 2,170.00 CGST 74.00 SGST 74.00 Total ₹2,318.00",
      "Tax summary Rate Taxable CGST SGST 5% 1,962.86 49.07 49.07",
      "Amount in words: Rupees Two Thousand Three Hundred Eighteen Only",
      "Authorised signatory: Meera Iyer",
    ]) {
      expect(text).toContain(fact);
    }
    const inter = textOf(await pdf(interStateInvoice, "receipt"));
    expect(inter).toContain("Rate Taxable IGST");
    expect(inter).not.toMatch(/CGST|SGST/);
    expect(textOf(await pdf(compositionBillOfSupply, "receipt"))).toContain("Composition taxable person, not eligible to collect tax on supplies");
  });
});

describe("renderInvoicePdf, every sample and layout", () => {
  it("draws every character, ₹ included, from an embedded Poppins", async () => {
    for (const [name, doc] of SAMPLES) {
      for (const layout of LAYOUTS) {
        const runs = (await pdf(doc, layout)).flatMap((p) => p.runs);
        expect(
          runs.filter((r) => r.glyphs.includes(0) || r.text.includes("\uFFFD")).map((r) => r.text),
          `${name} ${layout}`,
        ).toEqual([]);
        expect(new Set(runs.map((r) => r.font.replace(/^[A-Z]{6}\+/, "")))).toEqual(new Set(["Poppins-Regular", "Poppins-SemiBold", "Poppins-Bold"]));
      }
    }
    expect(textOf(await pdf(intraStateInvoice, "a4"))).toContain("₹2,318.00");
  });

  it("keeps text inside the margins, and never overlaps text on the same line", async () => {
    for (const [name, doc] of SAMPLES) {
      for (const layout of LAYOUTS) {
        const margin = layout === "a4" ? 36 : 12;
        for (const page of await pdf(doc, layout)) {
          for (const run of page.runs) {
            expect(run.x, `${name} ${layout}: ${run.text}`).toBeGreaterThanOrEqual(margin - 0.01);
            expect(run.x + run.width, `${name} ${layout}: ${run.text}`).toBeLessThanOrEqual(page.width - margin + 0.01);
            expect(run.y, `${name} ${layout}: ${run.text}`).toBeLessThanOrEqual(page.height - margin);
          }
          const byLine = new Map<number, PdfTextRun[]>();
          for (const run of page.runs) byLine.set(run.y, [...(byLine.get(run.y) ?? []), run]);
          for (const runs of byLine.values()) {
            runs.sort((a, b) => a.x - b.x);
            runs.slice(1).forEach((run, i) => expect(run.x, `${name} ${layout}: "${runs[i]!.text}" runs into "${run.text}"`).toBeGreaterThanOrEqual(runs[i]!.x + runs[i]!.width - 0.01));
          }
        }
      }
    }
  });

  it("gives the same file for the same document", async () => {
    const [a, b] = await Promise.all([renderInvoicePdf(creditNote, "a4"), renderInvoicePdf(creditNote, "a4")]);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });
});

describe("renderInvoicePdf, images", () => {
  const png = () =>
    sharp({ create: { width: 180, height: 60, channels: 4, background: { r: 20, g: 40, b: 120, alpha: 1 } } })
      .png()
      .toBuffer();

  it("draws the signature above the signatory and the logo beside the seller, in both layouts", async () => {
    const signature = new Uint8Array(await png());
    const logo = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#c0392b" } })
      .jpeg()
      .toBuffer();
    for (const layout of LAYOUTS) {
      const without = readPdfText(await renderInvoicePdf(creditNote, layout));
      const signed = readPdfText(await renderInvoicePdf(creditNote, layout, { signature }));
      const both = readPdfText(await renderInvoicePdf(creditNote, layout, { signature, logo }));
      expect([without, signed, both].map((pages) => pages.reduce((n, p) => n + p.images, 0))).toEqual([0, 1, 2]);
      expect(textOf(signed)).toContain(layout === "a4" ? "Authorised signatory" : "Authorised signatory: Meera Iyer");
    }
  });

  it("leaves out an image pdfkit cannot draw rather than fail the document", async () => {
    const gif = new TextEncoder().encode("GIF89a\u0001\u0000\u0001\u0000");
    const pages = readPdfText(await renderInvoicePdf(creditNote, "a4", { signature: gif, logo: null }));
    expect(pages.reduce((n, p) => n + p.images, 0)).toBe(0);
    expect(textOf(pages)).toContain("Authorised signatory");
  });
});
