// The back-office's coupons (issue 11; contract src/shared/api/admin-coupons.ts): listed with
// their use counts, created, edited, disabled, and deleted only while never used. Every change
// is made in one transaction with its audit entry; a code the website already has is a 409 on
// the code field, whether found first or caught by the unique index (two admins at once).
// Each answer carries the coupon's state at the clock's now (coupon-state.ts).
import { and, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import type { ListMeta } from "../../../shared/api/admin-catalogue";
import { COUPON_CODE_TAKEN, COUPON_NOT_FOUND, COUPON_USED, type AdminCoupon, type CouponState, type ParsedCoupon } from "../../../shared/api/admin-coupons";
import { toPaise, toRupees } from "../../../shared/money";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import { Refusal, notFound } from "../refusal";
import { containsPattern } from "../admin-catalogue/admin-products";
import { recordAudit, type Tx } from "../audit/record-audit";
import { isUniqueViolation } from "../../db/pg-error";
import { couponState, couponUses } from "./coupon-state";

type CouponRow = typeof t.coupons.$inferSelect;

export interface CouponListFilter {
  q?: string | undefined;
  state?: CouponState | undefined;
  page: number;
  perPage: number;
}

const codeTaken = () => new Refusal("conflict", COUPON_CODE_TAKEN, { code: COUPON_CODE_TAKEN });

/** The stored columns of a body: paise and hundredths of a percent. */
function columnsOf(body: ParsedCoupon) {
  return {
    code: body.code,
    description: body.description,
    kind: body.kind,
    value: body.kind === "percent" ? Math.round(body.value * 100) : toPaise(body.value),
    maxDiscount: body.max_discount === null ? null : toPaise(body.max_discount),
    minOrder: toPaise(body.min_order),
    startsAt: body.starts_at === null ? null : new Date(body.starts_at),
    endsAt: body.ends_at === null ? null : new Date(body.ends_at),
    usageLimit: body.usage_limit,
    perUserLimit: body.per_user_limit,
    firstOrderOnly: body.first_order_only,
    active: body.active,
  };
}

export function couponAnswer(row: CouponRow, used: number, state: CouponState): AdminCoupon {
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    kind: row.kind,
    value: row.kind === "percent" ? row.value / 100 : toRupees(row.value),
    max_discount: row.maxDiscount === null ? null : toRupees(row.maxDiscount),
    min_order: toRupees(row.minOrder),
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
    usage_limit: row.usageLimit,
    per_user_limit: row.perUserLimit,
    first_order_only: row.firstOrderOnly,
    active: row.active,
    used,
    state,
  };
}

export function createAdminCoupons(db: Db, now: () => Date = () => new Date()) {
  /** Coupons rows with their uses and their state at `at`. */
  const answers = (tx: Db | Tx, at: Date) => tx.select({ row: t.coupons, used: couponUses(), state: couponState(at) }).from(t.coupons);
  const answerOf = (found: { row: CouponRow; used: number; state: CouponState }) => couponAnswer(found.row, found.used, found.state);

  /** The website's coupon, locked for the rest of the transaction when asked (a checkout redeeming it waits). */
  const one = async (tx: Db | Tx, websiteId: number, id: number, lock = false): Promise<AdminCoupon> => {
    const query = answers(tx, now()).where(and(eq(t.coupons.websiteId, websiteId), eq(t.coupons.id, id)));
    const [found] = lock ? await query.for("update", { of: t.coupons }) : await query;
    if (!found) throw notFound(COUPON_NOT_FOUND);
    return answerOf(found);
  };

  async function codeFree(tx: Tx, websiteId: number, code: string, except: number | null): Promise<void> {
    const [other] = await tx
      .select({ id: t.coupons.id })
      .from(t.coupons)
      .where(and(eq(t.coupons.websiteId, websiteId), eq(t.coupons.code, code)));
    if (other && other.id !== except) throw codeTaken();
  }

  async function write<T>(change: (tx: Tx) => Promise<T>): Promise<T> {
    try {
      return await db.transaction(change);
    } catch (error) {
      if (isUniqueViolation(error)) throw codeTaken();
      throw error;
    }
  }

  return {
    async list(websiteId: number, filter: CouponListFilter): Promise<{ data: AdminCoupon[]; meta: ListMeta }> {
      // One instant for the whole page, so the rows and the total agree on every state.
      const at = now();
      const where: SQL[] = [eq(t.coupons.websiteId, websiteId)];
      if (filter.q) where.push(or(ilike(t.coupons.code, containsPattern(filter.q)), ilike(t.coupons.description, containsPattern(filter.q)))!);
      if (filter.state !== undefined) where.push(eq(couponState(at), filter.state));
      const [rows, [total]] = await Promise.all([
        answers(db, at)
          .where(and(...where))
          .orderBy(desc(t.coupons.id))
          .limit(filter.perPage)
          .offset((filter.page - 1) * filter.perPage),
        db
          .select({ n: count() })
          .from(t.coupons)
          .where(and(...where)),
      ]);
      return { data: rows.map(answerOf), meta: { total: total?.n ?? 0, page: filter.page, per_page: filter.perPage } };
    },

    read: (websiteId: number, id: number) => one(db, websiteId, id),

    create: (websiteId: number, userId: number, body: ParsedCoupon) =>
      write(async (tx) => {
        await codeFree(tx, websiteId, body.code, null);
        const [made] = await tx
          .insert(t.coupons)
          .values({ websiteId, ...columnsOf(body) })
          .returning({ id: t.coupons.id });
        const after = await one(tx, websiteId, made!.id);
        await recordAudit(tx, { websiteId, userId, action: "create", entityType: "coupon", entityId: made!.id, before: null, after });
        return after;
      }),

    /** Replaces every rule; turning active off is recorded as disabling it. */
    update: (websiteId: number, userId: number, id: number, body: ParsedCoupon) =>
      write(async (tx) => {
        const before = await one(tx, websiteId, id, true);
        await codeFree(tx, websiteId, body.code, id);
        await tx.update(t.coupons).set(columnsOf(body)).where(eq(t.coupons.id, id));
        const after = await one(tx, websiteId, id);
        const action = before.active && !after.active ? "deactivate" : "update";
        await recordAudit(tx, { websiteId, userId, action, entityType: "coupon", entityId: id, before, after });
        return after;
      }),

    /** Deletes a coupon never used; the lock keeps a checkout from redeeming it meanwhile. */
    remove: (websiteId: number, userId: number, id: number) =>
      write(async (tx) => {
        const before = await one(tx, websiteId, id, true);
        if (before.used > 0) throw new Refusal("conflict", COUPON_USED);
        await tx.delete(t.coupons).where(eq(t.coupons.id, id));
        await recordAudit(tx, { websiteId, userId, action: "delete", entityType: "coupon", entityId: id, before, after: null });
      }),
  };
}
export type AdminCoupons = ReturnType<typeof createAdminCoupons>;
