// A counter sale's own facts on its order page (point of sale, ADR 0036): it has no address,
// slot or payment attempts, so these take their place: the warehouse it was sold from, who sold
// it, how the money was taken, and the void when there was one.
import type { AdminOrderCounter, AdminOrderCustomer, AdminOrderDetail } from "../../shared/api/admin-orders";
import { formatDate } from "../../shared/date-format";
import { formatRupees } from "../../shared/money";
import { paymentMethodLabel } from "../../shared/payment-labels";

const who = (person: AdminOrderCustomer | null) => (person ? person.name || person.phone : "Someone no longer on file");

export function CounterSaleFacts({ order, counter }: { order: AdminOrderDetail; counter: AdminOrderCounter }) {
  return (
    <section aria-labelledby="order-counter">
      <h2 id="order-counter">Sold at the counter</h2>
      <dl className="orders-counter">
        <dt>Warehouse</dt>
        <dd>{counter.warehouse?.name ?? "A warehouse since deleted"}</dd>
        <dt>Sold by</dt>
        <dd>{who(counter.staff)}</dd>
        <dt>Paid by</dt>
        <dd>{paymentMethodLabel(order.payment_method)}</dd>
        {counter.tendered !== null ? (
          <>
            <dt>Tendered</dt>
            <dd>{formatRupees(counter.tendered)}</dd>
          </>
        ) : null}
        {counter.change !== null ? (
          <>
            <dt>Change</dt>
            <dd>{formatRupees(counter.change)}</dd>
          </>
        ) : null}
        {counter.reference ? (
          <>
            <dt>Reference</dt>
            <dd className="orders-code">{counter.reference}</dd>
          </>
        ) : null}
        {counter.voided ? (
          <>
            <dt>Voided</dt>
            <dd>
              {formatDate(counter.voided.at, true)} by {who(counter.voided.by)}
              {counter.voided.reason ? `: ${counter.voided.reason}` : ""}
            </dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
