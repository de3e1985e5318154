// The lines, totals and tax summary of a GST document, computed once at issue from what was
// sold (issue 34). Shelf prices include tax; a coupon is shared over the goods; the delivery
// charge is either part of the supply of goods or a service of its own, as the shop declares.
import type { GstDocumentKind, GstRateKey, InvoiceLine, InvoiceTotals, RateSummary } from "./invoice-document";
import { allocateDiscount } from "./allocate-discount";
import { GST_RATES, isGstRateKey, isTaxable, rateBasisPoints } from "./gst-rates";
import { splitTax, type TaxSplit } from "./tax-split";
import { SERVICE_UQC } from "./uqc";

/**
 * composite: delivery is part of a composite supply whose principal supply is the goods
 * (section 8(a) CGST Act), so it is taxed at the principal line's rate under its HSN.
 * separate: the shop charges delivery as a service of its own, under its SAC and rate.
 */
export type DeliveryTax = { mode: "composite" } | { mode: "separate"; sac: string; rate: GstRateKey };

export interface InvoiceGoodsInput {
  description: string;
  hsn: string;
  rate: GstRateKey;
  uqc: string;
  /** In `uqc`, up to three decimals (uqcQuantity). */
  quantity: number;
  packs: number;
  /** One pack's price, tax included, paise. */
  unitPrice: number;
}

export interface InvoiceLinesInput {
  goods: readonly InvoiceGoodsInput[];
  /** The order's coupon discount, paise, tax included; shared over the goods lines only. */
  discount: number;
  deliveryCharge: number;
  delivery: DeliveryTax;
  interState: boolean;
  /** A composition seller collects no tax (section 10): see computeInvoiceLines. */
  composition: boolean;
}

export interface InvoiceComputation {
  lines: InvoiceLine[];
  totals: InvoiceTotals;
  rateSummary: RateSummary[];
}

export const COMPOSITE_DELIVERY_DESCRIPTION = "Delivery charge (part of the supply of goods)";
export const SEPARATE_DELIVERY_DESCRIPTION = "Delivery charge";

const isPaise = (n: number) => Number.isSafeInteger(n) && n >= 0;

function checkGoods(g: InvoiceGoodsInput): void {
  if (!isGstRateKey(g.rate)) throw new RangeError(`not a GST rate: ${String(g.rate)}`);
  if (!isPaise(g.unitPrice)) throw new RangeError(`not a price in paise: ${g.unitPrice}`);
  if (!Number.isSafeInteger(g.packs) || g.packs < 1) throw new RangeError(`not a number of packs: ${g.packs}`);
  if (!Number.isFinite(g.quantity) || g.quantity < 0) throw new RangeError(`not a quantity: ${g.quantity}`);
}

// A composition seller's documents carry no tax at all: the whole amount is the value of supply.
function lineTax(total: number, rate: GstRateKey, interState: boolean, composition: boolean): TaxSplit {
  return composition ? { taxable: total, cgst: 0, sgst: 0, igst: 0 } : splitTax(total, rate, interState);
}

/** The goods line a composite delivery follows: the largest total; on a tie the higher rate,
 *  then the earlier line. */
function principalIndex(goods: readonly InvoiceLine[]): number {
  let best = 0;
  for (let i = 1; i < goods.length; i++) {
    const [a, b] = [goods[i]!, goods[best]!];
    if (a.total > b.total || (a.total === b.total && rateBasisPoints(a.rate) > rateBasisPoints(b.rate))) best = i;
  }
  return best;
}

/** The sums of the lines' figures. */
export function totalsOf(lines: readonly InvoiceLine[]): InvoiceTotals {
  const totals: InvoiceTotals = { gross: 0, discount: 0, taxable: 0, cgst: 0, sgst: 0, igst: 0, total: 0 };
  for (const l of lines) {
    totals.gross += l.gross;
    totals.discount += l.discount;
    totals.taxable += l.taxable;
    totals.cgst += l.cgst;
    totals.sgst += l.sgst;
    totals.igst += l.igst;
    totals.total += l.total;
  }
  return totals;
}

