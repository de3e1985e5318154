import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import * as t from "../db/schema";
import type { Address, AgentDashboard, OrderDetail, Paged, OrderSummary, WishlistWithProducts } from "../../shared/api/account";
import type { Cart } from "../../shared/api/cart";
import type { CheckoutSummary, PlaceOrderAnswer } from "../../shared/api/checkout";
import type { ProductListResponse } from "../../shared/api/products";
import type { WishlistCategoryAnswer } from "../../shared/api/wishlist";
import { createTestApp, DEMO, FRESH, ShopClient, type TestApp } from "../testing/test-app";

let h: TestApp;
beforeAll(async () => {
  h = await createTestApp();
});
afterAll(() => h.close());

async function as(phone: string, origin = DEMO) {
  const client = new ShopClient(h.app, origin);
  expect((await client.post("/s/api/test/sign-in", { phone }, { xsrf: false })).statusCode).toBe(200);
  return client;
}

const home = {
  name: "Priya Sharma",
  phone: "9876543210",
  line1: "12, 4th Cross, HAL 2nd Stage",
  line2: "Indiranagar",
  landmark: "Near the metro",
  city: "Bengaluru",
  state: "Karnataka",
  pincode: "560038",
};

async function userId(phone: string) {
  const [row] = await h.services.db.select({ id: t.users.id }).from(t.users).where(eq(t.users.phone, phone));
  return row!.id;
}

async function placeOrder(phone: string, opts: { agentPhone?: string; status?: string; amount?: number; number: string }) {
  return insertOrder(phone, opts, {
    address: { name: "Priya", line1: "12", city: "Bengaluru", pincode: "560038" },
    delDate: "2026-11-24",
    delStartTime: "07:00",
    delEndTime: "10:00",
  });
}

/** An order written as the counter writes a sale: channel pos, delivered and paid, no address or slot. */
async function counterSale(phone: string, opts: { number: string; status?: string; method: string }) {
  return insertOrder(phone, { ...opts, status: opts.status ?? "delivered" }, { channel: "pos", paymentMethod: opts.method, paymentStatus: opts.status === "cancelled" ? "refunded" : "paid" });
}

async function insertOrder(phone: string, opts: { agentPhone?: string; status?: string; amount?: number; number: string }, rest: Partial<typeof t.orders.$inferInsert>) {
  const [web] = await h.services.db.select({ id: t.websites.id }).from(t.websites).where(eq(t.websites.code, "demo"));
  const [order] = await h.services.db
    .insert(t.orders)
    .values({
      websiteId: web!.id,
      userId: await userId(phone),
      agentId: opts.agentPhone ? await userId(opts.agentPhone) : null,
      orderNumber: opts.number,
      status: opts.status ?? "placed",
      amount: opts.amount ?? 25_000,
      subtotal: opts.amount ?? 25_000,
      ...rest,
    })
    .returning();
  await h.services.db.insert(t.orderItems).values({ orderId: order!.id, name: "Toor Dal", packName: "1 kg", quantity: 2, price: 12_500, mrp: 14_000, amount: 25_000 });
  await h.services.db.insert(t.orderEvents).values([{ orderId: order!.id, status: "placed" }]);
  return order!;
}

describe("profile", () => {
  it("shows the phone read-only and saves name and email with the §5 rules", async () => {
    const me = await as("9876543210");
    expect((await me.get("/s/api/account/profile")).json()).toMatchObject({ name: "Priya Sharma", phone: "9876543210" });
    const bad = await me.request("PUT", "/s/api/account/profile", { body: { name: "Priya S", email: "priya@x" } });
    expect(bad.json()).toMatchObject({ message: "Email is not a valid email address" });
    const phone = await me.request("PUT", "/s/api/account/profile", { body: { name: "Priya S", phone: "9000000000" } });
    expect(phone.statusCode).toBe(422);
    const ok = await me.request("PUT", "/s/api/account/profile", { body: { name: "Priya S", email: "priya@example.in" } });
    expect(ok.json()).toEqual({ name: "Priya S", email: "priya@example.in", phone: "9876543210" });
    await me.request("PUT", "/s/api/account/profile", { body: { name: "Priya Sharma", email: "" } });
  });
});

