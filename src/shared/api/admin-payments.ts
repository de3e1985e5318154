// API contract of the back office's Payments screen (ADR 0055): the active website's payment
// methods (which are on, in the order shoppers see them) and its Razorpay and Cashfree keys.
// Paths are below /s. Every route answers 401 when signed out and 403 when the user is not an
// admin of the active website (nor a superadmin). Errors are in the §8 shape {message, errors?}:
// 422 with a message per field (named "razorpay.key_secret" and so on) for bad input.
//
// Secrets (Razorpay's key secret and webhook secret, Cashfree's secret key) never come back: an
// answer shows "•••• " and their last 4 characters. A blank secret in a PUT keeps the stored one;
// a blank key id (app id) removes that provider's keys.
import * as z from "zod/mini";
import { PAYMENT_METHODS, type PaymentMethod } from "./checkout";
import { singleLine } from "./text-field";

/** GET PaymentKeysAnswer. PUT PaymentKeysBody: PaymentKeysAnswer; 409 SECRETS_KEY_MISSING when a secret is sent to a server without SECRETS_KEY. */
export const ADMIN_PAYMENTS_PATH = "/api/admin/payments";
/** POST KeyCheckBody: KeyCheckAnswer, whatever the provider said (its refusal is an answer, not an error). */
export const ADMIN_PAYMENTS_CHECK_PATH = `${ADMIN_PAYMENTS_PATH}/check`;

export const CASHFREE_MODES = ["production", "sandbox"] as const;
export type CashfreeMode = (typeof CASHFREE_MODES)[number];

/** How a stored secret is shown: never the secret, only enough to recognise it. */
export const MASK = "••••";

export const SECRETS_KEY_MISSING = "This server has no SECRETS_KEY, so it cannot store payment keys. Set SECRETS_KEY in its environment and restart it.";
export const METHOD_WITHOUT_KEYS = (name: string) => `${name} cannot be turned on before its keys are saved`;
export const RAZORPAY_KEY_ID_FORMAT = "A Razorpay key id starts with rzp_live_ or rzp_test_";

export interface PaymentKeysAnswer {
  /** The methods shoppers may pay by, in the order they see them. */
  methods: PaymentMethod[];
  razorpay: { key_id: string; key_secret: string | null; webhook_secret: string | null };
  cashfree: { client_id: string; client_secret: string | null; mode: CashfreeMode };
  /** What to paste into each provider's dashboard as the webhook address. */
  webhook_urls: { razorpay: string; cashfree: string };
  /** Whether this server can store secrets (SECRETS_KEY is set). */
  secrets_key_set: boolean;
  /** Whether the built-in test sandbox takes the payments of a method whose keys are not saved. */
  sandbox_stands_in: boolean;
}

const text = (label: string, max: number) => z._default(z.string(`${label} must be text`).check(z.trim(), z.maxLength(max, `${label} may hold at most ${max} characters`), singleLine(label)), "");
// Keys are copied from a dashboard: a space inside one is a copying slip, not part of the key.
const key = (label: string, max: number) => text(label, max).check(z.refine((v) => !/\s/.test(v), `${label} has a space in it; copy it again from the dashboard`));

export const paymentKeysBody = z.object({
  methods: z.array(z.enum(PAYMENT_METHODS, `A method is one of ${PAYMENT_METHODS.join(", ")}`), "Give the methods as a list").check(
    z.minLength(1, "Turn at least one way to pay on"),
    z.refine((list) => new Set(list).size === list.length, "Name each method once"),
  ),
  razorpay: z.object({
    key_id: key("The key id", 100).check(z.refine((v) => v === "" || /^rzp_(live|test)_[A-Za-z0-9]+$/.test(v), RAZORPAY_KEY_ID_FORMAT)),
    key_secret: key("The key secret", 200),
    webhook_secret: key("The webhook secret", 200),
  }),
  cashfree: z.object({
    client_id: key("The app id", 100),
    client_secret: key("The secret key", 200),
    mode: z._default(z.enum(CASHFREE_MODES, "The mode is production or sandbox"), "production"),
  }),
});
export type PaymentKeysBody = z.input<typeof paymentKeysBody>;

/** One provider's keys as typed on the screen; a blank field means the stored value. */
export const keyCheckBody = z
  .object({
    razorpay: z.optional(z.object({ key_id: paymentKeysBody.shape.razorpay.shape.key_id, key_secret: paymentKeysBody.shape.razorpay.shape.key_secret })),
    cashfree: z.optional(
      z.object({ client_id: paymentKeysBody.shape.cashfree.shape.client_id, client_secret: paymentKeysBody.shape.cashfree.shape.client_secret, mode: paymentKeysBody.shape.cashfree.shape.mode }),
    ),
  })
  .check(z.refine((v) => (v.razorpay ? 1 : 0) + (v.cashfree ? 1 : 0) === 1, "Send the keys of one provider: razorpay or cashfree"));
export type KeyCheckBody = z.input<typeof keyCheckBody>;

export interface KeyCheckAnswer {
  /** True only when the provider accepted the keys on an authenticated call. */
  ok: boolean;
  /** What happened, in words for the screen. */
  message: string;
}
