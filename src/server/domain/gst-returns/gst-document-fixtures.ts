// Issued GST documents for the GSTR-1 tests: a Karnataka grocery's November 2026 (and a few
// documents on either side of it). Only the line facts are written here; each line's taxes and
// each document's totals and rate summary are worked out the way an issued document carries them,
// so that the tests' expected rows, worked out by hand from the line facts, check the export and
// not this file.
import type { GstDocumentKind, GstParty, GstRateKey, InvoiceDocument, InvoiceLine, RateSummary } from "../../../shared/gst/invoice-document";

export const SHOP_GSTIN = "29AABCK1234M1Z5";

const seller = { name: "Kirana Fresh Pvt Ltd", address: "12, 4th Cross, Jayanagar, Bengaluru", stateCode: "29", state: "Karnataka", gstin: SHOP_GSTIN, composition: false };

const party = (name: string, stateCode: string, state: string, gstin: string | null = null): GstParty => ({ name, address: `1, Main Road, ${state}`, stateCode, state, gstin });

export const BUYERS = {
  lakshmiStores: party("Sri Lakshmi Stores", "29", "Karnataka", "29AAGFS1234M1Z7"),
  chennaiMart: party("Chennai Fresh Mart", "33", "Tamil Nadu", "33AAHCC5678N1Z2"),
  anitha: party("Anitha Menon", "32", "Kerala"),
  joseph: party("Joseph Mathew", "32", "Kerala"),
  priya: party("Priya Kulkarni", "27", "Maharashtra"),
  rohan: party("Rohan Naik", "30", "Goa"),
  meera: party("Meera Rao", "29", "Karnataka"),
  walkIn: party("Walk-in customer", "29", "Karnataka"),
};

export interface LineFacts {
  hsn: string;
  uqc: string;
  quantity: number;
  rate: GstRateKey;
  /** Paise, net of tax. */
  taxable: number;
}

function line(facts: LineFacts, interState: boolean): InvoiceLine {
  const tax = facts.rate === "exempt" ? 0 : Math.round((facts.taxable * Number(facts.rate)) / 100);
  const cgst = interState ? 0 : Math.floor(tax / 2);
  const sgst = interState ? 0 : tax - cgst;
  const total = facts.taxable + tax;
  return {
    kind: "goods",
    description: `Goods of HSN ${facts.hsn}`,
    hsn: facts.hsn,
    packs: 1,
    quantity: facts.quantity,
    uqc: facts.uqc,
    rate: facts.rate,
    unitPrice: total,
    gross: total,
    discount: 0,
    taxable: facts.taxable,
    cgst,
    sgst,
    igst: interState ? tax : 0,
    total,
  };
}

export interface DocumentFacts {
  kind: GstDocumentKind;
  number: string;
  issuedAt: string;
  buyer: GstParty;
  lines: LineFacts[];
  against?: InvoiceDocument | { number: string; issuedAt: string; kind: GstDocumentKind; total: number };
  composition?: boolean;
}

export function gstDocument(facts: DocumentFacts): InvoiceDocument {
  const interState = facts.buyer.stateCode !== seller.stateCode;
  const lines = facts.lines.map((l) => line(l, interState));
  const sum = (pick: (l: InvoiceLine) => number) => lines.reduce((total, l) => total + pick(l), 0);
  const rates = new Map<GstRateKey, RateSummary>();
  for (const l of lines) {
    const row = rates.get(l.rate) ?? { rate: l.rate, taxable: 0, cgst: 0, sgst: 0, igst: 0 };
    row.taxable += l.taxable;
    row.cgst += l.cgst;
    row.sgst += l.sgst;
    row.igst += l.igst;
    rates.set(l.rate, row);
  }
  const against = facts.against
    ? { number: facts.against.number, issuedAt: facts.against.issuedAt, kind: facts.against.kind, total: "totals" in facts.against ? facts.against.totals.total : facts.against.total }
    : null;
  return {
    kind: facts.kind,
    number: facts.number,
    issuedAt: facts.issuedAt,
    financialYear: "2026-27",
    seller: { ...seller, composition: facts.composition ?? false },
    buyer: facts.buyer,
    placeOfSupply: { stateCode: facts.buyer.stateCode, state: facts.buyer.state },
    interState,
    orderNumber: `ORD-${facts.number.replace(/\D/g, "")}`,
    channel: facts.number.startsWith("POS/") ? "pos" : "web",
    lines,
    totals: { gross: sum((l) => l.gross), discount: 0, taxable: sum((l) => l.taxable), cgst: sum((l) => l.cgst), sgst: sum((l) => l.sgst), igst: sum((l) => l.igst), total: sum((l) => l.total) },
    rateSummary: [...rates.values()],
    amountInWords: "",
    against,
    reason: facts.kind === "credit_note" ? "Goods returned" : "",
    signatory: { name: "A. Kumar", signature: null },
  };
}

