// Issues the GST documents of an order's sale (issue 34, ADR 0082): when a web order goes out for
// delivery, and at the counter when the sale is made, in the same transaction as that change. A
// website without a GSTIN issues nothing. Every product fact (HSN, rate, unit) is copied from the
// catalogue now, so later edits never reach an issued document.
import { and, eq, ne } from "drizzle-orm";
import { addressLines } from "../../../shared/address-lines";
import { amountInWords } from "../../../shared/gst/amount-in-words";
import { financialYearOf } from "../../../shared/gst/financial-year";
import { gstStateByName } from "../../../shared/gst/gst-states";
import type { GstDocumentKind, GstParty, GstRateKey, GstSeller, InvoiceDocument, InvoiceLine } from "../../../shared/gst/invoice-document";
import { computeInvoiceLines, documentKindOf, rateSummaryOf, splitForRegisteredBuyer, totalsOf } from "../../../shared/gst/invoice-lines";
import { defaultUqcFor, uqcQuantity } from "../../../shared/gst/uqc";
import { POS_CHANNEL } from "../pos/pos-receipt";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import type { Tx } from "../audit/record-audit";
import { Refusal } from "../refusal";
import { dispatchStateOf } from "./dispatch-state";
import { readGstProfile, type GstProfile } from "./gst-profile";
import { nextDocumentNumber } from "./next-document-number";

/** The series each kind of document is numbered in; every GSTIN numbers its own. */
const DOCUMENT_SERIES: Record<GstDocumentKind, string> = {
  tax_invoice: "INV",
  invoice_bill_of_supply: "INV",
  bill_of_supply: "BOS",
  credit_note: "CN",
};

const WALK_IN_BUYER = "Walk-in customer";

type OrderRow = typeof t.orders.$inferSelect;

/** The seller of an order: the website's GSTIN in the state its goods leave from. */
async function sellerOf(tx: Db | Tx, profile: GstProfile, websiteId: number, warehouseId: number | null): Promise<GstSeller> {
  const { warehouse, state } = await dispatchStateOf(tx, websiteId, warehouseId);
  const registration = state && profile.registrations.find((r) => r.stateCode === state.code);
  if (!state || !registration) {
    const where = warehouse ? `${warehouse}, ${state?.name ?? "a state not set"}` : (state?.name ?? "the shop's state");
    throw new Refusal("conflict", `This website has no GSTIN for ${where}, where the goods leave from. Add it in GST settings, or set the warehouse's state, before the order can be invoiced.`);
  }
  return {
    name: profile.settings.legal_name,
    address: registration.address,
    stateCode: state.code,
    state: state.name,
    gstin: registration.gstin,
    composition: profile.settings.composition,
  };
}

async function buyerOf(tx: Db | Tx, order: OrderRow, seller: GstSeller): Promise<GstParty> {
  if (order.address) {
    const a = order.address;
    const state = gstStateByName(a.state ?? "") ?? { code: seller.stateCode, name: seller.state };
    return {
      name: order.buyerName || a.name || "",
      address: addressLines(a).join(", "),
      stateCode: state.code,
      state: state.name,
      gstin: order.buyerGstin,
    };
  }
  // A counter sale: supplied at the counter, to the customer the cashier found or a walk-in.
  const [user] = order.userId ? await tx.select({ name: t.users.name }).from(t.users).where(eq(t.users.id, order.userId)) : [];
  return { name: order.buyerName || user?.name || WALK_IN_BUYER, address: "", stateCode: seller.stateCode, state: seller.state, gstin: order.buyerGstin };
}

/** Inserts one document, numbered in its series, and returns it with its row id. */
export async function insertDocument(
  tx: Db | Tx,
  websiteId: number,
  orderId: number,
  doc: Omit<InvoiceDocument, "number" | "financialYear">,
  extra: { againstId?: number; occasion?: string } = {},
): Promise<{ id: number; doc: InvoiceDocument }> {
  const financialYear = financialYearOf(new Date(doc.issuedAt));
  const series = DOCUMENT_SERIES[doc.kind];
  const { seq, number } = await nextDocumentNumber(tx, { websiteId, gstin: doc.seller.gstin, series, financialYear });
  const full: InvoiceDocument = { ...doc, number, financialYear };
  const [row] = await tx
    .insert(t.invoices)
    .values({
      websiteId,
      orderId,
      kind: doc.kind,
      gstin: doc.seller.gstin,
      series,
      financialYear,
      seq,
      number,
      issuedAt: new Date(doc.issuedAt),
      total: doc.totals.total,
      document: full as unknown as Record<string, unknown>,
      againstId: extra.againstId ?? null,
      occasion: extra.occasion ?? null,
    })
    .returning({ id: t.invoices.id });
  return { id: row!.id, doc: full };
}

