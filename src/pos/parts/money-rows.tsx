// A column of amounts with their labels (a sale's totals, a day's totals), the last one or the
// ones marked strong standing out.
import { formatRupees } from "../../shared/money";

export interface MoneyRow {
  label: string;
  amount: number;
  /** Shown as a deduction ("− ₹20.00"). */
  less?: boolean;
  strong?: boolean;
}

export function MoneyRows({ rows, label }: { rows: readonly MoneyRow[]; label: string }) {
  return (
    <dl className="pos-money" aria-label={label}>
      {rows.map((row) => (
        <div key={row.label} className={row.strong ? "pos-money-strong" : undefined}>
          <dt>{row.label}</dt>
          <dd>{`${row.less ? "− " : ""}${formatRupees(row.amount)}`}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The rows of a priced sale or a receipt: subtotal, coupon discount, total and, unless the caller
 * says it in words of its own (the receipt does), what was saved.
 */
export function saleTotalRows({ subtotal, discount, total, savings }: { subtotal: number; discount: number; total: number; savings: number }, withSavings = true): MoneyRow[] {
  return [
    { label: "Subtotal", amount: subtotal },
    ...(discount > 0 ? [{ label: "Coupon discount", amount: discount, less: true }] : []),
    { label: "Total", amount: total, strong: true },
    ...(withSavings && savings > 0 ? [{ label: "You saved", amount: savings }] : []),
  ];
}
