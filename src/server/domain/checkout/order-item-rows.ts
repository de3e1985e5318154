// An order keeps copies of its lines as they were sold, so later changes to a pack or product
// never rewrite an order. Online checkout and the counter (issue 12) write them alike.
import type * as t from "../../db/schema";
import type { PricedLine } from "../cart/price-cart";

/** The order_items rows of priced lines; the MRP is never shown below the price paid. */
export function orderItemRows(orderId: number, lines: readonly PricedLine[]): (typeof t.orderItems.$inferInsert)[] {
  return lines.map((l) => ({
    orderId,
    packId: l.packId,
    productId: l.productId,
    warehouseId: l.warehouseId,
    slug: l.slug,
    name: l.name,
    packName: l.packName,
    image: l.image,
    quantity: l.quantity,
    price: l.price,
    mrp: Math.max(l.mrp, l.price),
    amount: l.price * l.quantity,
  }));
}
