// /account/orders/{id} (§2 "Order detail"): where the order stands (its status timeline and the
// steps still to come), what was bought (items, packs, prices and MRP), what it cost (items,
// coupon discount, delivery, total), when and where it goes (slot, address) and how it is paid.
// Everything comes from the order's own copies (ADR 0017), so it reads as it was bought. A sale
// at the shop's counter (ADR 0036) was handed over there and then: it says when it was bought at
// the shop instead of a delivery and its journey, and has no delivery charge. "Order again" puts
// its packs in the cart at today's prices (order-again.tsx); until its cut-off the order can be
// cancelled (order-cancel.tsx); for 48 hours after delivery a problem with an item can be
// reported (order-help.tsx); its GST invoices download from under the bill (order-invoices.tsx).
import { Link, useParams } from "react-router";
import type { BlockProps } from "../../block-types";
import type { Shape } from "../../../schemas/compiled/blocks/account-orders-view.schema";
import type { OrderDetail } from "../../../src/shared/api/account";
import { formatRupees } from "../../../src/shared/money";
import { isCounterSale } from "../../../src/shared/order-channel";
import { fetchOrder } from "../../../src/client/api/account-api";
import { cdnImage } from "../../../src/client/lib/cdn-image";
import { Message } from "../../../src/client/i18n/message";
import { useT } from "../../../src/client/i18n/use-t";
import { AccountLayout } from "../../parts/account/account-layout";
import { OrderDeliveryCard } from "../../parts/account/order-delivery-card";
import { EmptyState, LoadState } from "../../parts/account/load-state";
import { OrderStatus } from "../../parts/account/orders-table";
import { useStatusLabels } from "../../parts/account/status-labels";
import { useAccountDates } from "../../parts/account/use-dates";
import { useAccountData } from "../../parts/account/use-account-data";
import { screenApi } from "../../../src/shared/screen-answers";
import { OrderAgain } from "./order-again";
import { OrderCancel } from "./order-cancel";
import { OrderHelp } from "./order-help";
import { OrderInvoices } from "./order-invoices";
import "./account-orders-view.css";

/** The road an order travels when all goes well; cancelled and payment failed end it early. */
const JOURNEY = ["placed", "confirmed", "packed", "out_for_delivery", "delivered"];

export default function AccountOrdersViewBlock({ data }: BlockProps<Shape>) {
  const t = useT();
  const id = useParams().id ?? "";
  const order = useAccountData((signal) => fetchOrder(id, signal), id, "order detail", screenApi.order(id));
  const loaded = order.loaded;
  // Another shopper's order answers as one that does not exist (ADR 0017); so does a bad id.
  const missing = loaded.state === "failed" && (loaded.status === 404 || loaded.status === 422);

  return (
    <AccountLayout
      title={loaded.state === "ready" ? t("account.orderTitle", { number: loaded.data.ordernumber }) : data.title || t("account.orderDetails")}
      actions={
        <Link className="account-link" to="/account/orders">
          {t("account.allOrders")}
        </Link>
      }
    >
      {missing ? (
        <EmptyState title={t("account.orderNotFound")}>
          <p>{t("account.orderNotFoundText")}</p>
        </EmptyState>
      ) : (
        <LoadState loaded={loaded} what={t("account.whatThisOrder")} onRetry={order.retry}>
          {/* An action on the order (cancelling it, a report) answers the order as it now is. */}
          {(detail) => <OrderView order={detail} onChanged={(next) => order.update(() => next)} />}
        </LoadState>
      )}
    </AccountLayout>
  );
}

