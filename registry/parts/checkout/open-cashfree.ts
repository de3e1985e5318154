// Cashfree's checkout (Cashfree.js v3, https://www.cashfree.com/docs/payments/online/web/redirect):
// its script, then `Cashfree({mode}).checkout({paymentSessionId})`, which takes the shopper to
// Cashfree's page; Cashfree sends them back to the order's return address (the confirm page).
import type { CashfreeCheckout } from "../../../src/shared/api/payments";
import { translate } from "../../../src/client/i18n/translate";
import { loadScript, ScriptLoadError } from "./load-script";

export const CASHFREE_SCRIPT = "https://sdk.cashfree.com/js/v3/cashfree.js";

type CashfreeFactory = (options: { mode: "sandbox" | "production" }) => {
  checkout(options: { paymentSessionId: string; redirectTarget: "_self" }): Promise<{ error?: { message?: string } } | undefined>;
};

/** Resolves when the browser is on its way to Cashfree; raises what Cashfree refused. */
export async function openCashfree(options: CashfreeCheckout): Promise<void> {
  await loadScript(CASHFREE_SCRIPT);
  const Cashfree = (window as unknown as { Cashfree?: CashfreeFactory }).Cashfree;
  if (!Cashfree) throw new ScriptLoadError(CASHFREE_SCRIPT);
  const result = await Cashfree({ mode: options.mode }).checkout({ paymentSessionId: options.payment_session_id, redirectTarget: "_self" });
  if (result?.error) throw Object.assign(new Error(result.error.message || translate("checkout.cashfreeOpenFailed")), { expose: true });
}
