// The point of sale's API (issue 12) over the real database: who may use it, the products a
// counter finds, sales priced from the database as the cart prices them (packs, coupons, stock),
// cash with change, UPI and card, the Idempotency-Key, receipts, the day's totals, voids (stock
// back, audit entry, once, today only), customers found or created by phone whose sales show in
// their own orders, and bad input of every kind answered 4xx in the §8 shape.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, count, eq } from "drizzle-orm";
import * as t from "../db/schema";
import type { OrderDetail, OrderSummary, Paged } from "../../shared/api/account";
import {
  NOT_COUNTER_STAFF,
  POS_LINES_MAX,
  SALE_ALREADY_VOIDED,
  SALE_NOT_FOUND,
  SALE_NOT_TODAY,
  type PosCustomerAnswer,
  type PosDayAnswer,
  type PosProductsAnswer,
  type PosQuote,
  type PosReceipt,
  type PosSession,
} from "../../shared/api/pos";
import { shopDate } from "../domain/delivery/next-slot";
import { createTestApp, DEMO, FRESH, ShopClient, type TestApp } from "../testing/test-app";

const ANITA = "9876543212"; // admin of the demo store and of Fresh Basket
const MEENA = "9876543214"; // staff of the demo store only
const RAVI = "9876543211"; // sales agent of the demo store
const PRIYA = "9876543210"; // a shopper
const API = "/s/api/pos";

let h: TestApp;
let anita: ShopClient;
let meena: ShopClient;
let demoId = 0;
let freshId = 0;
let indiranagar = 0;
let jayanagar = 0;
let bandra = 0;
let ips = 0;
let keys = 0;
let made = 0;

beforeAll(async () => {
  h = await createTestApp();
  const db = h.services.db;
  const [demo] = await db.select().from(t.websites).where(eq(t.websites.code, "demo"));
  const [fresh] = await db.select().from(t.websites).where(eq(t.websites.code, "fresh"));
  demoId = demo!.id;
  freshId = fresh!.id;
  const warehouses = await db.select().from(t.warehouses);
  indiranagar = warehouses.find((w) => w.name === "Indiranagar Hub")!.id;
  jayanagar = warehouses.find((w) => w.name === "Jayanagar Hub")!.id;
  bandra = warehouses.find((w) => w.name === "Bandra Store")!.id;
  anita = await signedIn(ANITA);
  meena = await signedIn(MEENA);
});
afterAll(() => h.close());

async function signedIn(phone: string, origin = DEMO) {
  const client = new ShopClient(h.app, origin, `10.41.0.${++ips}`);
  expect((await client.post("/s/api/test/sign-in", { phone }, { xsrf: false })).statusCode).toBe(200);
  return client;
}

/** A new product of a website with one pack (rupees), stocked at a warehouse. */
async function makePack(o: { price: number; mrp: number; stock: number; maxPerOrder?: number; code?: string; websiteId?: number; warehouseId?: number; name?: string }) {
  const db = h.services.db;
  const n = ++made;
  const name = o.name ?? `Counter Item ${n}`;
  const [product] = await db
    .insert(t.products)
    .values({ websiteId: o.websiteId ?? demoId, name, slug: `counter-item-${n}`, searchText: name.toLowerCase(), medias: [{ src: "/img/x.png" }], hsn: "1006", gstRate: "5" })
    .returning();
  const [pack] = await db
    .insert(t.packs)
    .values({
      websiteId: o.websiteId ?? demoId,
      productId: product!.id,
      name: "1 kg",
      code: o.code ?? null,
      price: Math.round(o.price * 100),
      mrp: Math.round(o.mrp * 100),
      maxPerOrder: o.maxPerOrder ?? 10,
    })
    .returning();
  await db.insert(t.stock).values({ packId: pack!.id, warehouseId: o.warehouseId ?? indiranagar, quantity: o.stock });
  // As every back-office write does, so search sees the product (ADR 0070).
  await h.services.catalogueChanges.catalogueChanged(o.websiteId ?? demoId);
  return { productId: product!.id, packId: pack!.id, name };
}

async function stockOf(packId: number, warehouseId = indiranagar) {
  const [row] = await h.services.db
    .select({ q: t.stock.quantity })
    .from(t.stock)
    .where(and(eq(t.stock.packId, packId), eq(t.stock.warehouseId, warehouseId)));
  return row?.q ?? 0;
}

const sell = (body: unknown, c: ShopClient = meena, key = `pos-test-${++keys}`) => c.post(`${API}/sales`, body, { headers: { "idempotency-key": key } });
const quote = (body: unknown, c: ShopClient = meena) => c.post(`${API}/quote`, body);
const cash = (tendered: number) => ({ method: "cash", tendered });

async function sold(body: unknown, c: ShopClient = meena) {
  const res = await sell(body, c);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as PosReceipt;
}

