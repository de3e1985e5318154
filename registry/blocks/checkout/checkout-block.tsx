// /checkout (§2: full-width, sign-in; ADR 0019): the delivery address, a slot per delivery
// group, the payment method, notes, a business's GSTIN (business-invoice.tsx) and the coupon
// beside the order summary the server priced, and Place Order. The cart shown is the cart atom, which the checkout's answer replaces (§4),
// so a coupon applied here or a line changed in the cart panel shows at once.
//
// Without a delivery pincode there is nothing to price or deliver: the §8 notice says so, with
// the way to choose one.
import { useId, useState } from "react";
import { Link } from "react-router";
import { useAtomValue, useSetAtom } from "jotai";
import type { BlockProps } from "../../block-types";
import type { Shape } from "../../../schemas/compiled/blocks/checkout.schema";
import type { Address } from "../../../src/shared/api/account";
import type { Cart, CartGroup, SlotOption } from "../../../src/shared/api/cart-shape";
import { NOTES_MAX, PAYMENT_METHODS, type CheckoutSummary, type PaymentMethod, type PlaceOrderBody } from "../../../src/shared/api/checkout";
import { fetchCheckout } from "../../../src/client/api/checkout-api";
import { useT, type MessageId } from "../../../src/client/i18n/use-t";
// The cart panel's coupon entry, so both say and do the same.
import { CouponForm } from "../../parts/cart/coupon-form";
import { cartAtom, cartTicket, receiveCartAtom } from "../../../src/client/state/cart-atom";
import { useOnline } from "../../../src/client/state/use-online";
import { cartPanelOpenAtom, pincodeModalOpenAtom } from "../../../src/client/state/ui-atoms";
import { BusyButton } from "../../../src/client/ui/busy-button";
import { TextInput } from "../../../src/client/ui/form/text-input";
import { EmptyState, LoadState } from "../../parts/account/load-state";
import { useAccountData } from "../../parts/account/use-account-data";
import { screenApi } from "../../../src/shared/screen-answers";
import { CheckoutPage } from "../../parts/checkout/checkout-page";
import { NeedsConnection } from "../../parts/needs-connection";
import { ChoiceList } from "../../parts/checkout/choice-list";
import { ItemLines } from "../../parts/checkout/item-lines";
import { OrderAmounts } from "../../parts/checkout/order-amounts";
import { AddressChoice } from "./address-choice";
import { BusinessInvoice, useBusinessInvoice } from "./business-invoice";
import { SlotChoice, slotValue } from "./slot-choice";
import { usePlaceOrder } from "./use-place-order";
import "./checkout-block.css";

/** The payment methods as the shopper reads them: name, and how the paying goes. */
const PAYMENT_NAMES: Record<PaymentMethod, MessageId> = {
  cod: "checkout.methodCod",
  razorpay: "checkout.methodRazorpay",
  cashfree: "checkout.methodCashfree",
};
const PAYMENT_DETAILS: Record<PaymentMethod, MessageId> = {
  cod: "checkout.methodCodDetail",
  razorpay: "checkout.methodOnlineDetail",
  cashfree: "checkout.methodOnlineDetail",
};

export default function CheckoutBlock({ data }: BlockProps<Shape>) {
  const t = useT();
  const receiveCart = useSetAtom(receiveCartAtom);
  const summary = useAccountData(
    async (signal) => {
      const ticket = cartTicket();
      const answer = await fetchCheckout(signal);
      receiveCart(answer.cart, ticket);
      return answer;
    },
    "checkout",
    "checkout",
    screenApi.checkout,
  );
  return (
    <CheckoutPage title={data.title || t("checkout.title")}>
      <LoadState loaded={summary.loaded} what={t("checkout.loadingCheckout")} onRetry={summary.retry}>
        {(answer) => (
          <CheckoutScreen
            summary={answer}
            onRefresh={summary.reload}
            onAddressAdded={(address) => {
              summary.update((s) => ({ ...s, addresses: [...s.addresses.filter((a) => a.id !== address.id), address] }));
              // The server may have made it the default; the list it answers is the truth.
              summary.reload();
            }}
          />
        )}
      </LoadState>
    </CheckoutPage>
  );
}

