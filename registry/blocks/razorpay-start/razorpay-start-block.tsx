// /checkout/razorpay/{id} (§2 "Payment hand-off"): opens Razorpay's checkout for the order.
import type { BlockProps } from "../../block-types";
import type { Shape } from "../../../schemas/compiled/blocks/razorpay-start.schema";
import { PaymentHandOff } from "../../parts/checkout/payment-hand-off";

export default function RazorpayStartBlock({ data }: BlockProps<Shape>) {
  return <PaymentHandOff provider="razorpay" title={data.title || "Pay with Razorpay"} />;
}
