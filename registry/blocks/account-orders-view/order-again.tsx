// "Order again" (issue 33): the order's packs go into the cart at today's prices, as many as the
// shop can sell now, and the cart opens to show them. What could not be added, or not as many
// as before, is said beside the button with the shop's reason, so nothing goes missing unseen.
import { useState } from "react";
import { useSetAtom } from "jotai";
import type { ReorderAnswer } from "../../../src/shared/api/account";
import { userMessage } from "../../../src/shared/error-message";
import { reorderOrder } from "../../../src/client/api/account-api";
import { BusyButton } from "../../../src/client/ui/busy-button";
import { useT } from "../../../src/client/i18n/use-t";
import { cartPanelOpenAtom } from "../../../src/client/state/ui-atoms";
import { actingForAtom } from "../../../src/client/state/acting-for-atom";
import { useCartCall } from "../../../src/client/state/use-cart-call";

type Outcome = Omit<ReorderAnswer, "cart">;

export function OrderAgain({ orderId }: { orderId: number }) {
  const t = useT();
  const cartCall = useCartCall();
  const openCart = useSetAtom(cartPanelOpenAtom);
  const setActingFor = useSetAtom(actingForAtom);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function orderAgain() {
    setBusy(true);
    setError(null);
    try {
      let answer: ReorderAnswer | null = null;
      await cartCall(async () => {
        answer = await reorderOrder(orderId);
        return answer.cart;
      }, "order again");
      const { added, unavailable, acting_for } = answer!;
      // An agent reordering for a customer now shops for them: every page says so.
      if (acting_for !== undefined) setActingFor(acting_for);
      setOutcome({ added, unavailable });
      if (added.length) openCart(true);
    } catch (failure) {
      setError(userMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  const fewer = outcome?.added.filter((line) => line.quantity < line.ordered) ?? [];
  return (
    <div className="order-again">
      <BusyButton className="ui-button ui-button-primary" busy={busy} onClick={() => void orderAgain()}>
        {t("account.orderAgain")}
      </BusyButton>
      <div role="status" className="order-again-outcome">
        {error ? <p className="order-again-error">{error}</p> : null}
        {outcome ? (
          <>
            <p>{outcome.added.length ? t("account.reorderAdded", { count: outcome.added.length }) : t("account.reorderNothing")}</p>
            {fewer.length || outcome.unavailable.length ? (
              <ul>
                {fewer.map((line) => (
                  <li key={`fewer-${line.name}-${line.pack}`}>{t("account.reorderFewer", { name: line.name, pack: line.pack, quantity: line.quantity, ordered: line.ordered })}</li>
                ))}
                {outcome.unavailable.map((line) => (
                  <li key={`gone-${line.name}-${line.pack}`}>
                    {line.name}, {line.pack}: {line.reason}
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        ) : null}
      </div>
    </div>
  );
}