describe("addresses", () => {
  it("adds, lists with serviceability, edits, sets the default and deletes — the owner's only", async () => {
    const me = await as("9876543210");
    const first = (await me.post("/s/api/account/addresses", home)).json() as Address;
    expect(first).toMatchObject({ ...home, is_default: true, serviceable: true });
    const office = (await me.post("/s/api/account/addresses", { ...home, line1: "Tower B, Bagmane Tech Park", pincode: "110001" })).json() as Address;
    expect(office).toMatchObject({ is_default: false, serviceable: false });

    const edited = await me.request("PUT", `/s/api/account/addresses/${office.id}`, { body: { ...home, line1: "Tower C", pincode: "560093", is_default: true } });
    expect(edited.json()).toMatchObject({ line1: "Tower C", serviceable: true, is_default: true });
    const list = (await me.get("/s/api/account/addresses")).json() as Address[];
    expect(list.map((a) => [a.id, a.is_default])).toEqual([
      [office.id, true],
      [first.id, false],
    ]);

    const other = await as("9876543211");
    expect((await other.get("/s/api/account/addresses")).json()).toEqual([]);
    expect((await other.request("PUT", `/s/api/account/addresses/${first.id}`, { body: home })).statusCode).toBe(404);
    expect((await other.request("DELETE", `/s/api/account/addresses/${first.id}`)).statusCode).toBe(404);
    expect((await other.get(`/s/api/cart?address_id=${first.id}`)).statusCode).toBe(404);

    const cartThere = (await me.get(`/s/api/cart?address_id=${first.id}`)).json() as Cart;
    expect(cartThere.serviceable).toBe(true);

    expect((await me.request("DELETE", `/s/api/account/addresses/${office.id}`)).statusCode).toBe(200);
    const left = (await me.get("/s/api/account/addresses")).json() as Address[];
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ id: first.id, is_default: true });
  });

  it("refuses a bad phone, pincode or a missing line with the field's message", async () => {
    const me = await as("9876543210");
    const res = await me.post("/s/api/account/addresses", { ...home, phone: "12345", pincode: "5600" });
    expect(res.statusCode).toBe(422);
    expect((res.json() as { errors: Record<string, string> }).errors).toMatchObject({ phone: "Please enter a valid 10-digit mobile number", pincode: "Please enter a valid pincode" });
    const missing = await me.post("/s/api/account/addresses", { ...home, line1: "" });
    expect(missing.json()).toMatchObject({ message: "House, flat and street is required" });
  });
});

describe("orders", () => {
  it("lists the shopper's orders newest first, paged, and shows one with its items and timeline", async () => {
    const a = await placeOrder("9876543210", { number: "KD-1001" });
    await placeOrder("9876543210", { number: "KD-1002", status: "delivered" });
    const theirs = await placeOrder("9876543211", { number: "KD-1003" });
    const me = await as("9876543210");
    const page = (await me.get("/s/api/account/orders?perPage=1")).json() as Paged<OrderSummary>;
    expect(page.meta).toEqual({ total: 2, page: 1, perPage: 1, lastPage: 2 });
    expect(page.data[0]).toMatchObject({ ordernumber: "KD-1002", status_label: "Delivered", amount: 250, items_count: 2 });
    const detail = (await me.get(`/s/api/account/orders/${a.id}`)).json() as OrderDetail;
    expect(detail).toMatchObject({
      ordernumber: "KD-1001",
      channel: "web",
      subtotal: 250,
      del_start_time: "07:00",
      items: [{ name: "Toor Dal", pack: "1 kg", quantity: 2, price: 125, act_price: 140, amount: 250 }],
    });
    expect(detail.timeline.map((e) => e.label)).toEqual(["Placed"]);
    expect((await me.get(`/s/api/account/orders/${theirs.id}`)).statusCode).toBe(404);
    expect((await new ShopClient(h.app).get(`/s/api/account/orders/${a.id}`)).statusCode).toBe(401);
  });

  it("says a sale at the shop's counter was made there, and a voided one is cancelled and refunded", async () => {
    const sale = await counterSale("9876543210", { number: "KD-POS-1", method: "upi" });
    const voided = await counterSale("9876543210", { number: "KD-POS-2", method: "cash", status: "cancelled" });
    const me = await as("9876543210");
    const seen = (await me.get(`/s/api/account/orders/${sale.id}`)).json() as OrderDetail;
    expect(seen).toMatchObject({ ordernumber: "KD-POS-1", channel: "pos", status: "delivered", payment_method: "upi", payment_status: "paid", address: null, del_date: null, delivery_charge: 0 });
    const byNumber = (await me.get("/s/api/account/orders/number/KD-POS-2")).json() as OrderDetail;
    expect(byNumber).toMatchObject({ id: voided.id, channel: "pos", status: "cancelled", status_label: "Cancelled", payment_method: "cash", payment_status: "refunded" });
  });
});

