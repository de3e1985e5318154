// §2 cart side panel "Cart Summary" (500 px, §9): the lines, or "Empty Cart" / "Your cart is
// empty"; the coupon entry, the amounts and the delivery message; Checkout, disabled with the
// §8 notice while no delivery pincode is set. Opening it asks the server for the cart, so a
// change made in another tab shows; every answer replaces the cart atom (§4). Presses queued
// offline (issue 36) are listed apart, above the lines, as they are not in the cart yet.
import { useEffect, useId } from "react";
import { useNavigate } from "react-router";
import { useAtomValue } from "jotai";
import type { Cart } from "../../../shared/api/cart";
import { slotText } from "../../../shared/delivery-slot";
import { formatRupees } from "../../../shared/money";
import { fetchCart } from "../../api/cart-api";
import { useLocale, useT } from "../../i18n/use-t";
import { cartQueueAtom, queuedPacks, type QueuedPack } from "../../offline/cart-queue";
import { cartAtom } from "../../state/cart-atom";
import { useCartCall } from "../../state/use-cart-call";
import { Modal } from "../../ui/modal";
import { CartLine } from "./cart-line";
import { CouponForm } from "../../../../registry/parts/cart/coupon-form";
import "../../ui/form/form.css";
import "./cart-panel.css";

export const CART_PANEL_WIDTH = 500;

export interface CartPanelProps {
  open: boolean;
  onClose(): void;
  pincode: string | null;
  /** Opens the Change Location modal (the panel closes first). */
  onChoosePincode(): void;
}

export default function CartPanel({ open, onClose, pincode, onChoosePincode }: CartPanelProps) {
  const cart = useAtomValue(cartAtom);
  const waiting = queuedPacks(useAtomValue(cartQueueAtom));
  const cartCall = useCartCall();
  const navigate = useNavigate();
  const t = useT();

  useEffect(() => {
    if (!open) return;
    // Already reported by cartCall; the cart on screen stays what it was.
    cartCall(() => fetchCart({ groupby_delivery: "true" }), "cart load").catch(() => undefined);
  }, [open, cartCall]);

  const empty = cart.items.length === 0;
  const checkout = () => {
    onClose();
    void navigate("/checkout");
  };

  return (
    <Modal
      open={open}
      onOpenChange={(o) => (o ? undefined : onClose())}
      title={t("app.cartSummary")}
      width={CART_PANEL_WIDTH}
      className="cart-panel"
      footer={
        empty ? (
          <button type="button" className="ui-button ui-button-secondary" onClick={onClose}>
            {t("app.continueShopping")}
          </button>
        ) : (
          <CheckoutFooter cart={cart} pincode={pincode} onCheckout={checkout} onChoosePincode={onChoosePincode} />
        )
      }
    >
      {waiting.length ? <Waiting packs={waiting} /> : null}
      {/* "Your cart is empty" under presses about to fill it would contradict the badge. */}
      {empty ? (
        waiting.length ? null : (
          <div className="cart-empty">
            <h3>{t("app.emptyCartTitle")}</h3>
            <p>{t("app.emptyCartText")}</p>
          </div>
        )
      ) : (
        <>
          <ul className="cart-lines" aria-label={t("app.cartItems")}>
            {cart.items.map((item) => (
              <CartLine key={item.pack_id} item={item} onLeave={onClose} />
            ))}
          </ul>
          <CouponForm cart={cart} />
          <CartAmounts cart={cart} />
          <Delivery cart={cart} />
        </>
      )}
    </Modal>
  );
}

// Each pack once with its net change: what the server will be asked for, not each press.
function Waiting({ packs }: { packs: QueuedPack[] }) {
  const id = useId();
  const t = useT();
  return (
    <section className="cart-waiting" aria-labelledby={id}>
      <h3 id={id} className="cart-section-title">
        {t("app.waitingForConnection")}
      </h3>
      <ul className="cart-waiting-packs">
        {packs.map((p) => (
          <li key={p.pack_id}>
            <span className="cart-waiting-change">{p.net > 0 ? `+${p.net}` : `−${-p.net}`}</span> {p.label}
          </li>
        ))}
      </ul>
      <p className="cart-waiting-note">{t("app.waitingNote")}</p>
    </section>
  );
}

function CartAmounts({ cart }: { cart: Cart }) {
  const t = useT();
  const waived = cart.finalDelivery === 0 && cart.delivery_charge > 0;
  return (
    <section className="cart-amounts-box" aria-label={t("app.amounts")}>
      <dl className="cart-amounts">
        <div>
          <dt>{t("app.itemsTotal")}</dt>
          <dd>{formatRupees(cart.total)}</dd>
        </div>
        {cart.discount > 0 ? (
          <div className="cart-discount">
            <dt>{t("app.coupon", { code: cart.offercode })}</dt>
            <dd>{t("app.discountAmount", { amount: formatRupees(cart.discount) })}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t("app.delivery")}</dt>
          <dd>{waived ? t("app.free") : formatRupees(cart.finalDelivery)}</dd>
        </div>
        <div className="cart-amount-total">
          <dt>{t("app.toPay")}</dt>
          <dd>{formatRupees(cart.amount)}</dd>
        </div>
      </dl>
      {cart.savings > 0 ? <p className="cart-savings">{t("app.youSave", { amount: formatRupees(cart.savings) })}</p> : null}
    </section>
  );
}

function Delivery({ cart }: { cart: Cart }) {
  const t = useT();
  const locale = useLocale();
  const slots = cart.grouped_items.filter((g) => g.del_date);
  if (!cart.deliveryMessage && slots.length === 0) return null;
  return (
    <section className="cart-delivery" aria-label={t("app.delivery")}>
      {cart.deliveryMessage ? <p className="cart-delivery-message">{cart.deliveryMessage}</p> : null}
      {slots.length ? (
        <ul className="cart-slots">
          {slots.map((g) => (
            <li key={`${g.delivery_charge_id ?? "none"}-${g.name}`}>
              {g.name}: {slotText(g, locale)}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function CheckoutFooter({ cart, pincode, onCheckout, onChoosePincode }: { cart: Cart; pincode: string | null; onCheckout(): void; onChoosePincode(): void }) {
  const id = useId();
  const t = useT();
  // The server refuses an order with invalid lines; say why before the shopper gets there.
  const reason = !pincode ? null : !cart.valid ? t("app.cartInvalid") : null;
  return (
    <div className="cart-checkout">
      {!pincode ? (
        <div id={id} className="cart-notice" role="note" aria-labelledby={`${id}-title`}>
          <strong id={`${id}-title`}>{t("app.pincodeRequiredTitle")}</strong>
          <p>{t("app.pincodeRequiredText")}</p>
          <button type="button" className="cart-link-button" onClick={onChoosePincode}>
            {t("app.selectPincode")}
          </button>
        </div>
      ) : reason ? (
        <p id={id} className="cart-notice">
          {reason}
        </p>
      ) : null}
      <button type="button" className="ui-button ui-button-primary cart-checkout-button" disabled={!pincode || !cart.valid} aria-describedby={!pincode || reason ? id : undefined} onClick={onCheckout}>
        {t("app.checkoutAmount", { amount: formatRupees(cart.amount) })}
      </button>
    </div>
  );
}
