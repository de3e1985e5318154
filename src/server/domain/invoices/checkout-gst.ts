// What GST asks of checkout (issue 34, ADR 0082), before anything is written: a business
// buyer's GSTIN is taken only where the shop can invoice it, and a composition seller does not
// deliver to another state (section 10(2)(c) CGST Act). Reads the database only when a GSTIN was
// given or the seller is under composition, so an ordinary order costs no extra statement.
import { gstStateByName } from "../../../shared/gst/gst-states";
import type { Db } from "../../db/client";
import { Refusal } from "../refusal";
import { text } from "../server-text";
import { dispatchStateOf } from "./dispatch-state";
import { gstSettingsOf, registeredForGst } from "./gst-profile";

export const GSTIN_NOT_TAKEN = "This shop does not issue GST invoices to businesses: leave the GSTIN out to order";
export const GSTIN_EINVOICE = "This shop cannot issue an e-invoice for a business purchase yet: leave the GSTIN out to order with a bill";

export async function checkGstAtCheckout(db: Db, websiteId: number, stored: Readonly<Record<string, unknown>>, order: { gstin: string | null; warehouseId: number; state: string }): Promise<void> {
  const settings = gstSettingsOf(stored);
  if (order.gstin) {
    if (settings.einvoicing) throw new Refusal("invalid", GSTIN_EINVOICE, { gstin: GSTIN_EINVOICE });
    if (!(await registeredForGst(db, websiteId))) throw new Refusal("invalid", GSTIN_NOT_TAKEN, { gstin: GSTIN_NOT_TAKEN });
  }
  if (settings.composition) {
    const { state: from } = await dispatchStateOf(db, websiteId, order.warehouseId);
    const to = gstStateByName(order.state);
    if (from && to && from.code !== to.code) {
      const message = text("server.compositionOtherState", { from: from.name, to: to.name });
      throw new Refusal("invalid", message, { address_id: message });
    }
  }
}
