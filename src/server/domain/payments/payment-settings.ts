// Which provider account a website's payments go to: its own credentials (websites.payment_settings)
// or the built-in sandbox, and whether the sandbox may be used at all under this configuration.
import { z } from "zod";
import type { Config } from "../../config";
import type { OnlineMethod } from "./payment-provider";
import type { CashfreeCredentials } from "./cashfree-adapter";
import type { RazorpayCredentials } from "./razorpay-adapter";
import { isSealed, SecretOpenError } from "../secrets/secret-box";

export type PaymentsConfig = Pick<
  Config,
  "NODE_ENV" | "PAYMENTS_SANDBOX" | "ALLOW_SANDBOX_PAYMENTS" | "RAZORPAY_API_URL" | "CASHFREE_API_URL" | "CASHFREE_TEST_API_URL" | "PAYMENTS_RECONCILE_SECONDS"
> &
  Partial<Pick<Config, "SECRETS_KEY">>;

/** The sandbox may take payments: not turned off, and not production unless explicitly allowed. */
export const sandboxAllowed = (config: Pick<PaymentsConfig, "NODE_ENV" | "PAYMENTS_SANDBOX" | "ALLOW_SANDBOX_PAYMENTS">) =>
  config.PAYMENTS_SANDBOX !== "off" && (config.NODE_ENV !== "production" || config.ALLOW_SANDBOX_PAYMENTS);

const secret = z.string().trim().min(1);
const razorpaySettings = z.object({ key_id: secret, key_secret: secret, webhook_secret: secret.optional() });
const cashfreeSettings = z.object({ client_id: secret, client_secret: secret, mode: z.enum(["sandbox", "production"]).optional() });

type Settings = Record<string, unknown> | null | undefined;

/** The fields of payment_settings that are secrets, kept sealed under SECRETS_KEY (ADR 0055). */
export const SECRET_FIELDS = ["razorpay.key_secret", "razorpay.webhook_secret", "cashfree.client_secret"] as const;
export type SecretField = (typeof SECRET_FIELDS)[number];

/** What a sealed secret is bound to: its website and field, so it opens nowhere else. */
export const secretContext = (websiteId: number, field: SecretField) => `website:${websiteId}:payment_settings.${field}`;

/** Turns a stored secret into the one the provider wants (opens it when sealed). */
export type OpenSecret = (stored: string, field: SecretField) => string;

/** For callers without the key: plain text only; a sealed secret cannot be used. */
const plainOnly: OpenSecret = (stored, field) => {
  if (isSealed(stored)) throw new SecretOpenError(`${field} is encrypted and needs SECRETS_KEY`);
  return stored;
};

export function razorpayCredentials(settings: Settings, open: OpenSecret = plainOnly): RazorpayCredentials | null {
  const parsed = razorpaySettings.safeParse(settings?.razorpay);
  if (!parsed.success) return null;
  const webhookSecret = parsed.data.webhook_secret === undefined ? null : open(parsed.data.webhook_secret, "razorpay.webhook_secret");
  return { keyId: parsed.data.key_id, keySecret: open(parsed.data.key_secret, "razorpay.key_secret"), webhookSecret };
}

export function cashfreeCredentials(settings: Settings, open: OpenSecret = plainOnly): (CashfreeCredentials & { mode: "sandbox" | "production" }) | null {
  const parsed = cashfreeSettings.safeParse(settings?.cashfree);
  if (!parsed.success) return null;
  return { clientId: parsed.data.client_id, clientSecret: open(parsed.data.client_secret, "cashfree.client_secret"), mode: parsed.data.mode ?? "production" };
}

/** Whether keys are stored for `method` (sealed or not: nothing is opened to answer). */
export const hasCredentials = (settings: Settings, method: OnlineMethod) =>
  method === "razorpay" ? razorpaySettings.safeParse(settings?.razorpay).success : cashfreeSettings.safeParse(settings?.cashfree).success;

/** Whether a website's `method` goes to the sandbox under this configuration (before asking if that is allowed). */
export const usesSandbox = (config: Pick<PaymentsConfig, "PAYMENTS_SANDBOX">, settings: Settings, method: OnlineMethod) =>
  config.PAYMENTS_SANDBOX === "on" || (config.PAYMENTS_SANDBOX === "auto" && !hasCredentials(settings, method));

export interface WebsitePayments {
  code: string;
  paymentMethods: string[];
  paymentSettings: Settings;
}

/**
 * Why this server must not start, or null: in production, a website that offers Razorpay or
 * Cashfree without credentials would take its payments through the sandbox, where no money
 * moves, unless ALLOW_SANDBOX_PAYMENTS=true says that is meant (a demo).
 */
export function paymentsStartupProblem(config: Pick<PaymentsConfig, "NODE_ENV" | "PAYMENTS_SANDBOX" | "ALLOW_SANDBOX_PAYMENTS">, websites: WebsitePayments[]): string | null {
  if (config.NODE_ENV !== "production" || config.ALLOW_SANDBOX_PAYMENTS || config.PAYMENTS_SANDBOX === "off") return null;
  if (config.PAYMENTS_SANDBOX === "on") return "PAYMENTS_SANDBOX=on sends every payment to the sandbox, where no money moves; production refuses it unless ALLOW_SANDBOX_PAYMENTS=true";
  const offending = websites.flatMap((w) => {
    const methods = w.paymentMethods.filter((m): m is OnlineMethod => (m === "razorpay" || m === "cashfree") && usesSandbox(config, w.paymentSettings, m));
    return methods.length ? [`${w.code} (${methods.join(", ")})`] : [];
  });
  if (offending.length === 0) return null;
  return (
    `these websites offer online payment without credentials, so the sandbox would take their payments and no money would move: ${offending.join("; ")}. ` +
    "Set their keys on the back office's Payments screen, or PAYMENTS_SANDBOX=off (online payment is then refused for them), or ALLOW_SANDBOX_PAYMENTS=true for a demo"
  );
}