describe("who may use the point of sale", () => {
  const routes: [string, string, unknown?][] = [
    ["GET", `${API}/session`],
    ["GET", `${API}/products?warehouse_id=1&q=atta`],
    ["POST", `${API}/quote`, { warehouse_id: 1, lines: [] }],
    ["GET", `${API}/customers?phone=9876543210`],
    ["POST", `${API}/customers`, { phone: "9876543210" }],
    ["POST", `${API}/sales`, { warehouse_id: 1, lines: [{ pack_id: 1, quantity: 1 }], payment: { method: "cash", tendered: 10 } }],
    ["GET", `${API}/sales`],
    ["GET", `${API}/sales/DEMO100001`],
    ["POST", `${API}/sales/DEMO100001/void`, { reason: "test" }],
  ];

  it("answers 401 signed out and 403 to shoppers, sales agents and staff of another website, before reading the body", async () => {
    const visitor = new ShopClient(h.app, DEMO, "10.41.1.1");
    const priya = await signedIn(PRIYA);
    const ravi = await signedIn(RAVI);
    // Meena is staff of the demo store only: at Fresh Basket she is nobody.
    const meenaAtFresh = await signedIn(MEENA, FRESH);
    for (const [method, url, body] of routes) {
      const anonymous = await visitor.request(method as "GET", url, body === undefined ? {} : { body });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      for (const c of [priya, ravi, meenaAtFresh]) {
        // A broken body is never read: the refusal comes first.
        const res = await c.request(method as "GET", url, method === "POST" ? { body: "{not json", headers: { "content-type": "application/json" } } : {});
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json()).toEqual({ message: NOT_COUNTER_STAFF });
      }
    }
  });

  it("lets staff of Fresh Basket sell there, not at the demo store", async () => {
    const [user] = await h.services.db.insert(t.users).values({ phone: "7400000001", name: "Fresh Counter" }).returning();
    await h.services.db.insert(t.websiteMembers).values({ websiteId: freshId, userId: user!.id, isStaff: true });
    const atFresh = await signedIn("7400000001", FRESH);
    const atDemo = await signedIn("7400000001", DEMO);
    expect((await atFresh.get(`${API}/session`)).statusCode).toBe(200);
    expect((await atDemo.get(`${API}/session`)).statusCode).toBe(403);
    expect((await atDemo.get(`${API}/sales`)).statusCode).toBe(403);
  });

  it("tells staff and admins who they are, the shop and its warehouses (default first), never cached", async () => {
    const res = await meena.get(`${API}/session`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const session = res.json() as PosSession;
    expect(session.role).toBe("staff");
    expect(session.user).toMatchObject({ name: "Meena Iyer", phone: MEENA });
    expect(session.website).toMatchObject({ id: demoId, name: "Kirana Demo Store", address: "12, 100 Feet Road, Indiranagar, Bengaluru, Karnataka 560038", phone: "+91 80 4000 1234" });
    expect(session.warehouses[0]).toMatchObject({ id: indiranagar, is_default: true });
    expect(session.warehouses.map((w) => w.id)).toContain(jayanagar);
    expect(session.warehouses.map((w) => w.id)).not.toContain(bandra);
    expect(((await anita.get(`${API}/session`)).json() as PosSession).role).toBe("admin");
  });
});

describe("products", () => {
  it("finds products by name, brand words or a pack's exact code (code first), with stock at the chosen warehouse", async () => {
    const coded = await makePack({ price: 50, mrp: 60, stock: 7, code: "8901234500011", name: "Zebra Counter Biscuits" });
    await makePack({ price: 50, mrp: 60, stock: 3, name: "Zebra Counter Crackers" });
    const byName = (await meena.get(`${API}/products?warehouse_id=${indiranagar}&q=zebra%20coun`)).json() as PosProductsAnswer;
    expect(byName.items.map((p) => p.name)).toEqual(["Zebra Counter Biscuits", "Zebra Counter Crackers"]);
    expect(byName.items[0]!.packs[0]).toMatchObject({ pack_id: coded.packId, code: "8901234500011", price: 50, mrp: 60, stock: 7, max_per_order: 10 });
    const byCode = (await meena.get(`${API}/products?warehouse_id=${indiranagar}&q=8901234500011`)).json() as PosProductsAnswer;
    expect(byCode.items[0]!.product_id).toBe(coded.productId);
    // Elsewhere, the same pack has no stock.
    const atJayanagar = (await meena.get(`${API}/products?warehouse_id=${jayanagar}&q=8901234500011`)).json() as PosProductsAnswer;
    expect(atJayanagar.items[0]!.packs[0]!.stock).toBe(0);
    // Part of a code is not a code.
    expect(((await meena.get(`${API}/products?warehouse_id=${indiranagar}&q=89012345`)).json() as PosProductsAnswer).items).toEqual([]);
  });

  it("reads what staff type as the shop's search does: Hindi names and typos", async () => {
    for (const q of ["chawal", "चावल", "basmti"]) {
      const found = (await meena.get(`${API}/products?warehouse_id=${indiranagar}&q=${encodeURIComponent(q)}`)).json() as PosProductsAnswer;
      expect(found.items.length, q).toBeGreaterThan(0);
      expect(
        found.items.slice(0, 3).every((p) => /Rice\b/.test(p.name)),
        `${q}: ${found.items.map((p) => p.name).join(", ")}`,
      ).toBe(true);
    }
  });

  it("finds at most 20, only this website's, and not through another website's warehouse", async () => {
    for (let i = 0; i < 22; i++) await makePack({ price: 10, mrp: 10, stock: 1, name: `Quokka Snack ${i}` });
    const many = (await meena.get(`${API}/products?warehouse_id=${indiranagar}&q=quokka`)).json() as PosProductsAnswer;
    expect(many.items).toHaveLength(20);
    await makePack({ price: 10, mrp: 10, stock: 1, name: "Zwieback Fresh Only", websiteId: freshId, warehouseId: bandra });
    expect(((await meena.get(`${API}/products?warehouse_id=${indiranagar}&q=zwieback`)).json() as PosProductsAnswer).items).toEqual([]);
    const other = await meena.get(`${API}/products?warehouse_id=${bandra}&q=zwieback`);
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain("Zwieback");
  });
});

