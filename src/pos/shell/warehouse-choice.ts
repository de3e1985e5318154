// The warehouse a counter sells from, remembered on this device per website: a tablet stays at
// one counter, so the choice outlives the session. Storage may be unavailable (private mode,
// quota); the counter then simply asks again.
import type { PosWarehouse } from "../../shared/api/pos";

const key = (websiteId: number) => `kirana.pos.warehouse.${websiteId}`;

/** The remembered warehouse when it still exists, else the website's default, else the first. */
export function rememberedWarehouse(websiteId: number, warehouses: readonly PosWarehouse[]): PosWarehouse | null {
  let stored: number | null = null;
  try {
    stored = Number(localStorage.getItem(key(websiteId)));
  } catch {
    stored = null;
  }
  return warehouses.find((w) => w.id === stored) ?? warehouses.find((w) => w.is_default) ?? warehouses[0] ?? null;
}

export function rememberWarehouse(websiteId: number, warehouseId: number): void {
  try {
    localStorage.setItem(key(websiteId), String(warehouseId));
  } catch {
    // Not remembered: the default is offered next time.
  }
}
