// Issued documents of every kind, for the PDF tests and for looking at the layouts: the figures
// are worked out here the way issue works them out (tax backwards from prices that include it,
// CGST and SGST each half of it), so every total adds up as a real one does.
import type { GstDocumentKind, GstParty, GstRateKey, GstSeller, InvoiceDocument, InvoiceLine, RateSummary } from "../../../../shared/gst/invoice-document";

const SELLER: GstSeller = {
  name: "Annapurna Provisions Private Limited",
  address: "No. 14, 5th Cross, Sampige Road, Malleshwaram, Bengaluru, Karnataka 560003",
  stateCode: "29",
  state: "Karnataka",
  gstin: "29AAGCA4821K1Z3",
  composition: false,
};

const COMPOSITION_SELLER: GstSeller = {
  name: "Sri Lakshmi General Stores",
  address: "Shop 3, Gandhi Bazaar Main Road, Basavanagudi, Bengaluru, Karnataka 560004",
  stateCode: "29",
  state: "Karnataka",
  gstin: "29ABKPG7316M1ZQ",
  composition: true,
};

const SHOPPER: GstParty = {
  name: "Priya Raghavan",
  address: "Flat 302, Sai Residency, 12th Main, HAL 2nd Stage, Indiranagar, Bengaluru, Karnataka 560038",
  stateCode: "29",
  state: "Karnataka",
  gstin: null,
};

const CHENNAI_BUSINESS: GstParty = {
  name: "Chennai Fresh Mart LLP",
  address: "Old No. 8, New No. 21, Ranganathan Street, T. Nagar, Chennai, Tamil Nadu 600017",
  stateCode: "33",
  state: "Tamil Nadu",
  gstin: "33AAKFC5519R1ZV",
};

const WALK_IN: GstParty = { name: "Walk-in customer", address: "", stateCode: "29", state: "Karnataka", gstin: null };

const RATE_ORDER: GstRateKey[] = ["exempt", "0", "0.25", "3", "5", "12", "18", "28", "40"];

interface LineFacts {
  description: string;
  hsn: string;
  packs: number;
  /** In the UQC; the packs when left out. */
  quantity?: number;
  uqc: string;
  rate: GstRateKey;
  /** Rupees, tax included. */
  price: number;
  /** Rupees of the coupon this line carries. */
  discount?: number;
  kind?: InvoiceLine["kind"];
}

function invoiceLine(facts: LineFacts, interState: boolean, collectsTax: boolean): InvoiceLine {
  const unitPrice = Math.round(facts.price * 100);
  const gross = unitPrice * facts.packs;
  const discount = Math.round((facts.discount ?? 0) * 100);
  const net = gross - discount;
  const basis = facts.rate === "exempt" || !collectsTax ? 0 : Number(facts.rate) * 100;
  const half = Math.round((net * basis) / (2 * (10_000 + basis)));
  const tax = interState ? Math.round((net * basis) / (10_000 + basis)) : 2 * half;
  return {
    kind: facts.kind ?? "goods",
    description: facts.description,
    hsn: facts.hsn,
    packs: facts.packs,
    quantity: facts.quantity ?? facts.packs,
    uqc: facts.uqc,
    rate: facts.rate,
    unitPrice,
    gross,
    discount,
    taxable: net - tax,
    cgst: interState ? 0 : half,
    sgst: interState ? 0 : half,
    igst: interState ? tax : 0,
    total: net,
  };
}

interface DocumentFacts {
  kind: GstDocumentKind;
  number: string;
  issuedAt: string;
  seller?: GstSeller;
  buyer: GstParty;
  orderNumber: string;
  channel?: InvoiceDocument["channel"];
  lines: LineFacts[];
  /** Written out by hand for each sample: the words must be checked by eye, not derived here. */
  amountInWords: string;
  against?: InvoiceDocument["against"];
  reason?: string;
}

