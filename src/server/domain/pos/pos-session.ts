// Who is at the counter and for which shop (issue 12): what the point of sale shows first.
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import type { PosSession } from "../../../shared/api/pos";
import { unauthorized } from "../refusal";
import type { CounterStaff } from "../websites/website-admins";
import { posWarehouses } from "./pos-lines";
import { posShop } from "./pos-shop";

export async function posSession(db: Db, who: CounterStaff): Promise<PosSession> {
  const [[user], shop, warehouses] = await Promise.all([
    db.select({ id: t.users.id, name: t.users.name, phone: t.users.phone }).from(t.users).where(eq(t.users.id, who.userId)),
    posShop(db, who.websiteId),
    posWarehouses(db, who.websiteId),
  ]);
  if (!user) throw unauthorized("Please sign in to continue");
  return { website: { id: who.websiteId, name: shop.name, address: shop.address, phone: shop.phone }, user, role: who.role, warehouses };
}
