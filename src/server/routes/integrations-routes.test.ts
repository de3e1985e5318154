// Issue 9 item 4 on the real database engine: a website's analytics and error-reporting keys are
// read and saved by its admins only, judged by schemas/site/integrations.json, reach the shop in
// the init answer at once, and open the website's Content-Security-Policy to those hosts only.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import * as t from "../db/schema";
import type { IntegrationsAnswer } from "../../shared/api/integrations";
import { createTestApp, DEMO, FRESH, ShopClient, type TestApp } from "../testing/test-app";
import { INTEGRATIONS_INVALID } from "../domain/websites/integrations";

const PRIYA = "9876543210"; // a shopper
const ANITA = "9876543212"; // admin of the demo store and of Fresh Basket
const KIRAN = "9876543213"; // superadmin

const KEY = "phc_Ab12Cd34Ef56Gh78Ij90Kl12Mn34Op56Qr78St90Uv1";
const DSN = "https://0123456789abcdef0123456789abcdef@o4501.ingest.de.sentry.io/4507";

let h: TestApp;
beforeAll(async () => {
  h = await createTestApp();
});
afterAll(() => h.close());

let ips = 0;
async function signedIn(phone: string, origin = DEMO) {
  const client = new ShopClient(h.app, origin, `10.19.0.${++ips}`);
  expect((await client.post("/s/api/test/sign-in", { phone }, { xsrf: false })).statusCode).toBe(200);
  return client;
}

const read = (client: ShopClient) => client.get("/s/api/admin/integrations");
const save = (client: ShopClient, body: unknown) => client.request("PUT", "/s/api/admin/integrations", { body });
const initOf = async (origin: string) => (await new ShopClient(h.app, origin).get("/s/api/init")).json() as { integrations: unknown };
const noInternals = (body: string) => expect(body).not.toMatch(/\n\s+at |node_modules|\.ts:\d+|FST_|drizzle|postgres|pglite|ajv/i);

describe("a website's analytics and error-reporting keys", () => {
  it("are none at first: the init answer carries no keys", async () => {
    const anita = await signedIn(ANITA);
    const res = await read(anita);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const [demo] = await h.services.db.select({ id: t.websites.id }).from(t.websites).where(eq(t.websites.code, "demo"));
    expect(res.json()).toEqual({ website_id: demo!.id, integrations: {} });
    expect((await initOf(DEMO)).integrations).toEqual({ posthog: null, sentry: null });
  });

  it("are saved by an admin, trimmed, and reach the live shop's init answer at once; other websites keep none", async () => {
    const anita = await signedIn(ANITA);
    // Warm the website cache, so the save must drop it.
    await initOf(DEMO);
    const res = await save(anita, { posthog_key: `  ${KEY}\n`, posthog_api_host: "https://eu.i.posthog.com", sentry_dsn: ` ${DSN} ` });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as IntegrationsAnswer).integrations).toEqual({ posthog_key: KEY, posthog_api_host: "https://eu.i.posthog.com", sentry_dsn: DSN });
    expect((await read(anita)).json()).toMatchObject({ integrations: { posthog_key: KEY, posthog_api_host: "https://eu.i.posthog.com", sentry_dsn: DSN } });
    expect((await initOf(DEMO)).integrations).toEqual({ posthog: { key: KEY, api_host: "https://eu.i.posthog.com" }, sentry: { dsn: DSN } });
    expect((await initOf(FRESH)).integrations).toEqual({ posthog: null, sentry: null });
  });

  it("take PostHog's US address when none is given, and each vendor may be set alone", async () => {
    const anita = await signedIn(ANITA);
    expect((await save(anita, { posthog_key: KEY })).statusCode).toBe(200);
    expect((await initOf(DEMO)).integrations).toEqual({ posthog: { key: KEY, api_host: "https://us.i.posthog.com" }, sentry: null });
    expect((await save(anita, { sentry_dsn: DSN, posthog_key: "" })).statusCode).toBe(200);
    expect((await initOf(DEMO)).integrations).toEqual({ posthog: null, sentry: { dsn: DSN } });
  });

  it("are cleared by saving none", async () => {
    const anita = await signedIn(ANITA);
    expect((await save(anita, { sentry_dsn: DSN })).statusCode).toBe(200);
    const res = await save(anita, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ integrations: {} });
    const [demo] = await h.services.db.select({ integrations: t.websites.integrations }).from(t.websites).where(eq(t.websites.code, "demo"));
    expect(demo!.integrations).toBeNull();
    expect((await initOf(DEMO)).integrations).toEqual({ posthog: null, sentry: null });
  });

  it("belong to the active website: an admin of two websites sets Fresh Basket's after choosing it", async () => {
    const anita = await signedIn(ANITA);
    const [fresh] = await h.services.db.select({ id: t.websites.id }).from(t.websites).where(eq(t.websites.code, "fresh"));
    expect((await anita.post("/s/api/admin/websites/choose", { website_id: fresh!.id })).statusCode).toBe(200);
    const res = await save(anita, { posthog_key: KEY });
    expect(res.json()).toMatchObject({ website_id: fresh!.id });
    expect((await initOf(FRESH)).integrations).toMatchObject({ posthog: { key: KEY } });
    expect((await initOf(DEMO)).integrations).toEqual({ posthog: null, sentry: null });
    expect((await save(anita, {})).statusCode).toBe(200);
  });
});

