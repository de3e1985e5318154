// Razorpay Checkout (https://razorpay.com/docs/payments/payment-gateway/web-integration/standard/):
// its script, then its modal with the options the server answered. Paying answers the three
// fields the server verifies; closing the modal answers why it ended, with the failure
// Razorpay reported when an attempt inside it failed.
import type { ConfirmPaymentBody, RazorpayCheckout } from "../../../src/shared/api/payments";
import { translate } from "../../../src/client/i18n/translate";
import { loadScript, ScriptLoadError } from "./load-script";

export const RAZORPAY_SCRIPT = "https://checkout.razorpay.com/v1/checkout.js";

interface RazorpayAnswer {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

interface RazorpayInstance {
  open(): void;
  on(event: "payment.failed", listener: (answer: { error?: { description?: string } }) => void): void;
}

type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

export type RazorpayEnd = { paid: true; fields: ConfirmPaymentBody } | { paid: false; failure: string | null };

export async function openRazorpay(options: RazorpayCheckout): Promise<RazorpayEnd> {
  await loadScript(RAZORPAY_SCRIPT);
  const Razorpay = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
  if (!Razorpay) throw new ScriptLoadError(RAZORPAY_SCRIPT);
  return new Promise<RazorpayEnd>((resolve) => {
    let failure: string | null = null;
    const checkout = new Razorpay({
      key: options.key,
      order_id: options.order_id,
      amount: options.amount,
      currency: options.currency,
      name: options.name,
      description: options.description,
      prefill: { name: options.prefill_name, email: options.prefill_email, contact: options.prefill_contact },
      handler: (answer: RazorpayAnswer) =>
        resolve({ paid: true, fields: { razorpay_payment_id: answer.razorpay_payment_id, razorpay_order_id: answer.razorpay_order_id, razorpay_signature: answer.razorpay_signature } }),
      modal: { ondismiss: () => resolve({ paid: false, failure }) },
    });
    // The modal stays open after a failed attempt so the shopper can try another way; the
    // failure is told once they close it.
    checkout.on("payment.failed", (answer) => {
      failure = answer.error?.description || translate("checkout.paymentNotThrough");
    });
    checkout.open();
  });
}
