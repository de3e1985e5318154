// A counter sale's receipt as it is printed: the shop, the sale, each item with its pack, MRP
// and price, the totals with what the customer saved, the payment and who sold it; a voided
// sale carries a stamp saying so. The paper leaves the counter with the customer: it names the
// staff member but never their phone, and shows only enough of the customer's to recognise it.
import type { PosReceipt } from "../../shared/api/pos";
import { formatPhone, maskPhone } from "../../shared/format-phone";
import { formatRupees } from "../../shared/money";
import { MoneyRows, saleTotalRows } from "../parts/money-rows";
import { formatShopDateTime } from "../parts/shop-time";
import { TableHead } from "../parts/table-head";

export function ReceiptView({ receipt }: { receipt: PosReceipt }) {
  const { payment } = receipt;
  return (
    <article className="pos-receipt" aria-labelledby="pos-receipt-title">
      {receipt.voided ? (
        <p className="pos-voided-stamp" role="note">
          VOIDED
        </p>
      ) : null}
      <header className="pos-receipt-shop">
        <p className="pos-receipt-shop-name">{receipt.shop.name}</p>
        {receipt.shop.address ? <p>{receipt.shop.address}</p> : null}
        {receipt.shop.phone ? <p>Phone {formatPhone(receipt.shop.phone)}</p> : null}
        {soldElsewhere(receipt) ? (
          <p>
            Sold at {receipt.warehouse.name}
            {receipt.warehouse.address ? `, ${receipt.warehouse.address}` : ""}
          </p>
        ) : null}
      </header>
      <h1 id="pos-receipt-title">Receipt · Order {receipt.order_number}</h1>
      <dl className="pos-receipt-facts">
        <dt>Date</dt>
        <dd>{formatShopDateTime(receipt.created_at)}</dd>
        {receipt.customer ? (
          <>
            <dt>Customer</dt>
            <dd>
              {receipt.customer.name ? `${receipt.customer.name}, ` : ""}
              {maskPhone(receipt.customer.phone)}
            </dd>
          </>
        ) : null}
        <dt>Served by</dt>
        <dd>{receipt.staff.name || "Staff"}</dd>
      </dl>
      <table className="pos-receipt-items">
        <caption className="sr-only">Items</caption>
        <TableHead columns={[{ label: "Item" }, { label: "Qty", numeric: true }, { label: "MRP", numeric: true }, { label: "Price", numeric: true }, { label: "Amount", numeric: true }]} />
        <tbody>
          {receipt.lines.map((line, i) => (
            <tr key={i}>
              <td>
                {line.name} <span className="pos-muted">{line.pack}</span>
              </td>
              <td className="pos-number">{line.quantity}</td>
              <td className="pos-number">{formatRupees(line.mrp)}</td>
              <td className="pos-number">{formatRupees(line.price)}</td>
              <td className="pos-number">{formatRupees(line.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <MoneyRows label="Receipt totals" rows={[{ label: "MRP total", amount: receipt.mrp_total }, ...saleTotalRows(receipt, false)]} />
      {receipt.coupon_code ? <p className="pos-muted">Coupon {receipt.coupon_code}</p> : null}
      {receipt.savings > 0 ? <p className="pos-receipt-saved">You saved {formatRupees(receipt.savings)}</p> : null}
      <dl className="pos-receipt-facts" aria-label="Payment">
        <dt>Paid by</dt>
        <dd>
          {payment.label} {formatRupees(payment.amount)}
        </dd>
        {payment.tendered !== null ? (
          <>
            <dt>Tendered</dt>
            <dd>{formatRupees(payment.tendered)}</dd>
          </>
        ) : null}
        {payment.change !== null ? (
          <>
            <dt>Change</dt>
            <dd>{formatRupees(payment.change)}</dd>
          </>
        ) : null}
        {payment.reference ? (
          <>
            <dt>Reference</dt>
            <dd>{payment.reference}</dd>
          </>
        ) : null}
      </dl>
      {receipt.voided ? (
        <p className="pos-problem">
          Voided {formatShopDateTime(receipt.voided.at)} by {receipt.voided.by}: {receipt.voided.reason}
        </p>
      ) : null}
      <p className="pos-receipt-thanks">Thank you for shopping with us.</p>
    </article>
  );
}

/** The counter's warehouse is a place of its own (a branch), not the shop's address. */
function soldElsewhere({ shop, warehouse }: PosReceipt): boolean {
  return warehouse.address.trim() !== "" && warehouse.address.trim() !== shop.address.trim();
}