describe("judging the keys", () => {
  const cases: [string, unknown, string, RegExp][] = [
    ["a personal (secret) PostHog key", { posthog_key: "phx_Ab12Cd34Ef56Gh78Ij90" }, "/posthog_key", /starts with phc_/],
    ["a PostHog key with spaces inside", { posthog_key: "phc_abc def ghi jkl" }, "/posthog_key", /starts with phc_/],
    ["a PostHog address over http", { posthog_key: KEY, posthog_api_host: "http://eu.i.posthog.com" }, "/posthog_api_host", /https address with no path/],
    ["a PostHog address with a path", { posthog_key: KEY, posthog_api_host: "https://example.com/ingest" }, "/posthog_api_host", /https address with no path/],
    ["a PostHog address that is a script", { posthog_key: KEY, posthog_api_host: "javascript:alert(1)" }, "/posthog_api_host", /https address/],
    ["a PostHog address that widens a policy", { posthog_key: KEY, posthog_api_host: "https://*.posthog.com" }, "/posthog_api_host", /https address/],
    ["a PostHog address that breaks a header", { posthog_key: KEY, posthog_api_host: "https://a.com; script-src *" }, "/posthog_api_host", /https address/],
    ["a PostHog address without its key", { posthog_api_host: "https://eu.i.posthog.com" }, "/posthog_key", /Add the PostHog project API key/],
    ["a DSN over http", { sentry_dsn: DSN.replace("https:", "http:") }, "/sentry_dsn", /looks like https:\/\//],
    ["a DSN with its secret", { sentry_dsn: "https://0123456789abcdef:fedcba9876543210@o1.ingest.sentry.io/42" }, "/sentry_dsn", /looks like/],
    ["a DSN without a project id", { sentry_dsn: "https://0123456789abcdef0123456789abcdef@o1.ingest.sentry.io/" }, "/sentry_dsn", /looks like/],
    ["a DSN without a host", { sentry_dsn: "https://0123456789abcdef0123456789abcdef@/42" }, "/sentry_dsn", /looks like/],
    ["a DSN without a public key", { sentry_dsn: "https://o1.ingest.sentry.io/42" }, "/sentry_dsn", /looks like/],
    ["a key that is not text", { sentry_dsn: 42 }, "/sentry_dsn", /looks like/],
    ["a field of another kind", { google_analytics: "G-123" }, "/google_analytics", /not an analytics or error-reporting setting/],
    ["a very long key", { posthog_key: `phc_${"a".repeat(5000)}` }, "/posthog_key", /starts with phc_/],
  ];

  it.each(cases)("refuses %s with 422 and the field's message, and changes nothing", async (_name, body, pointer, message) => {
    const anita = await signedIn(ANITA);
    expect((await save(anita, { sentry_dsn: DSN })).statusCode).toBe(200);
    const res = await save(anita, body);
    expect(res.statusCode, res.body).toBe(422);
    const answer = res.json() as { message: string; errors: Record<string, string> };
    expect(answer.message).toContain(INTEGRATIONS_INVALID);
    expect(answer.errors[pointer], JSON.stringify(answer.errors)).toMatch(message);
    noInternals(res.body);
    expect((await initOf(DEMO)).integrations).toEqual({ posthog: null, sentry: { dsn: DSN } });
    expect((await save(anita, {})).statusCode).toBe(200);
  });

  it("refuses a body that is not one object", async () => {
    const anita = await signedIn(ANITA);
    for (const body of [[], "phc_x", 7, null]) {
      const res = await anita.request("PUT", "/s/api/admin/integrations", { body: JSON.stringify(body), headers: { "content-type": "application/json" } });
      expect(res.statusCode, `${JSON.stringify(body)}: ${res.body}`).toBe(422);
      noInternals(res.body);
    }
  });

  it("leaves out of the init answer a stored key the schema would refuse (a hand-edited row)", async () => {
    await h.services.db
      .update(t.websites)
      .set({ integrations: { posthog_key: KEY, posthog_api_host: "javascript:alert(1)", sentry_dsn: "https://x@y/1" } })
      .where(eq(t.websites.code, "demo"));
    const anita = await signedIn(ANITA);
    // The admin's own read drops them too; the next save starts clean.
    expect((await read(anita)).json()).toMatchObject({ integrations: { posthog_key: KEY } });
    expect((await save(anita, {})).statusCode).toBe(200);
  });
});

describe("who may", () => {
  it("refuses visitors (401) and shoppers (403); a superadmin may", async () => {
    const visitor = new ShopClient(h.app, DEMO, "10.19.1.1");
    const priya = await signedIn(PRIYA);
    for (const [client, status] of [
      [visitor, 401],
      [priya, 403],
    ] as const) {
      for (const res of [await read(client), await save(client, { posthog_key: KEY })]) {
        expect(res.statusCode, res.body).toBe(status);
        expect(Object.keys(res.json() as object)).toEqual(["message"]);
      }
    }
    expect((await initOf(DEMO)).integrations).toEqual({ posthog: null, sentry: null });
    const kiran = await signedIn(KIRAN);
    expect((await save(kiran, { posthog_key: KEY })).statusCode).toBe(200);
    expect((await read(kiran)).json()).toMatchObject({ integrations: { posthog_key: KEY } });
    expect((await save(kiran, {})).statusCode).toBe(200);
  });
});

describe("the website's Content-Security-Policy", () => {
  const connectSrc = async (origin: string) => {
    const res = await new ShopClient(h.app, origin).get("/");
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    const policy = String(res.headers["content-security-policy"]);
    return {
      policy,
      connect: policy
        .split(";")
        .map((d) => d.trim())
        .find((d) => d.startsWith("connect-src"))!,
    };
  };

  it("lets the pages reach the configured hosts, and no others", async () => {
    const before = await connectSrc(DEMO);
    expect(before.policy).not.toMatch(/posthog|sentry/);
    const anita = await signedIn(ANITA);
    expect((await save(anita, { posthog_key: KEY, posthog_api_host: "https://eu.i.posthog.com", sentry_dsn: DSN })).statusCode).toBe(200);
    const after = await connectSrc(DEMO);
    expect(after.connect.split(" ")).toEqual(expect.arrayContaining(["https://eu.i.posthog.com", "https://o4501.ingest.de.sentry.io"]));
    // Both SDKs are the shop's own chunks: no third-party script.
    expect(after.policy).not.toMatch(/script-src[^;]*(posthog|sentry)/);
    expect((await connectSrc(FRESH)).policy).not.toMatch(/posthog|sentry/);
    expect((await save(anita, {})).statusCode).toBe(200);
    expect((await connectSrc(DEMO)).policy).not.toMatch(/posthog|sentry/);
  });
});
