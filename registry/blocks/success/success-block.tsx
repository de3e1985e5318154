// /order/success/{ordernumber} (§2, sign-in): the order just placed, from the server's copy of
// it — number, status, when and where it goes, what was bought, what it cost and how it is
// paid — with the way on to its detail page. An online order still awaiting payment says so
// and leads back to its payment.
import { Link, useParams } from "react-router";
import type { BlockProps } from "../../block-types";
import type { Shape } from "../../../schemas/compiled/blocks/success.schema";
import type { OrderDetail } from "../../../src/shared/api/account";
import { paymentMethodLabel, paymentStatusLabel } from "../../../src/shared/payment-labels";
import { fetchOrderByNumber } from "../../../src/client/api/checkout-api";
import { useT, type MessageId, type Translate } from "../../../src/client/i18n/use-t";
import { OrderDeliveryCard } from "../../parts/account/order-delivery-card";
import { EmptyState, LoadState } from "../../parts/account/load-state";
import { OrderStatus } from "../../parts/account/orders-table";
import { useAccountData } from "../../parts/account/use-account-data";
import { CheckoutPage } from "../../parts/checkout/checkout-page";
import { ItemLines } from "../../parts/checkout/item-lines";
import { OrderAmounts } from "../../parts/checkout/order-amounts";
import { handOffPath, isOnlineMethod } from "../../parts/checkout/payment-return";
import "./success.css";

// The order's payment method and payment state in the page's language; one this page does not
// know reads as the shared labels say (src/shared/payment-labels.ts).
const METHOD_NAMES: Readonly<Record<string, MessageId>> = { cod: "checkout.methodCod", razorpay: "checkout.methodRazorpay", cashfree: "checkout.methodCashfree" };
const PAYMENT_STATES: Readonly<Record<string, MessageId>> = {
  pending: "checkout.paymentStatePending",
  paid: "checkout.paymentStatePaid",
  failed: "checkout.paymentStateFailed",
  expired: "checkout.paymentStateExpired",
  refunded: "checkout.paymentStateRefunded",
  refund_pending: "checkout.paymentStateRefundPending",
  partly_refunded: "checkout.paymentStatePartlyRefunded",
};
const methodName = (t: Translate, method: string) => (Object.hasOwn(METHOD_NAMES, method) ? t(METHOD_NAMES[method]!) : paymentMethodLabel(method));
const paymentState = (t: Translate, status: string) => (Object.hasOwn(PAYMENT_STATES, status) ? t(PAYMENT_STATES[status]!) : paymentStatusLabel(status));

export default function SuccessBlock({ data }: BlockProps<Shape>) {
  const t = useT();
  const ordernumber = useParams().ordernumber ?? "";
  const order = useAccountData((signal) => fetchOrderByNumber(ordernumber, signal), ordernumber, "order success");
  const loaded = order.loaded;
  const missing = loaded.state === "failed" && (loaded.status === 404 || loaded.status === 422);
  const awaiting = loaded.state === "ready" && loaded.data.status === "pending_payment";

  return (
    <CheckoutPage title={awaiting ? t("checkout.waitingForPayment") : data.title || t("checkout.orderPlacedTitle")} narrow>
      {missing ? (
        <EmptyState title={t("checkout.orderNotFound")}>
          <p>{t("checkout.orderNotFoundText")}</p>
          <Link className="account-link" to="/account/orders">
            {t("checkout.yourOrders")}
          </Link>
        </EmptyState>
      ) : (
        <LoadState loaded={loaded} what={t("checkout.loadingOrder")} onRetry={order.retry}>
          {(detail) => <Placed order={detail} />}
        </LoadState>
      )}
    </CheckoutPage>
  );
}

function Placed({ order }: { order: OrderDetail }) {
  const t = useT();
  const awaiting = order.status === "pending_payment";
  const savings = order.items.reduce((sum, i) => sum + Math.max(0, i.act_price - i.price) * i.quantity, 0);
  return (
    <div className="success-view">
      <div className="account-card pay-card">
        {awaiting ? (
          <p className="pay-outcome">{t("checkout.orderReserved", { ordernumber: order.ordernumber })}</p>
        ) : (
          <p className="pay-outcome pay-outcome-paid">{t("checkout.thankYouPlaced", { ordernumber: order.ordernumber })}</p>
        )}
        <p className="success-facts">
          <OrderStatus status={order.status} label={order.status_label} />
          <span>{t("checkout.itemCount", { count: order.items_count })}</span>
          <span>{methodName(t, order.payment_method)}</span>
          <span>{paymentState(t, order.payment_status)}</span>
        </p>
        <div className="checkout-links">
          {awaiting && isOnlineMethod(order.payment_method) ? (
            <Link className="ui-button ui-button-primary" to={handOffPath(order.payment_method, order.id)}>
              {t("checkout.payNow")}
            </Link>
          ) : null}
          <Link className={awaiting ? "account-link" : "ui-button ui-button-primary"} to={`/account/orders/${order.id}`}>
            {t("checkout.viewOrderDetails")}
          </Link>
          <Link className="account-link" to="/">
            {t("checkout.continueShopping")}
          </Link>
        </div>
      </div>

      <OrderDeliveryCard order={order} headingId="success-delivery" />

      <section className="account-card" aria-labelledby="success-items">
        <h2 id="success-items">{t("checkout.items")}</h2>
        <ItemLines
          label={t("checkout.itemsInOrder")}
          lines={order.items.map((line, i) => ({
            key: `${line.pack_id ?? "gone"}-${i}`,
            name: line.name,
            pack: line.pack,
            image: line.image,
            quantity: line.quantity,
            price: line.price,
            amount: line.amount,
          }))}
        />
      </section>

      <section className="account-card" aria-labelledby="success-bill">
        <h2 id="success-bill">{t("checkout.billDetails")}</h2>
        <OrderAmounts
          label={t("checkout.bill")}
          amounts={{
            items: order.subtotal,
            coupon: order.coupon_code,
            discount: order.discount,
            delivery: order.delivery_charge,
            total: order.amount,
            totalLabel: t("checkout.total"),
            savings,
          }}
        />
      </section>
    </div>
  );
}