describe("quotes and sales", () => {
  it("prices a sale from the database, flags lines beyond stock or the per-order maximum, and refuses any price in the body", async () => {
    const a = await makePack({ price: 87.5, mrp: 100, stock: 10 });
    const b = await makePack({ price: 20, mrp: 25, stock: 2, maxPerOrder: 5 });
    const res = await quote({
      warehouse_id: indiranagar,
      lines: [
        { pack_id: a.packId, quantity: 5 },
        { pack_id: b.packId, quantity: 3 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const q = res.json() as PosQuote;
    expect(q.lines[0]).toMatchObject({ pack_id: a.packId, price: 87.5, mrp: 100, amount: 437.5, max_quantity: 10, valid: true });
    expect(q.lines[1]).toMatchObject({ pack_id: b.packId, valid: false, message: "Only 2 left in stock", max_quantity: 2 });
    expect(q).toMatchObject({ subtotal: 437.5, mrp_total: 500, discount: 0, total: 437.5, savings: 62.5, valid: false, coupon: null, customer: null });
    const max = await quote({ warehouse_id: indiranagar, lines: [{ pack_id: a.packId, quantity: 11 }] });
    expect((max.json() as PosQuote).lines[0]!.message).toBe("Only 10 left in stock");

    const priced = await quote({ warehouse_id: indiranagar, lines: [{ pack_id: a.packId, quantity: 1, price: 1 }] });
    expect(priced.statusCode).toBe(422);
    expect(priced.json()).toMatchObject({ message: "A line does not take price" });
    const total = await sell({ warehouse_id: indiranagar, lines: [{ pack_id: a.packId, quantity: 1 }], payment: cash(100), total: 1 });
    expect(total.statusCode).toBe(422);
    expect(await stockOf(a.packId)).toBe(10);
  });

  it("sells for cash with the change due, takes the stock, and writes a delivered, paid order of the pos channel", async () => {
    const a = await makePack({ price: 87.5, mrp: 100, stock: 10 });
    const receipt = await sold({ warehouse_id: indiranagar, lines: [{ pack_id: a.packId, quantity: 5 }], payment: cash(500) });
    expect(receipt).toMatchObject({
      status: "completed",
      total: 437.5,
      subtotal: 437.5,
      mrp_total: 500,
      savings: 62.5,
      discount: 0,
      customer: null,
      coupon_code: null,
      shop: { name: "Kirana Demo Store", phone: "+91 80 4000 1234" },
      warehouse: { id: indiranagar, name: "Indiranagar Hub" },
      staff: { name: "Meena Iyer" },
      payment: { method: "cash", label: "Cash", amount: 437.5, tendered: 500, change: 62.5, reference: null },
      voided: null,
      can_void: true,
    });
    expect(receipt.lines).toEqual([{ pack_id: a.packId, name: a.name, pack: "1 kg", quantity: 5, price: 87.5, mrp: 100, amount: 437.5 }]);
    expect(receipt.order_number).toMatch(/^DEMO\d+$/);
    expect(await stockOf(a.packId)).toBe(5);
    const [order] = await h.services.db.select().from(t.orders).where(eq(t.orders.orderNumber, receipt.order_number));
    expect(order).toMatchObject({ channel: "pos", status: "delivered", paymentStatus: "paid", paymentMethod: "cash", address: null, userId: null, agentId: null, amount: 43750 });
    const items = await h.services.db.select().from(t.orderItems).where(eq(t.orderItems.orderId, order!.id));
    expect(items[0]).toMatchObject({ warehouseId: indiranagar, quantity: 5, price: 8750 });
    const events = await h.services.db.select().from(t.orderEvents).where(eq(t.orderEvents.orderId, order!.id));
    expect(events.map((e) => e.status)).toEqual(["delivered"]);
    // The receipt reads the same again.
    const again = await meena.get(`${API}/sales/${receipt.order_number}`);
    expect(again.json()).toEqual(receipt);
  });

  it("refuses cash below the total, and lines beyond stock, changing nothing", async () => {
    const a = await makePack({ price: 87.5, mrp: 100, stock: 3 });
    const little = await sell({ warehouse_id: indiranagar, lines: [{ pack_id: a.packId, quantity: 2 }], payment: cash(174.99) });
    expect(little.statusCode).toBe(422);
    expect(little.json()).toEqual({ message: "The amount tendered is less than the total of ₹175.00", errors: { tendered: "The amount tendered is less than the total of ₹175.00" } });
    const beyond = await sell({ warehouse_id: indiranagar, lines: [{ pack_id: a.packId, quantity: 4 }], payment: cash(1000) });
    expect(beyond.statusCode).toBe(409);
    expect(beyond.json()).toMatchObject({ errors: { lines: expect.stringContaining("Only 3 left in stock") } });
    expect(await stockOf(a.packId)).toBe(3);
    // Exactly the total is enough: no change.
    const exact = await sold({ warehouse_id: indiranagar, lines: [{ pack_id: a.packId, quantity: 2 }], payment: cash(175) });
    expect(exact.payment).toMatchObject({ tendered: 175, change: 0 });
  });

  it("records UPI and card sales as paid with their reference", async () => {
    const a = await makePack({ price: 30, mrp: 30, stock: 10 });
    const upi = await sold({ warehouse_id: indiranagar, lines: [{ pack_id: a.packId, quantity: 1 }], payment: { method: "upi", reference: " UPI/4242/abc " } });
    expect(upi.payment).toEqual({ method: "upi", label: "UPI", amount: 30, tendered: null, change: null, reference: "UPI/4242/abc" });
    const card = await sold({ warehouse_id: indiranagar, lines: [{ pack_id: a.packId, quantity: 2 }], payment: { method: "card", reference: "APP123" } });
    expect(card.payment).toMatchObject({ method: "card", label: "Card", amount: 60, reference: "APP123" });
    const missing = await sell({ warehouse_id: indiranagar, lines: [{ pack_id: a.packId, quantity: 1 }], payment: { method: "upi" } });
    expect(missing.statusCode).toBe(422);
    const cashWithReference = await sell({ warehouse_id: indiranagar, lines: [{ pack_id: a.packId, quantity: 1 }], payment: { method: "cash", tendered: 50, reference: "x" } });
    expect(cashWithReference.statusCode).toBe(422);
  });

  it("answers a repeated Idempotency-Key with the first sale, taking the stock once; another body under it is refused", async () => {
    const a = await makePack({ price: 10, mrp: 12, stock: 5 });
    const body = { warehouse_id: indiranagar, lines: [{ pack_id: a.packId, quantity: 2 }], payment: cash(20) };
    const first = await sell(body, meena, "same-key");
    const second = await sell(body, meena, "same-key");
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(await stockOf(a.packId)).toBe(3);
    const [{ n }] = (await h.services.db.select({ n: count() }).from(t.orderItems).where(eq(t.orderItems.packId, a.packId))) as [{ n: number }];
    expect(n).toBe(1);
    const other = await sell({ ...body, payment: cash(50) }, meena, "same-key");
    expect(other.statusCode).toBe(422);
    expect((await sell(body, meena, "")).statusCode).toBe(400);
    const noKey = await meena.post(`${API}/sales`, body);
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json()).toMatchObject({ errors: { "idempotency-key": expect.any(String) } });
    expect(await stockOf(a.packId)).toBe(3);
  });

  it("answers a repeat of a sale voided since with the sale as it is now", async () => {
    const a = await makePack({ price: 10, mrp: 12, stock: 5 });
    const body = { warehouse_id: indiranagar, lines: [{ pack_id: a.packId, quantity: 1 }], payment: cash(10) };
    const first = await sell(body, meena, "replay-after-void");
    expect(first.statusCode).toBe(201);
    const receipt = first.json() as PosReceipt;
    expect((await meena.post(`${API}/sales/${receipt.order_number}/void`, { reason: "Mistake" })).statusCode).toBe(200);
    const repeat = await sell(body, meena, "replay-after-void");
    expect(repeat.statusCode).toBe(201);
    expect(repeat.json()).toMatchObject({ order_number: receipt.order_number, status: "voided", can_void: false, voided: { reason: "Mistake" } });
    expect(await stockOf(a.packId)).toBe(5);
  });

  it("refuses a sale or quote beyond the largest total, or with a line beyond it, in the §8 shape", async () => {
    const gold = await makePack({ price: 100_000, mrp: 100_000, stock: 999, maxPerOrder: 999 });
    const big = { warehouse_id: indiranagar, lines: [{ pack_id: gold.packId, quantity: 500 }] };
    const message = "A sale, and each of its lines, can come to at most ₹10,00,000.00. Split it into smaller sales.";
    const quoted = await quote(big);
    expect(quoted.statusCode).toBe(422);
    expect(quoted.json()).toEqual({ message, errors: { lines: message } });
    const refused = await sell({ ...big, payment: { method: "upi", reference: "BIG1" } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ message });
    expect(await stockOf(gold.packId)).toBe(999);
    // Exactly the bound is a sale.
    const tenLakh = await sold({ warehouse_id: indiranagar, lines: [{ pack_id: gold.packId, quantity: 10 }], payment: { method: "card", reference: "BIG2" } });
    expect(tenLakh.total).toBe(1_000_000);
  });

  it("asks the cashier to attach the customer for a per-customer or first-order coupon", async () => {
    await h.services.db.insert(t.coupons).values([
      { websiteId: demoId, code: "ONCEEACH", kind: "flat", value: 500, perUserLimit: 1 },
      { websiteId: demoId, code: "WELCOME", kind: "flat", value: 500, firstOrderOnly: true },
    ]);
    const a = await makePack({ price: 50, mrp: 50, stock: 10 });
    for (const code of ["ONCEEACH", "WELCOME"]) {
      const walkIn = (await quote({ warehouse_id: indiranagar, lines: [{ pack_id: a.packId, quantity: 1 }], coupon: code })).json() as PosQuote;
      expect(walkIn.coupon).toEqual({ code, applied: false, message: `Attach the customer to use coupon ${code}` });
      const refused = await sell({ warehouse_id: indiranagar, lines: [{ pack_id: a.packId, quantity: 1 }], coupon: code, payment: cash(50) });
      expect(refused.json()).toMatchObject({ errors: { coupon: `Attach the customer to use coupon ${code}` } });
    }
    const { customer } = (await meena.post(`${API}/customers`, { phone: "7400000007", name: "Coupon Customer" })).json() as PosCustomerAnswer;
    const receipt = await sold({ warehouse_id: indiranagar, lines: [{ pack_id: a.packId, quantity: 1 }], coupon: "ONCEEACH", customer_id: customer!.id, payment: cash(45) });
    expect(receipt).toMatchObject({ discount: 5, total: 45, coupon_code: "ONCEEACH" });
  });

  it("applies coupons as the cart does: valid, unknown, below the minimum order", async () => {
    const db = h.services.db;
    await db.insert(t.coupons).values([
      { websiteId: demoId, code: "COUNTER50", kind: "flat", value: 5000, minOrder: 20000 },
      { websiteId: demoId, code: "TENPCT", kind: "percent", value: 1000, maxDiscount: 3000 },
      { websiteId: freshId, code: "FRESHONLY", kind: "flat", value: 1000 },
    ]);
    const a = await makePack({ price: 100, mrp: 120, stock: 20 });
    const lines = (quantity: number) => [{ pack_id: a.packId, quantity }];
    const valid = (await quote({ warehouse_id: indiranagar, lines: lines(3), coupon: "counter50" }).then((r) => r.json())) as PosQuote;
    expect(valid).toMatchObject({ subtotal: 300, discount: 50, total: 250, mrp_total: 360, savings: 110, coupon: { code: "COUNTER50", applied: true } });
    const below = (await quote({ warehouse_id: indiranagar, lines: lines(1), coupon: "COUNTER50" }).then((r) => r.json())) as PosQuote;
    expect(below).toMatchObject({ discount: 0, total: 100, coupon: { code: "COUNTER50", applied: false, message: expect.stringContaining("minimum order ₹200.00") } });
    const unknown = (await quote({ warehouse_id: indiranagar, lines: lines(1), coupon: "FRESHONLY" }).then((r) => r.json())) as PosQuote;
    expect(unknown.coupon).toEqual({ code: "FRESHONLY", applied: false, message: "This coupon code is not valid" });
    // A sale does not drop a coupon the cashier typed: it is refused until removed.
    const refused = await sell({ warehouse_id: indiranagar, lines: lines(1), coupon: "COUNTER50", payment: cash(100) });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ errors: { coupon: expect.stringContaining("minimum order") } });
    const receipt = await sold({ warehouse_id: indiranagar, lines: lines(4), coupon: "tenpct", payment: { method: "card", reference: "C1" } });
    expect(receipt).toMatchObject({ subtotal: 400, discount: 30, total: 370, coupon_code: "TENPCT", savings: 110 });
    const [use] = await db.select().from(t.couponRedemptions).where(eq(t.couponRedemptions.orderId, receipt.id));
    expect(use).toBeDefined();
  });

  it("is not fooled by another website's packs, warehouses or customers", async () => {
    const theirs = await makePack({ price: 10, mrp: 10, stock: 5, websiteId: freshId, warehouseId: bandra });
    const mine = await makePack({ price: 10, mrp: 10, stock: 5 });
    // Another website's pack is a line that cannot be sold, like a deleted one: flagged, not fatal.
    const flagged = await quote({
      warehouse_id: indiranagar,
      lines: [
        { pack_id: mine.packId, quantity: 1 },
        { pack_id: theirs.packId, quantity: 1 },
      ],
    });
    expect(flagged.statusCode, flagged.body).toBe(200);
    expect(flagged.json()).toMatchObject({
      valid: false,
      total: 10,
      lines: [
        { pack_id: mine.packId, valid: true },
        { pack_id: theirs.packId, valid: false, amount: 0, max_quantity: 0, message: "This item is no longer available" },
      ],
    });
    expect(flagged.body).not.toContain(theirs.name);
    expect((await quote({ warehouse_id: bandra, lines: [{ pack_id: mine.packId, quantity: 1 }] })).statusCode).toBe(404);
    const [stranger] = await h.services.db.insert(t.users).values({ phone: "7400000002", name: "Fresh Only Shopper" }).returning();
    await h.services.db.insert(t.websiteMembers).values({ websiteId: freshId, userId: stranger!.id });
    const res = await quote({ warehouse_id: indiranagar, lines: [], customer_id: stranger!.id });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain("7400000002");
    const refused = await sell({ warehouse_id: indiranagar, lines: [{ pack_id: theirs.packId, quantity: 1 }], payment: cash(10) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: "Item no longer available: This item is no longer available", errors: { lines: "Item no longer available: This item is no longer available" } });
    expect(await stockOf(theirs.packId, bandra)).toBe(5);
    // A pack deleted since it was added to the sale: the rest of the quote still prices.
    const gone = await makePack({ price: 10, mrp: 10, stock: 5 });
    await h.services.db.delete(t.packs).where(eq(t.packs.id, gone.packId));
    const restored = (
      await quote({
        warehouse_id: indiranagar,
        lines: [
          { pack_id: gone.packId, quantity: 2 },
          { pack_id: mine.packId, quantity: 1 },
        ],
      })
    ).json() as PosQuote;
    expect(restored.lines.map((l) => l.valid)).toEqual([false, true]);
    expect(restored.subtotal).toBe(10);
  });
});

describe("customers", () => {
  it("finds a customer of this shop by phone, creates a new one, and sells to them: the sale is in their own orders", async () => {
    const unknown = await meena.get(`${API}/customers?phone=7400000003`);
    expect(unknown.json()).toEqual({ customer: null });
    const created = await meena.post(`${API}/customers`, { phone: "7400000003", name: "Lakshmi Nair" });
    expect(created.statusCode).toBe(201);
    const { customer } = created.json() as PosCustomerAnswer;
    expect(customer).toMatchObject({ name: "Lakshmi Nair", phone: "7400000003" });
    // Again: found, their name kept.
    const again = await meena.post(`${API}/customers`, { phone: "7400000003", name: "Someone Else" });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ customer, created: false });
    expect((await meena.get(`${API}/customers?phone=7400000003`)).json()).toEqual({ customer });
    // Someone known only to another shop is not shown by phone; adding them answers as for a new
    // customer, by the name typed here: neither their account elsewhere nor its name is told.
    const [elsewhere] = await h.services.db.insert(t.users).values({ phone: "7400000005", name: "Fresh Regular" }).returning();
    await h.services.db.insert(t.websiteMembers).values({ websiteId: freshId, userId: elsewhere!.id });
    expect((await meena.get(`${API}/customers?phone=7400000005`)).json()).toEqual({ customer: null });
    const added = await meena.post(`${API}/customers`, { phone: "7400000005", name: "Renamed" });
    expect(added.statusCode).toBe(201);
    const regular = { id: elsewhere!.id, name: "Renamed", phone: "7400000005" };
    expect(added.json()).toEqual({ customer: regular, created: true });
    expect(added.body).not.toContain("Fresh Regular");
    const [account] = await h.services.db.select().from(t.users).where(eq(t.users.id, elsewhere!.id));
    expect(account!.name).toBe("Fresh Regular");
    // From now on this shop knows them, by its own name for them, everywhere it shows them.
    expect((await meena.get(`${API}/customers?phone=7400000005`)).json()).toEqual({ customer: regular });
    expect((await meena.post(`${API}/customers`, { phone: "7400000005", name: "Third" })).json()).toEqual({ customer: regular, created: false });
    const one = await makePack({ price: 5, mrp: 5, stock: 3 });
    const forRegular = await sold({ warehouse_id: indiranagar, lines: [{ pack_id: one.packId, quantity: 1 }], customer_id: regular.id, payment: cash(5) });
    expect(forRegular.customer).toEqual(regular);
    const today = (await meena.get(`${API}/sales`)).json() as PosDayAnswer;
    expect(today.sales.find((s) => s.order_number === forRegular.order_number)!.customer).toEqual(regular);
    expect(JSON.stringify(today)).not.toContain("Fresh Regular");
    // The back office lists them by that name too, and does not find them by the other one.
    const listed = (await anita.get("/s/api/admin/people/customers?q=7400000005")).json() as { data: { id: number; name: string }[] };
    expect(listed.data).toEqual([expect.objectContaining({ id: regular.id, name: "Renamed" })]);
    expect(((await anita.get("/s/api/admin/people/customers?q=Fresh%20Regular")).json() as { data: unknown[] }).data).toEqual([]);
    expect((await anita.get(`/s/api/admin/people/customers/${regular.id}`)).json()).toMatchObject({ id: regular.id, name: "Renamed" });
    // Nameless when the counter typed none.
    const [other] = await h.services.db.insert(t.users).values({ phone: "7400000006", name: "Fresh Other" }).returning();
    const nameless = await meena.post(`${API}/customers`, { phone: "7400000006" });
    expect(nameless.statusCode).toBe(201);
    expect(nameless.json()).toEqual({ customer: { id: other!.id, name: "", phone: "7400000006" }, created: true });

    const a = await makePack({ price: 45, mrp: 50, stock: 4 });
    const q = (await quote({ warehouse_id: indiranagar, lines: [{ pack_id: a.packId, quantity: 2 }], customer_id: customer!.id })).json() as PosQuote;
    expect(q.customer).toEqual(customer);
    const receipt = await sold({ warehouse_id: indiranagar, lines: [{ pack_id: a.packId, quantity: 2 }], customer_id: customer!.id, payment: { method: "upi", reference: "UPI123" } });
    expect(receipt.customer).toEqual(customer);

    const lakshmi = await signedIn("7400000003");
    const list = (await lakshmi.get("/s/api/account/orders")).json() as Paged<OrderSummary>;
    expect(list.data.map((o) => o.ordernumber)).toContain(receipt.order_number);
    const detail = await lakshmi.get(`/s/api/account/orders/${receipt.id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    const order = detail.json() as OrderDetail & { deliveries?: unknown[] };
    expect(order).toMatchObject({ address: null, status: "delivered", payment_method: "upi", payment_status: "paid", amount: 90 });
    expect(order.deliveries ?? []).toEqual([]);
  });

  it("makes one account when two counters add the same new phone at once", async () => {
    const answers = await Promise.all([meena.post(`${API}/customers`, { phone: "7400000004", name: "Twin A" }), anita.post(`${API}/customers`, { phone: "7400000004", name: "Twin B" })]);
    const ids = answers.map((r) => (r.json() as PosCustomerAnswer).customer!.id);
    expect(ids[0]).toBe(ids[1]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 201]);
  });

  it("serves the shop's own staff as customers, who are not listed as customers before that", async () => {
    const RAVI = "9876543211"; // the demo store's sales agent: a member with a role, no orders of his own
    const listed = async (q: string) => ((await anita.get(`/s/api/admin/people/customers?q=${q}`)).json() as { data: { name: string }[] }).data;
    expect((await meena.get(`${API}/customers?phone=${RAVI}`)).json()).toEqual({ customer: null });
    expect(await listed(RAVI)).toEqual([]);
    const served = await meena.post(`${API}/customers`, { phone: RAVI });
    expect(served.statusCode, served.body).toBe(200);
    const { customer } = served.json() as PosCustomerAnswer;
    // The shop's own member: their account's name, not a blank.
    expect(customer).toMatchObject({ name: "Ravi Kumar", phone: RAVI });
    expect((await meena.get(`${API}/customers?phone=${RAVI}`)).json()).toEqual({ customer });
    expect((await quote({ warehouse_id: indiranagar, lines: [], customer_id: customer!.id })).statusCode).toBe(200);
    expect((await listed(RAVI)).map((c) => c.name)).toEqual(["Ravi Kumar"]);
  });

  it("refuses bad phones and names", async () => {
    for (const url of [`${API}/customers?phone=12345`, `${API}/customers`, `${API}/customers?phone=9876543210&name=x`]) {
      const res = await meena.get(url);
      expect(res.statusCode, url).toBe(422);
      expect(res.json()).toHaveProperty("message");
    }
    for (const body of [{ phone: "12" }, { phone: "9876543210", name: "<b>" }, { phone: "9876543210", extra: 1 }, { name: "x" }, []]) {
      const res = await meena.post(`${API}/customers`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
    }
  });
});

describe("receipts, the day and voids", () => {
  it("lists today's sales with totals by method, voided ones apart", async () => {
    const before = (await meena.get(`${API}/sales`)).json() as PosDayAnswer;
    const a = await makePack({ price: 10, mrp: 10, stock: 50 });
    const line = (quantity: number) => [{ pack_id: a.packId, quantity }];
    const c1 = await sold({ warehouse_id: indiranagar, lines: line(1), payment: cash(10) });
    await sold({ warehouse_id: indiranagar, lines: line(2), payment: cash(50) });
    await sold({ warehouse_id: indiranagar, lines: line(3), payment: { method: "upi", reference: "U1" } }, anita);
    const gone = await sold({ warehouse_id: indiranagar, lines: line(4), payment: { method: "card", reference: "K1" } });
    expect((await meena.post(`${API}/sales/${gone.order_number}/void`, { reason: "Wrong item" })).statusCode).toBe(200);
    const day = (await meena.get(`${API}/sales`)).json() as PosDayAnswer;
    expect(day.date).toBe(shopDate(new Date()));
    expect(day.totals.count - before.totals.count).toBe(3);
    expect(day.totals.by_method.cash.count - before.totals.by_method.cash.count).toBe(2);
    expect(Math.round((day.totals.by_method.cash.total - before.totals.by_method.cash.total) * 100)).toBe(3000);
    expect(Math.round((day.totals.by_method.upi.total - before.totals.by_method.upi.total) * 100)).toBe(3000);
    expect(day.totals.by_method.card.total).toBe(before.totals.by_method.card.total);
    expect(day.voided.count - before.voided.count).toBe(1);
    expect(Math.round((day.voided.total - before.voided.total) * 100)).toBe(4000);
    expect(day.sales.find((s) => s.order_number === c1.order_number)).toMatchObject({
      total: 10,
      items: 1,
      method: "cash",
      staff: "Meena Iyer",
      warehouse: "Indiranagar Hub",
      status: "completed",
      customer: null,
    });
    expect(day.sales.find((s) => s.order_number === gone.order_number)!.status).toBe("voided");
    // Yesterday holds none of them; online orders never show here.
    const yesterday = (await meena.get(`${API}/sales?date=${shopDate(new Date(), -1)}`)).json() as PosDayAnswer;
    expect(yesterday.sales.map((s) => s.order_number)).not.toContain(c1.order_number);
    expect(day.sales.every((s) => s.order_number.startsWith("DEMO"))).toBe(true);
    for (const bad of ["2026-02-30", "yesterday", "2026-1-1"]) expect((await meena.get(`${API}/sales?date=${bad}`)).statusCode, bad).toBe(422);
  });

  it("voids a sale of today once: stock back, coupon use released, order cancelled and refunded, one audit entry", async () => {
    const db = h.services.db;
    await db.insert(t.coupons).values({ websiteId: demoId, code: "VOIDME", kind: "flat", value: 1000 });
    const a = await makePack({ price: 40, mrp: 50, stock: 6 });
    const receipt = await sold({ warehouse_id: indiranagar, lines: [{ pack_id: a.packId, quantity: 5 }], coupon: "VOIDME", payment: cash(200) });
    expect(receipt.total).toBe(190);
    expect(await stockOf(a.packId)).toBe(1);

    const [first, second] = await Promise.all([
      meena.post(`${API}/sales/${receipt.order_number}/void`, { reason: "Customer changed mind" }),
      anita.post(`${API}/sales/${receipt.order_number}/void`, { reason: "Twice" }),
    ]);
    const codes = [first!.statusCode, second!.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const ok = (first!.statusCode === 200 ? first : second)!.json() as PosReceipt;
    expect(ok).toMatchObject({ status: "voided", can_void: false, voided: { by: expect.any(String), reason: expect.any(String) } });
    expect((first!.statusCode === 409 ? first : second)!.json()).toEqual({ message: SALE_ALREADY_VOIDED });
    expect(await stockOf(a.packId)).toBe(6);
    const [order] = await db.select().from(t.orders).where(eq(t.orders.id, receipt.id));
    expect(order).toMatchObject({ status: "cancelled", paymentStatus: "refunded" });
    expect(await db.select().from(t.couponRedemptions).where(eq(t.couponRedemptions.orderId, receipt.id))).toEqual([]);
    const audit = await db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.entityType, "order"), eq(t.auditLog.entityId, receipt.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "void", websiteId: demoId, before: { status: "delivered", payment_status: "paid" }, after: { status: "cancelled", payment_status: "refunded" } });
    const again = await meena.post(`${API}/sales/${receipt.order_number}/void`, { reason: "Again" });
    expect(again.statusCode).toBe(409);
    expect(await stockOf(a.packId)).toBe(6);
    const events = await db.select().from(t.orderEvents).where(eq(t.orderEvents.orderId, receipt.id));
    expect(events.map((e) => e.status)).toEqual(["delivered", "cancelled"]);
  });

  it("lets an admin void a sale of another day, staff only today's, and says so per caller", async () => {
    const a = await makePack({ price: 10, mrp: 10, stock: 5 });
    const receipt = await sold({ warehouse_id: indiranagar, lines: [{ pack_id: a.packId, quantity: 2 }], payment: cash(20) });
    const earlier = new Date(Date.now() - 3 * 24 * 3_600_000);
    await h.services.db.update(t.orders).set({ createdAt: earlier }).where(eq(t.orders.id, receipt.id));
    await h.services.db.update(t.posSales).set({ createdAt: earlier }).where(eq(t.posSales.orderId, receipt.id));
    const date = shopDate(earlier);
    const ofStaff = (await meena.get(`${API}/sales?date=${date}`)).json() as PosDayAnswer;
    const ofAdmin = (await anita.get(`${API}/sales?date=${date}`)).json() as PosDayAnswer;
    expect(ofStaff.sales.find((s) => s.order_number === receipt.order_number)!.can_void).toBe(false);
    expect(ofAdmin.sales.find((s) => s.order_number === receipt.order_number)!.can_void).toBe(true);
    expect(((await meena.get(`${API}/sales/${receipt.order_number}`)).json() as PosReceipt).can_void).toBe(false);
    expect(((await anita.get(`${API}/sales/${receipt.order_number}`)).json() as PosReceipt).can_void).toBe(true);
    expect((await meena.post(`${API}/sales/${receipt.order_number}/void`, { reason: "Late" })).json()).toEqual({ message: SALE_NOT_TODAY });
    const voided = await anita.post(`${API}/sales/${receipt.order_number}/void`, { reason: "Returned the next week" });
    expect(voided.statusCode).toBe(200);
    expect(voided.json()).toMatchObject({ status: "voided", can_void: false });
    expect(await stockOf(a.packId)).toBe(5);
    // Today's sales: both may void them; the receipt names the staff member, never their phone.
    const todays = await sold({ warehouse_id: indiranagar, lines: [{ pack_id: a.packId, quantity: 1 }], payment: cash(10) });
    expect(todays.staff).toEqual({ name: "Meena Iyer" });
    expect(JSON.stringify(todays)).not.toContain(MEENA);
    const day = (await meena.get(`${API}/sales`)).json() as PosDayAnswer;
    expect(day.sales.find((s) => s.order_number === todays.order_number)!.can_void).toBe(true);
  });

  it("does not void yesterday's sale", async () => {
    const a = await makePack({ price: 10, mrp: 10, stock: 5 });
    const receipt = await sold({ warehouse_id: indiranagar, lines: [{ pack_id: a.packId, quantity: 1 }], payment: cash(10) });
    const yesterday = new Date(Date.now() - 26 * 3_600_000);
    await h.services.db.update(t.orders).set({ createdAt: yesterday }).where(eq(t.orders.id, receipt.id));
    await h.services.db.update(t.posSales).set({ createdAt: yesterday }).where(eq(t.posSales.orderId, receipt.id));
    expect(((await meena.get(`${API}/sales/${receipt.order_number}`)).json() as PosReceipt).can_void).toBe(false);
    const res = await meena.post(`${API}/sales/${receipt.order_number}/void`, { reason: "Too late" });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: SALE_NOT_TODAY });
    expect(await stockOf(a.packId)).toBe(4);
  });

  it("finds only this website's counter sales", async () => {
    const [online] = await h.services.db
      .select()
      .from(t.orders)
      .where(and(eq(t.orders.websiteId, demoId), eq(t.orders.channel, "web")))
      .limit(1);
    if (online) {
      const res = await meena.get(`${API}/sales/${online.orderNumber}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: SALE_NOT_FOUND });
      expect((await meena.post(`${API}/sales/${online.orderNumber}/void`, { reason: "no" })).statusCode).toBe(404);
    }
    const theirs = await makePack({ price: 10, mrp: 10, stock: 5, websiteId: freshId, warehouseId: bandra });
    const anitaAtFresh = await signedIn(ANITA, FRESH);
    const freshSale = await sold({ warehouse_id: bandra, lines: [{ pack_id: theirs.packId, quantity: 1 }], payment: cash(10) }, anitaAtFresh);
    expect((await meena.get(`${API}/sales/${freshSale.order_number}`)).statusCode).toBe(404);
    expect((await meena.post(`${API}/sales/${freshSale.order_number}/void`, { reason: "no" })).statusCode).toBe(404);
    expect((await meena.get(`${API}/sales/NOPE100001`)).statusCode).toBe(404);
    // An order number of no possible shape is not found either, not a matter of bad input.
    for (const odd of ["a b", "../..", "A".repeat(60)]) {
      const res = await meena.get(`${API}/sales/${encodeURIComponent(odd)}`);
      expect(res.statusCode, odd).toBe(404);
      expect(res.json()).toEqual({ message: SALE_NOT_FOUND });
      expect((await meena.post(`${API}/sales/${encodeURIComponent(odd)}/void`, { reason: "no" })).statusCode, odd).toBe(404);
    }
  });
});

