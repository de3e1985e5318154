// The providers' signatures (HMAC-SHA256), made and checked in one place: the adapters check
// them, the sandbox makes them. Comparisons take the same time whatever the input.
import { createHash, createHmac, timingSafeEqual } from "node:crypto";

type Bytes = string | Buffer;

export const hmacHex = (secret: string, data: Bytes): string => createHmac("sha256", secret).update(data).digest("hex");
export const hmacBase64 = (secret: string, data: Bytes): string => createHmac("sha256", secret).update(data).digest("base64");
export const sha256Base64 = (data: Bytes): string => createHash("sha256").update(data).digest("base64");

/** Constant-time equality of two strings (a length difference is the only thing that leaks). */
export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a, "utf8");
  const y = Buffer.from(b, "utf8");
  if (x.length !== y.length) {
    // Spend the same work as a comparison would, then refuse.
    timingSafeEqual(x, x);
    return false;
  }
  return timingSafeEqual(x, y);
}

/** Razorpay Checkout's `razorpay_signature`: hex HMAC of "order_id|payment_id" with the key secret. */
export const razorpayPaymentSignature = (orderId: string, paymentId: string, keySecret: string): string => hmacHex(keySecret, `${orderId}|${paymentId}`);

/** Razorpay's `X-Razorpay-Signature`: hex HMAC of the raw body with the webhook secret. */
export const razorpayWebhookSignature = (rawBody: Bytes, webhookSecret: string): string => hmacHex(webhookSecret, rawBody);

/** Cashfree's `x-webhook-signature`: Base64 HMAC of timestamp + raw body with the client secret. */
export const cashfreeWebhookSignature = (timestamp: string, rawBody: Bytes, clientSecret: string): string =>
  hmacBase64(clientSecret, Buffer.concat([Buffer.from(timestamp, "utf8"), typeof rawBody === "string" ? Buffer.from(rawBody, "utf8") : rawBody]));

/** One header's value as a string (the first when repeated), or null. */
export function headerValue(headers: Record<string, string | string[] | undefined>, name: string): string | null {
  const value = headers[name.toLowerCase()];
  const one = Array.isArray(value) ? value[0] : value;
  return typeof one === "string" && one.length > 0 ? one : null;
}
