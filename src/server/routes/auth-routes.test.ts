import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import * as t from "../db/schema";
import type { OtpAnswer, RegisterAnswer, VerifyAnswer } from "../../shared/api/auth";
import type { Cart } from "../../shared/api/cart";
import type { ProductListResponse } from "../../shared/api/products";
import { SESSION_COOKIE } from "../http/session-cookie";
import { createTestApp, DEMO, FRESH, ShopClient, type TestApp } from "../testing/test-app";
import { startFakeMsg91 } from "../testing/fake-msg91";

let h: TestApp;
let ip = 0;
beforeAll(async () => {
  // No wait between codes here, so each test can ask again at once; the wait has its own test.
  h = await createTestApp({ settings: { OTP_RESEND_SECONDS: 0, OTP_SENDS_PER_PHONE_HOUR: 50, OTP_SENDS_PER_IP_HOUR: 50 } });
});
afterAll(() => h.close());

const visitor = (origin = DEMO) => new ShopClient(h.app, origin, `10.1.0.${++ip}`);

async function codeFor(client: ShopClient, phone: string): Promise<string> {
  const res = await client.get(`/s/api/dev/outbox?phone=${phone}`);
  expect(res.statusCode).toBe(200);
  const [latest] = res.json() as { code: string }[];
  return latest!.code;
}

async function askCode(client: ShopClient, phone: string) {
  const res = await client.post("/s/api/auth/otp", { phone });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as OtpAnswer;
}

describe("phone sign-in", () => {
  it("signs a known phone in with its code, rotating the session and the anti-forgery token", async () => {
    const client = visitor();
    await client.get("/s/api/cookie");
    const [oldSid, oldXsrf] = [client.cookies.get(SESSION_COOKIE)!, client.cookies.get("XSRF-TOKEN")!];
    const sent = await askCode(client, "9876543210");
    expect(sent).toEqual({ message: "We have sent a 6-digit code to +91 ******3210", resend_after: 0, expires_in: 300 });
    const res = await client.post("/s/api/auth/verify", { phone: "9876543210", otp: await codeFor(client, "9876543210") });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as VerifyAnswer;
    expect(answer.registered).toBe(true);
    expect(answer.user).toMatchObject({ name: "Priya Sharma", phone: "9876543210" });
    expect(client.cookies.get(SESSION_COOKIE)).not.toBe(oldSid);
    expect(client.cookies.get("XSRF-TOKEN")).not.toBe(oldXsrf);
    expect(((await client.get("/s/api/init")).json() as { user: { name: string } }).user.name).toBe("Priya Sharma");

    // The id from before sign-in is dead.
    const planted = new ShopClient(h.app, DEMO);
    planted.cookies.set(SESSION_COOKIE, oldSid);
    expect(((await planted.get("/s/api/init")).json() as { user: unknown }).user).toBeNull();
  });

  it("keeps the guest's cart and pincode through sign-in", async () => {
    const client = visitor();
    await client.get("/s/api/check/pincode/560011");
    const product = ((await client.get("/s/api/products?perPage=30")).json() as ProductListResponse).data.flatMap((p) => p.packs).find((p) => p.in_stock)!;
    await client.post("/s/api/cart/add", { pack_id: product.pack_id, warehouse_id: product.warehouse_id });
    await askCode(client, "9876543211");
    await client.post("/s/api/auth/verify", { phone: "9876543211", otp: await codeFor(client, "9876543211") });
    const cart = (await client.get("/s/api/cart")).json() as Cart;
    expect(cart.items.map((i) => i.pack_id)).toContain(product.pack_id);
    expect(((await client.get("/s/api/init")).json() as { pincode: string }).pincode).toBe("560011");
  });

  it("sends a new phone to registration, which needs a name and takes a valid email", async () => {
    const client = visitor();
    const phone = "7000000001";
    await askCode(client, phone);
    const verified = (await client.post("/s/api/auth/verify", { phone, otp: await codeFor(client, phone) })).json() as VerifyAnswer;
    expect(verified).toMatchObject({ registered: false, user: null });
    const noName = await client.post("/s/api/auth/register", { name: " " });
    expect(noName.statusCode).toBe(422);
    expect(noName.json()).toMatchObject({ message: "Name is required" });
    const badEmail = await client.post("/s/api/auth/register", { name: "Meera Iyer", email: "meera@" });
    expect(badEmail.json()).toMatchObject({ message: "Email is not a valid email address" });
    const done = await client.post("/s/api/auth/register", { name: "Meera Iyer", email: "meera@example.in" });
    expect(done.statusCode, done.body).toBe(200);
    expect((done.json() as RegisterAnswer).user).toMatchObject({ name: "Meera Iyer", email: "meera@example.in", phone, isSalesAgent: false, hasAdminAccess: false });
  });

  it("refuses registration without a verified phone", async () => {
    const res = await visitor().post("/s/api/auth/register", { name: "Nobody" });
    expect(res.statusCode).toBe(401);
  });

  it("refuses a wrong code with the tries left, then every try past five with 429", async () => {
    const client = visitor();
    await askCode(client, "9876543212");
    const right = await codeFor(client, "9876543212");
    const wrong = right === "000000" ? "111111" : "000000";
    const first = await client.post("/s/api/auth/verify", { phone: "9876543212", otp: wrong });
    expect(first.statusCode).toBe(422);
    expect(first.json()).toMatchObject({ message: "The code is not correct. 4 tries left." });
    for (let i = 0; i < 4; i++) await client.post("/s/api/auth/verify", { phone: "9876543212", otp: wrong });
    const locked = await client.post("/s/api/auth/verify", { phone: "9876543212", otp: right });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("answers a burst of 100 tries for one code with at least 95 refusals of 429", async () => {
    const client = visitor();
    await askCode(client, "9876543213");
    await client.get("/s/api/cookie");
    const tries = await Promise.all(Array.from({ length: 100 }, (_, i) => client.post("/s/api/auth/verify", { phone: "9876543213", otp: String(100000 + i) })));
    expect(tries.filter((r) => r.statusCode === 429).length).toBeGreaterThanOrEqual(95);
  });

  it("takes a code once, only for its own phone and website, and not after it expires", async () => {
    const client = visitor();
    await askCode(client, "9876543210");
    const code = await codeFor(client, "9876543210");
    const other = await client.post("/s/api/auth/verify", { phone: "9876543211", otp: code });
    expect(other.statusCode).toBeGreaterThanOrEqual(400);
    const elsewhere = visitor(FRESH);
    expect((await elsewhere.post("/s/api/auth/verify", { phone: "9876543210", otp: code })).statusCode).toBe(422);
    expect((await client.post("/s/api/auth/verify", { phone: "9876543210", otp: code })).statusCode).toBe(200);
    const again = await visitor().post("/s/api/auth/verify", { phone: "9876543210", otp: code });
    expect(again.statusCode).toBe(422);

    await askCode(client, "9876543210");
    const late = await codeFor(client, "9876543210");
    await h.services.db
      .update(t.otpCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(t.otpCodes.phone, "9876543210"));
    const expired = await client.post("/s/api/auth/verify", { phone: "9876543210", otp: late });
    expect(expired.json()).toMatchObject({ message: "This code has expired. Please ask for a new one." });
  });

  it("refuses a bad phone with the §5 rule's message", async () => {
    const res = await visitor().post("/s/api/auth/otp", { phone: "5876543210" });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: "Please enter a valid 10-digit mobile number" });
  });
});

