// Reads the active website's audit log for its admins, newest first (issue 11).
import { and, count, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import type { AuditAnswer } from "../../../shared/api/admin-catalogue";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";

export interface AuditFilter {
  entityType?: string | undefined;
  entityId?: number | undefined;
  userId?: number | undefined;
  action?: string | undefined;
  /** Inclusive day bounds, YYYY-MM-DD in UTC. */
  from?: string | undefined;
  to?: string | undefined;
  page: number;
  perPage: number;
}

const DAY_MS = 86_400_000;

export function createAuditReader(db: Db) {
  return {
    async list(websiteId: number, filter: AuditFilter): Promise<AuditAnswer> {
      const where: SQL[] = [eq(t.auditLog.websiteId, websiteId)];
      if (filter.entityType) where.push(eq(t.auditLog.entityType, filter.entityType));
      if (filter.entityId !== undefined) where.push(eq(t.auditLog.entityId, filter.entityId));
      if (filter.userId !== undefined) where.push(eq(t.auditLog.userId, filter.userId));
      if (filter.action) where.push(eq(t.auditLog.action, filter.action));
      if (filter.from) where.push(gte(t.auditLog.at, new Date(`${filter.from}T00:00:00Z`)));
      // The `to` day is included whole.
      if (filter.to) where.push(lt(t.auditLog.at, new Date(Date.parse(`${filter.to}T00:00:00Z`) + DAY_MS)));
      const condition = and(...where);
      const [rows, [total]] = await Promise.all([
        db
          .select({ entry: t.auditLog, userName: t.users.name, userPhone: t.users.phone })
          .from(t.auditLog)
          .leftJoin(t.users, eq(t.users.id, t.auditLog.userId))
          .where(condition)
          .orderBy(desc(t.auditLog.at), desc(t.auditLog.id))
          .limit(filter.perPage)
          .offset((filter.page - 1) * filter.perPage),
        db.select({ n: count() }).from(t.auditLog).where(condition),
      ]);
      return {
        data: rows.map(({ entry, userName, userPhone }) => ({
          id: entry.id,
          action: entry.action,
          entity_type: entry.entityType,
          entity_id: entry.entityId,
          user: entry.userId === null ? null : { id: entry.userId, name: userName ?? "", phone: userPhone ?? "" },
          before: entry.before ?? null,
          after: entry.after ?? null,
          at: entry.at.toISOString(),
        })),
        meta: { total: total?.n ?? 0, page: filter.page, per_page: filter.perPage },
      };
    },
  };
}
export type AuditReader = ReturnType<typeof createAuditReader>;