function sampleDocument(facts: DocumentFacts): InvoiceDocument {
  const seller = facts.seller ?? SELLER;
  const interState = facts.buyer.stateCode !== seller.stateCode;
  const collectsTax = !seller.composition;
  const lines = facts.lines.map((l) => invoiceLine(l, interState, collectsTax));
  const sum = (field: "gross" | "discount" | "taxable" | "cgst" | "sgst" | "igst" | "total", of: InvoiceLine[] = lines) => of.reduce((s, l) => s + l[field], 0);
  const rateSummary: RateSummary[] = RATE_ORDER.flatMap((rate) => {
    const at = lines.filter((l) => l.rate === rate);
    return at.length ? [{ rate, taxable: sum("taxable", at), cgst: sum("cgst", at), sgst: sum("sgst", at), igst: sum("igst", at) }] : [];
  });
  return {
    kind: facts.kind,
    number: facts.number,
    issuedAt: facts.issuedAt,
    financialYear: "2026-27",
    seller,
    buyer: facts.buyer,
    placeOfSupply: { stateCode: facts.buyer.stateCode, state: facts.buyer.state },
    interState,
    orderNumber: facts.orderNumber,
    channel: facts.channel ?? "web",
    lines,
    totals: { gross: sum("gross"), discount: sum("discount"), taxable: sum("taxable"), cgst: sum("cgst"), sgst: sum("sgst"), igst: sum("igst"), total: sum("total") },
    rateSummary,
    amountInWords: facts.amountInWords,
    against: facts.against ?? null,
    reason: facts.reason ?? "",
    signatory: { name: "Meera Iyer", signature: null },
  };
}

const DELIVERY: LineFacts = { kind: "delivery", description: "Delivery charges", hsn: "996813", packs: 1, uqc: "NA", rate: "18", price: 40 };

/** Nine lines within Karnataka: eight goods at 5, 18 and 40 %, a coupon spread over them, and delivery. */
export const intraStateInvoice = sampleDocument({
  kind: "tax_invoice",
  number: "INV/2627/000042",
  issuedAt: "2026-06-05T08:45:00.000Z",
  buyer: SHOPPER,
  orderNumber: "KR-104217",
  lines: [
    { description: "Aashirvaad Shudh Chakki Atta — 5 kg", hsn: "1101", packs: 2, quantity: 10, uqc: "KGS", rate: "5", price: 289, discount: 20 },
    { description: "Tata Sampann Unpolished Toor Dal (Arhar Dal), Rich in Protein — 1 kg pouch", hsn: "0713", packs: 2, quantity: 2, uqc: "KGS", rate: "5", price: 185, discount: 12 },
    { description: "Tata Tea Gold — 500 g", hsn: "0902", packs: 1, quantity: 0.5, uqc: "KGS", rate: "5", price: 310, discount: 15 },
    { description: "Amul Pure Ghee — 1 L", hsn: "0405", packs: 1, quantity: 1, uqc: "LTR", rate: "5", price: 650, discount: 30 },
    { description: "Britannia Good Day Cashew Cookies — 200 g", hsn: "1905", packs: 3, uqc: "PAC", rate: "5", price: 40, discount: 5 },
    { description: "Surf Excel Easy Wash Detergent Powder — 1 kg", hsn: "3402", packs: 1, quantity: 1, uqc: "KGS", rate: "18", price: 145, discount: 8 },
    { description: "Coca-Cola Original Taste — 750 ml", hsn: "2202", packs: 2, quantity: 1.5, uqc: "LTR", rate: "40", price: 40 },
    { description: "Colgate Strong Teeth Toothpaste — 200 g", hsn: "3306", packs: 1, uqc: "NOS", rate: "5", price: 120, discount: 5 },
    DELIVERY,
  ],
  amountInWords: "Rupees Two Thousand Three Hundred Eighteen Only",
});

