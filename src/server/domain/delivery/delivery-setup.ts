// Each warehouse's delivery setup (its name, charge rule and slot rules), read for every cart
// the shop prices. It changes only when the back-office edits it, so it is kept for a few
// seconds per warehouse; slot bookings, which change with every order, are never kept.
import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";

export interface WarehouseDelivery {
  name: string;
  charge: { id: number; name: string; charge: number; freeAbove: number | null } | null;
  slots: (typeof t.deliverySlots.$inferSelect)[];
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
        const [warehouses, slots] = await Promise.all([
          db
            .select({ id: t.warehouses.id, name: t.warehouses.name, charge: t.deliveryCharges })
            .from(t.warehouses)
            .leftJoin(t.deliveryCharges, eq(t.deliveryCharges.id, t.warehouses.deliveryChargeId))
            .where(inArray(t.warehouses.id, missing)),
          db.select().from(t.deliverySlots).where(inArray(t.deliverySlots.warehouseId, missing)),
        ]);
        for (const w of warehouses) {
          const charge = w.charge ? { id: w.charge.id, name: w.charge.name, charge: w.charge.charge, freeAbove: w.charge.freeAbove } : null;
          kept.set(w.id, { at, setup: { name: w.name, charge, slots: slots.filter((s) => s.warehouseId === w.id) } });
        }
      }
      const out = new Map<number, WarehouseDelivery>();
      for (const id of ids) {
        const hit = kept.get(id);
        if (hit) out.set(id, hit.setup);
      }
      return out;
    },
    /** Drops what is kept, after the back-office changes a warehouse, its charge or its slots. */
    forget(): void {
      kept.clear();
    },
  };
}
export type DeliverySetup = ReturnType<typeof createDeliverySetup>;