describe("sign-in limits", () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ settings: { OTP_RESEND_SECONDS: 30, OTP_SENDS_PER_PHONE_HOUR: 5, OTP_SENDS_PER_IP_HOUR: 20 } });
  });
  afterAll(() => limited.close());

  it("makes a phone wait before another code, and stops after 5 codes an hour per phone and 20 per address", async () => {
    const client = new ShopClient(limited.app, DEMO, "10.9.9.9");
    expect((await client.post("/s/api/auth/otp", { phone: "9123456780" })).statusCode).toBe(200);
    const soon = await client.post("/s/api/auth/otp", { phone: "9123456780" });
    expect(soon.statusCode).toBe(429);
    expect(Number(soon.headers["retry-after"])).toBeGreaterThan(0);

    // Past the wait, five codes an hour for one phone.
    const phone = "9123456781";
    for (let i = 0; i < 5; i++) {
      await limited.services.db
        .update(t.otpCodes)
        .set({ createdAt: new Date(Date.now() - 60_000) })
        .where(eq(t.otpCodes.phone, phone));
      expect((await client.post("/s/api/auth/otp", { phone })).statusCode).toBe(200);
    }
    await limited.services.db
      .update(t.otpCodes)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(t.otpCodes.phone, phone));
    const sixth = await client.post("/s/api/auth/otp", { phone });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ message: "Too many codes were sent to this number. Please try again later." });

    // Twenty an hour from one address, whatever the phones.
    const statuses: number[] = [];
    for (let i = 0; i < 16; i++) statuses.push((await client.post("/s/api/auth/otp", { phone: `81000000${String(i).padStart(2, "0")}` })).statusCode);
    expect(statuses.filter((s) => s === 200).length).toBe(20 - 7);
    expect(statuses.at(-1)).toBe(429);
  });

  it("counts one phone's codes across every website: 5 texts and 5 × 5 wrong guesses an hour in all, however many shops ask", async () => {
    const db = limited.services.db;
    const [third] = await db.insert(t.websites).values({ code: "third-shop", name: "Third Shop" }).returning({ id: t.websites.id });
    await db.insert(t.websiteDomains).values({ domain: "third.localhost", websiteId: third!.id, verifiedAt: new Date() });
    const phone = "9123456782";
    const shops = [DEMO, FRESH, "http://third.localhost:3000"].map((origin, i) => new ShopClient(limited.app, origin, `10.9.8.${i + 1}`));
    const sends: number[] = [];
    let wrongGuesses = 0;
    for (let round = 0; round < 3; round++) {
      for (const shop of shops) {
        // Past the wait between codes, which is each website's own.
        await db
          .update(t.otpCodes)
          .set({ createdAt: new Date(Date.now() - 60_000) })
          .where(eq(t.otpCodes.phone, phone));
        const sent = await shop.post("/s/api/auth/otp", { phone });
        sends.push(sent.statusCode);
        if (sent.statusCode !== 200) {
          expect(sent.json()).toEqual({ message: "Too many codes were sent to this number. Please try again later." });
          continue;
        }
        const [latest] = (await shop.get(`/s/api/dev/outbox?phone=${phone}`)).json() as { code: string }[];
        const wrong = latest!.code === "000000" ? "111111" : "000000";
        for (let guess = 0; guess < 10; guess++) {
          const res = await shop.post("/s/api/auth/verify", { phone, otp: wrong });
          if (res.statusCode !== 422) break;
          wrongGuesses++;
        }
      }
    }
    expect(sends).toEqual([200, 200, 200, 200, 200, 429, 429, 429, 429]);
    expect(wrongGuesses).toBe(5 * 5);
  });
});