/** Karnataka to a registered business in Tamil Nadu: IGST, and a total over a lakh. */
export const interStateInvoice = sampleDocument({
  kind: "tax_invoice",
  number: "INV/2627/000044",
  issuedAt: "2026-06-06T05:10:00.000Z",
  buyer: CHENNAI_BUSINESS,
  orderNumber: "KR-104301",
  lines: [
    { description: "India Gate Basmati Rice Classic — 25 kg bag", hsn: "1006", packs: 20, quantity: 500, uqc: "KGS", rate: "5", price: 2850.5 },
    { description: "Fortune Sunlite Refined Sunflower Oil — 15 L tin", hsn: "1512", packs: 10, quantity: 150, uqc: "LTR", rate: "5", price: 2350 },
    { description: "Madhur Pure & Hygienic Sugar — 5 kg", hsn: "1701", packs: 30, quantity: 150, uqc: "KGS", rate: "5", price: 275 },
    { description: "Everest Garam Masala — 100 g", hsn: "0910", packs: 50, quantity: 5, uqc: "KGS", rate: "5", price: 86.45 },
    { description: "Vim Dishwash Bar — 300 g, pack of 3", hsn: "3402", packs: 40, uqc: "PAC", rate: "18", price: 75 },
    { description: "Bisleri Packaged Drinking Water — 1 L, case of 12", hsn: "2201", packs: 25, quantity: 300, uqc: "LTR", rate: "5", price: 240.28 },
    { ...DELIVERY, price: 1500 },
  ],
  amountInWords: "Rupees One Lakh Three Thousand Five Hundred Eighty-Nine and Fifty Paise Only",
});

/** Taxed and exempt goods to an unregistered shopper (rule 46A), issued at 01:30 IST. */
export const invoiceCumBillOfSupply = sampleDocument({
  kind: "invoice_bill_of_supply",
  number: "INV/2627/000045",
  issuedAt: "2026-06-06T20:00:00.000Z",
  buyer: SHOPPER,
  orderNumber: "KR-104322",
  lines: [
    { description: "Fresh Tomato (Nati) — 1 kg", hsn: "0702", packs: 2, quantity: 2, uqc: "KGS", rate: "exempt", price: 40 },
    { description: "Nandini Toned Milk — 500 ml", hsn: "0401", packs: 4, quantity: 2, uqc: "LTR", rate: "exempt", price: 27 },
    { description: "Farm Fresh Eggs — pack of 6", hsn: "0407", packs: 2, quantity: 12, uqc: "NOS", rate: "exempt", price: 54 },
    { description: "Aashirvaad Shudh Chakki Atta — 5 kg", hsn: "1101", packs: 1, quantity: 5, uqc: "KGS", rate: "5", price: 289 },
    { description: "Parle-G Gold Biscuits — 1 kg", hsn: "1905", packs: 1, quantity: 1, uqc: "KGS", rate: "5", price: 160 },
    { description: "Fresh Coriander Leaves — bunch", hsn: "0709", packs: 1, uqc: "NOS", rate: "exempt", price: 15 },
  ],
  amountInWords: "Rupees Seven Hundred Sixty Only",
});

/** A damaged pack refunded against an earlier invoice (rule 53). */
export const creditNote = sampleDocument({
  kind: "credit_note",
  number: "CN/2627/000003",
  issuedAt: "2026-06-07T11:20:00.000Z",
  buyer: SHOPPER,
  orderNumber: "KR-104188",
  lines: [{ description: "Amul Pure Ghee — 1 L", hsn: "0405", packs: 1, quantity: 1, uqc: "LTR", rate: "5", price: 650, discount: 30 }],
  amountInWords: "Rupees Six Hundred Twenty Only",
  against: { number: "INV/2627/000041", issuedAt: "2026-05-28T05:30:00.000Z", kind: "tax_invoice", total: 187_450 },
  reason: "Damaged item refunded",
});

/** A composition seller's counter sale (rule 49): a bill of supply with no tax on it. */
export const compositionBillOfSupply = sampleDocument({
  kind: "bill_of_supply",
  number: "BOS/2627/000007",
  issuedAt: "2026-06-08T12:05:00.000Z",
  seller: COMPOSITION_SELLER,
  buyer: WALK_IN,
  orderNumber: "KR-POS-2291",
  channel: "pos",
  lines: [
    { description: "Gold Winner Refined Sunflower Oil — 1 L pouch", hsn: "1512", packs: 2, quantity: 2, uqc: "LTR", rate: "5", price: 165 },
    { description: "MTR Rava Idli Mix — 500 g", hsn: "2106", packs: 1, quantity: 0.5, uqc: "KGS", rate: "5", price: 120 },
    { description: "Lifebuoy Total 10 Soap — 125 g, pack of 4", hsn: "3401", packs: 1, uqc: "PAC", rate: "5", price: 180 },
    { description: "Maggi 2-Minute Masala Noodles — 70 g", hsn: "1902", packs: 6, uqc: "PAC", rate: "5", price: 14 },
  ],
  amountInWords: "Rupees Seven Hundred Fourteen Only",
});

