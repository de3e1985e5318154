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
import { OrderDeliveryCard } from "../../parts/account/order-delivery-card";
import { EmptyState, LoadState } from "../../parts/account/load-state";
import { OrderStatus } from "../../parts/account/orders-table";
import { useAccountData } from "../../parts/account/use-account-data";
import { CheckoutPage } from "../../parts/checkout/checkout-page";
import { ItemLines } from "../../parts/checkout/item-lines";
import { OrderAmounts } from "../../parts/checkout/order-amounts";
import { handOffPath, isOnlineMethod } from "../../parts/checkout/payment-return";
import "./success.css";

export default function SuccessBlock({ data }: BlockProps<Shape>) {
  const ordernumber = useParams().ordernumber ?? "";
  const order = useAccountData((signal) => fetchOrderByNumber(ordernumber, signal), ordernumber, "order success");
  const loaded = order.loaded;
  const missing = loaded.state === "failed" && (loaded.status === 404 || loaded.status === 422);
  const awaiting = loaded.state === "ready" && loaded.data.status === "pending_payment";

  return (
    <CheckoutPage title={awaiting ? "Waiting for your payment" : data.title || "Order placed"} narrow>
      {missing ? (
        <EmptyState title="We could not find this order">
          <p>It may belong to another account, or the link may be mistyped.</p>
          <Link className="account-link" to="/account/orders">
            Your orders
          </Link>
        </EmptyState>
      ) : (
        <LoadState loaded={loaded} what="your order" onRetry={order.retry}>
          {(detail) => <Placed order={detail} />}
        </LoadState>
      )}
    </CheckoutPage>
  );
}

function Placed({ order }: { order: OrderDetail }) {
  const awaiting = order.status === "pending_payment";
  const savings = order.items.reduce((sum, i) => sum + Math.max(0, i.act_price - i.price) * i.quantity, 0);
  return (
    <div className="success-view">
      <div className="account-card pay-card">
        {awaiting ? (
          <p className="pay-outcome">Order {order.ordernumber} is reserved until it is paid.</p>
        ) : (
          <p className="pay-outcome pay-outcome-paid">Thank you! Order {order.ordernumber} is placed.</p>
        )}
        <p className="success-facts">
          <OrderStatus status={order.status} label={order.status_label} />
          <span>
            {order.items_count} {order.items_count === 1 ? "item" : "items"}
          </span>
          <span>{paymentMethodLabel(order.payment_method)}</span>
          <span>{paymentStatusLabel(order.payment_status)}</span>
        </p>
        <div className="checkout-links">
          {awaiting && isOnlineMethod(order.payment_method) ? (
            <Link className="ui-button ui-button-primary" to={handOffPath(order.payment_method, order.id)}>
              Pay now
            </Link>
          ) : null}
          <Link className={awaiting ? "account-link" : "ui-button ui-button-primary"} to={`/account/orders/${order.id}`}>
            View order details
          </Link>
          <Link className="account-link" to="/">
            Continue shopping
          </Link>
        </div>
      </div>

      <OrderDeliveryCard order={order} headingId="success-delivery" />

      <section className="account-card" aria-labelledby="success-items">
        <h2 id="success-items">Items</h2>
        <ItemLines
          label="Items in your order"
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
        <h2 id="success-bill">Bill details</h2>
        <OrderAmounts
          label="Bill"
          amounts={{
            items: order.subtotal,
            coupon: order.coupon_code,
            discount: order.discount,
            delivery: order.delivery_charge > 0 ? order.delivery_charge : "Free",
            total: order.amount,
            totalLabel: "Total",
            savings,
          }}
        />
      </section>
    </div>
  );
}
