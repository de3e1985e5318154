// Each warehouse's delivery setup (its name, charge rule, slot rules and holidays), read for
// every cart the shop prices. It changes only when the back-office edits it, so it is kept for a
// few seconds per warehouse (and dropped at once by forget() after an edit); slot bookings,
// which change with every order, are never kept.
import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import { shopDate } from "./next-slot";

export interface WarehouseDelivery {
  name: string;
  charge: { id: number; name: string; charge: number; freeAbove: number | null } | null;
  /** Each slot rule with the holidays it does not run on (the warehouse's and the website's). */
  slots: (typeof t.deliverySlots.$inferSelect & { closedDates: ReadonlySet<string> })[];
}

export const DELIVERY_SETUP_TTL_MS = 5_000;

export function createDeliverySetup(db: Db, now: () => number = Date.now) {
  const kept = new Map<number, { at: number; setup: WarehouseDelivery }>();
  return {
    async forWarehouses(ids: number[]): Promise<Map<number, WarehouseDelivery>> {
      const at = now();
      const missing = ids.filter((id) => {
        const hit = kept.get(id);
        return !hit || at - hit.at >= DELIVERY_SETUP_TTL_MS;
      });
      if (missing.length) {
        // Holidays from yesterday on (a shop day may still be yesterday's on the server's clock),
        // read in the warehouse's own row so pricing a cart takes no extra statement.
        const since = shopDate(new Date(at), -1);
        const holidays = sql<
          string[] | null
        >`(select array_agg(h.date) from ${t.deliveryHolidays} h where h.website_id = warehouses.website_id and (h.warehouse_id = warehouses.id or h.warehouse_id is null) and h.date >= ${since})`;
        const [warehouses, slots] = await Promise.all([
          db
            .select({ id: t.warehouses.id, name: t.warehouses.name, charge: t.deliveryCharges, holidays })
            .from(t.warehouses)
            .leftJoin(t.deliveryCharges, eq(t.deliveryCharges.id, t.warehouses.deliveryChargeId))
            .where(inArray(t.warehouses.id, missing)),
          db.select().from(t.deliverySlots).where(inArray(t.deliverySlots.warehouseId, missing)),
        ]);
        for (const w of warehouses) {
          const charge = w.charge ? { id: w.charge.id, name: w.charge.name, charge: w.charge.charge, freeAbove: w.charge.freeAbove } : null;
          const closedDates: ReadonlySet<string> = new Set(w.holidays ?? []);
          kept.set(w.id, { at, setup: { name: w.name, charge, slots: slots.filter((s) => s.warehouseId === w.id).map((s) => ({ ...s, closedDates })) } });
        }
      }
      const out = new Map<number, WarehouseDelivery>();
      for (const id of ids) {
        const hit = kept.get(id);
        if (hit) out.set(id, hit.setup);
      }
      return out;
    },
    /** Drops what is kept, after the back-office changes a warehouse, its charge, slots or holidays. */
    forget(): void {
      kept.clear();
    },
  };
}
export type DeliverySetup = ReturnType<typeof createDeliverySetup>;
