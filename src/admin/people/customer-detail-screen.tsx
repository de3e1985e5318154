// One customer of the website (/customers/:id): who they are, their orders here (each opens in
// the orders screen) and the addresses they keep here.
import { Link, type LoaderFunctionArgs } from "react-router";
import type { AdminCustomer } from "../../shared/api/admin-people";
import { landmarkLine } from "../../shared/address-lines";
import { formatDate } from "../../shared/date-format";
import { formatPhone } from "../../shared/format-phone";
import { formatRupees } from "../../shared/money";
import { orderStatusLabel } from "../../shared/order-status";
import { ListTable } from "../parts/list-table";
import type { ScreenRoute } from "../../tool-shell/tool-routes";
import { useScreenData } from "../../tool-shell/use-screen-data";
import { orderPath } from "../orders/order-paths";
import { customersPath, peopleApi } from "./people-api";
import "../parts/admin-parts.css";
import "./people.css";

function Customer({ customer }: { customer: AdminCustomer }) {
  return (
    <>
      <h1 id="customer-title">{customer.name || formatPhone(customer.phone)}</h1>
      <dl className="admin-facts">
        <dt>Phone</dt>
        <dd>{formatPhone(customer.phone)}</dd>
        <dt>Email</dt>
        <dd>{customer.email || "—"}</dd>
        <dt>Account since</dt>
        <dd>{formatDate(customer.joined_at)}</dd>
      </dl>
      <h2 id="customer-orders">Orders ({customer.order_count})</h2>
      {customer.orders.length === 0 ? (
        <p>No orders here yet.</p>
      ) : (
        <ListTable labelledBy="customer-orders" columns={["Order", "Placed", "Status", "Amount"]}>
          {customer.orders.map((order) => (
            <tr key={order.id}>
              <th scope="row">
                <Link to={orderPath(order.order_number)}>{order.order_number}</Link>
              </th>
              <td>{formatDate(order.created_at, true)}</td>
              <td>{orderStatusLabel(order.status)}</td>
              <td>{formatRupees(order.amount)}</td>
            </tr>
          ))}
        </ListTable>
      )}
      {customer.orders.length < customer.order_count ? <p>The newest {customer.orders.length} are shown.</p> : null}
      <h2>Addresses ({customer.addresses.length})</h2>
      {customer.addresses.length === 0 ? (
        <p>No addresses kept here.</p>
      ) : (
        <ul className="people-addresses">
          {customer.addresses.map((a) => (
            <li key={a.id}>
              <address>
                <strong>{a.name}</strong> {a.is_default ? <span className="catalogue-badge">Default</span> : null}
                <br />
                {[a.line1, a.line2, landmarkLine(a.landmark)].filter(Boolean).join(", ")}
                <br />
                {a.city}, {a.state} {a.pincode}
                <br />
                {formatPhone(a.phone)}
              </address>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

const customerId = (id = "") => (/^[1-9]\d{0,9}$/.test(id) ? Number(id) : null);

/** The customer the address names; nothing for an address that names none. */
async function loader({ params, request }: LoaderFunctionArgs): Promise<AdminCustomer | null> {
  const id = customerId(params.id);
  return id === null ? null : peopleApi.customer(id, request.signal);
}

export function CustomerDetailScreen() {
  const customer = useScreenData<typeof loader>();
  return (
    <section className="admin-screen catalogue-screen" aria-labelledby="customer-title">
      <p className="admin-screen-kicker">
        <Link to={customersPath()}>Customers</Link>
      </p>
      {customer.data ? <Customer customer={customer.data} /> : <p id="customer-title">There is no such customer.</p>}
    </section>
  );
}

export const route: ScreenRoute = { Component: CustomerDetailScreen, loader };