interface ScreenProps {
  summary: CheckoutSummary;
  onRefresh(): void;
  onAddressAdded(address: Address): void;
}

function CheckoutScreen(props: ScreenProps) {
  const cart = useAtomValue(cartAtom);
  const openPincode = useSetAtom(pincodeModalOpenAtom);
  const t = useT();
  // §8 "Checkout without a pincode" (the words of src/shared/constants.ts's PINCODE_REQUIRED_*).
  if (!props.summary.pincode) {
    return (
      <EmptyState title={t("checkout.pincodeRequiredTitle")}>
        <p>{t("checkout.pincodeRequiredText")}</p>
        <button type="button" className="ui-button ui-button-primary" onClick={() => openPincode(true)}>
          {t("checkout.selectPincode")}
        </button>
      </EmptyState>
    );
  }
  if (cart.items.length === 0) {
    return (
      <EmptyState title={t("checkout.cartEmptyTitle")}>
        <p>{t("checkout.cartEmptyText")}</p>
        <Link className="ui-button ui-button-primary" to="/products">
          {t("checkout.continueShopping")}
        </Link>
      </EmptyState>
    );
  }
  return <CheckoutForm {...props} pincode={props.summary.pincode} cart={cart} />;
}

/** The address to deliver to unless the shopper picks another: one the shop delivers to, in the
 *  delivery pincode first, then the default. */
function defaultAddress(addresses: readonly Address[], pincode: string): Address | null {
  const deliverable = addresses.filter((a) => a.serviceable);
  return deliverable.find((a) => a.pincode === pincode) ?? deliverable.find((a) => a.is_default) ?? deliverable[0] ?? null;
}

const groupKey = (g: CartGroup) => String(g.delivery_charge_id ?? "none");

function chosenSlot(group: CartGroup, pick: string | undefined): SlotOption | null {
  const options = group.slots ?? [];
  return options.find((o) => slotValue(o) === pick) ?? options[0] ?? null;
}

