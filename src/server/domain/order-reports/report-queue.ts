// The back office's view of problem reports (issue 33): the active website's reports of one
// status, oldest first by default (the queue is worked from its oldest end), a page at a time;
// those of one order for its screen; one report; and its photo. Every read is scoped to the
// website, so another website's report is not found.
import { and, asc, count, desc, eq, ilike, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import { REPORT_NOT_FOUND } from "../../../shared/api/order-reports";
import type { AdminOrderReport, AdminReportsAnswer, ReportQueueQuery } from "../../../shared/api/admin-order-reports";
import type { Tx } from "../audit/record-audit";
import { containsPattern } from "../admin-catalogue/admin-products";
import { peopleOf } from "../admin-people/website-customers";
import { notFound } from "../refusal";
import { readStoredPhoto } from "./report-photo";
import { adminReport, reportRows, type ReportRow } from "./report-rows";

export function createReportQueue(db: Db) {
  async function answers(reader: Db | Tx, websiteId: number, rows: ReportRow[]): Promise<AdminOrderReport[]> {
    const persons = await peopleOf(
      reader,
      websiteId,
      rows.flatMap((r) => [r.order.userId, r.report.resolvedBy]),
    );
    return rows.map((row) => adminReport(row, (id) => (id === null ? null : (persons.get(id) ?? null))));
  }

  const ofWebsite = (websiteId: number, ...more: (SQL | undefined)[]) => and(eq(t.orderReports.websiteId, websiteId), ...more)!;

  return {
    async list(websiteId: number, q: ReportQueueQuery): Promise<AdminReportsAnswer> {
      const where = ofWebsite(websiteId, eq(t.orderReports.status, q.status), q.q ? ilike(t.orders.orderNumber, containsPattern(q.q)) : undefined);
      const order = q.sort === "newest" ? [desc(t.orderReports.createdAt), desc(t.orderReports.id)] : [asc(t.orderReports.createdAt), asc(t.orderReports.id)];
      const [rows, [counted], [open]] = await Promise.all([
        reportRows(db, where, order)
          .limit(q.per_page)
          .offset((q.page - 1) * q.per_page),
        db.select({ n: count() }).from(t.orderReports).innerJoin(t.orders, eq(t.orders.id, t.orderReports.orderId)).where(where),
        db
          .select({ n: count() })
          .from(t.orderReports)
          .where(ofWebsite(websiteId, eq(t.orderReports.status, "open"))),
      ]);
      return { data: await answers(db, websiteId, rows), meta: { total: counted?.n ?? 0, page: q.page, per_page: q.per_page }, open: open?.n ?? 0 };
    },

    /** The reports of one order of the website, oldest first. */
    async forOrder(websiteId: number, orderId: number): Promise<AdminOrderReport[]> {
      return answers(db, websiteId, await reportRows(db, ofWebsite(websiteId, eq(t.orderReports.orderId, orderId))));
    },

    async one(websiteId: number, id: number): Promise<AdminOrderReport> {
      const [row] = await reportRows(db, ofWebsite(websiteId, eq(t.orderReports.id, id)));
      if (!row) throw notFound(REPORT_NOT_FOUND);
      return (await answers(db, websiteId, [row]))[0]!;
    },

    async photo(websiteId: number, id: number): Promise<{ contentType: string; bytes: Uint8Array }> {
      const [row] = await db
        .select({ photo: t.orderReports.photo })
        .from(t.orderReports)
        .where(ofWebsite(websiteId, eq(t.orderReports.id, id)));
      const stored = row?.photo ? await readStoredPhoto(db, websiteId, row.photo) : null;
      if (!stored) throw notFound(REPORT_NOT_FOUND);
      return stored;
    },
  };
}
export type ReportQueue = ReturnType<typeof createReportQueue>;
