// /checkout/cashfree/{id} (§2 "Payment hand-off"): opens Cashfree's checkout for the order.
import type { BlockProps } from "../../block-types";
import type { Shape } from "../../../schemas/compiled/blocks/cashfree-start.schema";
import { useT } from "../../../src/client/i18n/use-t";
import { PaymentHandOff } from "../../parts/checkout/payment-hand-off";

export default function CashfreeStartBlock({ data }: BlockProps<Shape>) {
  const t = useT();
  return <PaymentHandOff provider="cashfree" title={data.title || t("checkout.payWithCashfree")} />;
}
