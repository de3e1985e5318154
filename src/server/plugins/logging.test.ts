// The log as operators read it (ADR 0038): JSON lines, each with the request's id and, once the
// website is known, its code; one event line for every sign-in failure, access denial, XSRF
// refusal and webhook signature failure; and none of the secrets a request carries. The whole
// stream of a sign-in, an XSRF refusal, a 403, a forged webhook and an order is captured and read.
// (The development outbox's own log line quotes the code it "sent"; the services here, as in
// production, are built without it, and production has no outbox at all.)
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import * as t from "../db/schema";
import type { Address } from "../../shared/api/account";
import type { CheckoutSummary } from "../../shared/api/checkout";
import type { ProductListResponse } from "../../shared/api/products";
import { buildApp } from "../app";
import { defaultConfig } from "../config";
import { loggerOptions } from "../http/request-log";
import { SANDBOX_CASHFREE, SANDBOX_RAZORPAY } from "../domain/payments/sandbox/sandbox-constants";
import { createServices, type Services } from "../services";
import { SESSION_COOKIE } from "../http/session-cookie";
import { openTestDatabase } from "../testing/test-databases";
import { DEMO, ShopClient } from "../testing/test-app";

const SECRET = "logging-test-secret-logging-test-secret-42";

interface Line {
  level: number;
  msg: string;
  reqId?: string;
  website?: string;
  event?: string;
  reason?: string;
  status?: number;
  step?: string;
  route?: string;
  req?: { url: string };
}

const lines: string[] = [];
let app: FastifyInstance;
let services: Services;
let dispose: () => Promise<void>;
let demoCode: string;

beforeAll(async () => {
  const database = await openTestDatabase();
  services = createServices(database, SECRET, { ...defaultConfig(), NODE_ENV: "test", OTP_RESEND_SECONDS: 0, OTP_SENDS_PER_IP_HOUR: 3 });
  const stream = new Writable({ write: (chunk: Buffer, _encoding, done) => (lines.push(chunk.toString()), done()) });
  app = await buildApp({
    config: { NODE_ENV: "test", LOG_LEVEL: "info", TRUST_PROXY: false },
    services,
    distDir: "/nonexistent",
    logger: { ...loggerOptions("info"), stream },
  });
  await app.ready();
  dispose = async () => {
    await app.close();
    await database.dispose();
  };
  demoCode = (await services.websites.find("localhost"))!.code;
});
afterAll(() => dispose());

const parsed = (): Line[] => lines.flatMap((l) => l.split("\n").filter(Boolean)).map((l) => JSON.parse(l) as Line);
const linesOf = (reqId: string) => parsed().filter((l) => l.reqId === reqId);
const idOf = (res: { headers: Record<string, unknown> }) => String(res.headers["x-request-id"]);

/** Everything secret the journeys below handed the server, to look for in the log. */
const secrets = new Set<string>([SECRET, SANDBOX_RAZORPAY.keySecret, SANDBOX_RAZORPAY.webhookSecret, SANDBOX_CASHFREE.clientSecret]);
const rememberCookies = (client: ShopClient) => {
  for (const name of [SESSION_COOKIE, "XSRF-TOKEN"]) {
    const value = client.cookies.get(name);
    if (value) secrets.add(value);
  }
};

