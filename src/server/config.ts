// The server's environment, validated once at start so a bad value fails loudly and early.
import { z } from "zod";
import { DOMAIN_PATTERN } from "../shared/api/websites";
import { MESSAGE_EVENTS, type MessageEvent } from "../shared/order-messages";
import { RATE_WINDOW_MAX_SECONDS } from "./domain/rate-limit/rate-limiter";
import { parseTrustedProxies } from "./http/trusted-proxies";
import { parseSecretsKey, SECRETS_KEY_FORMAT } from "./domain/secrets/secret-box";

const httpUrl = (name: string) => z.string().regex(/^https?:\/\/[^\s/]+(\/[^\s]*)?$/, `${name} must be an http(s) address`);
// One plain sentence for every way a whole-number setting can be wrong (not a number, a
// fraction, out of range), rather than zod's "expected number, received NaN".
const wholeNumber = (name: string, min: number, max: number) => {
  const message = `${name} must be a whole number from ${min} to ${max}`;
  return z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
};
/** The setting holding each message event's DLT template id. */
export const SMS_TEMPLATE_SETTINGS = {
  placed: "MSG91_TEMPLATE_ORDER_PLACED",
  out_for_delivery: "MSG91_TEMPLATE_OUT_FOR_DELIVERY",
  delivered: "MSG91_TEMPLATE_DELIVERED",
  cancelled: "MSG91_TEMPLATE_CANCELLED",
  refunded: "MSG91_TEMPLATE_REFUNDED",
  back_in_stock: "MSG91_TEMPLATE_BACK_IN_STOCK",
} as const satisfies Record<MessageEvent, string>;
/**
 * The setting holding each message event's Hindi DLT template id (issue 35): a Hindi text is a
 * template of its own; without one, a Hindi-speaking shopper's text goes in English.
 */
