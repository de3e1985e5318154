// The back office's Payments screen API (ADR 0055) over the real database: methods and keys
// saved by the active website's admins, secrets sealed at rest and never answered, logged or
// audited, "Check keys" against a fake provider over HTTP (good keys, refused keys, provider
// down), bad input refused with nothing written, and the start-up migration that seals keys
// stored as plain text and refuses to start when sealed keys cannot be opened.
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { and, desc, eq } from "drizzle-orm";
import * as t from "../db/schema";
import { SECRETS_KEY_MISSING, type KeyCheckAnswer, type PaymentKeysAnswer } from "../../shared/api/admin-payments";
import { createPaymentKeys } from "../domain/payments/payment-keys";
import { securePaymentSecrets } from "../domain/payments/payment-secrets-at-rest";
import { isSealed } from "../domain/secrets/secret-box";
import { defaultConfig } from "../config";
import { createTestApp, DEMO, FRESH, ShopClient, type TestApp } from "../testing/test-app";

const ANITA = "9876543212"; // admin of the demo store and of Fresh Basket
const PRIYA = "9876543210"; // a shopper
const FRESH_ONLY = "9000055001"; // made below: admin of Fresh Basket only
const API = "/s/api/admin/payments";
const CHECK = `${API}/check`;
const SECRETS_KEY = randomBytes(32).toString("base64");

// Secrets as a dashboard gives them; none of them may come back in any answer or audit row.
const RZP = { key_id: "rzp_test_AbCdEf123456", key_secret: `rzsecret${randomBytes(9).toString("hex")}`, webhook_secret: `hook${randomBytes(9).toString("hex")}` };
const CF = { client_id: "TEST1029384756", client_secret: `cfsk_ma_test_${randomBytes(12).toString("hex")}` };

/** A stand-in for Razorpay's and Cashfree's APIs: answers their authenticated reads, or hangs up when `down`. */
interface FakeProvider {
  url: string;
  down: boolean;
  seen: { path: string; authorization?: string; clientId?: string; clientSecret?: string; version?: string }[];
  close(): Promise<void>;
}

