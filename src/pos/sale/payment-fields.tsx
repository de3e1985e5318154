// How the customer pays: cash (what they handed over, and the change to give back), or UPI or a
// card, recorded as paid with the transaction's reference. The change shown is the amount
// tendered less the server's total; the receipt carries the server's own figure.
import { useId } from "react";
import { POS_PAYMENT_METHOD_LABELS, POS_PAYMENT_METHODS, POS_REFERENCE_MAX, type PosPaymentMethod } from "../../shared/api/pos";
import { formatRupees, toPaise, toRupees } from "../../shared/money";

export interface PaymentFieldsProps {
  method: PosPaymentMethod;
  tendered: string;
  reference: string;
  /** The server's total, once priced. */
  total: number | null;
  onMethod: (method: PosPaymentMethod) => void;
  onTendered: (tendered: string) => void;
  onReference: (reference: string) => void;
}

/** Tendered less total in rupees, or null while either is not an amount. */
export function changeDue(tendered: string, total: number | null): number | null {
  if (total === null || !/^\d+(\.\d{1,2})?$/.test(tendered.trim())) return null;
  return toRupees(toPaise(Number(tendered)) - toPaise(total));
}

export function PaymentFields({ method, tendered, reference, total, onMethod, onTendered, onReference }: PaymentFieldsProps) {
  const id = useId();
  const change = changeDue(tendered, total);
  return (
    <div className="pos-payment">
      <fieldset className="pos-methods">
        <legend>Payment</legend>
        {POS_PAYMENT_METHODS.map((m) => (
          <label key={m} className={m === method ? "pos-method pos-method-chosen" : "pos-method"}>
            <input type="radio" name={`${id}-method`} value={m} checked={m === method} onChange={() => onMethod(m)} />
            {POS_PAYMENT_METHOD_LABELS[m]}
          </label>
        ))}
      </fieldset>
      {method === "cash" ? (
        <div className="field">
          <label className="field-label" htmlFor={`${id}-tendered`}>
            Amount tendered (₹)
          </label>
          <input id={`${id}-tendered`} className="text-input" inputMode="decimal" autoComplete="off" value={tendered} onChange={(e) => onTendered(e.target.value)} aria-describedby={`${id}-change`} />
          <p id={`${id}-change`} className="pos-change" aria-live="polite">
            {change === null ? "" : change >= 0 ? `Change due: ${formatRupees(change)}` : `${formatRupees(-change)} short of the total`}
          </p>
        </div>
      ) : (
        <div className="field">
          <label className="field-label" htmlFor={`${id}-reference`}>
            {method === "upi" ? "UPI transaction id" : "Card approval code"}
          </label>
          <input id={`${id}-reference`} className="text-input" autoComplete="off" maxLength={POS_REFERENCE_MAX} value={reference} onChange={(e) => onReference(e.target.value)} />
        </div>
      )}
    </div>
  );
}