const atIst = (local: string) => new Date(`${local}+05:30`).toISOString();

// Invoices, by series: INV (website), POS (counter), BOS (bills of supply).

/** Issued 00:30 IST on 1 November: still 31 October in UTC, but November's. Unregistered, intra-State. */
export const INV_100 = gstDocument({
  kind: "tax_invoice",
  number: "INV/2627/000100",
  issuedAt: "2026-10-31T19:00:00.000Z",
  buyer: BUYERS.meera,
  lines: [{ hsn: "1101", uqc: "KGS", quantity: 5, rate: "5", taxable: 20000 }],
});

/** Registered buyer in Karnataka: two rates. */
export const INV_101 = gstDocument({
  kind: "tax_invoice",
  number: "INV/2627/000101",
  issuedAt: atIst("2026-11-03T10:00:00"),
  buyer: BUYERS.lakshmiStores,
  lines: [
    { hsn: "1101", uqc: "KGS", quantity: 10, rate: "5", taxable: 40000 },
    { hsn: "1512", uqc: "LTR", quantity: 2, rate: "5", taxable: 30000 },
    { hsn: "3402", uqc: "PAC", quantity: 4, rate: "18", taxable: 20000 },
  ],
});

/** Registered buyer in Tamil Nadu: IGST. */
export const INV_102 = gstDocument({
  kind: "tax_invoice",
  number: "INV/2627/000102",
  issuedAt: atIst("2026-11-05T11:00:00"),
  buyer: BUYERS.chennaiMart,
  lines: [{ hsn: "0405", uqc: "LTR", quantity: 5, rate: "5", taxable: 250000 }],
});

/** Unregistered, inter-State, ₹1,36,850: above the ₹1 lakh limit, so B2C large. */
export const INV_103 = gstDocument({
  kind: "tax_invoice",
  number: "INV/2627/000103",
  issuedAt: atIst("2026-11-10T09:15:00"),
  buyer: BUYERS.anitha,
  lines: [
    { hsn: "1006", uqc: "KGS", quantity: 500, rate: "5", taxable: 12000000 },
    { hsn: "0902", uqc: "KGS", quantity: 10, rate: "5", taxable: 500000 },
    { hsn: "2202", uqc: "LTR", quantity: 5, rate: "40", taxable: 400000 },
  ],
});

/** Unregistered, inter-State, ₹210: B2C small. */
export const INV_104 = gstDocument({
  kind: "tax_invoice",
  number: "INV/2627/000104",
  issuedAt: atIst("2026-11-12T18:00:00"),
  buyer: BUYERS.joseph,
  lines: [{ hsn: "1101", uqc: "KGS", quantity: 5, rate: "5", taxable: 20000 }],
});

/** Invoice-cum-bill of supply, unregistered, inter-State, exactly ₹1,00,000.00: not MORE than the limit, so B2C small. */
export const INV_105 = gstDocument({
  kind: "invoice_bill_of_supply",
  number: "INV/2627/000105",
  issuedAt: atIst("2026-11-14T12:00:00"),
  buyer: BUYERS.priya,
  lines: [
    { hsn: "1006", uqc: "KGS", quantity: 300, rate: "5", taxable: 9000000 },
    { hsn: "0701", uqc: "KGS", quantity: 200, rate: "exempt", taxable: 550000 },
  ],
});

/** Issued 00:00 IST on 1 December: still 30 November in UTC, but December's. */
export const INV_107 = gstDocument({
  kind: "tax_invoice",
  number: "INV/2627/000107",
  issuedAt: "2026-11-30T18:30:00.000Z",
  buyer: BUYERS.lakshmiStores,
  lines: [{ hsn: "1101", uqc: "KGS", quantity: 50, rate: "5", taxable: 200000 }],
});