/**
 * Issues the order's invoice (two for a business buyer of taxable and exempt goods) unless it
 * has one. Returns how many were issued: 0 for a website without a GSTIN or an invoiced order.
 * Refuses (409) when a product lacks its HSN or rate, or the dispatching state has no GSTIN:
 * the owner fixes that and moves the order again.
 */
export async function issueOrderInvoices(tx: Db | Tx, orderId: number, at: Date): Promise<number> {
  const [order] = await tx.select().from(t.orders).where(eq(t.orders.id, orderId)).for("update");
  if (!order) return 0;
  // Asked first: an order delivered after it went out was invoiced then, and needs no more.
  const issued = await tx
    .select({ id: t.invoices.id })
    .from(t.invoices)
    .where(and(eq(t.invoices.orderId, orderId), ne(t.invoices.kind, "credit_note")))
    .limit(1);
  if (issued.length > 0) return 0;
  const profile = await readGstProfile(tx, order.websiteId);
  if (profile.registrations.length === 0) return 0;

  const items = await tx
    .select({ item: t.orderItems, hsn: t.products.hsn, rate: t.products.gstRate, uqc: t.products.uqc, netQuantity: t.packs.netQuantity, unit: t.packs.unit, packCount: t.packs.packCount })
    .from(t.orderItems)
    .leftJoin(t.products, eq(t.products.id, t.orderItems.productId))
    .leftJoin(t.packs, eq(t.packs.id, t.orderItems.packId))
    .where(eq(t.orderItems.orderId, orderId))
    .orderBy(t.orderItems.id);
  const untaxed = items.find((i) => !i.hsn || !i.rate);
  if (untaxed) {
    throw new Refusal("conflict", `${untaxed.item.name} has no ${untaxed.hsn ? "GST rate" : "HSN code"}. Give it one in Products: order ${order.orderNumber} cannot be invoiced without it.`);
  }

  const seller = await sellerOf(tx, profile, order.websiteId, items[0]?.item.warehouseId ?? null);
  const buyer = await buyerOf(tx, order, seller);
  const interState = buyer.stateCode !== seller.stateCode;
  const computed = computeInvoiceLines({
    goods: items.map(({ item, hsn, rate, uqc, netQuantity, unit, packCount }) => {
      const pack = { netQuantity, unit, packCount: packCount ?? 1 };
      const code = uqc ?? defaultUqcFor(pack);
      return {
        description: `${item.name} — ${item.packName}`,
        hsn: hsn!,
        rate: rate as GstRateKey,
        uqc: code,
        quantity: uqcQuantity(item.quantity, pack, code),
        packs: item.quantity,
        unitPrice: item.price,
      };
    }),
    discount: order.discount,
    deliveryCharge: order.deliveryCharge,
    delivery: profile.settings.delivery_tax,
    interState,
    composition: seller.composition,
  });
  // The goods lines come back in the order given: each keeps its order line for credit notes.
  let goodsIndex = 0;
  const lines: InvoiceLine[] = computed.lines.map((line) => (line.kind === "goods" ? { ...line, orderItemId: items[goodsIndex++]!.item.id } : line));
  if (computed.totals.total !== order.amount) {
    throw new Error(`Order ${order.orderNumber}: the invoice comes to ${computed.totals.total} paise, the order to ${order.amount}`);
  }

  const buyerRegistered = buyer.gstin !== null;
  // Asked as for an unregistered buyer: a mix is one invoice-cum-bill of supply only for them
  // (rule 46A); a business gets a tax invoice and a bill of supply.
  const kind = documentKindOf(lines, { composition: seller.composition, buyerRegistered: false });
  const parts: { kind: GstDocumentKind; lines: InvoiceLine[] }[] = [];
  if (buyerRegistered && kind === "invoice_bill_of_supply") {
    const split = splitForRegisteredBuyer(lines);
    parts.push({ kind: "tax_invoice", lines: split.taxable }, { kind: "bill_of_supply", lines: split.exempt });
  } else {
    parts.push({ kind, lines });
  }
  for (const part of parts) {
    const totals = totalsOf(part.lines);
    const rateSummary = rateSummaryOf(part.lines);
    await insertDocument(tx, order.websiteId, orderId, {
      kind: part.kind,
      issuedAt: at.toISOString(),
      seller,
      buyer,
      placeOfSupply: { stateCode: buyer.stateCode, state: buyer.state },
      interState,
      orderNumber: order.orderNumber,
      channel: order.channel === POS_CHANNEL ? "pos" : "web",
      lines: part.lines,
      totals,
      rateSummary,
      amountInWords: amountInWords(totals.total),
      against: null,
      reason: "",
      signatory: { name: profile.settings.signatory_name, signature: profile.settings.signature },
    });
  }
  return parts.length;
}
