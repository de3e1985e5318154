// What an order is, shared by its detail screen and its packing slip: who it is for, where it
// goes and when (or, for a counter sale, where it was sold), and what is in it with its totals.
import type { AdminOrderDetail, AdminOrderSlot } from "../../shared/api/admin-orders";
import { addressLines as streetAndTown } from "../../shared/address-lines";
import { slotText } from "../../shared/delivery-slot";
import { formatRupees } from "../../shared/money";
import { CounterSaleFacts } from "./counter-sale-facts";

/** The delivery address as lines for a label: who, their phone, the street, then the town. */
export function addressLines(address: Record<string, string> | null): string[] {
  if (!address) return [];
  return [...[address.name, address.phone].map((line) => (line ?? "").trim()).filter(Boolean), ...streetAndTown(address)];
}

export const slotLine = (slot: AdminOrderSlot) => slotText({ del_date: slot.date, del_start_time: slot.start_time, del_end_time: slot.end_time });

export function OrderItems({ order, withPrices = true }: { order: AdminOrderDetail; withPrices?: boolean }) {
  return (
    <table className="orders-table orders-items" aria-label="Items">
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col">Pack</th>
          <th scope="col" className="orders-number">
            Quantity
          </th>
          {withPrices ? (
            <>
              <th scope="col" className="orders-number">
                Price
              </th>
              <th scope="col" className="orders-number">
                Amount
              </th>
            </>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {order.items.map((item) => (
          <tr key={item.id}>
            <td>{item.name}</td>
            <td>{item.pack}</td>
            <td className="orders-number">{item.quantity}</td>
            {withPrices ? (
              <>
                <td className="orders-number">{formatRupees(item.price)}</td>
                <td className="orders-number">{formatRupees(item.amount)}</td>
              </>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function OrderTotals({ order }: { order: AdminOrderDetail }) {
  return (
    <dl className="orders-totals">
      <dt>Subtotal</dt>
      <dd>{formatRupees(order.subtotal)}</dd>
      {order.discount > 0 ? (
        <>
          <dt>Discount{order.coupon_code ? ` (${order.coupon_code})` : ""}</dt>
          <dd>−{formatRupees(order.discount)}</dd>
        </>
      ) : null}
      {order.counter ? null : (
        <>
          <dt>Delivery</dt>
          <dd>{order.delivery_charge > 0 ? formatRupees(order.delivery_charge) : "Free"}</dd>
        </>
      )}
      <dt className="orders-total">Total</dt>
      <dd className="orders-total">{formatRupees(order.amount)}</dd>
    </dl>
  );
}

export function OrderFacts({ order }: { order: AdminOrderDetail }) {
  return (
    <>
      <div className="orders-facts">
        <section aria-labelledby="order-customer">
          <h2 id="order-customer">Customer</h2>
          {order.customer ? (
            <p>
              {order.customer.name || "No name given"}
              <br />
              {order.customer.phone}
            </p>
          ) : (
            <p>No account</p>
          )}
          {order.agent ? <p className="orders-muted">Placed by sales agent {order.agent.name || order.agent.phone}</p> : null}
        </section>
        {order.counter ? <CounterSaleFacts order={order} counter={order.counter} /> : <DeliveryFacts order={order} />}
      </div>
      <h2>Items</h2>
      <OrderItems order={order} />
      <OrderTotals order={order} />
    </>
  );
}

/** Where an order delivered to the customer goes, and when. */
function DeliveryFacts({ order }: { order: AdminOrderDetail }) {
  const lines = addressLines(order.address);
  return (
    <>
      <section aria-labelledby="order-address">
        <h2 id="order-address">Address</h2>
        {lines.length > 0 ? (
          <address>
            {lines.map((line, i) => (
              <span key={i} className="orders-line">
                {line}
              </span>
            ))}
          </address>
        ) : (
          <p>None</p>
        )}
      </section>
      <section aria-labelledby="order-delivery">
        <h2 id="order-delivery">Delivery</h2>
        {order.slots.length > 0 ? (
          <ul className="orders-plain">
            {order.slots.map((slot, i) => (
              <li key={i}>{slotLine(slot)}</li>
            ))}
          </ul>
        ) : (
          <p>No slot booked</p>
        )}
        {order.notes ? <p className="orders-muted">Note: {order.notes}</p> : null}
      </section>
    </>
  );
}
