// What an order costs, as the server priced it: items, the coupon's discount, delivery ("Free"
// when a threshold waived it), the total, and the saving on MRP. The checkout's summary and the
// success page read the same way.
import { useT } from "../../../src/client/i18n/use-t";
import { formatRupees } from "../../../src/shared/money";

export interface Amounts {
  items: number;
  coupon: string | null;
  discount: number;
  /** The delivery charge; nothing charged reads "Free". */
  delivery: number;
  total: number;
  totalLabel: string;
  savings: number;
}

/** `label`: the group's name for assistive technology ("Amounts" when absent). */
export function OrderAmounts({ amounts, label }: { amounts: Amounts; label?: string }) {
  const t = useT();
  return (
    <div aria-label={label ?? t("checkout.amounts")} role="group">
      <dl className="checkout-amounts">
        <div>
          <dt>{t("checkout.itemsTotal")}</dt>
          <dd>{formatRupees(amounts.items)}</dd>
        </div>
        {amounts.discount > 0 ? (
          <div className="is-discount">
            <dt>{amounts.coupon ? t("checkout.couponCode", { code: amounts.coupon }) : t("checkout.discount")}</dt>
            <dd>{t("checkout.minusAmount", { amount: formatRupees(amounts.discount) })}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t("checkout.delivery")}</dt>
          <dd>{amounts.delivery > 0 ? formatRupees(amounts.delivery) : t("checkout.free")}</dd>
        </div>
        <div className="is-total">
          <dt>{amounts.totalLabel}</dt>
          <dd>{formatRupees(amounts.total)}</dd>
        </div>
      </dl>
      {amounts.savings > 0 ? <p className="checkout-savings">{t("checkout.youSave", { amount: formatRupees(amounts.savings) })}</p> : null}
    </div>
  );
}
