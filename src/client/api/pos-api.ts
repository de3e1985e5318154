// The point of sale's calls (src/shared/api/pos.ts): who is at the counter, the counter's
// products and stock, pricing a sale, customers by phone, completing a sale under an
// Idempotency-Key, and the day's sales with their receipts and voids.
import {
  POS_CUSTOMERS_PATH,
  POS_PRODUCTS_PATH,
  POS_QUOTE_PATH,
  POS_SALES_PATH,
  POS_SESSION_PATH,
  posSalePath,
  posSaleVoidPath,
  type PosCustomerAnswer,
  type PosDayAnswer,
  type PosProductsAnswer,
  type PosQuote,
  type PosQuoteBody,
  type PosReceipt,
  type PosSaleBody,
  type PosSession,
} from "../../shared/api/pos";
import { http } from "./http-client";

/** Completing re-prices the sale and takes stock in one transaction, and a repeat of the same
 *  key may wait for the first, so the call is given as long as checkout's. */
export const POS_SALE_TIMEOUT_MS = 30_000;

export const posApi = {
  session: (signal?: AbortSignal) => http.get<PosSession>(POS_SESSION_PATH, { signal }),
  products: (warehouseId: number, q: string, signal?: AbortSignal) => http.get<PosProductsAnswer>(POS_PRODUCTS_PATH, { query: { warehouse_id: warehouseId, q }, signal }),
  quote: (body: PosQuoteBody, signal?: AbortSignal) => http.post<PosQuote>(POS_QUOTE_PATH, body, { signal }),
  findCustomer: (phone: string, signal?: AbortSignal) => http.get<PosCustomerAnswer>(POS_CUSTOMERS_PATH, { query: { phone }, signal }),
  addCustomer: (phone: string, name: string) => http.post<PosCustomerAnswer>(POS_CUSTOMERS_PATH, { phone, name }),
  sell: (body: PosSaleBody, idempotencyKey: string) => http.post<PosReceipt>(POS_SALES_PATH, body, { headers: { "idempotency-key": idempotencyKey }, timeoutMs: POS_SALE_TIMEOUT_MS }),
  day: (date: string | undefined, signal?: AbortSignal) => http.get<PosDayAnswer>(POS_SALES_PATH, { query: { date }, signal }),
  sale: (orderNumber: string, signal?: AbortSignal) => http.get<PosReceipt>(posSalePath(orderNumber), { signal }),
  voidSale: (orderNumber: string, reason: string) => http.post<PosReceipt>(posSaleVoidPath(orderNumber), { reason }),
};
