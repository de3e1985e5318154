// Where and when an order goes: the slot, the address and the shopper's note. The order page
// and the confirmation after checkout show the same card.
import type { OrderDetail } from "../../../src/shared/api/account";
import { slotText } from "../../../src/shared/delivery-slot";
import { AddressLines } from "./address-lines";
import "./account.css";

export function OrderDeliveryCard({ order, headingId }: { order: OrderDetail; headingId: string }) {
  return (
    <section className="account-card" aria-labelledby={headingId}>
      <h2 id={headingId}>Delivery</h2>
      <p>{order.del_date ? slotText(order) : "The delivery slot is not set yet."}</p>
      {order.address ? (
        <>
          {order.address.name ? <strong>{order.address.name}</strong> : null}
          <AddressLines address={order.address} />
        </>
      ) : null}
      {order.notes ? <p className="order-notes">Note: {order.notes}</p> : null}
    </section>
  );
}
