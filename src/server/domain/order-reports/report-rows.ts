// Problem reports read with what their readers are shown beside them (issue 33): the line they
// name, the order's number, how the money goes back and the state of its online refund, and for
// an open one what resolving it would refund now. One query shape for the shopper's order page,
// the back office's queue and the admin's order screen, so they never disagree.
import { asc, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import { API_BASE } from "../../../shared/constants";
import { toRupees } from "../../../shared/money";
import { refundDue, type ReportKind, type ReportStatus } from "../../../shared/order-reports";
import { reportPhotoPath, type OrderReport, type ReportFacts } from "../../../shared/api/order-reports";
import { adminReportPhotoPath, type AdminOrderReport, type ReportPerson } from "../../../shared/api/admin-order-reports";
import type { Tx } from "../audit/record-audit";
import { englishWords, reportKindWords, reportStatusWords, type Words } from "../orders/order-words";

/** What the order's other resolved reports gave back already (paise). */
const refundedBefore = sql<number>`(select coalesce(sum(other.refund_amount), 0) from order_reports other
  where other.order_id = ${t.orderReports.orderId} and other.status = 'resolved' and other.id <> ${t.orderReports.id})`.mapWith(Number);
/** Whether the order was paid online: its refunds then go back through the provider. */
const paidOnline = sql<boolean>`exists (select 1 from payments p where p.order_id = ${t.orderReports.orderId} and p.status = 'paid')`.mapWith(Boolean);

const columns = {
  report: t.orderReports,
  item: { id: t.orderItems.id, name: t.orderItems.name, pack: t.orderItems.packName, image: t.orderItems.image, quantity: t.orderItems.quantity, price: t.orderItems.price },
  order: { number: t.orders.orderNumber, userId: t.orders.userId, amount: t.orders.amount },
  refundStatus: t.refunds.status,
  refundedBefore,
  paidOnline,
};

export type ReportRow = Awaited<ReturnType<typeof reportRows>>[number];

/** The reports `where` picks, joined with their line, order and refund; `order` sorts them. */
export function reportRows(db: Db | Tx, where: SQL, order: SQL[] = [asc(t.orderReports.createdAt), asc(t.orderReports.id)]) {
  return db
    .select(columns)
    .from(t.orderReports)
    .innerJoin(t.orderItems, eq(t.orderItems.id, t.orderReports.orderItemId))
    .innerJoin(t.orders, eq(t.orders.id, t.orderReports.orderId))
    .leftJoin(t.refunds, eq(t.refunds.reportId, t.orderReports.id))
    .where(where)
    .orderBy(...order);
}

type RefundState = OrderReport["refund_status"];

/** The money of a report: refunded once resolved, due now while open, none once rejected. */
function money(row: ReportRow): { amount: number; by: "provider" | "shop" } {
  const { report } = row;
  const by = report.status === "resolved" ? (row.refundStatus !== null ? "provider" : "shop") : row.paidOnline ? "provider" : "shop";
  if (report.status === "resolved") return { amount: report.refundAmount, by };
  if (report.status === "rejected") return { amount: 0, by };
  return { amount: refundDue(row.item.price, report.quantity, row.order.amount, row.refundedBefore), by };
}

/** What both views show; each gives the address its photo is read from, and the words of its labels. */
function reportFacts(row: ReportRow, photoPath: (id: number) => string, intl: Words = englishWords()): ReportFacts {
  const { report } = row;
  return {
    id: report.id,
    kind: report.kind as ReportKind,
    kind_label: reportKindWords(report.kind, intl),
    quantity: report.quantity,
    note: report.note,
    photo_url: report.photo ? API_BASE + photoPath(report.id) : null,
    status: report.status as ReportStatus,
    status_label: reportStatusWords(report.status, intl),
    outcome: report.outcome,
    refund_status: (row.refundStatus as RefundState) ?? null,
    reported_at: report.createdAt.toISOString(),
    resolved_at: report.resolvedAt?.toISOString() ?? null,
  };
}

/** The shopper's view of a report, its labels worded by `intl` (the request's catalogue; English without it). */
export function shopperReport(row: ReportRow, intl: Words = englishWords()): OrderReport {
  const { report } = row;
  const resolved = report.status === "resolved";
  return {
    ...reportFacts(row, reportPhotoPath, intl),
    item_id: row.item.id,
    name: row.item.name,
    pack: row.item.pack,
    refund_amount: resolved ? toRupees(report.refundAmount) : 0,
    refund_by: resolved ? money(row).by : null,
  };
}

export function adminReport(row: ReportRow, person: (id: number | null) => ReportPerson | null): AdminOrderReport {
  const { report } = row;
  const { amount, by } = money(row);
  return {
    ...reportFacts(row, adminReportPhotoPath),
    order_number: row.order.number,
    customer: person(row.order.userId),
    item: { id: row.item.id, name: row.item.name, pack: row.item.pack, image: row.item.image, quantity: row.item.quantity, price: toRupees(row.item.price) },
    refund_amount: toRupees(amount),
    refund_by: by,
    resolved_by: person(report.resolvedBy),
  };
}

/** The reports of one order, oldest first, as its shopper sees them, worded by `intl`. */
export async function shopperReportsOf(db: Db, orderId: number, intl: Words = englishWords()): Promise<OrderReport[]> {
  return (await reportRows(db, eq(t.orderReports.orderId, orderId))).map((row) => shopperReport(row, intl));
}
