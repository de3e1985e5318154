// Which provider account a website's online payments go to (ADR 0020, ADR 0055): its own
// Razorpay or Cashfree keys, opened from their sealed form only to call the provider, or the
// built-in sandbox — which is loaded only where it is allowed (ADR 0074).
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import { Refusal } from "../refusal";
import { SecretOpenError, secretBoxFor } from "../secrets/secret-box";
import { createCashfreeAdapter } from "./cashfree-adapter";
import { METHOD_NAMES, type PaymentsLog } from "./payment-methods";
import { text } from "../server-text";
import type { OnlineMethod, PaymentProvider } from "./payment-provider";
import { cashfreeCredentials, razorpayCredentials, sandboxAllowed, secretContext, usesSandbox, type OpenSecret, type PaymentsConfig } from "./payment-settings";
import { createRazorpayAdapter } from "./razorpay-adapter";
import type { Sandbox, SandboxParts } from "./sandbox/sandbox-parts";

export type WebsiteRow = Pick<typeof t.websites.$inferSelect, "id" | "name" | "paymentSettings">;

export function createPaymentAccounts(db: Db, config: PaymentsConfig, log: PaymentsLog) {
  const sandboxOn = sandboxAllowed(config);
  // Stored keys are sealed under SECRETS_KEY (ADR 0055) and opened only to call the provider.
  const secrets = secretBoxFor(config.SECRETS_KEY);
  let sandboxLoaded: SandboxParts | null = null;
  let attachedTo: FastifyInstance | null = null;
  const connect = (parts: SandboxParts, app: FastifyInstance) => {
    parts.transport.attach(app);
    parts.sandbox.setLogger(app.log);
  };
  const sandboxLoading: Promise<SandboxParts> | null = sandboxOn
    ? import("./sandbox/sandbox-parts").then(({ createSandboxParts }) => {
        const parts = createSandboxParts(db);
        sandboxLoaded = parts;
        if (attachedTo) connect(parts, attachedTo);
        return parts;
      })
    : null;
  const notSetUp = (method: OnlineMethod) => new Refusal("unavailable", text("server.methodNotSetUp", { method: METHOD_NAMES[method] }));

  async function sandboxProvider(method: OnlineMethod, merchantName: string): Promise<PaymentProvider> {
    if (!sandboxLoading) throw notSetUp(method);
    return (await sandboxLoading).provider(method, merchantName);
  }

  return {
    sandboxAllowed: sandboxOn,

    /** The sandbox's API, page and test payments, once loaded (its routes exist only when it is allowed). */
    get sandbox(): Sandbox {
      if (!sandboxLoaded) throw new Error(sandboxOn ? "the payment sandbox is still loading: await payments.loadSandbox()" : "the payment sandbox is not allowed here");
      return sandboxLoaded.sandbox;
    },

    /** The sandbox, loaded (only where it is allowed). */
    async loadSandbox(): Promise<Sandbox> {
      if (!sandboxLoading) throw new Error("the payment sandbox is not allowed here");
      return (await sandboxLoading).sandbox;
    },

    /** Lets the sandbox reach this server: through inject until it listens, then over HTTP. */
    attach(app: FastifyInstance): void {
      attachedTo = app;
      if (sandboxLoaded) connect(sandboxLoaded, app);
      if (!sandboxLoading) return;
      const loading = sandboxLoading;
      app.addHook("onListen", async function () {
        (await loading).transport.listening(this.server.address());
      });
      // Webhooks the sandbox is still delivering finish before the server stops.
      app.addHook("preClose", async () => {
        await (await loading).sandbox.settled();
      });
    },

    async website(websiteId: number): Promise<WebsiteRow> {
      const [row] = await db.select({ id: t.websites.id, name: t.websites.name, paymentSettings: t.websites.paymentSettings }).from(t.websites).where(eq(t.websites.id, websiteId));
      if (!row) throw new Refusal("not-found", "This website does not exist");
      return row;
    },

    /** The webhook checker for an event about no order of ours: only the sandbox's own secret could have signed it. */
    async strangersChecker(method: OnlineMethod): Promise<PaymentProvider | null> {
      return sandboxLoading ? sandboxProvider(method, "") : null;
    },

    /** The provider account a website's payments by `method` go to; `unavailable` when there is none. */
    async providerFor(website: WebsiteRow, method: OnlineMethod): Promise<PaymentProvider> {
      const settings = website.paymentSettings;
      if (usesSandbox(config, settings, method)) return sandboxProvider(method, website.name);
      const realFetch = (url: string, init: RequestInit) => fetch(url, init);
      const open: OpenSecret = (stored, field) => {
        try {
          return secrets.open(stored, secretContext(website.id, field));
        } catch (error) {
          if (!(error instanceof SecretOpenError)) throw error;
          // Start-up refuses keys it cannot open, so this is a row changed since then: say which, never its value.
          log.current?.error({ event: "payment_secret_unreadable", websiteId: website.id, field, reason: error.message }, "a stored payment key cannot be opened");
          throw new Refusal("unavailable", text("server.methodUnavailable", { method: METHOD_NAMES[method] }));
        }
      };
      if (method === "razorpay") {
        const credentials = razorpayCredentials(settings, open);
        if (!credentials) throw notSetUp(method);
        return createRazorpayAdapter({ credentials, http: { baseUrl: config.RAZORPAY_API_URL, fetch: realFetch }, sandbox: false, merchantName: website.name });
      }
      const credentials = cashfreeCredentials(settings, open);
      if (!credentials) throw notSetUp(method);
      const baseUrl = credentials.mode === "sandbox" ? config.CASHFREE_TEST_API_URL : config.CASHFREE_API_URL;
      return createCashfreeAdapter({ credentials, http: { baseUrl, fetch: realFetch }, sandbox: false, mode: credentials.mode });
    },
  };
}

export type PaymentAccounts = ReturnType<typeof createPaymentAccounts>;
