// Place Order (ADR 0019): one Idempotency-Key per attempt, repeated when the same order is sent
// again after no answer came, so a retry cannot make a second order. A placed order empties the
// cart on the server: the shop goes where the answer says (the success page, or the payment
// hand-off) and takes the emptied cart. A refusal (sold out, slot full, address outside the
// area) changes nothing on the server; its message stays on screen and the checkout is asked
// for again, so the lines, slots and addresses shown are the ones that now hold. A refusal that
// names a field (the GSTIN) is handed on too, for the field to show it.
import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { PlaceOrderBody } from "../../../src/shared/api/checkout";
import { userMessage } from "../../../src/shared/error-message";
import { fetchCart } from "../../../src/client/api/cart-api";
import { placeOrder } from "../../../src/client/api/checkout-api";
import { ApiError } from "../../../src/client/api/http-client";
import { useT } from "../../../src/client/i18n/use-t";
import { reportError } from "../../../src/client/lib/error-reporter";
import { useCartCall } from "../../../src/client/state/use-cart-call";
import { useSessionExpired } from "../../parts/account/use-account-data";
import type { HandOffState } from "../../parts/checkout/payment-hand-off";
import { createOrderAttempt, mustRepeatKey, type OrderAttempt } from "../../parts/checkout/order-attempt";

export interface PlaceOrder {
  busy: boolean;
  /** Why the last press did not make an order, for the shopper. */
  problem: string | null;
  place(body: PlaceOrderBody): Promise<void>;
}

export function usePlaceOrder(onRefused: () => void, onFieldErrors?: (errors: Readonly<Record<string, string>>) => void): PlaceOrder {
  const attempt = useRef<OrderAttempt | null>(null);
  attempt.current ??= createOrderAttempt();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const navigate = useNavigate();
  const cartCall = useCartCall();
  const expired = useSessionExpired();
  const t = useT();

  const place = async (body: PlaceOrderBody) => {
    const current = attempt.current!;
    setBusy(true);
    setProblem(null);
    try {
      const answer = await placeOrder(body, current.keyFor(body));
      current.settle();
      void navigate(answer.redirect, { state: { message: answer.message } satisfies HandOffState });
      // Already reported by cartCall; the badge catches up with the next cart answer.
      cartCall(() => fetchCart({ groupby_delivery: "true" }), "cart after order").catch(() => undefined);
    } catch (error) {
      current.settle(error);
      setBusy(false);
      if (expired(error)) return;
      if (!(error instanceof ApiError) || error.status >= 500) reportError(error, { where: "place order" });
      // The order may exist already: the screen stays as it is, for the same order to be sent again.
      if (mustRepeatKey(error)) {
        setProblem(t("checkout.placeRepeat", { problem: userMessage(error) }));
        return;
      }
      setProblem(userMessage(error));
      if (error instanceof ApiError) onFieldErrors?.(error.fieldErrors);
      onRefused();
    }
  };

  return { busy, problem, place };
}