describe("the outbox", () => {
  it("does not exist in production, where codes cannot be sent without a provider", async () => {
    const prod = await createTestApp({ nodeEnv: "production" });
    try {
      const client = new ShopClient(prod.app, DEMO);
      expect((await client.get("/s/api/dev/outbox?phone=9876543210")).statusCode).toBe(404);
      const res = await client.post("/s/api/auth/otp", { phone: "9876543210" });
      expect(res.statusCode).toBe(503);
      const [row] = await prod.services.db.select().from(t.smsOutbox).limit(1);
      expect(row).toBeUndefined();
    } finally {
      await prod.close();
    }
  });
});

describe("sign-in codes by MSG91", () => {
  it("sends the code through the provider in production, and a refused send neither signs anyone in nor holds the shopper to the wait", async () => {
    const fake = await startFakeMsg91({ authKey: "prod-key", templateId: "tmpl-1" });
    const prod = await createTestApp({
      nodeEnv: "production",
      settings: { SMS_PROVIDER: "msg91", MSG91_AUTH_KEY: "prod-key", MSG91_TEMPLATE_ID: "tmpl-1", MSG91_API_URL: fake.url, OTP_RESEND_SECONDS: 30 },
    });
    try {
      const client = new ShopClient(prod.app, DEMO, "10.9.0.1");
      await client.get("/s/api/cookie");
      const phone = "9876543210";

      fake.refuse(400, "Template is not approved");
      const refused = await client.post("/s/api/auth/otp", { phone });
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({ message: "We cannot send sign-in codes right now. Please try again later." });
      expect(await prod.services.db.select().from(t.otpCodes).where(eq(t.otpCodes.phone, phone))).toHaveLength(0);

      fake.accept();
      const sent = await client.post("/s/api/auth/otp", { phone });
      expect(sent.statusCode, sent.body).toBe(200);
      const recipient = fake.received.at(-1)!.body.recipients![0]!;
      expect(recipient).toMatchObject({ mobiles: `91${phone}`, shop: "Kirana Demo Store", minutes: "5" });
      expect(recipient.otp).toMatch(/^\d{6}$/);
      expect((await prod.services.db.select().from(t.smsOutbox).limit(1))[0]).toBeUndefined();

      const verified = await client.post("/s/api/auth/verify", { phone, otp: recipient.otp });
      expect(verified.statusCode, verified.body).toBe(200);
      expect(verified.json()).toMatchObject({ registered: true, user: { phone } });
    } finally {
      await prod.close();
      await fake.close();
    }
  });
});
