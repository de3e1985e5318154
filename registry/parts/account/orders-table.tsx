// Orders in a table: the account overview's recent orders, the order list and the sales
// agent's orders all show them this way. Each row names the order, when it was placed, how
// many items, its status and its amount in ₹; an agent's rows add the customer.
import { Link } from "react-router";
import type { AgentOrder, OrderSummary } from "../../../src/shared/api/account";
import { formatRupees } from "../../../src/shared/money";
import { formatPhone } from "../../../src/shared/format-phone";
import { useT } from "../../../src/client/i18n/use-t";
import { useStatusLabels } from "./status-labels";
import { useAccountDates } from "./use-dates";
import "./account.css";

export function OrderStatus({ status, label }: { status: string; label?: string }) {
  const { orderStatus } = useStatusLabels();
  return <span className={`order-status order-status-${status}`}>{label || orderStatus(status)}</span>;
}

type Row = OrderSummary & Partial<Pick<AgentOrder, "customer_name" | "customer_phone">>;

/** `forAgent`: the orders an agent placed for customers, with each customer's name and phone. The
 *  agent opens their detail as the customer does (the server lets the agent who placed one read it). */
export function OrdersTable({ orders, caption, forAgent = false }: { orders: readonly Row[]; caption: string; forAgent?: boolean }) {
  const t = useT();
  const dates = useAccountDates();
  // Each cell repeats its column's name: a phone shows the rows as cards, the name before the value.
  const col = {
    order: t("account.colOrder"),
    placedOn: t("account.colPlacedOn"),
    customer: t("account.colCustomer"),
    phone: t("account.colPhone"),
    items: t("account.colItems"),
    status: t("account.colStatus"),
    amount: t("account.colAmount"),
  };
  return (
    <table className="orders-table">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{col.order}</th>
          <th scope="col">{col.placedOn}</th>
          {forAgent ? (
            <>
              <th scope="col">{col.customer}</th>
              <th scope="col">{col.phone}</th>
            </>
          ) : null}
          <th scope="col">{col.items}</th>
          <th scope="col">{col.status}</th>
          <th scope="col" className="orders-amount">
            {col.amount}
          </th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.id}>
            <th scope="row" data-label={col.order}>
              <Link to={`/account/orders/${order.id}`}>#{order.ordernumber}</Link>
            </th>
            <td data-label={col.placedOn}>{dates.dateTime(order.created_at)}</td>
            {forAgent ? (
              <>
                <td data-label={col.customer}>{order.customer_name}</td>
                <td data-label={col.phone}>{order.customer_phone ? formatPhone(order.customer_phone) : ""}</td>
              </>
            ) : null}
            <td data-label={col.items}>{order.items_count}</td>
            <td data-label={col.status}>
              <OrderStatus status={order.status} label={order.status_label} />
            </td>
            <td data-label={col.amount} className="orders-amount">
              {formatRupees(order.amount)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
