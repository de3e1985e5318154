// The orders one person may open and act on, on a website: their own, and those they placed for
// a customer while they are still a sales agent of that website (the success page after placing
// one, the dashboard's list, and the same Cancel and Report a problem the customer has). Anyone
// else's answers as an order that does not exist.
import { and, eq, exists, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";

export const ordersReadableBy = (db: Db, websiteId: number, userId: number): SQL =>
  and(
    eq(t.orders.websiteId, websiteId),
    or(
      eq(t.orders.userId, userId),
      and(
        eq(t.orders.agentId, userId),
        exists(
          db
            .select({ one: sql`1` })
            .from(t.websiteMembers)
            .where(and(eq(t.websiteMembers.websiteId, websiteId), eq(t.websiteMembers.userId, userId), eq(t.websiteMembers.isSalesAgent, true))),
        ),
      ),
    ),
  )!;
