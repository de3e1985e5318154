// The coupon judged again inside the transaction that uses it (ADR 0019), for checkout and the
// counter alike. Its row is read anew with a lock, not taken from the earlier pricing: the last
// use goes to one order, and a coupon an admin ended or limited meanwhile is judged as it is now.
import { eq } from "drizzle-orm";
import * as t from "../../db/schema";
import type { Tx } from "../audit/record-audit";
import { couponUses, toCouponRule } from "../cart/carts";
import { judgeCoupon, type CouponVerdict } from "../coupons/judge-coupon";
import { text } from "../server-text";

export interface LockedCouponFacts {
  websiteId: number;
  /** The customer the order is for; null for a walk-in sale at the counter. */
  userId: number | null;
  /** Valid lines at selling price, in paise. */
  subtotal: number;
  now: Date;
}

/** The verdict on the coupon row as it is now, locked until the transaction ends; its code is as stored. */
export async function judgeLockedCoupon(tx: Tx, coupon: { id: number; code: string }, facts: LockedCouponFacts): Promise<CouponVerdict & { code: string }> {
  const [row] = await tx.select().from(t.coupons).where(eq(t.coupons.id, coupon.id)).for("update");
  if (!row) {
    const said = text("server.couponInactive", { code: coupon.code });
    return { ok: false, kind: "invalid", message: String(said), text: said, code: coupon.code };
  }
  const uses = await couponUses(tx, row.id, facts.websiteId, facts.userId);
  const verdict = judgeCoupon(toCouponRule(row), { subtotal: facts.subtotal, now: facts.now, signedIn: facts.userId !== null, ...uses });
  return { ...verdict, code: row.code };
}