describe("wish list page", () => {
  it("answers the lists with their products", async () => {
    const me = await as("9876543212");
    const { category } = (await me.post("/s/api/wishlistCategory", { name: "Weekly" })).json() as WishlistCategoryAnswer;
    const product = ((await me.get("/s/api/products?perPage=1")).json() as ProductListResponse).data[0]!;
    await me.post("/s/api/wishlist/update", { product_id: product.product_id, wishlist_category_id: category.id });
    const lists = (await me.get("/s/api/account/wishlist")).json() as WishlistWithProducts[];
    expect(lists).toEqual([{ id: category.id, name: "Weekly", products: [expect.objectContaining({ product_id: product.product_id, wishlist: true })] }]);
  });
});

describe("sales agent", () => {
  it("sees the orders they placed for customers with today's and this month's value", async () => {
    await placeOrder("9876543210", { number: "KD-2001", agentPhone: "9876543211", amount: 40_000 });
    await placeOrder("9876543210", { number: "KD-2002", agentPhone: "9876543211", amount: 10_000, status: "cancelled" });
    const agent = await as("9876543211");
    const board = (await agent.get("/s/api/agent/dashboard")).json() as AgentDashboard;
    expect(board.today).toEqual({ orders: 1, value: 400 });
    expect(board.month).toEqual({ orders: 1, value: 400 });
    expect(board.orders.data.map((o) => [o.ordernumber, o.customer_name])).toEqual([
      ["KD-2002", "Priya Sharma"],
      ["KD-2001", "Priya Sharma"],
    ]);
  });

  it("finds or creates a customer by phone and then fills the customer's cart", async () => {
    const agent = await as("9876543211");
    const needsName = await agent.post("/s/api/agent/customer", { phone: "7100000001" });
    expect(needsName.statusCode).toBe(422);
    const made = await agent.post("/s/api/agent/customer", { phone: "7100000001", name: "Lakshmi Rao" });
    expect(made.json()).toMatchObject({ name: "Lakshmi Rao", phone: "7100000001" });
    const pack = ((await agent.get("/s/api/products?perPage=30")).json() as ProductListResponse).data.flatMap((p) => p.packs).find((p) => p.in_stock)!;
    await agent.post("/s/api/cart/add", { pack_id: pack.pack_id, warehouse_id: pack.warehouse_id });
    const [customerCart] = await h.services.db
      .select({ id: t.carts.id })
      .from(t.carts)
      .where(eq(t.carts.userId, await userId("7100000001")));
    expect(customerCart).toBeDefined();
    expect((await agent.get("/s/api/agent/dashboard")).json()).toMatchObject({ acting_for: { name: "Lakshmi Rao" } });
    expect((await agent.get("/s/api/init")).json()).toMatchObject({ acting_for: { name: "Lakshmi Rao", phone: "7100000001" } });
    await agent.post("/s/api/agent/customer/stop", {});
    expect((await agent.get("/s/api/init")).json()).toMatchObject({ acting_for: null });
    expect(((await agent.get("/s/api/cart")).json() as Cart).items.map((i) => i.pack_id)).not.toContain(pack.pack_id);
  });

  it("is refused to a shopper with 403 and to a visitor with 401", async () => {
    const shopper = await as("9876543210");
    expect((await shopper.get("/s/api/agent/dashboard")).statusCode).toBe(403);
    expect((await shopper.post("/s/api/agent/customer", { phone: "7100000002", name: "X" })).statusCode).toBe(403);
    expect((await new ShopClient(h.app).get("/s/api/agent/dashboard")).statusCode).toBe(401);
  });
});

