// An order's packing slip, to print and put in the bag: the shop, the order, who it goes to and
// when, and what to pack with the totals. Printed, only the slip shows (orders.css hides the
// back office's header, navigation and these buttons).
import { Link } from "react-router";
import { formatDate } from "../../shared/date-format";
import { paymentMethodLabel, paymentStatusLabel } from "../../shared/payment-labels";
import type { ScreenRoute } from "../../tool-shell/tool-routes";
import { useScreenData } from "../../tool-shell/use-screen-data";
import { addressLines, OrderItems, OrderTotals, slotLine } from "./order-facts";
import { orderLoader } from "./order-loader";
import { orderPath } from "./order-paths";
import "./orders.css";

export function PackingSlipScreen() {
  const { data } = useScreenData<typeof orderLoader>();
  const itemCount = data.items.reduce((sum, item) => sum + item.quantity, 0);

  return (
    <article className="packing-slip" aria-labelledby="slip-title">
      <div className="packing-slip-tools">
        <Link to={orderPath(data.order_number)}>Back to the order</Link>
        <button type="button" className="ui-button ui-button-primary" onClick={() => window.print()}>
          Print
        </button>
      </div>
      <header className="packing-slip-shop">
        <p className="packing-slip-shop-name">{data.shop.name}</p>
        {data.shop.address.map((line, i) => (
          <p key={i}>{line}</p>
        ))}
      </header>
      <h1 id="slip-title">Packing slip · Order {data.order_number}</h1>
      <dl className="packing-slip-facts">
        <dt>Ordered</dt>
        <dd>{formatDate(data.created_at, true)}</dd>
        <dt>Customer</dt>
        <dd>{data.customer ? `${data.customer.name || "—"}, ${data.customer.phone}` : "—"}</dd>
        <dt>Deliver to</dt>
        <dd>
          {addressLines(data.address).map((line, i) => (
            <span key={i} className="orders-line">
              {line}
            </span>
          ))}
        </dd>
        <dt>Slot</dt>
        <dd>{data.slots.length > 0 ? data.slots.map(slotLine).join("; ") : "—"}</dd>
        <dt>Payment</dt>
        <dd>
          {paymentMethodLabel(data.payment_method)} ({paymentStatusLabel(data.payment_status).toLowerCase()})
        </dd>
      </dl>
      <OrderItems order={data} />
      <p className="packing-slip-count">
        {data.items.length} {data.items.length === 1 ? "line" : "lines"}, {itemCount} {itemCount === 1 ? "item" : "items"}
      </p>
      <OrderTotals order={data} />
    </article>
  );
}

export const route: ScreenRoute = { Component: PackingSlipScreen, loader: orderLoader };
