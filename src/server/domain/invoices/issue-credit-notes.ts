// Credit notes (CGST rule 53, section 34): issued against an invoice when a sale is undone (a
// counter sale voided) or money is given back for part of it (a report resolved with a refund),
// in the transaction of that change and in their own series. An order without invoices (its
// website has no GSTIN, or it never went out) has nothing to credit.
import { and, eq, ne } from "drizzle-orm";
import { amountInWords } from "../../../shared/gst/amount-in-words";
import type { InvoiceDocument } from "../../../shared/gst/invoice-document";
import { creditLines, rateSummaryOf, totalsOf, wholeCreditLines } from "../../../shared/gst/invoice-lines";
import * as t from "../../db/schema";
import type { Tx } from "../audit/record-audit";
import { insertDocument } from "./issue-order-invoices";

async function invoicesOf(tx: Tx, orderId: number) {
  const rows = await tx
    .select({ id: t.invoices.id, websiteId: t.invoices.websiteId, document: t.invoices.document })
    .from(t.invoices)
    .where(and(eq(t.invoices.orderId, orderId), ne(t.invoices.kind, "credit_note")))
    .orderBy(t.invoices.id);
  return rows.map((r) => ({ id: r.id, websiteId: r.websiteId, doc: r.document as unknown as InvoiceDocument }));
}

async function credit(
  tx: Tx,
  orderId: number,
  invoice: { id: number; websiteId: number; doc: InvoiceDocument },
  lines: InvoiceDocument["lines"],
  occasion: string,
  reason: string,
  at: Date,
): Promise<void> {
  if (lines.length === 0) return;
  const totals = totalsOf(lines);
  const rateSummary = rateSummaryOf(lines);
  const inv = invoice.doc;
  await insertDocument(
    tx,
    invoice.websiteId,
    orderId,
    {
      ...inv,
      kind: "credit_note",
      issuedAt: at.toISOString(),
      lines,
      totals,
      rateSummary,
      amountInWords: amountInWords(totals.total),
      against: { number: inv.number, issuedAt: inv.issuedAt, kind: inv.kind, total: inv.totals.total },
      reason,
    },
    { againstId: invoice.id, occasion },
  );
}

/** Credits every invoice of the order whole (a voided counter sale). Idempotent per occasion. */
export async function creditWholeOrder(tx: Tx, orderId: number, reason: string, at: Date): Promise<void> {
  for (const invoice of await invoicesOf(tx, orderId)) {
    const [done] = await tx
      .select({ id: t.invoices.id })
      .from(t.invoices)
      .where(and(eq(t.invoices.againstId, invoice.id), eq(t.invoices.occasion, "cancel")));
    if (!done) await credit(tx, orderId, invoice, wholeCreditLines(invoice.doc.lines), "cancel", reason, at);
  }
}

/**
 * Credits `amount` paise (tax included) of one order line, for a resolved report. A credit note
 * never exceeds what the line was invoiced for: when a coupon lowered the line, the rest of the
 * refund is the shop's goodwill, not a reduction of the supply (ADR 0082).
 */
export async function creditOrderLine(tx: Tx, orderId: number, orderItemId: number, amount: number, occasion: string, reason: string, at: Date): Promise<void> {
  for (const invoice of await invoicesOf(tx, orderId)) {
    const lineIndex = invoice.doc.lines.findIndex((l) => l.orderItemId === orderItemId);
    if (lineIndex < 0) continue;
    const line = invoice.doc.lines[lineIndex]!;
    const take = Math.min(amount, line.total);
    if (take > 0) await credit(tx, orderId, invoice, creditLines(invoice.doc.lines, [{ lineIndex, amount: take }], invoice.doc.interState), occasion, reason, at);
    return;
  }
}