async function fakeProvider(): Promise<FakeProvider> {
  const fake = { down: false, seen: [] as FakeProvider["seen"] } as FakeProvider;
  const goodBasic = `Basic ${Buffer.from(`${RZP.key_id}:${RZP.key_secret}`).toString("base64")}`;
  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };
  const server: Server = createServer((req: IncomingMessage, res) => {
    if (fake.down) return void req.socket.destroy();
    const header = (name: string) => (typeof req.headers[name] === "string" ? (req.headers[name] as string) : undefined);
    fake.seen.push({ path: req.url ?? "", authorization: header("authorization"), clientId: header("x-client-id"), clientSecret: header("x-client-secret"), version: header("x-api-version") });
    if (req.method === "GET" && req.url === "/v1/payments?count=1") {
      return header("authorization") === goodBasic
        ? send(res, 200, { entity: "collection", count: 0, items: [] })
        : send(res, 401, { error: { code: "BAD_REQUEST_ERROR", description: "Authentication failed" } });
    }
    if (req.method === "POST" && req.url?.startsWith("/v1/payments/")) {
      return header("authorization") === goodBasic
        ? send(res, 200, { id: "rfnd_Fake1", entity: "refund", amount: 100, status: "processed" })
        : send(res, 401, { error: { description: "Authentication failed" } });
    }
    if (req.method === "GET" && req.url === "/pg/orders/kirana_key_check") {
      return header("x-client-id") === CF.client_id && header("x-client-secret") === CF.client_secret
        ? send(res, 404, { message: "order not found", code: "order_not_found", type: "invalid_request_error" })
        : send(res, 401, { message: "authentication Failed", code: "request_failed", type: "authentication_error" });
    }
    send(res, 404, { message: "no such route in the fake" });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise((resolve) => server.close(() => resolve()));
  return fake;
}

let h: TestApp;
let provider: FakeProvider;
let anita: ShopClient;
let ips = 0;
let demoId: number;
let freshId: number;

async function signedIn(phone: string, origin = DEMO) {
  const client = new ShopClient(h.app, origin, `10.55.0.${++ips}`);
  expect((await client.post("/s/api/test/sign-in", { phone }, { xsrf: false })).statusCode).toBe(200);
  return client;
}
const websiteId = async (code: string) => (await h.services.db.select({ id: t.websites.id }).from(t.websites).where(eq(t.websites.code, code)))[0]!.id;
const stored = async (id: number) => (await h.services.db.select({ methods: t.websites.paymentMethods, settings: t.websites.paymentSettings }).from(t.websites).where(eq(t.websites.id, id)))[0]!;
const auditRows = (id: number) =>
  h.services.db
    .select()
    .from(t.auditLog)
    .where(and(eq(t.auditLog.websiteId, id), eq(t.auditLog.entityType, "payment_settings")))
    .orderBy(desc(t.auditLog.id));
const put = (c: ShopClient, body: unknown) => c.request("PUT", API, { body });
const blankKeys = { razorpay: { key_id: "", key_secret: "", webhook_secret: "" }, cashfree: { client_id: "", client_secret: "", mode: "production" } };
const fullBody = { methods: ["razorpay", "cod", "cashfree"], razorpay: RZP, cashfree: { ...CF, mode: "sandbox" } };
const SECRETS = [RZP.key_secret, RZP.webhook_secret, CF.client_secret];
const holdsNoSecret = (text: string) => SECRETS.filter((s) => text.includes(s) || text.includes(s.slice(0, 12)));

beforeAll(async () => {
  provider = await fakeProvider();
  h = await createTestApp({
    settings: { SECRETS_KEY, RAZORPAY_API_URL: provider.url, CASHFREE_API_URL: provider.url, CASHFREE_TEST_API_URL: provider.url },
  });
  demoId = await websiteId("demo");
  freshId = await websiteId("fresh");
  const [user] = await h.services.db.insert(t.users).values({ phone: FRESH_ONLY, name: "Fresh Admin" }).returning({ id: t.users.id });
  await h.services.db.insert(t.websiteMembers).values({ websiteId: freshId, userId: user!.id, isAdmin: true });
  anita = await signedIn(ANITA);
});
afterAll(async () => {
  await h?.close();
  await provider?.close();
});
beforeEach(() => {
  provider.down = false;
  provider.seen = [];
});

describe("access", () => {
  it("answers 401 signed out and 403 to shoppers and to admins of another website, before reading the body", async () => {
    const visitor = new ShopClient(h.app, DEMO, "10.55.1.1");
    const shopper = await signedIn(PRIYA);
    const freshAdmin = await signedIn(FRESH_ONLY);
    for (const [client, status] of [
      [visitor, 401],
      [shopper, 403],
      [freshAdmin, 403],
    ] as const) {
      for (const res of [await client.get(API), await put(client, fullBody), await client.post(CHECK, { razorpay: { key_id: RZP.key_id, key_secret: RZP.key_secret } })]) {
        expect(res.statusCode, res.body).toBe(status);
        expect(Object.keys(res.json() as object)).toEqual(["message"]);
      }
    }
    // Nothing was stored, and the refused check never reached the provider.
    expect((await stored(demoId)).settings).toEqual({});
    expect(provider.seen).toEqual([]);
    // Fresh Basket's own admin reaches Fresh Basket's settings.
    expect((await (await signedIn(FRESH_ONLY, FRESH)).get(API)).statusCode).toBe(200);
  });
});

describe("saving keys", () => {
  it("stores the secrets sealed, answers them as •••• last 4, and shows the webhook addresses", async () => {
    const before = (await anita.get(API)).json() as PaymentKeysAnswer;
    expect(before).toMatchObject({ methods: ["cod", "razorpay", "cashfree"], secrets_key_set: true, razorpay: { key_id: "", key_secret: null, webhook_secret: null } });
    expect(before.webhook_urls).toEqual({ razorpay: "http://localhost:3000/s/api/webhooks/razorpay", cashfree: "http://localhost:3000/s/api/webhooks/cashfree" });

    const res = await put(anita, fullBody);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as PaymentKeysAnswer;
    expect(answer.methods).toEqual(["razorpay", "cod", "cashfree"]);
    expect(answer.razorpay).toEqual({ key_id: RZP.key_id, key_secret: `•••• ${RZP.key_secret.slice(-4)}`, webhook_secret: `•••• ${RZP.webhook_secret.slice(-4)}` });
    expect(answer.cashfree).toEqual({ client_id: CF.client_id, client_secret: `•••• ${CF.client_secret.slice(-4)}`, mode: "sandbox" });
    expect(holdsNoSecret(res.body)).toEqual([]);
    expect(holdsNoSecret((await anita.get(API)).body)).toEqual([]);

    const row = await stored(demoId);
    expect(row.methods).toEqual(["razorpay", "cod", "cashfree"]);
    expect(row.settings.razorpay!.key_id).toBe(RZP.key_id);
    for (const value of [row.settings.razorpay!.key_secret, row.settings.razorpay!.webhook_secret, row.settings.cashfree!.client_secret]) expect(isSealed(value)).toBe(true);
    expect(holdsNoSecret(JSON.stringify(row.settings))).toEqual([]);

    const [entry] = await auditRows(demoId);
    expect(entry).toMatchObject({ action: "update", userId: expect.any(Number) as number, entityId: demoId });
    expect(entry!.after).toMatchObject({ razorpay: answer.razorpay, cashfree: answer.cashfree, replaced_secrets: ["razorpay.key_secret", "razorpay.webhook_secret", "cashfree.client_secret"] });
    expect(holdsNoSecret(JSON.stringify(await auditRows(demoId)))).toEqual([]);

    // The shop offers the methods in their new order at once.
    const shopper = new ShopClient(h.app, DEMO, "10.55.1.9");
    expect(((await shopper.get("/s/api/cart")).json() as { paymentMethods: string[] }).paymentMethods).toEqual(["razorpay", "cod", "cashfree"]);
  });

  it("keeps a stored secret when its field is sent blank, and audits nothing when nothing changed", async () => {
    await put(anita, fullBody);
    const sealed = (await stored(demoId)).settings;
    const entries = (await auditRows(demoId)).length;
    const same = { methods: fullBody.methods, razorpay: { key_id: RZP.key_id, key_secret: "", webhook_secret: "" }, cashfree: { client_id: CF.client_id, client_secret: "", mode: "sandbox" } };
    expect((await put(anita, same)).statusCode).toBe(200);
    expect((await stored(demoId)).settings).toEqual(sealed);
    expect(await auditRows(demoId)).toHaveLength(entries);
    // Changing only the mode is a change, audited without secrets.
    expect((await put(anita, { ...same, cashfree: { ...same.cashfree, mode: "production" } })).statusCode).toBe(200);
    const [entry] = await auditRows(demoId);
    expect(entry!.before).toMatchObject({ cashfree: { mode: "sandbox" } });
    expect(entry!.after).toMatchObject({ cashfree: { mode: "production" }, replaced_secrets: [] });
  });

  it("the payments service opens the sealed keys to call the provider", async () => {
    await put(anita, fullBody);
    await h.services.payments.refund(demoId, "razorpay", { providerOrderId: "order_Fake1", providerPaymentId: "pay_Fake1", amountPaise: 100, receipt: "R-1-refund", note: "test" }).catch(() => null);
    const call = provider.seen.find((s) => s.path.startsWith("/v1/payments/pay_Fake1/refund"));
    expect(call?.authorization).toBe(`Basic ${Buffer.from(`${RZP.key_id}:${RZP.key_secret}`).toString("base64")}`);
  });

  it("a blank key id removes that provider's keys; Fresh Basket's settings are its own", async () => {
    await put(anita, fullBody);
    const res = await put(anita, { methods: ["cod"], ...blankKeys, cashfree: { client_id: CF.client_id, client_secret: "", mode: "sandbox" } });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as PaymentKeysAnswer).razorpay).toEqual({ key_id: "", key_secret: null, webhook_secret: null });
    expect((await stored(demoId)).settings.razorpay).toBeUndefined();
    expect(((await (await signedIn(ANITA, FRESH)).get(API)).json() as PaymentKeysAnswer).cashfree).toEqual({ client_id: "", client_secret: null, mode: "production" });
  });

  it("refuses bad input with 422 per field, and writes nothing", async () => {
    await put(anita, fullBody);
    const before = await stored(demoId);
    const entries = (await auditRows(demoId)).length;
    const cases: [unknown, string][] = [
      [{ ...fullBody, methods: [] }, "methods"],
      [{ ...fullBody, methods: ["cod", "cod"] }, "methods"],
      [{ ...fullBody, methods: ["cheque"] }, "methods.0"],
      [{ ...fullBody, razorpay: { ...RZP, key_id: "pk_live_123" } }, "razorpay.key_id"],
      [{ ...fullBody, razorpay: { ...RZP, key_secret: "abc def" } }, "razorpay.key_secret"],
      [{ ...fullBody, cashfree: { ...CF, mode: "live" } }, "cashfree.mode"],
      [{ ...fullBody, razorpay: { key_id: "", key_secret: "typed", webhook_secret: "" } }, "razorpay.key_id"],
      [{ methods: ["cod"], ...blankKeys, cashfree: { client_id: "NEWAPP", client_secret: "", mode: "production" } }, "cashfree.client_secret"],
      [["not", "an", "object"], "body"],
    ];
    for (const [body, field] of cases) {
      const res = await put(anita, body);
      expect(res.statusCode, `${JSON.stringify(body)}: ${res.body}`).toBe(422);
      const answer = res.json() as { message: string; errors: Record<string, string> };
      expect(Object.keys(answer.errors), JSON.stringify(body)).toContain(field);
      expect(holdsNoSecret(res.body)).toEqual([]);
    }
    expect(await stored(demoId)).toEqual(before);
    expect(await auditRows(demoId)).toHaveLength(entries);
  });

  it("without the sandbox, refuses to turn on an online method that has no keys", async () => {
    const keys = createPaymentKeys(h.services.db, { config: { ...defaultConfig(), SECRETS_KEY, PAYMENTS_SANDBOX: "off" }, forgetWebsite: () => {} });
    const error = (await keys.save(freshId, 1, { methods: ["cod", "razorpay"], ...blankKeys } as never, DEMO).catch((e: unknown) => e)) as { kind: string; errors: Record<string, string> };
    expect(error.kind).toBe("invalid");
    expect(error.errors.methods).toBe("Razorpay cannot be turned on before its keys are saved");
  });

  it("without SECRETS_KEY, refuses to store a secret (409) but saves the methods", async () => {
    const keys = createPaymentKeys(h.services.db, { config: { ...defaultConfig(), SECRETS_KEY: undefined }, forgetWebsite: () => {} });
    const error = (await keys.save(freshId, 1, { methods: ["cod"], ...blankKeys, razorpay: RZP } as never, DEMO).catch((e: unknown) => e)) as { kind: string; message: string };
    expect([error.kind, error.message]).toEqual(["conflict", SECRETS_KEY_MISSING]);
    expect((await stored(freshId)).settings.razorpay).toBeUndefined();
    const saved = await keys.save(freshId, 1, { methods: ["cod", "cashfree"], ...blankKeys } as never, DEMO);
    expect([saved.methods, saved.secrets_key_set]).toEqual([["cod", "cashfree"], false]);
  });
});