describe("bad input", () => {
  const good = () => ({ warehouse_id: indiranagar, lines: [{ pack_id: 1, quantity: 1 }], payment: { method: "cash", tendered: 10 } });
  const bodies: [string, unknown][] = [
    ["not an object", [1, 2]],
    ["warehouse as text", { ...good(), warehouse_id: "1" }],
    ["no lines", { ...good(), lines: [] }],
    ["a line as text", { ...good(), lines: ["1"] }],
    ["quantity zero", { ...good(), lines: [{ pack_id: 1, quantity: 0 }] }],
    ["quantity huge", { ...good(), lines: [{ pack_id: 1, quantity: 1_000_000 }] }],
    ["quantity fraction", { ...good(), lines: [{ pack_id: 1, quantity: 1.5 }] }],
    [
      "pack twice",
      {
        ...good(),
        lines: [
          { pack_id: 1, quantity: 1 },
          { pack_id: 1, quantity: 2 },
        ],
      },
    ],
    ["too many lines", { ...good(), lines: Array.from({ length: POS_LINES_MAX + 1 }, (_, i) => ({ pack_id: i + 1, quantity: 1 })) }],
    ["unknown key", { ...good(), discount: 10 }],
    ["line price", { ...good(), lines: [{ pack_id: 1, quantity: 1, price: 1 }] }],
    ["payment unknown", { ...good(), payment: { method: "cheque" } }],
    ["negative tender", { ...good(), payment: { method: "cash", tendered: -1 } }],
    ["tender of 3 decimals", { ...good(), payment: { method: "cash", tendered: 10.005 } }],
    ["huge tender", { ...good(), payment: { method: "cash", tendered: 1e12 } }],
    ["reference with markup", { ...good(), payment: { method: "upi", reference: "<script>" } }],
    ["coupon not text", { ...good(), coupon: 5 }],
    ["customer not an id", { ...good(), customer_id: -3 }],
  ];

  it("answers 422 in the §8 shape to every bad sale, taking nothing", async () => {
    for (const [what, body] of bodies) {
      const res = await sell(body);
      expect(res.statusCode, what).toBe(422);
      const answer = res.json() as { message: string; errors?: Record<string, string> };
      expect(typeof answer.message, what).toBe("string");
    }
    const text = await sell("hello");
    expect(text.statusCode).toBe(415);
    expect(text.json()).toHaveProperty("message");
    const broken = await meena.request("POST", `${API}/sales`, { body: "{broken", headers: { "content-type": "application/json", "idempotency-key": "broken-json" } });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toHaveProperty("message");
    for (const [url, body] of [
      [`${API}/quote`, { warehouse_id: indiranagar, lines: "x" }],
      [`${API}/quote`, { warehouse_id: indiranagar }],
      [`${API}/sales/DEMO100001/void`, {}],
      [`${API}/sales/DEMO100001/void`, { reason: "   " }],
      [`${API}/sales/DEMO100001/void`, { reason: "x".repeat(201) }],
    ] as const) {
      expect((await meena.post(url, body)).statusCode, `${url} ${JSON.stringify(body).slice(0, 40)}`).toBe(422);
    }
    for (const url of [
      `${API}/products?q=atta`,
      `${API}/products?warehouse_id=x&q=atta`,
      `${API}/products?warehouse_id=${indiranagar}`,
      `${API}/products?warehouse_id=${indiranagar}&q=${"a".repeat(81)}`,
      `${API}/products?warehouse_id=${indiranagar}&q=a&x=1`,
      `${API}/sales?x=1`,
    ]) {
      expect((await meena.get(url)).statusCode, url).toBe(422);
    }
  });
});
