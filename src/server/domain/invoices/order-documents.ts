// The GST documents of one order, for the order's page: the caller has checked who may read it.
import { and, asc, eq, type SQL } from "drizzle-orm";
import type { OrderDocument } from "../../../shared/api/account";
import type { GstDocumentKind, InvoiceDocument } from "../../../shared/gst/invoice-document";
import { toRupees } from "../../../shared/money";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import { notFound } from "../refusal";
import { documentKindWords, englishWords, type Words } from "../orders/order-words";

/** The order's documents, their kinds named by `intl` (the request's catalogue; English without it): the PDFs themselves stay English. */
export async function orderDocumentsOf(db: Db, orderId: number, intl: Words = englishWords()): Promise<OrderDocument[]> {
  const rows = await db
    .select({ id: t.invoices.id, kind: t.invoices.kind, number: t.invoices.number, issuedAt: t.invoices.issuedAt, total: t.invoices.total })
    .from(t.invoices)
    .where(eq(t.invoices.orderId, orderId))
    .orderBy(asc(t.invoices.id));
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as GstDocumentKind,
    label: documentKindWords(r.kind as GstDocumentKind, intl),
    number: r.number,
    issued_at: r.issuedAt.toISOString(),
    total: toRupees(r.total),
  }));
}

/** One document of the order `order` picks out (the caller's rule of who may read which order); 404 otherwise. */
export async function orderDocument(db: Db, order: SQL, documentId: number): Promise<InvoiceDocument> {
  const [row] = await db
    .select({ document: t.invoices.document })
    .from(t.invoices)
    .innerJoin(t.orders, eq(t.orders.id, t.invoices.orderId))
    .where(and(order, eq(t.invoices.id, documentId)));
  if (!row) throw notFound("This order has no such document");
  return row.document as unknown as InvoiceDocument;
}