describe("check keys", () => {
  const check = async (body: unknown) => {
    const res = await anita.post(CHECK, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(holdsNoSecret(res.body)).toEqual([]);
    return res.json() as KeyCheckAnswer;
  };

  it("says Razorpay accepted good keys, on its authenticated read with Basic auth", async () => {
    expect(await check({ razorpay: { key_id: RZP.key_id, key_secret: RZP.key_secret } })).toEqual({ ok: true, message: "Razorpay accepted these keys." });
    expect(provider.seen).toEqual([{ path: "/v1/payments?count=1", authorization: `Basic ${Buffer.from(`${RZP.key_id}:${RZP.key_secret}`).toString("base64")}` }]);
  });

  it("says plainly that Razorpay refused bad keys (401)", async () => {
    const answer = await check({ razorpay: { key_id: RZP.key_id, key_secret: "wrong-secret-typed" } });
    expect(answer.ok).toBe(false);
    expect(answer.message).toMatch(/^Razorpay refused these keys: check the key id and key secret/);
  });

  it("uses the stored secret when its field is blank", async () => {
    await put(anita, fullBody);
    expect((await check({ razorpay: { key_id: "", key_secret: "" } })).ok).toBe(true);
    expect((await check({ cashfree: { client_id: "", client_secret: "", mode: "sandbox" } })).ok).toBe(true);
  });

  it("checks Cashfree with its headers: an unknown order past authentication means good keys; 401 means refused", async () => {
    expect(await check({ cashfree: { ...CF, mode: "production" } })).toEqual({ ok: true, message: "Cashfree accepted these keys." });
    expect(provider.seen[0]).toEqual({ path: "/pg/orders/kirana_key_check", clientId: CF.client_id, clientSecret: CF.client_secret, version: "2023-08-01" });
    const refused = await check({ cashfree: { ...CF, client_secret: "cfsk_wrong", mode: "sandbox" } });
    expect(refused.ok).toBe(false);
    expect(refused.message).toMatch(/^Cashfree refused these keys: check the app id and secret key, and the mode/);
  });

  it("says the provider could not be reached when it is down", async () => {
    provider.down = true;
    const answer = await check({ razorpay: { key_id: RZP.key_id, key_secret: RZP.key_secret } });
    expect(answer).toEqual({ ok: false, message: "Razorpay could not be reached, so the keys were not checked. Try again in a moment." });
  });

  it("refuses a check without keys or naming two providers (422)", async () => {
    await put(anita, { methods: ["cod"], ...blankKeys });
    for (const body of [{ razorpay: { key_id: "", key_secret: "" } }, { razorpay: { key_id: RZP.key_id, key_secret: "x" }, cashfree: { ...CF } }, {}]) {
      expect((await anita.post(CHECK, body)).statusCode).toBe(422);
    }
    expect(provider.seen).toEqual([]);
  });
});

describe("keys at rest on start-up", () => {
  it("encrypts keys stored as plain text once, audits it without secrets, and refuses to start without the key or with another", async () => {
    await h.services.db
      .update(t.websites)
      .set({ paymentSettings: { razorpay: { ...RZP }, cashfree: { ...CF, mode: "production" } } })
      .where(eq(t.websites.id, freshId));
    // Without a key (development), plain keys are left as they are and still work.
    expect(await securePaymentSecrets(h.services.db, undefined)).toMatchObject({ plain: ["fresh"] });

    const report = await securePaymentSecrets(h.services.db, SECRETS_KEY);
    expect(report.encrypted).toEqual(["fresh"]);
    const { settings } = await stored(freshId);
    expect([isSealed(settings.razorpay!.key_secret), isSealed(settings.razorpay!.webhook_secret), isSealed(settings.cashfree!.client_secret)]).toEqual([true, true, true]);
    expect(settings.razorpay!.key_id).toBe(RZP.key_id);
    const [entry] = await auditRows(freshId);
    expect(entry).toMatchObject({ userId: null, after: { encrypted_secrets: ["razorpay.key_secret", "razorpay.webhook_secret", "cashfree.client_secret"] } });
    expect(holdsNoSecret(JSON.stringify(await auditRows(freshId)))).toEqual([]);
    // Run again (a restart, a second instance): nothing left to do.
    expect((await securePaymentSecrets(h.services.db, SECRETS_KEY)).encrypted).toEqual([]);
    expect((await stored(freshId)).settings).toEqual(settings);

    // The sealed keys are what the providers get: Fresh Basket's check uses them.
    expect(((await (await signedIn(ANITA, FRESH)).post(CHECK, { razorpay: { key_id: "", key_secret: "" } })).json() as KeyCheckAnswer).ok).toBe(true);

    await expect(securePaymentSecrets(h.services.db, undefined)).rejects.toThrow(
      /^Refusing to start: the payment keys stored for .*fresh \(razorpay\.key_secret, razorpay\.webhook_secret, cashfree\.client_secret\).* are encrypted, and SECRETS_KEY is not set/,
    );
    await expect(securePaymentSecrets(h.services.db, randomBytes(32).toString("hex"))).rejects.toThrow(/^Refusing to start: SECRETS_KEY does not open the payment keys stored for .*fresh/);
  });
});