export const SMS_TEMPLATE_SETTINGS_HI = {
  placed: "MSG91_TEMPLATE_ORDER_PLACED_HI",
  out_for_delivery: "MSG91_TEMPLATE_OUT_FOR_DELIVERY_HI",
  delivered: "MSG91_TEMPLATE_DELIVERED_HI",
  cancelled: "MSG91_TEMPLATE_CANCELLED_HI",
  refunded: "MSG91_TEMPLATE_REFUNDED_HI",
  back_in_stock: "MSG91_TEMPLATE_BACK_IN_STOCK_HI",
} as const satisfies Record<MessageEvent, string>;
const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  PORT: wholeNumber("PORT", 0, 65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres:// or postgresql://")
    .optional(),
  DATA_DIR: z.string().min(1).default("./.data"),
  // The built shop to serve; a release can keep the previous build's folder beside it to go back to.
  DIST_DIR: z.string().min(1).optional(),
  // Connections each server instance keeps to PostgreSQL; several instances share its limit.
  DATABASE_POOL_SIZE: wholeNumber("DATABASE_POOL_SIZE", 1, 200).default(10),
  SESSION_SECRET: z.string().min(32, "SESSION_SECRET must be at least 32 characters").optional(),
  // Seals the secrets kept in the database (payment keys, ADR 0055): 32 bytes, hex or base64.
  // Kept as written; the secret box reads the bytes.
  SECRETS_KEY: z
    .string()
    .optional()
    .refine((value) => value === undefined || parseSecretsKey(value) !== null, SECRETS_KEY_FORMAT),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")}` }).default("info"),
  // Readable lines for a person at a terminal; JSON, one object a line, for log collectors.
  LOG_FORMAT: z.enum(["pretty", "json"], { error: "LOG_FORMAT must be pretty or json" }).optional(),
  // The proxies in front of the server (ADR 0046): how many, or their addresses; never "true".
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, context) => {
      const parsed = parseTrustedProxies(value);
      if (parsed.ok) return parsed.value;
      context.addIssue({ code: "custom", message: parsed.message });
      return z.NEVER;
    }),
  // Stopping (ADR 0039): how long /s/readyz answers 503 before the server stops taking requests,
  // so a load balancer moves traffic away first (unset: 5 s in production, none elsewhere), and
  // how long in-flight requests may then take before the process gives up and exits 1.
  SHUTDOWN_DRAIN_SECONDS: wholeNumber("SHUTDOWN_DRAIN_SECONDS", 0, 120).optional(),
  SHUTDOWN_TIMEOUT_SECONDS: wholeNumber("SHUTDOWN_TIMEOUT_SECONDS", 1, 600).default(10),
  // Bearer token a scraper sends for /s/metrics (ADR 0039); unset, production serves no metrics.
  METRICS_TOKEN: z.string().min(32, "METRICS_TOKEN must be at least 32 characters").optional(),
  // Form submissions per IP per website in one fixed window (ADR 0013).
  FORM_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  FORM_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).max(RATE_WINDOW_MAX_SECONDS).default(600),
  // Phone sign-in (ADR 0016): codes sent per phone and per IP address in an hour, how long a
  // code lives, wrong tries per code, and the wait before another code.
  OTP_SENDS_PER_PHONE_HOUR: z.coerce.number().int().min(1).default(5),
  OTP_SENDS_PER_IP_HOUR: z.coerce.number().int().min(1).default(20),
  OTP_TTL_SECONDS: z.coerce.number().int().min(30).max(3600).default(300),
  OTP_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
  OTP_RESEND_SECONDS: z.coerce.number().int().min(0).max(600).default(30),
  // How long an online order holds its stock and slot while waiting for payment (ADR 0019).
  PAYMENT_WINDOW_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  // Payments (ADR 0020): the built-in sandbox stands in for websites without provider
  // credentials ("auto"), for every website ("on") or never ("off"); production refuses to use
  // it unless ALLOW_SANDBOX_PAYMENTS=true. Provider API addresses can point elsewhere (a proxy).
  PAYMENTS_SANDBOX: z.enum(["auto", "on", "off"]).default("auto"),
  ALLOW_SANDBOX_PAYMENTS: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
  RAZORPAY_API_URL: httpUrl("RAZORPAY_API_URL").default("https://api.razorpay.com"),
  CASHFREE_API_URL: httpUrl("CASHFREE_API_URL").default("https://api.cashfree.com"),
  CASHFREE_TEST_API_URL: httpUrl("CASHFREE_TEST_API_URL").default("https://sandbox.cashfree.com"),
  // How often orders still awaiting payment are checked with their provider; 0 turns it off.
  PAYMENTS_RECONCILE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  // An empty database gets the demo store (ADR 0045): by default everywhere but production, where
  // the first website is made with `npm run website:create`.
  SEED_DEMO: z.enum(["true", "false"], { error: "SEED_DEMO must be true or false" }).optional(),
  // Sign-in codes go by SMS through MSG91 (ADR 0045): its auth key, and the id of the DLT-registered
  // template with the variables ##otp##, ##shop## and ##minutes##. Unset, development and test keep
  // messages in an outbox and production cannot send codes.
  SMS_PROVIDER: z.enum(["msg91"], { error: "SMS_PROVIDER must be msg91 (or unset)" }).optional(),
  MSG91_AUTH_KEY: z.string().min(1).optional(),
  MSG91_TEMPLATE_ID: z.string().min(1).optional(),
  // The sign-in code's Hindi template (issue 35), registered on DLT as Unicode with the same
  // variables; without it, a shopper asking in Hindi gets the code's text in English.
  MSG91_TEMPLATE_ID_HI: z.string().min(1).optional(),
  MSG91_API_URL: httpUrl("MSG91_API_URL").default("https://control.msg91.com"),
  // Order messages (issue 33, ADR 0079): the DLT template of each event's text. An event without
  // one sends no text through MSG91 (the outbox, outside production, needs none).
  MSG91_TEMPLATE_ORDER_PLACED: z.string().min(1).optional(),
  MSG91_TEMPLATE_OUT_FOR_DELIVERY: z.string().min(1).optional(),
  MSG91_TEMPLATE_DELIVERED: z.string().min(1).optional(),
  MSG91_TEMPLATE_CANCELLED: z.string().min(1).optional(),
  MSG91_TEMPLATE_REFUNDED: z.string().min(1).optional(),
  MSG91_TEMPLATE_BACK_IN_STOCK: z.string().min(1).optional(),
  // The Hindi texts' templates (issue 35), registered on DLT as Unicode with the same variables;
  // a Hindi-speaking shopper's text goes in English for an event without one.
  MSG91_TEMPLATE_ORDER_PLACED_HI: z.string().min(1).optional(),
  MSG91_TEMPLATE_OUT_FOR_DELIVERY_HI: z.string().min(1).optional(),
  MSG91_TEMPLATE_DELIVERED_HI: z.string().min(1).optional(),
  MSG91_TEMPLATE_CANCELLED_HI: z.string().min(1).optional(),
  MSG91_TEMPLATE_REFUNDED_HI: z.string().min(1).optional(),
  MSG91_TEMPLATE_BACK_IN_STOCK_HI: z.string().min(1).optional(),
  // Operators drop texts whose links are not whitelisted on the DLT platform: a text carries a
  // link only to a website host equal to or under this domain, and none when it is unset.
  SMS_LINK_DOMAIN: z.string().trim().toLowerCase().regex(DOMAIN_PATTERN, "SMS_LINK_DOMAIN must be a host name such as shops.example.com (no scheme, no port)").optional(),
  // Order emails go through this SMTP server (smtp://user:pass@host:587 or smtps://…:465), from
  // SMTP_FROM. Unset, development and test keep them in the outbox and production sends none.
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, "SMTP_URL must start with smtp:// or smtps://")
    .optional(),
  SMTP_FROM: z.email("SMTP_FROM must be an email address such as orders@example.com").optional(),
  // How often each server looks for messages due to be sent; 0 sends none from this instance.
  MESSAGES_POLL_SECONDS: wholeNumber("MESSAGES_POLL_SECONDS", 0, 3600).default(10),
  // Websites created by owners also answer at <subdomain>.<BASE_DOMAIN> (ADR 0023), beside
  // <subdomain>.localhost; unset, only the latter.
  BASE_DOMAIN: z.string().trim().toLowerCase().regex(DOMAIN_PATTERN, "BASE_DOMAIN must be a host name such as shops.example.com (no scheme, no port)").optional(),
});

