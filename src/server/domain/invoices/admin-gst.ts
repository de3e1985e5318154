// The back office's GST screen (issue 34; contract src/shared/api/admin-gst.ts): the website's
// GST settings and registrations, the documents it issued, one document's PDF, and a month's
// GSTR-1 tables for one of its GSTINs.
import { and, count, desc, eq, gte, ilike, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { GstSettingsAnswer, GstSettingsBody, Gstr1TableName, IssuedDocumentsAnswer, IssuedDocumentSummary } from "../../../shared/api/admin-gst";
import { gstStateByCode } from "../../../shared/gst/gst-states";
import type { GstDocumentKind, InvoiceDocument } from "../../../shared/gst/invoice-document";
import { toRupees } from "../../../shared/money";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import { recordAudit } from "../audit/record-audit";
import { gstr1Tables } from "../gst-returns/gstr1-tables";
import { tableCsv } from "../gst-returns/table-csv";
import { notFound, Refusal } from "../refusal";
import { readGstProfile, type GstProfile } from "./gst-profile";
import { monthRange } from "./month-range";

function answerOf(profile: GstProfile, missing: number): GstSettingsAnswer {
  return {
    ...profile.settings,
    registrations: profile.registrations.map((r) => ({ gstin: r.gstin, state_code: r.stateCode, state: gstStateByCode(r.stateCode)?.name ?? r.stateCode, address: r.address })),
    registered: profile.registrations.length > 0,
    products_missing_tax: missing,
  };
}

async function productsMissingTax(db: Db, websiteId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(t.products)
    .where(and(eq(t.products.websiteId, websiteId), eq(t.products.active, true), or(isNull(t.products.hsn), isNull(t.products.gstRate))));
  return row?.n ?? 0;
}

export interface DocumentFilter {
  month?: string | undefined;
  kind?: GstDocumentKind | undefined;
  q?: string | undefined;
  page: number;
  perPage: number;
}

export const summaryOf = (row: { id: number; document: Record<string, unknown> }): IssuedDocumentSummary => {
  const doc = row.document as unknown as InvoiceDocument;
  return {
    id: row.id,
    kind: doc.kind,
    number: doc.number,
    issued_at: doc.issuedAt,
    order_number: doc.orderNumber,
    buyer: doc.buyer.name,
    gstin: doc.buyer.gstin,
    total: toRupees(doc.totals.total),
    against: doc.against?.number ?? null,
  };
};

/** `websites.forget` drops the kept website everywhere: checkout reads the settings from it. */
export function createAdminGst(db: Db, websites: { forget(websiteId: number): void }) {
  return {
    async readSettings(websiteId: number): Promise<GstSettingsAnswer> {
      const [profile, missing] = await Promise.all([readGstProfile(db, websiteId), productsMissingTax(db, websiteId)]);
      return answerOf(profile, missing);
    },

    /** Replaces the settings and registrations; one audit entry. Issued documents keep what they say. */
    async saveSettings(websiteId: number, userId: number, body: GstSettingsBody): Promise<GstSettingsAnswer> {
      if (body.composition && body.registrations.length > 1) {
        // A composition taxpayer registers in one state and cannot supply to another (section 10(2)(c)).
        throw new Refusal("invalid", "Under the composition scheme a business has one GSTIN, in its own state", { composition: "Only with one GSTIN" });
      }
      await db.transaction(async (tx) => {
        const [site] = await tx.select({ id: t.websites.id }).from(t.websites).where(eq(t.websites.id, websiteId)).for("update");
        if (!site) throw notFound("There is no such website");
        const before = await readGstProfile(tx, websiteId);
        const { registrations, ...settings } = body;
        await tx
          .update(t.websites)
          .set({ gstSettings: settings as unknown as Record<string, unknown> })
          .where(eq(t.websites.id, websiteId));
        await tx.delete(t.gstRegistrations).where(eq(t.gstRegistrations.websiteId, websiteId));
        if (registrations.length > 0) {
          await tx.insert(t.gstRegistrations).values(registrations.map((r) => ({ websiteId, gstin: r.gstin, stateCode: r.gstin.slice(0, 2), address: r.address })));
        }
        await recordAudit(tx, {
          websiteId,
          userId,
          action: "update",
          entityType: "gst_settings",
          entityId: websiteId,
          before: { ...before.settings, registrations: before.registrations },
          after: { ...settings, registrations: registrations.map((r) => ({ gstin: r.gstin, address: r.address })) },
        });
      });
      websites.forget(websiteId);
      return this.readSettings(websiteId);
    },

    async documents(websiteId: number, filter: DocumentFilter): Promise<IssuedDocumentsAnswer> {
      const i = t.invoices;
      const where: SQL[] = [eq(i.websiteId, websiteId)];
      if (filter.month) {
        const { from, to } = monthRange(filter.month);
        where.push(gte(i.issuedAt, from), lt(i.issuedAt, to));
      }
      if (filter.kind) where.push(eq(i.kind, filter.kind));
      if (filter.q) {
        const like = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        where.push(or(ilike(i.number, like), ilike(sql`${i.document}->>'orderNumber'`, like))!);
      }
      const condition = and(...where)!;
      const [rows, [total]] = await Promise.all([
        db
          .select({ id: i.id, document: i.document })
          .from(i)
          .where(condition)
          .orderBy(desc(i.issuedAt), desc(i.id))
          .limit(filter.perPage)
          .offset((filter.page - 1) * filter.perPage),
        db.select({ n: count() }).from(i).where(condition),
      ]);
      return { data: rows.map(summaryOf), meta: { page: filter.page, per_page: filter.perPage, total: total?.n ?? 0 } };
    },

    /** One document of the website, as issued; 404 for another website's. */
    async document(websiteId: number, id: number): Promise<InvoiceDocument> {
      const [row] = await db
        .select({ document: t.invoices.document })
        .from(t.invoices)
        .where(and(eq(t.invoices.websiteId, websiteId), eq(t.invoices.id, id)));
      if (!row) throw notFound("There is no such document");
      return row.document as unknown as InvoiceDocument;
    },

    /** One GSTR-1 table of a month as CSV, with the file name it downloads as. */
    async gstr1(websiteId: number, month: string, gstin: string, table: Gstr1TableName): Promise<{ csv: string; filename: string }> {
      const profile = await readGstProfile(db, websiteId);
      if (!profile.registrations.some((r) => r.gstin === gstin)) throw new Refusal("invalid", "That GSTIN is not one of this website's", { gstin: "Not this website's" });
      if (profile.settings.composition) throw new Refusal("conflict", "A composition taxpayer files CMP-08 and GSTR-4, not GSTR-1: there is nothing to export");
      const { from, to } = monthRange(month);
      const rows = await db
        .select({ document: t.invoices.document })
        .from(t.invoices)
        .where(and(eq(t.invoices.websiteId, websiteId), eq(t.invoices.gstin, gstin), gte(t.invoices.issuedAt, from), lt(t.invoices.issuedAt, to)))
        .orderBy(t.invoices.issuedAt, t.invoices.id);
      // Bills issued while the website was under composition belong to its CMP-08, not here.
      const docs = rows.map((r) => r.document as unknown as InvoiceDocument).filter((d) => !d.seller.composition);
      const tables = gstr1Tables(docs, { gstin, month });
      const found = tables.find((x) => x.name === table)!;
      return { csv: tableCsv(found), filename: `gstr1-${gstin}-${month}-${table}.csv` };
    },
  };
}
export type AdminGst = ReturnType<typeof createAdminGst>;
