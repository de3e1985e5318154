// What an order costs, as the server priced it: items, the coupon's discount, delivery ("Free"
// when a threshold waived it), the total, and the saving on MRP. The checkout's summary and the
// success page read the same way.
import { formatRupees } from "../../../src/shared/money";

export interface Amounts {
  items: number;
  coupon: string | null;
  discount: number;
  /** "Free" when nothing is charged for delivery. */
  delivery: number | "Free";
  total: number;
  totalLabel: string;
  savings: number;
}

export function OrderAmounts({ amounts, label = "Amounts" }: { amounts: Amounts; label?: string }) {
  return (
    <div aria-label={label} role="group">
      <dl className="checkout-amounts">
        <div>
          <dt>Items total</dt>
          <dd>{formatRupees(amounts.items)}</dd>
        </div>
        {amounts.discount > 0 ? (
          <div className="is-discount">
            <dt>{amounts.coupon ? `Coupon ${amounts.coupon}` : "Discount"}</dt>
            <dd>−{formatRupees(amounts.discount)}</dd>
          </div>
        ) : null}
        <div>
          <dt>Delivery</dt>
          <dd>{amounts.delivery === "Free" ? "Free" : formatRupees(amounts.delivery)}</dd>
        </div>
        <div className="is-total">
          <dt>{amounts.totalLabel}</dt>
          <dd>{formatRupees(amounts.total)}</dd>
        </div>
      </dl>
      {amounts.savings > 0 ? <p className="checkout-savings">You save {formatRupees(amounts.savings)} on MRP</p> : null}
    </div>
  );
}