describe("an order a sales agent placed for a customer", () => {
  const websiteId = async (code: string) => (await h.services.db.select({ id: t.websites.id }).from(t.websites).where(eq(t.websites.code, code)))[0]!.id;
  const makeAgent = async (code: string, phone: string, isSalesAgent = true) =>
    h.services.db
      .insert(t.websiteMembers)
      .values({ websiteId: await websiteId(code), userId: await userId(phone), isSalesAgent })
      .onConflictDoUpdate({ target: [t.websiteMembers.websiteId, t.websiteMembers.userId], set: { isSalesAgent } });
  /** Both ways the agent's screens open the order: the success page by number, the dashboard by id. */
  const open = (client: ShopClient, order: { id: number; ordernumber: string }) =>
    Promise.all([client.get(`/s/api/account/orders/number/${order.ordernumber}`), client.get(`/s/api/account/orders/${order.id}`)]);

  /** Ravi shops for Priya and places a cash-on-delivery order through checkout, as the screens do. */
  async function placedByRavi() {
    const priya = await as("9876543210");
    const address = (await priya.post("/s/api/account/addresses", { ...home, line1: "Agent Order Lane 7" })).json() as Address;
    const agent = await as("9876543211");
    await agent.get("/s/api/check/pincode/560038");
    expect((await agent.post("/s/api/agent/customer", { phone: "9876543210" })).statusCode).toBe(200);
    const pack = ((await agent.get("/s/api/products?perPage=60")).json() as ProductListResponse).data.flatMap((p) => p.packs).find((p) => p.in_stock && p.max_quantity >= 2)!;
    await agent.post("/s/api/cart/add", { pack_id: pack.pack_id, warehouse_id: pack.warehouse_id });
    const { cart } = (await agent.get("/s/api/checkout")).json() as CheckoutSummary;
    const slots = cart.grouped_items.map((g) => ({ delivery_charge_id: g.delivery_charge_id, slot_id: g.slots![0]!.slot_id, date: g.slots![0]!.del_date }));
    const res = await agent.post("/s/api/checkout/place", { address_id: address.id, payment_method: "cod", slots }, { headers: { "idempotency-key": `agent-order-${Math.random()}` } });
    expect(res.statusCode, res.body).toBe(201);
    const placed = res.json() as PlaceOrderAnswer;
    await agent.post("/s/api/agent/customer/stop", {});
    return { agent, priya, order: placed.order, redirect: placed.redirect };
  }

  it("opens for the agent who placed it, on the success page and as its detail, and still for the customer", async () => {
    const { agent, priya, order, redirect } = await placedByRavi();
    expect(redirect).toBe(`/order/success/${order.ordernumber}`);
    const [row] = await h.services.db.select({ userId: t.orders.userId, agentId: t.orders.agentId }).from(t.orders).where(eq(t.orders.id, order.id));
    expect(row).toEqual({ userId: await userId("9876543210"), agentId: await userId("9876543211") });

    for (const res of await open(agent, order)) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ id: order.id, ordernumber: order.ordernumber, status: "placed", amount: order.amount, address: { line1: "Agent Order Lane 7" } });
      expect((res.json() as OrderDetail).timeline.map((e) => e.note)).toEqual(["Placed by a sales agent"]);
    }
    for (const res of await open(priya, order)) expect(res.json()).toMatchObject({ id: order.id, ordernumber: order.ordernumber });
    // The order is the customer's: the agent's own order list stays theirs alone.
    const own = (await agent.get("/s/api/account/orders?perPage=50")).json() as Paged<OrderSummary>;
    expect(own.data.map((o) => o.ordernumber)).not.toContain(order.ordernumber);
  });

  it("answers 404 with nothing of the order to another agent, a shopper, the agent on another website or after losing the role, and 401 to a visitor", async () => {
    const { agent, order } = await placedByRavi();
    await h.services.db.insert(t.users).values([
      { phone: "7300000001", name: "Another Agent" },
      { phone: "7300000002", name: "Another Shopper" },
    ]);
    await makeAgent("demo", "7300000001");
    await makeAgent("demo", "7300000002", false);
    // Ravi is an agent of the other website too, so only the website keeps him out there.
    await makeAgent("fresh", "9876543211");
    const refused: [string, ShopClient, number][] = [
      ["another agent", await as("7300000001"), 404],
      ["another shopper", await as("7300000002"), 404],
      ["the agent on another website", await as("9876543211", FRESH), 404],
      ["a visitor", new ShopClient(h.app, DEMO), 401],
    ];
    const demo = await websiteId("demo");
    const ravi = await userId("9876543211");
    try {
      await h.services.db
        .update(t.websiteMembers)
        .set({ isSalesAgent: false })
        .where(and(eq(t.websiteMembers.websiteId, demo), eq(t.websiteMembers.userId, ravi)));
      refused.push(["the agent no longer an agent", agent, 404]);
      for (const [who, client, status] of refused) {
        for (const res of await open(client, order)) {
          expect(res.statusCode, `${who}: ${res.body}`).toBe(status);
          expect(Object.keys(res.json() as object), who).toEqual(["message"]);
          expect(res.body, who).not.toContain(order.ordernumber);
        }
      }
    } finally {
      await h.services.db
        .update(t.websiteMembers)
        .set({ isSalesAgent: true })
        .where(and(eq(t.websiteMembers.websiteId, demo), eq(t.websiteMembers.userId, ravi)));
    }
    // With the role back, the same session opens it again: the refusals above were the role's.
    for (const res of await open(agent, order)) expect(res.statusCode, res.body).toBe(200);
  });
});