type ParsedEnv = z.infer<typeof envSchema>;
export type Config = Omit<ParsedEnv, "SHUTDOWN_DRAIN_SECONDS" | "SEED_DEMO" | "LOG_FORMAT"> & { SHUTDOWN_DRAIN_SECONDS: number; SEED_DEMO: boolean; LOG_FORMAT: "pretty" | "json" };

/** Production drains for this long unless told otherwise: a few health-check periods. */
export const PRODUCTION_DRAIN_SECONDS = 5;

/** What an empty environment gives: the settings a caller that configures nothing runs with. */
export const defaultConfig = (): Config => loadConfig({});

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  const config: Config = {
    ...parsed.data,
    SHUTDOWN_DRAIN_SECONDS: parsed.data.SHUTDOWN_DRAIN_SECONDS ?? (parsed.data.NODE_ENV === "production" ? PRODUCTION_DRAIN_SECONDS : 0),
    SEED_DEMO: parsed.data.SEED_DEMO ? parsed.data.SEED_DEMO === "true" : parsed.data.NODE_ENV !== "production",
    LOG_FORMAT: parsed.data.LOG_FORMAT ?? (parsed.data.NODE_ENV === "development" ? "pretty" : "json"),
  };
  if (config.NODE_ENV === "production" && !config.SESSION_SECRET) {
    throw new Error("Invalid environment:\n  SESSION_SECRET: required in production");
  }
  if (config.NODE_ENV === "production" && !config.SECRETS_KEY) {
    throw new Error(`Invalid environment:\n  SECRETS_KEY: required in production, to encrypt the payment keys kept in the database (${SECRETS_KEY_FORMAT})`);
  }
  if (config.NODE_ENV === "production" && config.PAYMENTS_SANDBOX === "on" && !config.ALLOW_SANDBOX_PAYMENTS) {
    throw new Error("Invalid environment:\n  PAYMENTS_SANDBOX: the payment sandbox takes no real money; production refuses it unless ALLOW_SANDBOX_PAYMENTS=true");
  }
  if (config.SMS_PROVIDER === "msg91") {
    const missing = (["MSG91_AUTH_KEY", "MSG91_TEMPLATE_ID"] as const).filter((name) => !config[name]);
    if (missing.length) throw new Error(`Invalid environment:\n${missing.map((name) => `  ${name}: required when SMS_PROVIDER=msg91`).join("\n")}`);
  }
  if (config.SMTP_URL && !config.SMTP_FROM) throw new Error("Invalid environment:\n  SMTP_FROM: required when SMTP_URL is set");
  return config;
}

/** Settings that start but deserve a word in the log: the server runs, though perhaps not as meant. */
export function configWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (config.NODE_ENV === "production" && !config.DATABASE_URL) {
    warnings.push(
      `DATABASE_URL is not set: production is running on the embedded database in ${config.DATA_DIR}, which serves one process only and has no backups of its own; set DATABASE_URL to a PostgreSQL database`,
    );
  }
  if (config.NODE_ENV === "production" && !config.SMS_PROVIDER) {
    warnings.push("SMS_PROVIDER is not set: sign-in codes cannot be sent, so shoppers cannot sign in (asking for a code answers 503)");
  }
  if (config.NODE_ENV === "production" && !config.SMTP_URL) warnings.push("SMTP_URL is not set: order emails are not sent (texts still are, where templates are set)");
  if (config.SMS_PROVIDER === "msg91") {
    const without = MESSAGE_EVENTS.filter((event) => !config[SMS_TEMPLATE_SETTINGS[event]]).map((event) => SMS_TEMPLATE_SETTINGS[event]);
    if (without.length) warnings.push(`${without.join(", ")} ${without.length === 1 ? "is" : "are"} not set: texts of those order messages are not sent`);
  }
  if (config.NODE_ENV === "production" && !config.METRICS_TOKEN) warnings.push("METRICS_TOKEN is not set: /s/metrics answers 404 in production");
  return warnings;
}
