// API contract of "Notify me" (issue 33): a signed-in shopper's requests to hear when an
// out-of-stock pack is back. GET /s/api/account/stock-alerts: StockAlert[]. POST StockAlertBody:
// 201 StockAlert (409 PACK_IN_STOCK when it is on the shelf, TOO_MANY_ALERTS past the limit).
// DELETE /s/api/account/stock-alerts/{pack_id}: 204 (404 NOT_WAITING when there was no request).
import * as z from "zod/mini";

export const STOCK_ALERTS_PATH = "/s/api/account/stock-alerts";
export const stockAlertPath = (packId: number) => `${STOCK_ALERTS_PATH}/${packId}`;

/** Enough for a month's shopping list; more is someone scripting the shop. */
export const MAX_STOCK_ALERTS = 50;
export const PACK_IN_STOCK = "This pack is in stock: add it to your cart";
export const TOO_MANY_ALERTS = `You are waiting for ${MAX_STOCK_ALERTS} products already: remove one before asking for another`;

export const NOT_WAITING = "You were not waiting for this product";

export interface StockAlert {
  pack_id: number;
  warehouse_id: number;
}

const id = (label: string) => z.int(`Give a ${label} id`).check(z.positive(`Give a ${label} id`), z.maximum(2_147_483_647, `There is no such ${label}`));
export const stockAlertBody = z.strictObject({ pack_id: id("pack"), warehouse_id: id("warehouse") });