/** One row per rate the lines use, in GST_RATES order. */
export function rateSummaryOf(lines: readonly InvoiceLine[]): RateSummary[] {
  return GST_RATES.flatMap(({ key }) => {
    const at = lines.filter((l) => l.rate === key);
    if (at.length === 0) return [];
    const t = totalsOf(at);
    return [{ rate: key, taxable: t.taxable, cgst: t.cgst, sgst: t.sgst, igst: t.igst }];
  });
}

/**
 * The lines of a sale: one per goods line (gross = unitPrice × packs, less its share of the
 * coupon, its tax from splitTax), then, when deliveryCharge > 0, a "delivery" line carrying no
 * discount and no goods quantity (quantity 0, packs 1, so the HSN summary counts only goods):
 * - composite: description COMPOSITE_DELIVERY_DESCRIPTION, with the principal goods line's rate,
 *   HSN and UQC (principal: the largest total; ties: the higher rate, then the first line);
 * - separate: description SEPARATE_DELIVERY_DESCRIPTION, its SAC and rate, UQC "NA".
 * A composition seller charges no tax: every line keeps the rate given but has taxable = total
 * and no CGST, SGST or IGST (the document is a bill of supply, documentKindOf).
 * totals.total = Σ gross − discount + deliveryCharge, exactly. Throws for an empty cart, bad
 * figures, or a discount larger than the goods.
 */
export function computeInvoiceLines(input: InvoiceLinesInput): InvoiceComputation {
  const { goods, interState, composition, delivery } = input;
  if (goods.length === 0) throw new RangeError("an invoice has at least one line of goods");
  goods.forEach(checkGoods);
  if (!isPaise(input.deliveryCharge)) throw new RangeError(`not a delivery charge: ${input.deliveryCharge}`);

  const gross = goods.map((g) => g.unitPrice * g.packs);
  const shares = allocateDiscount(gross, input.discount);
  const lines: InvoiceLine[] = goods.map((g, i) => {
    const total = gross[i]! - shares[i]!;
    return {
      kind: "goods",
      description: g.description,
      hsn: g.hsn,
      packs: g.packs,
      quantity: g.quantity,
      uqc: g.uqc,
      rate: g.rate,
      unitPrice: g.unitPrice,
      gross: gross[i]!,
      discount: shares[i]!,
      ...lineTax(total, g.rate, interState, composition),
      total,
    };
  });

  const charge = input.deliveryCharge;
  if (charge > 0) {
    let head: Pick<InvoiceLine, "description" | "hsn" | "uqc" | "rate">;
    if (delivery.mode === "composite") {
      const principal = lines[principalIndex(lines)]!;
      head = { description: COMPOSITE_DELIVERY_DESCRIPTION, hsn: principal.hsn, uqc: principal.uqc, rate: principal.rate };
    } else {
      if (!isGstRateKey(delivery.rate)) throw new RangeError(`not a GST rate: ${String(delivery.rate)}`);
      head = { description: SEPARATE_DELIVERY_DESCRIPTION, hsn: delivery.sac, uqc: SERVICE_UQC, rate: delivery.rate };
    }
    lines.push({ kind: "delivery", ...head, packs: 1, quantity: 0, unitPrice: charge, gross: charge, discount: 0, ...lineTax(charge, head.rate, interState, composition), total: charge });
  }

  return { lines, totals: totalsOf(lines), rateSummary: rateSummaryOf(lines) };
}

const round3 = (n: number) => Math.round(Number((n * 1000).toPrecision(15))) / 1000;

/** a × b ÷ c rounded half up, exactly, for non-negative integers whose product may pass 2^53. */
function mulDivRoundHalfUp(a: number, b: number, c: number): number {
  const [x, d] = [BigInt(a) * BigInt(b), BigInt(c)];
  return Number((2n * x + d) / (2n * d));
}