describe("structured logs", () => {
  it("gives each request an id, sent back, and takes a well-formed one from the proxy", async () => {
    const client = new ShopClient(app, DEMO);
    const own = await client.get("/s/api/init");
    expect(idOf(own)).toMatch(/^[0-9a-f-]{36}$/);
    const completed = linesOf(idOf(own)).find((l) => l.msg === "request completed");
    expect(completed?.website).toBe(demoCode);

    const proxied = await client.get("/s/api/init", { "x-request-id": "lb-7f3c0d2e91" });
    expect(idOf(proxied)).toBe("lb-7f3c0d2e91");
    expect(linesOf("lb-7f3c0d2e91").map((l) => l.msg)).toEqual(expect.arrayContaining(["incoming request", "request completed"]));

    const forged = await client.get("/s/api/init", { "x-request-id": 'x"}\n{"level":60' });
    expect(idOf(forged)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("logs a refused sign-in code and a refused send, without the phone or the code", async () => {
    const phone = "9876543210";
    const client = new ShopClient(app, DEMO, "10.9.0.1");
    expect((await client.post("/s/api/auth/otp", { phone })).statusCode).toBe(200);
    const [sent] = (await client.get(`/s/api/dev/outbox?phone=${phone}`)).json() as { code: string }[];
    const code = sent!.code;
    secrets.add(code);

    const wrong = await client.post("/s/api/auth/verify", { phone, otp: code === "000000" ? "111111" : "000000" });
    expect(wrong.statusCode).toBe(422);
    expect(linesOf(idOf(wrong)).find((l) => l.event === "sign_in_failed")).toMatchObject({ website: demoCode, step: "verify code", status: 422 });

    rememberCookies(client);
    const right = await client.post("/s/api/auth/verify", { phone, otp: code });
    expect(right.statusCode, right.body).toBe(200);
    rememberCookies(client);

    // The network's limit: a send refused with 429 is a failed sign-in too.
    const limited = new ShopClient(app, DEMO, "10.9.0.2");
    let refused;
    for (let i = 0; i < 5 && !refused; i++) {
      const res = await limited.post("/s/api/auth/otp", { phone: `70000000${String(i).padStart(2, "0")}` });
      if (res.statusCode === 429) refused = res;
    }
    expect(refused, "the per-network limit (3 an hour) refuses a send").toBeDefined();
    expect(linesOf(idOf(refused!)).find((l) => l.event === "sign_in_failed")).toMatchObject({ website: demoCode, step: "send code", status: 429 });
    expect(lines.join("")).not.toContain(phone);
  });

  it("logs an XSRF refusal with its reason, never the token", async () => {
    const client = new ShopClient(app, DEMO);
    await client.get("/s/api/cookie");
    rememberCookies(client);
    const forgedToken = "forged-xsrf-token-0123456789abcdef";
    secrets.add(forgedToken);
    const mismatch = await client.post("/s/api/cart/add", { pack_id: 1, warehouse_id: 1 }, { headers: { "x-xsrf-token": forgedToken } });
    expect(mismatch.statusCode).toBe(419);
    expect(linesOf(idOf(mismatch)).find((l) => l.event === "xsrf_refused")).toMatchObject({ website: demoCode, reason: "token does not match the session", route: "/s/api/cart/add" });

    const missing = await client.post("/s/api/cart/add", { pack_id: 1, warehouse_id: 1 }, { xsrf: false });
    expect(missing.statusCode).toBe(419);
    expect(linesOf(idOf(missing)).find((l) => l.event === "xsrf_refused")).toMatchObject({ website: demoCode, reason: "missing token" });
  });

  it("logs every 401 and 403 as access_denied, whichever guard refused", async () => {
    const visitor = new ShopClient(app, DEMO);
    const signedOut = await visitor.get("/s/api/account/addresses");
    expect(signedOut.statusCode).toBe(401);
    expect(linesOf(idOf(signedOut)).find((l) => l.event === "access_denied")).toMatchObject({ website: demoCode, status: 401, route: "/s/api/account/addresses" });

    const shopper = await signedInShopper("7300000001");
    const notAdmin = await shopper.get("/s/api/admin/orders");
    expect(notAdmin.statusCode).toBe(403);
    expect(linesOf(idOf(notAdmin)).find((l) => l.event === "access_denied")).toMatchObject({ website: demoCode, status: 403 });
  });

  it("logs a webhook signature failure, without the signature", async () => {
    const signature = "f".repeat(64);
    secrets.add(signature);
    const res = await app.inject({ method: "POST", url: "/s/api/webhooks/razorpay", headers: { "content-type": "application/json", "x-razorpay-signature": signature }, payload: "{}" });
    expect(res.statusCode).toBe(400);
    // The webhook names no website until its order is found; the line has the request id.
    expect(linesOf(idOf(res)).find((l) => l.event === "webhook_signature_failure")).toMatchObject({ reason: expect.any(String) });
  });

  it("places an order whose lines name the website, without the idempotency key", async () => {
    const client = await signedInShopper("7300000002");
    await client.get("/s/api/check/pincode/560038");
    const home = { name: "Log Test", phone: "7300000002", line1: "12, 4th Cross", line2: "Indiranagar", landmark: "", city: "Bengaluru", state: "Karnataka", pincode: "560038" };
    const address = (await client.post("/s/api/account/addresses", home)).json() as Address;
    const pack = ((await client.get("/s/api/products?perPage=60")).json() as ProductListResponse).data.flatMap((p) => p.packs).find((p) => p.in_stock)!;
    await client.post("/s/api/cart/add", { pack_id: pack.pack_id, warehouse_id: pack.warehouse_id });
    const { cart } = (await client.get("/s/api/checkout")).json() as CheckoutSummary;
    const slots = cart.grouped_items.map((g) => ({ delivery_charge_id: g.delivery_charge_id, slot_id: g.slots![0]!.slot_id, date: g.slots![0]!.del_date }));
    const key = `log-test-key-${Date.now()}`;
    secrets.add(key);
    const placed = await client.post("/s/api/checkout/place", { address_id: address.id, payment_method: "cod", slots }, { headers: { "idempotency-key": key } });
    expect(placed.statusCode, placed.body).toBe(201);
    rememberCookies(client);
    const mine = linesOf(idOf(placed));
    expect(mine.find((l) => l.msg === "request completed")).toMatchObject({ website: demoCode });
    expect(mine.every((l) => l.msg === "incoming request" || l.website === demoCode)).toBe(true);
  });

  it("holds none of the codes, session ids, tokens, keys or secrets those requests carried", () => {
    const text = lines.join("");
    expect(parsed().length).toBeGreaterThan(40);
    expect(secrets.size).toBeGreaterThan(8);
    for (const secret of secrets) expect(text, `a secret of ${secret.length} characters is in the log`).not.toContain(secret);
    // Every line of a request has its id; every line is JSON (parsed above).
    expect(
      parsed()
        .filter((l) => l.req || l.msg === "request completed")
        .every((l) => typeof l.reqId === "string"),
    ).toBe(true);
  });
});

/** A new user signed in through the test route (no code to send). */
async function signedInShopper(phone: string): Promise<ShopClient> {
  await services.db.insert(t.users).values({ phone, name: "Log Test" }).onConflictDoNothing();
  const client = new ShopClient(app, DEMO);
  expect((await client.post("/s/api/test/sign-in", { phone }, { xsrf: false })).statusCode).toBe(200);
  rememberCookies(client);
  return client;
}
