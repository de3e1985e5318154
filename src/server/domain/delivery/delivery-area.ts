// Which warehouse serves a visitor: the one mapped to their pincode, else the website's default.
import { and, asc, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";

export function createDeliveryArea(db: Db) {
  const defaults = new Map<number, { id: number; at: number }>();
  return {
    async defaultWarehouse(websiteId: number): Promise<number> {
      const hit = defaults.get(websiteId);
      if (hit && Date.now() - hit.at < 5_000) return hit.id;
      const [row] = await db.select({ id: t.warehouses.id }).from(t.warehouses).where(eq(t.warehouses.websiteId, websiteId)).orderBy(desc(t.warehouses.isDefault), asc(t.warehouses.id)).limit(1);
      // A website without warehouses still lists its catalogue, with nothing in stock.
      const id = row?.id ?? 0;
      defaults.set(websiteId, { id, at: Date.now() });
      return id;
    },
    async lookup(websiteId: number, pincode: string) {
      const [row] = await db
        .select({ warehouseId: t.warehousePincodes.warehouseId, area: t.warehousePincodes.area })
        .from(t.warehousePincodes)
        .where(and(eq(t.warehousePincodes.websiteId, websiteId), eq(t.warehousePincodes.pincode, pincode)))
        .limit(1);
      return row ?? null;
    },
    /** Drops the kept defaults, after the back-office changes which warehouse is a website's default. */
    forget(): void {
      defaults.clear();
    },
  };
}
export type DeliveryArea = ReturnType<typeof createDeliveryArea>;
