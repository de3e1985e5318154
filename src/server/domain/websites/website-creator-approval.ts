// Who may create more than one website (issue 24, ADR 0047). Any signed-in account may create a
// website, so an account made a minute ago could otherwise make websites (and be their sales
// agent and admin) by the dozen. Until it is established it creates one: it is established once
// it was made on an earlier shop-local day than today (its owner came back on another day), once a
// superadmin approved it, or when it is a superadmin. The daily cap (website-creator.ts) stays.
import { and, count, eq, isNull } from "drizzle-orm";
import { NEW_ACCOUNT_ONE_WEBSITE, NO_SUCH_ACCOUNT, type ApprovedCreator } from "../../../shared/api/website-creators";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import { forbidden, notFound } from "../refusal";
import type { Tx } from "../audit/record-audit";
import { shopPeriodStart } from "../delivery/next-slot";

export interface CreatorAccount {
  superadmin: boolean;
  createdAt: Date;
  websiteCreatorApprovedAt: Date | null;
}

/** True when the account may create websites up to the daily cap. */
export function establishedCreator(user: CreatorAccount, now: Date): boolean {
  return user.superadmin || user.websiteCreatorApprovedAt !== null || user.createdAt < shopPeriodStart(now, "day");
}

/**
 * Refuses (403) a website to an account that is not established and already administers one.
 * Runs in the creating transaction with the account's row locked, so two creations at once by
 * a new account cannot both pass. Websites it administers count, whoever made them.
 */
export async function checkFirstDayAllowance(tx: Tx, userId: number, now: Date): Promise<void> {
  const [user] = await tx
    .select({ superadmin: t.users.superadmin, createdAt: t.users.createdAt, websiteCreatorApprovedAt: t.users.websiteCreatorApprovedAt })
    .from(t.users)
    .where(eq(t.users.id, userId))
    .for("update");
  if (!user || establishedCreator(user, now)) return;
  const [owned] = await tx
    .select({ n: count() })
    .from(t.websiteMembers)
    .where(and(eq(t.websiteMembers.userId, userId), eq(t.websiteMembers.isAdmin, true)));
  if ((owned?.n ?? 0) >= 1) throw forbidden(NEW_ACCOUNT_ONE_WEBSITE);
}

/** A superadmin's approval of the phone's account; 404 when the phone has none. */
export async function approveWebsiteCreator(db: Db, phone: string, now: Date): Promise<ApprovedCreator> {
  await db
    .update(t.users)
    .set({ websiteCreatorApprovedAt: now })
    .where(and(eq(t.users.phone, phone), isNull(t.users.websiteCreatorApprovedAt)));
  const [user] = await db.select({ approvedAt: t.users.websiteCreatorApprovedAt }).from(t.users).where(eq(t.users.phone, phone));
  if (!user?.approvedAt) throw notFound(NO_SUCH_ACCOUNT);
  return { phone, approved_at: user.approvedAt.toISOString(), message: "This account may now create websites up to the daily limit" };
}
