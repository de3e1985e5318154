// The comparison price under a pack's price (ADR 0061), on cards and the product page:
// "₹84.00/kg" to see, "₹84.00 per kg" to hear, since a screen reader reads the slash out.
import { useT } from "../../src/client/i18n/use-t";
import type { Pack } from "../../src/shared/api/products";
import { formatRupees } from "../../src/shared/money";
import { formatUnitPrice, unitPrice } from "../../src/shared/pack-quantity";

export function UnitPrice({ pack, className }: { pack: Pack; className: string }) {
  const t = useT();
  const per = unitPrice(pack.price, pack);
  if (!per) return null;
  return (
    <span className={className}>
      <span aria-hidden="true">{formatUnitPrice(pack.price, pack)}</span>
      <span className="sr-only">{t("parts.unitPricePer", { price: formatRupees(per.amount), unit: per.per })}</span>
    </span>
  );
}