/** A shop's shelf: [name, HSN, rate, UQC, then each pack size with its price]. */
const SHELF: [string, string, GstRateKey, string, ...[string, number][]][] = [
  ["Parle-G Gold Biscuits", "1905", "5", "PAC", ["100 g", 10], ["250 g", 25], ["1 kg", 160]],
  ["Maggi Masala Noodles", "1902", "5", "PAC", ["70 g", 14], ["280 g", 56], ["560 g", 105]],
  ["Kissan Mixed Fruit Jam", "2007", "5", "NOS", ["200 g", 75], ["500 g", 160], ["1 kg", 285]],
  ["Bru Instant Coffee", "2101", "5", "NOS", ["50 g", 120], ["100 g", 235], ["200 g", 460]],
  ["Red Label Tea", "0902", "5", "PAC", ["100 g", 60], ["250 g", 145], ["500 g", 285]],
  ["Nandini Ghee", "0405", "5", "NOS", ["200 ml", 140], ["500 ml", 330], ["1 L", 640]],
  ["Dettol Handwash", "3401", "5", "NOS", ["200 ml", 55], ["750 ml refill", 99], ["1.5 L refill", 189]],
  ["Surf Excel Easy Wash", "3402", "18", "PAC", ["500 g", 75], ["1 kg", 145], ["3 kg", 420]],
  ["Colgate Strong Teeth", "3306", "5", "NOS", ["100 g", 62], ["200 g", 120], ["300 g", 170]],
  ["Lizol Floor Cleaner", "3808", "18", "NOS", ["500 ml", 110], ["1 L", 205], ["2 L", 390]],
  ["Haldiram's Aloo Bhujia", "2106", "5", "PAC", ["200 g", 55], ["400 g", 110], ["1 kg", 255]],
  ["Amul Butter", "0405", "5", "NOS", ["100 g", 58], ["200 g", 114], ["500 g", 280]],
  ["Everest Garam Masala", "0910", "5", "PAC", ["50 g", 46], ["100 g", 86], ["200 g", 168]],
  ["MDH Chana Masala", "0910", "5", "PAC", ["50 g", 42], ["100 g", 80], ["500 g", 380]],
  ["Fortune Soya Chunks", "2106", "5", "PAC", ["200 g", 45], ["500 g", 105], ["1 kg", 200]],
  ["Tata Sampann Besan", "1106", "5", "PAC", ["500 g", 70], ["1 kg", 135], ["2 kg", 260]],
  ["Britannia Marie Gold", "1905", "5", "PAC", ["120 g", 20], ["250 g", 40], ["600 g", 95]],
  ["Vim Dishwash Gel", "3402", "18", "NOS", ["250 ml", 55], ["500 ml", 105], ["1 L", 199]],
  ["Cadbury Dairy Milk", "1806", "5", "NOS", ["13 g", 10], ["50 g", 45], ["110 g", 95]],
  ["Real Mixed Fruit Juice", "2009", "5", "NOS", ["200 ml", 25], ["1 L", 120], ["2 L", 230]],
];

/** Sixty lines, one row each: the table goes on to a second page, with its header again. */
export const longInvoice = sampleDocument({
  kind: "tax_invoice",
  number: "INV/2627/000046",
  issuedAt: "2026-06-09T06:30:00.000Z",
  buyer: SHOPPER,
  orderNumber: "KR-104400",
  lines: SHELF.flatMap(([name, hsn, rate, uqc, ...sizes]) =>
    sizes.map(([size, price], i): LineFacts => ({ description: `${name} — ${size}`, hsn, packs: i + 1, uqc, rate, price, discount: i === 2 ? 5 : 0 })),
  ),
  amountInWords: "Rupees Twenty-One Thousand Seven Hundred Sixty-Five Only",
});

export const SAMPLE_INVOICE_DOCUMENTS = {
  "intra-state-invoice": intraStateInvoice,
  "inter-state-invoice": interStateInvoice,
  "invoice-cum-bill-of-supply": invoiceCumBillOfSupply,
  "credit-note": creditNote,
  "composition-bill-of-supply": compositionBillOfSupply,
  "long-invoice": longInvoice,
} as const satisfies Record<string, InvoiceDocument>;