function OrderView({ order, onChanged }: { order: OrderDetail; onChanged: (order: OrderDetail) => void }) {
  const t = useT();
  const dates = useAccountDates();
  const { paymentMethod, paymentStatus } = useStatusLabels();
  const savings = order.items.reduce((sum, i) => sum + Math.max(0, i.act_price - i.price) * i.quantity, 0);
  const atShop = isCounterSale(order);
  return (
    <div className="order-view">
      <p className="order-view-summary">
        <Message
          id={atShop ? "account.boughtOnSummary" : "account.placedOnSummary"}
          values={{ date: dates.dateTime(order.created_at), count: order.items_count, status: <OrderStatus status={order.status} label={order.status_label} /> }}
        />
      </p>

      {atShop ? (
        <ShopPurchase order={order} />
      ) : (
        <section className="account-card" aria-labelledby="order-progress">
          <h2 id="order-progress">{t("account.orderStatus")}</h2>
          <Timeline order={order} />
          <OrderCancel order={order} onCancelled={onChanged} />
        </section>
      )}

      <section className="account-card" aria-labelledby="order-items">
        <h2 id="order-items">{t("account.items")}</h2>
        <OrderAgain orderId={order.id} />
        <ul className="order-lines">
          {order.items.map((line, i) => (
            <li key={`${line.pack_id ?? "gone"}-${i}`} className="order-line">
              <img src={cdnImage(line.image, "small")} alt="" width={56} height={56} loading="lazy" />
              <div className="order-line-main">
                {line.slug ? <Link to={`/products/${line.slug}`}>{line.name}</Link> : <span>{line.name}</span>}
                <span className="order-line-pack">{line.pack}</span>
                <span className="order-line-price">
                  {line.quantity} × {formatRupees(line.price)}
                  {line.act_price > line.price ? (
                    <>
                      {" "}
                      <s aria-label={t("account.mrp", { price: formatRupees(line.act_price) })}>{formatRupees(line.act_price)}</s>
                    </>
                  ) : null}
                </span>
              </div>
              <strong className="order-line-amount">{formatRupees(line.amount)}</strong>
            </li>
          ))}
        </ul>
      </section>

      <OrderHelp order={order} onReported={onChanged} />

      <section className="account-card" aria-labelledby="order-amounts">
        <h2 id="order-amounts">{t("account.billDetails")}</h2>
        <dl className="order-amounts">
          <div>
            <dt>{t("account.itemsTotal")}</dt>
            <dd>{formatRupees(order.subtotal)}</dd>
          </div>
          {order.discount > 0 ? (
            <div className="order-discount">
              <dt>{order.coupon_code ? t("account.coupon", { code: order.coupon_code }) : t("account.discount")}</dt>
              <dd>{t("account.minusAmount", { amount: formatRupees(order.discount) })}</dd>
            </div>
          ) : null}
          {atShop ? null : (
            <div>
              <dt>{t("account.deliveryCharge")}</dt>
              <dd>{order.delivery_charge > 0 ? formatRupees(order.delivery_charge) : t("account.free")}</dd>
            </div>
          )}
          <div className="order-total">
            <dt>{t("account.total")}</dt>
            <dd>{formatRupees(order.amount)}</dd>
          </div>
        </dl>
        {savings > 0 ? <p className="order-savings">{t("account.youSaved", { amount: formatRupees(savings) })}</p> : null}
      </section>

      <OrderInvoices order={order} />

      <div className="order-facts">
        {atShop ? null : <OrderDeliveryCard order={order} headingId="order-delivery" />}
        <section className="account-card" aria-labelledby="order-payment">
          <h2 id="order-payment">{t("account.payment")}</h2>
          <dl className="order-payment">
            <div>
              <dt>{t("account.paymentMethod")}</dt>
              <dd>{paymentMethod(order.payment_method)}</dd>
            </div>
            <div>
              <dt>{t("account.paymentStatus")}</dt>
              <dd>{paymentStatus(order.payment_status)}</dd>
            </div>
          </dl>
        </section>
      </div>
    </div>
  );
}

/** A sale at the shop's counter: when it was bought there, and when it was cancelled if it was. */
function ShopPurchase({ order }: { order: OrderDetail }) {
  const t = useT();
  const dates = useAccountDates();
  const { orderStatus } = useStatusLabels();
  const cancelled = order.status === "cancelled" ? order.timeline.filter((e) => e.status === "cancelled").at(-1) : undefined;
  return (
    <section className="account-card" aria-labelledby="order-shop">
      <h2 id="order-shop">{t("account.boughtAtShop")}</h2>
      <p className="order-shop-time">
        <time dateTime={order.created_at}>{dates.dateTime(order.created_at)}</time>
      </p>
      {cancelled ? (
        <p className="order-shop-time">
          {cancelled.label || orderStatus(cancelled.status)} <time dateTime={cancelled.at}>{dates.dateTime(cancelled.at)}</time>
          {cancelled.note ? <span className="order-timeline-note"> · {cancelled.note}</span> : null}
        </p>
      ) : null}
    </section>
  );
}

/** What happened, with when, then the steps still ahead on the usual road. */
function Timeline({ order }: { order: OrderDetail }) {
  const dates = useAccountDates();
  const { orderStatus } = useStatusLabels();
  const reached = JOURNEY.indexOf(order.status);
  const ahead = order.status === "pending_payment" ? JOURNEY : reached >= 0 ? JOURNEY.slice(reached + 1) : [];
  return (
    <ol className="order-timeline">
      {order.timeline.map((event, i) => (
        <li key={`${event.status}-${i}`} className="is-done">
          <span className="order-timeline-label">{event.label || orderStatus(event.status)}</span>
          <time dateTime={event.at}>{dates.dateTime(event.at)}</time>
          {event.note ? <span className="order-timeline-note">{event.note}</span> : null}
        </li>
      ))}
      {ahead.map((status) => (
        <li key={status} className="is-ahead">
          <span className="order-timeline-label">{orderStatus(status)}</span>
        </li>
      ))}
    </ol>
  );
}
