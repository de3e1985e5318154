// Orders in a table: the account overview's recent orders, the order list and the sales
// agent's orders all show them this way. Each row names the order, when it was placed, how
// many items, its status and its amount in ₹; an agent's rows add the customer.
import { Link } from "react-router";
import type { AgentOrder, OrderSummary } from "../../../src/shared/api/account";
import { formatDate } from "../../../src/shared/date-format";
import { formatRupees } from "../../../src/shared/money";
import { orderStatusLabel } from "../../../src/shared/order-status";
import { formatPhone } from "../../../src/shared/format-phone";
import "./account.css";

export function OrderStatus({ status, label }: { status: string; label?: string }) {
  return <span className={`order-status order-status-${status}`}>{label || orderStatusLabel(status)}</span>;
}

type Row = OrderSummary & Partial<Pick<AgentOrder, "customer_name" | "customer_phone">>;

/** `forAgent`: the orders an agent placed for customers, with each customer's name and phone. The
 *  agent opens their detail as the customer does (the server lets the agent who placed one read it). */
export function OrdersTable({ orders, caption, forAgent = false }: { orders: readonly Row[]; caption: string; forAgent?: boolean }) {
  return (
    <table className="orders-table">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Order</th>
          <th scope="col">Placed on</th>
          {forAgent ? (
            <>
              <th scope="col">Customer</th>
              <th scope="col">Phone</th>
            </>
          ) : null}
          <th scope="col">Items</th>
          <th scope="col">Status</th>
          <th scope="col" className="orders-amount">
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.id}>
            <th scope="row" data-label="Order">
              <Link to={`/account/orders/${order.id}`}>#{order.ordernumber}</Link>
            </th>
            <td data-label="Placed on">{formatDate(order.created_at, true)}</td>
            {forAgent ? (
              <>
                <td data-label="Customer">{order.customer_name}</td>
                <td data-label="Phone">{order.customer_phone ? formatPhone(order.customer_phone) : ""}</td>
              </>
            ) : null}
            <td data-label="Items">{order.items_count}</td>
            <td data-label="Status">
              <OrderStatus status={order.status} label={order.status_label} />
            </td>
            <td data-label="Amount" className="orders-amount">
              {formatRupees(order.amount)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