/**
 * The lines of a credit note (rule 53) giving back `amount` paise, tax included, of invoice line
 * `lineIndex`, for each entry of `take`. Each keeps its line's description, HSN, rate, UQC and
 * unit price; packs, quantity (3 decimals), gross and discount are the line's in proportion to
 * amount ÷ line total, so a whole line comes back exactly as it was. Tax is worked out afresh
 * with splitTax — except that a line which carried no tax (a composition seller's) gives none
 * back. Throws when an entry names no line, or a line would give back more than its total.
 */
export function creditLines(invoiceLines: readonly InvoiceLine[], take: readonly { lineIndex: number; amount: number }[], interState: boolean): InvoiceLine[] {
  const taken = new Map<number, number>();
  return take.map(({ lineIndex, amount }) => {
    const line = invoiceLines[lineIndex];
    if (!line || !Number.isInteger(lineIndex)) throw new RangeError(`no invoice line ${lineIndex}`);
    if (!Number.isSafeInteger(amount) || amount < 1) throw new RangeError(`not an amount to give back: ${amount}`);
    const sofar = (taken.get(lineIndex) ?? 0) + amount;
    if (sofar > line.total) throw new RangeError(`line ${lineIndex} comes to ${line.total}; ${sofar} cannot be given back`);
    taken.set(lineIndex, sofar);
    const gross = mulDivRoundHalfUp(line.gross, amount, line.total);
    const carriedTax = line.cgst + line.sgst + line.igst > 0;
    return {
      ...line,
      packs: round3((line.packs * amount) / line.total),
      quantity: round3((line.quantity * amount) / line.total),
      gross,
      discount: gross - amount,
      ...lineTax(amount, line.rate, interState, !carriedTax),
      total: amount,
    };
  });
}

/** Every line as it was, for a credit note that undoes a whole sale (cancelled or voided). */
export const wholeCreditLines = (invoiceLines: readonly InvoiceLine[]): InvoiceLine[] => invoiceLines.map((l) => ({ ...l }));

/**
 * The kind of document these lines are issued on (rules 46, 46A, 49): a composition seller's, or
 * one with no taxable line (all exempt or 0%), is a bill of supply; all lines taxable, a tax
 * invoice; a mix to an unregistered buyer, an invoice-cum-bill of supply. Rule 46A allows that
 * mix only for an unregistered buyer, so for a registered one this throws: split the lines with
 * splitForRegisteredBuyer and ask again for each part.
 */
export function documentKindOf(lines: readonly InvoiceLine[], who: { composition: boolean; buyerRegistered: boolean }): GstDocumentKind {
  if (lines.length === 0) throw new RangeError("a document has at least one line");
  if (who.composition) return "bill_of_supply";
  const taxable = lines.filter((l) => isTaxable(l.rate)).length;
  if (taxable === 0) return "bill_of_supply";
  if (taxable === lines.length) return "tax_invoice";
  if (!who.buyerRegistered) return "invoice_bill_of_supply";
  throw new Error("taxable and exempt lines to a registered buyer go on two documents: use splitForRegisteredBuyer");
}

/**
 * A registered buyer's mixed sale as two documents: the CALLER ISSUES TWO — a tax invoice for
 * `taxable` and a bill of supply for `exempt` — each with its own number, totalsOf and
 * rateSummaryOf. A composite delivery line has its principal line's rate, so grouping by rate
 * puts it with its principal line; a separate delivery goes by its own rate.
 */
export function splitForRegisteredBuyer(lines: readonly InvoiceLine[]): { taxable: InvoiceLine[]; exempt: InvoiceLine[] } {
  return { taxable: lines.filter((l) => isTaxable(l.rate)), exempt: lines.filter((l) => !isTaxable(l.rate)) };
}