/** Counter sale, walk-in: two rates. */
export const POS_31 = gstDocument({
  kind: "tax_invoice",
  number: "POS/2627/000031",
  issuedAt: atIst("2026-11-15T17:45:00"),
  buyer: BUYERS.walkIn,
  lines: [
    { hsn: "1512", uqc: "LTR", quantity: 1, rate: "5", taxable: 15000 },
    { hsn: "3402", uqc: "NOS", quantity: 4, rate: "18", taxable: 10000 },
  ],
});

/** Counter sale, walk-in: taxable, nil-rated (salt) and exempt (fresh milk) lines. */
export const POS_32 = gstDocument({
  kind: "invoice_bill_of_supply",
  number: "POS/2627/000032",
  issuedAt: atIst("2026-11-18T08:10:00"),
  buyer: BUYERS.walkIn,
  lines: [
    { hsn: "1101", uqc: "KGS", quantity: 10, rate: "5", taxable: 40000 },
    { hsn: "2501", uqc: "KGS", quantity: 2, rate: "0", taxable: 5000 },
    { hsn: "0401", uqc: "LTR", quantity: 2, rate: "exempt", taxable: 6000 },
  ],
});

/** Bill of supply to a registered buyer in Karnataka: fresh tomatoes, exempt. */
export const BOS_7 = gstDocument({
  kind: "bill_of_supply",
  number: "BOS/2627/000007",
  issuedAt: atIst("2026-11-20T10:00:00"),
  buyer: BUYERS.lakshmiStores,
  lines: [{ hsn: "0702", uqc: "KGS", quantity: 15, rate: "exempt", taxable: 45000 }],
});

/** Bill of supply to a registered buyer in Tamil Nadu: salt, nil-rated. */
export const BOS_8 = gstDocument({
  kind: "bill_of_supply",
  number: "BOS/2627/000008",
  issuedAt: atIst("2026-11-21T10:00:00"),
  buyer: BUYERS.chennaiMart,
  lines: [{ hsn: "2501", uqc: "KGS", quantity: 50, rate: "0", taxable: 50000 }],
});

// Credit notes.

/** One pack of detergent back from the registered buyer of INV_101. */
export const CN_11 = gstDocument({
  kind: "credit_note",
  number: "CN/2627/000011",
  issuedAt: atIst("2026-11-25T10:00:00"),
  buyer: BUYERS.lakshmiStores,
  against: INV_101,
  lines: [{ hsn: "3402", uqc: "PAC", quantity: 1, rate: "18", taxable: 5000 }],
});

/** 100 kg of rice back against the B2C large INV_103. */
export const CN_12 = gstDocument({
  kind: "credit_note",
  number: "CN/2627/000012",
  issuedAt: atIst("2026-11-26T10:00:00"),
  buyer: BUYERS.anitha,
  against: INV_103,
  lines: [{ hsn: "1006", uqc: "KGS", quantity: 100, rate: "5", taxable: 2400000 }],
});

/** One detergent bar back against the counter sale POS_31 (B2C small). */
export const CN_13 = gstDocument({
  kind: "credit_note",
  number: "CN/2627/000013",
  issuedAt: atIst("2026-11-27T10:00:00"),
  buyer: BUYERS.walkIn,
  against: POS_31,
  lines: [{ hsn: "3402", uqc: "NOS", quantity: 1, rate: "18", taxable: 2500 }],
});

/** Refund for tea from an October B2C small sale to Goa, INV/2627/000090 (₹525): a November row below zero. */
export const CN_14 = gstDocument({
  kind: "credit_note",
  number: "CN/2627/000014",
  issuedAt: atIst("2026-11-28T10:00:00"),
  buyer: BUYERS.rohan,
  against: { number: "INV/2627/000090", issuedAt: atIst("2026-10-20T10:00:00"), kind: "tax_invoice", total: 52500 },
  lines: [{ hsn: "0902", uqc: "KGS", quantity: 1, rate: "5", taxable: 10000 }],
});

/** The month's documents and the two just outside it, in no particular order. */
export const NOVEMBER_AND_AROUND: InvoiceDocument[] = [CN_14, INV_107, INV_101, BOS_8, CN_11, INV_100, INV_102, POS_32, INV_103, CN_12, INV_104, BOS_7, INV_105, POS_31, CN_13];
