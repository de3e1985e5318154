// The back office's first screen (issue 26) over the real database: a new website's steps to its
// first order, each ticked from its own rows as they appear, and the day's figures once all are
// done; only the website's admins may read it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import * as t from "../db/schema";
import type { OnboardingAnswer } from "../../shared/api/admin-onboarding";
import type { CreatedWebsite } from "../../shared/api/websites";
import { onboardingState } from "../domain/admin-onboarding/onboarding-state";
import { createTestApp, DEMO, ShopClient, type TestApp } from "../testing/test-app";

const PRIYA = "9876543210"; // a shopper, who creates her own website here
const RAVI = "9876543211"; // the demo store's sales agent, not an admin

let h: TestApp;
beforeAll(async () => {
  h = await createTestApp();
});
afterAll(() => h.close());

let ips = 0;
async function signedIn(phone: string, origin = DEMO) {
  const client = new ShopClient(h.app, origin, `10.26.0.${++ips}`);
  expect((await client.post("/s/api/test/sign-in", { phone }, { xsrf: false })).statusCode).toBe(200);
  return client;
}

const PATH = "/s/api/admin/onboarding";
const state = async (client: ShopClient) => {
  const res = await client.get(PATH);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as OnboardingAnswer;
};
const ticks = (answer: OnboardingAnswer) => Object.fromEntries(answer.steps.map((s) => [s.key, s.done]));
const detail = (answer: OnboardingAnswer, key: string) => answer.steps.find((s) => s.key === key)!.detail;

describe("the way to a website's first order", () => {
  it("starts with what a new website lacks, ticks each step as its rows appear, then shows the day", async () => {
    const priya = await signedIn(PRIYA);
    const made = await priya.post("/s/api/admin/websites", {
      name: "Annapurna Stores",
      description: "Groceries in Pune",
      subdomain: "annapurna-onboarding",
      theme: "light",
      font_family: "Inter, sans-serif",
      nav_alignment: "left",
    });
    expect(made.statusCode, made.body).toBe(201);
    const websiteId = (made.json() as CreatedWebsite).website.id;

    let now = await state(priya);
    expect(ticks(now)).toEqual({ warehouse: false, delivery: false, products: false, payments: true, home: false, "test-order": false });
    expect(now.complete).toBe(false);
    expect(detail(now, "warehouse")).toBe("No warehouse yet");
    expect(detail(now, "payments")).toBe("Cash on delivery");

    const db = h.services.db;
    const [warehouse] = await db.insert(t.warehouses).values({ websiteId, name: "Kothrud" }).returning({ id: t.warehouses.id });
    now = await state(priya);
    expect(ticks(now).warehouse).toBe(false);
    expect(detail(now, "warehouse")).toBe("Add the pincodes it delivers to");
    await db.insert(t.warehousePincodes).values([
      { websiteId, pincode: "411038", warehouseId: warehouse!.id },
      { websiteId, pincode: "411029", warehouseId: warehouse!.id },
    ]);
    now = await state(priya);
    expect(ticks(now).warehouse).toBe(true);
    expect(detail(now, "warehouse")).toBe("1 warehouse, 2 pincodes");
    expect(detail(now, "delivery")).toBe("No delivery slots yet; delivery is free");

    const [charge] = await db.insert(t.deliveryCharges).values({ websiteId, name: "Standard", charge: 3000 }).returning({ id: t.deliveryCharges.id });
    await db.update(t.warehouses).set({ deliveryChargeId: charge!.id }).where(eq(t.warehouses.id, warehouse!.id));
    expect(detail(await state(priya), "delivery")).toBe("No delivery slots yet; delivery charges set");
    await db.insert(t.deliverySlots).values({ websiteId, warehouseId: warehouse!.id, startTime: "09:00", endTime: "12:00", capacity: 20 });
    now = await state(priya);
    expect(ticks(now).delivery).toBe(true);
    expect(detail(now, "delivery")).toBe("1 delivery slot; delivery charges set");
    // A second warehouse without a rule delivers free: a choice, which the step names but does not wait for.
    const [second] = await db.insert(t.warehouses).values({ websiteId, name: "Aundh" }).returning({ id: t.warehouses.id });
    now = await state(priya);
    expect(ticks(now).delivery).toBe(true);
    expect(detail(now, "delivery")).toBe("1 delivery slot; delivery charges set for 1 of 2 warehouses");
    await db.delete(t.warehouses).where(eq(t.warehouses.id, second!.id));

    await db.insert(t.products).values({ websiteId, name: "Sona Masoori Rice", slug: "sona-masoori-rice" });
    expect(ticks(await state(priya)).products).toBe(true);

    // Online payment without keys, where the sandbox may not take it, is a step undone again.
    await db
      .update(t.websites)
      .set({ paymentMethods: ["cod", "razorpay"] })
      .where(eq(t.websites.id, websiteId));
    // Here the sandbox takes it; in production, without keys, it would take no money.
    expect(ticks(await state(priya)).payments).toBe(true);
    const live = await onboardingState(db, websiteId, new Date(), { NODE_ENV: "production", PAYMENTS_SANDBOX: "auto", ALLOW_SANDBOX_PAYMENTS: false });
    expect(live.steps.find((s) => s.key === "payments")).toEqual({ key: "payments", done: false, detail: "Razorpay needs its keys" });
    await db
      .update(t.websites)
      .set({ paymentMethods: ["cod"] })
      .where(eq(t.websites.id, websiteId));

    await db
      .update(t.pages)
      .set({ version: 2 })
      .where(and(eq(t.pages.websiteId, websiteId), eq(t.pages.url, "/")));
    now = await state(priya);
    expect(ticks(now).home).toBe(true);
    expect(detail(now, "home")).toBe("Published (version 2)");
    expect(now.complete).toBe(false);

    await db.insert(t.orders).values([
      { websiteId, orderNumber: "T-1", status: "placed", amount: 24500 },
      { websiteId, orderNumber: "T-2", status: "delivered", amount: 10000 },
      // Neither sold nor to pack: a payment that failed.
      { websiteId, orderNumber: "T-3", status: "payment_failed", amount: 99900 },
    ]);
    now = await state(priya);
    expect(now.complete).toBe(true);
    expect(now.today).toEqual({ orders: 2, sales: 345, to_pack: 1 });
  });

  it("answers only the website's admins", async () => {
    expect((await new ShopClient(h.app, DEMO, "10.26.1.1").get(PATH)).statusCode).toBe(401);
    expect((await (await signedIn(RAVI)).get(PATH)).statusCode).toBe(403);
  });
});
