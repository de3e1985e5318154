// The receipt a sale just brought back, handed from the counter to the receipt's route: a
// route's loader sees the address, not the navigation's state, and the sale's own answer is the
// receipt, so asking the server for it again would only delay it. Handed over for one opening:
// the receipt opened again (reprinted from the day's sales, or after a reload) is asked for.
import type { PosReceipt } from "../../shared/api/pos";

/** The navigation's state that opens a receipt as the sale just made (kept in its history entry). */
export interface SoldState {
  sold: string;
}

let handed: PosReceipt | null = null;

/** The counter, as it opens the receipt of the sale it just made: the state to open it with. */
export function handOverReceipt(receipt: PosReceipt): SoldState {
  handed = receipt;
  return { sold: receipt.order_number };
}

/** The receipt handed over for this sale, if it was; either way nothing is left handed over. */
export function takeHandedReceipt(orderNumber: string): PosReceipt | null {
  const receipt = handed?.order_number === orderNumber ? handed : null;
  handed = null;
  return receipt;
}
