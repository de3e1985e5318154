// The back office's Payments screen (ADR 0055): a website's payment methods and its Razorpay and
// Cashfree keys. Secrets are sealed under SECRETS_KEY before they are stored, shown only as
// "•••• last 4", and every change is audited with the same masks, never a secret.
import { and, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import { Refusal } from "../refusal";
import { callProvider, isRecord, str, type FetchLike, type JsonAnswer } from "../../lib/provider-http";
import {
  MASK,
  METHOD_WITHOUT_KEYS,
  SECRETS_KEY_MISSING,
  type CashfreeMode,
  type KeyCheckAnswer,
  type keyCheckBody,
  type PaymentKeysAnswer,
  type paymentKeysBody,
} from "../../../shared/api/admin-payments";
import { PAYMENT_METHODS, type PaymentMethod } from "../../../shared/api/checkout";
import type { output } from "zod/mini";
import { recordAudit } from "../audit/record-audit";
import { secretBoxFor, SecretOpenError, type SecretBox } from "../secrets/secret-box";
import { preferredFirst, shopUrl } from "../websites/website-address";
import { hostOf } from "../websites/find-website";
import { CASHFREE_API_VERSION } from "./cashfree-adapter";
import { sandboxAllowed, SECRET_FIELDS, secretContext, type PaymentsConfig, type SecretField } from "./payment-settings";

type Stored = Record<string, Record<string, string>>;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Secrets shorter than this show no characters at all: four of them would be too much of it. */
const SHORTEST_SHOWN = 12;
/** The order id asked about to prove Cashfree's keys: any id works, an unknown one answers 404 to good keys. */
const CASHFREE_PROBE_ORDER = "kirana_key_check";

export function maskSecret(plain: string | null): string | null {
  if (plain === null || plain === "") return null;
  return plain.length >= SHORTEST_SHOWN ? `${MASK} ${plain.slice(-4)}` : MASK;
}

export interface PaymentKeysOptions {
  config: PaymentsConfig;
  /** Forgets the cached website, whose payment methods the cart reads, on every instance. */
  forgetWebsite: (websiteId: number) => void;
  /** The providers over HTTP; tests point the config's URLs at a fake. */
  fetch?: FetchLike;
}

export function createPaymentKeys(db: Db, opts: PaymentKeysOptions) {
  const box: SecretBox = secretBoxFor(opts.config.SECRETS_KEY);
  const fetchImpl: FetchLike = opts.fetch ?? ((url, init) => fetch(url, init));

  const open = (websiteId: number, field: SecretField, stored: string | undefined): string | null => {
    if (stored === undefined || stored === "") return null;
    return box.open(stored, secretContext(websiteId, field));
  };

  /** The settings as the screen and the audit log see them: ids in full, secrets masked. */
  function view(websiteId: number, methods: string[], settings: Stored) {
    const rz = settings.razorpay ?? {};
    const cf = settings.cashfree ?? {};
    // A secret this server cannot open still shows that one is stored (start-up refuses that case).
    const shown = (field: SecretField, stored: string | undefined) => {
      try {
        return maskSecret(open(websiteId, field, stored));
      } catch (error) {
        if (error instanceof SecretOpenError) return MASK;
        throw error;
      }
    };
    return {
      methods: methods.filter((m): m is PaymentMethod => (PAYMENT_METHODS as readonly string[]).includes(m)),
      razorpay: { key_id: rz.key_id ?? "", key_secret: shown("razorpay.key_secret", rz.key_secret), webhook_secret: shown("razorpay.webhook_secret", rz.webhook_secret) },
      cashfree: { client_id: cf.client_id ?? "", client_secret: shown("cashfree.client_secret", cf.client_secret), mode: (cf.mode === "sandbox" ? "sandbox" : "production") as CashfreeMode },
    };
  }

  async function domainsOf(websiteId: number): Promise<string[]> {
    const rows = await db
      .select({ domain: t.websiteDomains.domain })
      .from(t.websiteDomains)
      .where(and(eq(t.websiteDomains.websiteId, websiteId), isNotNull(t.websiteDomains.verifiedAt)));
    return rows.map((r) => r.domain);
  }

  async function answer(websiteId: number, methods: string[], settings: Stored, origin: string): Promise<PaymentKeysAnswer> {
    const [domain] = preferredFirst(await domainsOf(websiteId), hostOf(origin) ?? "localhost");
    const shop = shopUrl(origin, domain);
    return {
      ...view(websiteId, methods, settings),
      webhook_urls: { razorpay: `${shop}/s/api/webhooks/razorpay`, cashfree: `${shop}/s/api/webhooks/cashfree` },
      secrets_key_set: box.configured,
      sandbox_stands_in: sandboxAllowed(opts.config) && opts.config.PAYMENTS_SANDBOX !== "off",
    };
  }

  async function row(tx: Db | Tx, websiteId: number, lock: boolean) {
    const query = tx.select({ methods: t.websites.paymentMethods, settings: t.websites.paymentSettings }).from(t.websites).where(eq(t.websites.id, websiteId));
    const [found] = lock ? await query.for("update") : await query;
    if (!found) throw new Refusal("not-found", "This website does not exist");
    return found;
  }

  /**
   * One provider's stored part after a save: a blank id removes the provider's keys; a blank
   * secret keeps the stored one; a typed secret is sealed. Field errors are collected in `errors`.
   */
  function nextProvider(
    websiteId: number,
    provider: "razorpay" | "cashfree",
    stored: Record<string, string> | undefined,
    idField: "key_id" | "client_id",
    id: string,
    /** Each secret: its field, what was typed, and whether it belongs to the id (kept only with the same id). */
    secrets: [SecretField, string, boolean][],
    extra: Record<string, string>,
    errors: Record<string, string>,
  ): Record<string, string> | undefined {
    if (id === "") {
      const typed = secrets.find(([, value]) => value !== "");
      if (typed) errors[`${provider}.${idField}`] = `Give the ${provider === "razorpay" ? "key id" : "app id"} that goes with the secret`;
      return undefined;
    }
    const next: Record<string, string> = { ...extra, [idField]: id };
    for (const [field, value, required] of secrets) {
      const name = field.split(".")[1]!;
      if (value !== "") {
        if (!box.configured) throw new Refusal("conflict", SECRETS_KEY_MISSING);
        next[name] = box.seal(value, secretContext(websiteId, field));
      } else if (stored?.[name] && (!required || stored[idField] === id)) {
        next[name] = stored[name];
      } else if (required) {
        // A new id needs its own secret: the stored one belongs to the old id.
        errors[field] = `Give the ${name === "key_secret" ? "key secret" : "secret key"}${stored?.[name] ? ` of ${id}` : ""}`;
      }
    }
    return next;
  }

  return {
    async read(websiteId: number, origin: string): Promise<PaymentKeysAnswer> {
      const found = await row(db, websiteId, false);
      return answer(websiteId, found.methods, found.settings, origin);
    },

    async save(websiteId: number, userId: number, body: output<typeof paymentKeysBody>, origin: string): Promise<PaymentKeysAnswer> {
      const saved = await db.transaction(async (tx) => {
        const found = await row(tx, websiteId, true);
        const before = found.settings;
        const errors: Record<string, string> = {};
        const razorpay = nextProvider(
          websiteId,
          "razorpay",
          before.razorpay,
          "key_id",
          body.razorpay.key_id,
          [
            ["razorpay.key_secret", body.razorpay.key_secret, true],
            ["razorpay.webhook_secret", body.razorpay.webhook_secret, false],
          ],
          {},
          errors,
        );
        const cashfree = nextProvider(
          websiteId,
          "cashfree",
          before.cashfree,
          "client_id",
          body.cashfree.client_id,
          [["cashfree.client_secret", body.cashfree.client_secret, true]],
          { mode: body.cashfree.mode },
          errors,
        );
        const settings: Stored = { ...before };
        delete settings.razorpay;
        delete settings.cashfree;
        if (razorpay) settings.razorpay = razorpay;
        if (cashfree) settings.cashfree = cashfree;
        // Without keys an online method goes to the sandbox, which only some configurations allow.
        if (!sandboxAllowed(opts.config)) {
          const keyless = body.methods.filter((m) => (m === "razorpay" && !razorpay) || (m === "cashfree" && !cashfree));
          if (keyless.length) errors.methods = METHOD_WITHOUT_KEYS(keyless[0] === "razorpay" ? "Razorpay" : "Cashfree");
        }
        const first = Object.values(errors)[0];
        if (first) throw new Refusal("invalid", first, errors);

        const beforeView = view(websiteId, found.methods, before);
        // Which secrets were typed anew: a secret replaced by one ending alike still shows as a change.
        const replaced = SECRET_FIELDS.filter((field) => {
          const [provider, name] = field.split(".") as ["razorpay" | "cashfree", string];
          return settings[provider]?.[name] !== undefined && settings[provider]?.[name] !== before[provider]?.[name];
        });
        const afterView = { ...view(websiteId, body.methods, settings), replaced_secrets: replaced };
        if (JSON.stringify({ ...beforeView, replaced_secrets: [] }) !== JSON.stringify(afterView)) {
          await tx.update(t.websites).set({ paymentMethods: body.methods, paymentSettings: settings }).where(eq(t.websites.id, websiteId));
          await recordAudit(tx, { websiteId, userId, action: "update", entityType: "payment_settings", entityId: websiteId, before: beforeView, after: afterView });
        }
        return { methods: body.methods as string[], settings };
      });
      opts.forgetWebsite(websiteId);
      return answer(websiteId, saved.methods, saved.settings, origin);
    },

    /** Asks the provider, on an authenticated read, whether these keys (blank: the stored ones) work. */
    async check(websiteId: number, body: output<typeof keyCheckBody>): Promise<KeyCheckAnswer> {
      const { settings } = await row(db, websiteId, false);
      const stored = (provider: "razorpay" | "cashfree", name: string, field: SecretField | null): string => {
        const value = settings[provider]?.[name] ?? "";
        if (!field) return value;
        try {
          return open(websiteId, field, value) ?? "";
        } catch (error) {
          if (error instanceof SecretOpenError) throw new Refusal("conflict", "The stored secret cannot be opened with this server's SECRETS_KEY; type it again");
          throw error;
        }
      };
      if (body.razorpay) {
        const storedId = stored("razorpay", "key_id", null);
        const keyId = body.razorpay.key_id || storedId;
        // The stored secret goes only with the stored id.
        const keySecret = body.razorpay.key_secret || (keyId === storedId ? stored("razorpay", "key_secret", "razorpay.key_secret") : "");
        if (!keyId || !keySecret)
          throw new Refusal("invalid", "Give the key id and key secret to check", keyId ? { "razorpay.key_secret": "Give the key secret" } : { "razorpay.key_id": "Give the key id" });
        return checkRazorpay(keyId, keySecret);
      }
      const cf = body.cashfree!;
      const storedClientId = stored("cashfree", "client_id", null);
      const clientId = cf.client_id || storedClientId;
      const clientSecret = cf.client_secret || (clientId === storedClientId ? stored("cashfree", "client_secret", "cashfree.client_secret") : "");
      if (!clientId || !clientSecret)
        throw new Refusal("invalid", "Give the app id and secret key to check", clientId ? { "cashfree.client_secret": "Give the secret key" } : { "cashfree.client_id": "Give the app id" });
      return checkCashfree(clientId, clientSecret, cf.mode);
    },
  };

  async function ask(provider: string, baseUrl: string, path: string, headers: Record<string, string>): Promise<JsonAnswer | null> {
    try {
      return await callProvider({ baseUrl, fetch: fetchImpl, timeoutMs: 10_000 }, provider, "GET", path, headers);
    } catch {
      return null;
    }
  }

  function verdict(provider: string, answer: JsonAnswer | null, accepted: (status: number) => boolean, refusedHint: string, description: string | null): KeyCheckAnswer {
    if (answer === null) return { ok: false, message: `${provider} could not be reached, so the keys were not checked. Try again in a moment.` };
    if (accepted(answer.status)) return { ok: true, message: `${provider} accepted these keys.` };
    if (answer.status === 401 || answer.status === 403) return { ok: false, message: `${provider} refused these keys: ${refusedHint}` };
    return { ok: false, message: `${provider} answered ${answer.status}${description ? ` (${description})` : ""}, so the keys were not checked. Try again in a moment.` };
  }

  async function checkRazorpay(keyId: string, keySecret: string): Promise<KeyCheckAnswer> {
    // The smallest authenticated read Razorpay has: the latest payment, if any.
    const auth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString("base64")}`;
    const answer = await ask("Razorpay", opts.config.RAZORPAY_API_URL, "/v1/payments?count=1", { authorization: auth });
    const error = answer && isRecord(answer.body) && isRecord(answer.body.error) ? str(answer.body.error.description) : null;
    return verdict("Razorpay", answer, (s) => s === 200, "check the key id and key secret (test and live keys are separate pairs).", error);
  }

  async function checkCashfree(clientId: string, clientSecret: string, mode: CashfreeMode): Promise<KeyCheckAnswer> {
    const baseUrl = mode === "sandbox" ? opts.config.CASHFREE_TEST_API_URL : opts.config.CASHFREE_API_URL;
    const headers = { "x-client-id": clientId, "x-client-secret": clientSecret, "x-api-version": CASHFREE_API_VERSION };
    const answer = await ask("Cashfree", baseUrl, `/pg/orders/${CASHFREE_PROBE_ORDER}`, headers);
    const message = answer && isRecord(answer.body) ? str(answer.body.message) : null;
    // Past authentication, an order that does not exist is 404: the keys were accepted.
    return verdict("Cashfree", answer, (s) => s === 200 || s === 404, `check the app id and secret key, and the mode (test keys work only in sandbox mode).`, message);
  }
}
export type PaymentKeys = ReturnType<typeof createPaymentKeys>;
