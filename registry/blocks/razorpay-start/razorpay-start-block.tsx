// /checkout/razorpay/{id} (§2 "Payment hand-off"): opens Razorpay's checkout for the order.
import type { BlockProps } from "../../block-types";
import type { Shape } from "../../../schemas/compiled/blocks/razorpay-start.schema";
import { useT } from "../../../src/client/i18n/use-t";
import { PaymentHandOff } from "../../parts/checkout/payment-hand-off";

export default function RazorpayStartBlock({ data }: BlockProps<Shape>) {
  const t = useT();
  return <PaymentHandOff provider="razorpay" title={data.title || t("checkout.payWithRazorpay")} />;
}
