// The built-in payment sandbox's fixed, published test credentials and addresses (ADR 0020).
// They are not secrets: anyone may read them here. They are only ever used when a website has
// no credentials of its own, and never in production unless ALLOW_SANDBOX_PAYMENTS=true.
import type { OnlineMethod } from "../payment-provider";

export const SANDBOX_RAZORPAY = {
  keyId: "rzp_test_kirana",
  keySecret: "kirana_sandbox_secret",
  webhookSecret: "kirana_sandbox_webhook_secret",
} as const;

export const SANDBOX_CASHFREE = {
  clientId: "TEST_kirana_sandbox",
  clientSecret: "cfsk_ma_test_kirana_sandbox_secret",
} as const;

/** Where each provider's sandbox API lives on this server (its base URL is origin + this). */
export const SANDBOX_API_PATH: Record<OnlineMethod, string> = {
  razorpay: "/sandbox/razorpay",
  cashfree: "/sandbox/cashfree",
};

/** The hosted test payment page of a sandbox order, relative to the shop's origin. */
export const sandboxPayPath = (method: OnlineMethod, providerOrderId: string) => `/sandbox/pay/${method}/${encodeURIComponent(providerOrderId)}`;

/** This server's webhook routes, where the sandbox delivers its events. */
export const WEBHOOK_PATH: Record<OnlineMethod, string> = {
  razorpay: "/s/api/webhooks/razorpay",
  cashfree: "/s/api/webhooks/cashfree",
};