function CheckoutForm({ summary, pincode, cart, onRefresh, onAddressAdded }: ScreenProps & { pincode: string; cart: Cart }) {
  const [addressId, setAddressId] = useState<number | null>(null);
  const [slotPicks, setSlotPicks] = useState<Readonly<Record<string, string>>>({});
  const [method, setMethod] = useState<string | null>(null);
  const [notes, setNotes] = useState(cart.notes);
  const t = useT();
  const invoice = useBusinessInvoice();
  const placing = usePlaceOrder(onRefresh, invoice.showRefusal);
  const openCart = useSetAtom(cartPanelOpenAtom);
  const notesId = useId();
  const reasonId = useId();
  const online = useOnline();
  const offlineId = useId();

  // Choices are worked out from what the server offers now, so a slot or address that went away
  // after a refresh falls back to the first one still on offer.
  const address = summary.addresses.find((a) => a.id === addressId && a.serviceable) ?? defaultAddress(summary.addresses, pincode);
  const slots = cart.grouped_items.map((group) => ({ group, slot: chosenSlot(group, slotPicks[groupKey(group)]) }));
  // The cart's methods are the website's (§3); a name this shop does not know is not offered.
  const methods = cart.paymentMethods.filter((m): m is PaymentMethod => (PAYMENT_METHODS as readonly string[]).includes(m));
  const payWith = methods.find((m) => m === method) ?? methods[0] ?? null;

  const unslotted = slots.find((s) => s.slot === null);
  const blocked = !cart.valid
    ? t("checkout.blockedInvalid")
    : !cart.serviceable
      ? t("checkout.blockedUnserviceable", { pincode })
      : !address
        ? t("checkout.blockedNoAddress")
        : unslotted
          ? t("checkout.blockedNoSlot", { name: unslotted.group.name })
          : !payWith
            ? t("checkout.blockedNoMethod")
            : null;

  const place = () => {
    if (blocked || !online || !address || !payWith) return;
    const business = invoice.body();
    if (business === null) return;
    const note = notes.trim();
    const body: PlaceOrderBody = {
      address_id: address.id,
      payment_method: payWith,
      slots: slots.map(({ group, slot }) => ({ delivery_charge_id: group.delivery_charge_id, slot_id: slot!.slot_id, date: slot!.del_date })),
      ...(note ? { notes: note } : {}),
      ...business,
    };
    void placing.place(body);
  };

  return (
    <div className="checkout-layout">
      <div className="checkout-main">
        <AddressChoice
          addresses={summary.addresses}
          pincode={pincode}
          chosen={address}
          onChoose={setAddressId}
          onAdded={(added) => {
            setAddressId(added.id);
            onAddressAdded(added);
          }}
        />
        <section className="account-card checkout-section">
          {slots.map(({ group, slot }) => (
            <SlotChoice key={groupKey(group)} group={group} chosen={slot} onChoose={(value) => setSlotPicks((picks) => ({ ...picks, [groupKey(group)]: value }))} />
          ))}
        </section>
        <section className="account-card checkout-section">
          <ChoiceList
            legend={t("checkout.paymentMethod")}
            value={payWith}
            onChange={setMethod}
            choices={methods.map((m) => ({ value: m, label: t(PAYMENT_NAMES[m]), detail: t(PAYMENT_DETAILS[m]) }))}
          />
        </section>
        <section className="account-card checkout-section">
          <label className="checkout-section-title" htmlFor={notesId}>
            {t("checkout.notesLabel")}
          </label>
          <TextInput id={notesId} type="textarea" rows={3} maxLength={NOTES_MAX} value={notes} onChange={setNotes} placeholder={t("checkout.notesPlaceholder")} />
        </section>
        <BusinessInvoice invoice={invoice} />
      </div>

      <aside className="account-card checkout-summary" aria-label={t("checkout.orderSummary")}>
        <div className="checkout-summary-head">
          <h2 className="checkout-section-title">{t("checkout.orderSummary")}</h2>
          <button type="button" className="link-button" onClick={() => openCart(true)}>
            {t("checkout.editCart")}
          </button>
        </div>
        <ItemLines
          label={t("checkout.itemsInOrder")}
          lines={cart.items.map((item) => ({
            key: String(item.pack_id),
            name: item.name,
            pack: item.pack,
            image: item.image,
            quantity: item.quantity,
            price: item.price,
            amount: item.amount,
            note: item.message,
            invalid: !item.valid,
          }))}
        />
        <CouponForm cart={cart} />
        <OrderAmounts
          amounts={{
            items: cart.total,
            coupon: cart.offercode,
            discount: cart.discount,
            delivery: cart.finalDelivery,
            total: cart.amount,
            totalLabel: t("checkout.toPay"),
            savings: cart.savings,
          }}
        />
        {cart.deliveryMessage ? <p className="checkout-note">{cart.deliveryMessage}</p> : null}
        {placing.problem ? (
          <p className="checkout-alert" role="alert">
            {placing.problem}
          </p>
        ) : null}
        {blocked ? (
          <p id={reasonId} className="checkout-note">
            {blocked}
          </p>
        ) : null}
        <NeedsConnection id={offlineId}>{t("checkout.placeNeedsConnection")}</NeedsConnection>
        <BusyButton
          className="ui-button ui-button-primary checkout-place"
          busy={placing.busy}
          disabled={blocked !== null || !online}
          aria-describedby={[blocked ? reasonId : "", online ? "" : offlineId].filter(Boolean).join(" ") || undefined}
          onClick={place}
        >
          {t("checkout.placeOrder")}
        </BusyButton>
      </aside>
    </div>
  );
}
