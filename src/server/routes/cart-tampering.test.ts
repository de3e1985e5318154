// Tampered cart, coupon and wish-list requests: each is refused with a 4xx and a plain
// {message}, and the database is exactly as it was before (checked table by table).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq, sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import * as t from "../db/schema";
import type { Cart } from "../../shared/api/cart";
import { BODY_LIMIT } from "../app";
import { createTestApp, DEMO, FRESH, ShopClient, type TestApp } from "../testing/test-app";

let h: TestApp;

/** What the cases need, found in the seeded database before they run. */
const ctx = {} as {
  guest: ShopClient;
  guestNoPincode: ShopClient;
  /** Visitors with a session and no cart, one per known-bug case. */
  noCart: ShopClient[];
  shopper: ShopClient;
  agent: ShopClient;
  /** The same shopper, signed in on the fresh website. */
  shopperOnFresh: ShopClient;
  signedOut: ShopClient;
  freshGuest: ShopClient;
  /** A well-stocked pack at Indiranagar Hub, IN_CART of it already in the guest's cart; limit = min(stock, per-order). */
  pack: { id: number; warehouseId: number; limit: number };
  /** A second well-stocked pack, not in the cart. */
  other: { id: number; warehouseId: number; productId: number };
  lowStock: { id: number; stock: number };
  outOfStock: { id: number };
  offSale: { id: number };
  freshPack: { id: number; warehouseId: number };
  jayanagarId: number;
  bandraId: number;
  shopperListId: number;
  shopperAddressId: number;
};

const SHOPPER = "9876543210";
const IN_CART = 3;
const AGENT = "9876543211";

async function packAt(warehouseName: string, where: ReturnType<typeof sql>, websiteCode = "demo", skip = 0) {
  const [row] = await h.services.db
    .select({ id: t.packs.id, productId: t.packs.productId, warehouseId: t.warehouses.id, stock: t.stock.quantity, max: t.packs.maxPerOrder })
    .from(t.packs)
    .innerJoin(t.websites, and(eq(t.websites.id, t.packs.websiteId), eq(t.websites.code, websiteCode)))
    .innerJoin(t.products, and(eq(t.products.id, t.packs.productId), eq(t.products.active, true)))
    .innerJoin(t.stock, eq(t.stock.packId, t.packs.id))
    .innerJoin(t.warehouses, and(eq(t.warehouses.id, t.stock.warehouseId), eq(t.warehouses.name, warehouseName)))
    .where(and(eq(t.packs.active, true), where))
    .orderBy(asc(t.packs.id))
    .limit(1)
    .offset(skip);
  if (!row) throw new Error(`no pack at ${warehouseName} for ${String(where)}`);
  return row;
}

async function warehouseId(name: string) {
  const [row] = await h.services.db.select({ id: t.warehouses.id }).from(t.warehouses).where(eq(t.warehouses.name, name));
  return row!.id;
}

async function websiteId(code: string) {
  const [row] = await h.services.db.select({ id: t.websites.id }).from(t.websites).where(eq(t.websites.code, code));
  return row!.id;
}

const signIn = async (client: ShopClient, phone: string) => {
  const res = await client.post("/s/api/test/sign-in", { phone });
  expect(res.statusCode).toBe(200);
};

/** Every row a cart, coupon or wish-list request could touch. */
async function snapshot() {
  const db = h.services.db;
  const [carts, cartItems, coupons, redemptions, orders, addresses, lists, listItems, sessions, stock, packs] = await Promise.all([
    db.select().from(t.carts).orderBy(asc(t.carts.id)),
    db.select().from(t.cartItems).orderBy(asc(t.cartItems.cartId), asc(t.cartItems.packId)),
    db.select().from(t.coupons).orderBy(asc(t.coupons.id)),
    db.select().from(t.couponRedemptions).orderBy(asc(t.couponRedemptions.id)),
    db.select().from(t.orders).orderBy(asc(t.orders.id)),
    db.select().from(t.addresses).orderBy(asc(t.addresses.id)),
    db.select().from(t.wishlistCategories).orderBy(asc(t.wishlistCategories.id)),
    db.select().from(t.wishlistItems).orderBy(asc(t.wishlistItems.categoryId), asc(t.wishlistItems.productId)),
    db.select().from(t.sessions).orderBy(asc(t.sessions.idHash)),
    db.select({ n: sql<string>`count(*)::text || ':' || coalesce(sum(quantity), 0)::text` }).from(t.stock),
    db.select({ n: sql<string>`count(*)::text || ':' || coalesce(sum(price), 0)::text || ':' || coalesce(sum(mrp), 0)::text` }).from(t.packs),
  ]);
  return { carts, cartItems, coupons, redemptions, orders, addresses, lists, listItems, sessions, stock, packs };
}

const json = { "content-type": "application/json" };

interface Case {
  name: string;
  send: () => Promise<LightMyRequestResponse>;
  status: number;
  message: RegExp;
}

const addBody = (over: Record<string, unknown>) => ({ pack_id: ctx.other.id, warehouse_id: ctx.other.warehouseId, quantity: 1, ...over });
const add =
  (over: Record<string, unknown>, client = () => ctx.guest) =>
  () =>
    client().post("/s/api/cart/add", addBody(over));
const coupon =
  (code: unknown, client = () => ctx.guest) =>
  () =>
    client().post("/s/api/apply/coupon", { code });

const cases: Case[] = [
  // Quantities.
  { name: "quantity 0", send: add({ quantity: 0 }), status: 422, message: /^quantity must be at least 1$/ },
  { name: "quantity -1", send: add({ quantity: -1 }), status: 422, message: /^quantity must be at least 1$/ },
  { name: "quantity 1.5", send: add({ quantity: 1.5 }), status: 422, message: /^quantity must be a whole number$/ },
  { name: "quantity 1e9", send: add({ quantity: 1e9 }), status: 422, message: /^quantity must be at most 50$/ },
  { name: 'quantity "2" (a string)', send: add({ quantity: "2" }), status: 422, message: /^quantity must be a whole number$/ },
  { name: "quantity null", send: add({ quantity: null }), status: 422, message: /^quantity must be a whole number$/ },
  {
    name: "quantity beyond a low stock",
    send: () => ctx.guest.post("/s/api/cart/add", { pack_id: ctx.lowStock.id, warehouse_id: ctx.pack.warehouseId, quantity: ctx.lowStock.stock + 1 }),
    status: 422,
    message: /^Only \d left in stock$/,
  },
  {
    // Allowed alone, one too many with the line already in the cart.
    name: "quantity that passes the limit together with the line already in the cart",
    send: () => ctx.guest.post("/s/api/cart/add", { pack_id: ctx.pack.id, warehouse_id: ctx.pack.warehouseId, quantity: ctx.pack.limit - IN_CART + 1 }),
    status: 422,
    message: /^(You can buy at most \d+ of this item|Only \d+ left in stock)$/,
  },
  // Packs.
  { name: "unknown pack_id", send: add({ pack_id: 2_000_000_000 }), status: 404, message: /^This item is not available$/ },
  { name: "pack_id above the id range", send: add({ pack_id: 2 ** 31 }), status: 422, message: /^pack_id is not a known id$/ },
  { name: "pack_id of the fresh website", send: () => ctx.guest.post("/s/api/cart/add", addBody({ pack_id: ctx.freshPack.id })), status: 404, message: /^This item is not available$/ },
  { name: "negative pack_id", send: add({ pack_id: -3 }), status: 422, message: /^pack_id must be a positive whole number$/ },
  { name: 'pack_id "1" (a string)', send: add({ pack_id: "1" }), status: 422, message: /^pack_id must be a whole number$/ },
  { name: "pack_id missing", send: () => ctx.guest.post("/s/api/cart/add", { warehouse_id: ctx.pack.warehouseId }), status: 422, message: /pack_id/ },
  { name: "out-of-stock pack", send: () => ctx.guest.post("/s/api/cart/add", addBody({ pack_id: ctx.outOfStock.id })), status: 422, message: /^This item is out of stock$/ },
  { name: "pack taken off sale", send: () => ctx.guest.post("/s/api/cart/add", addBody({ pack_id: ctx.offSale.id })), status: 404, message: /^This item is not available$/ },
  // Warehouses.
  {
    name: "warehouse_id of another website",
    send: () => ctx.guest.post("/s/api/cart/add", addBody({ warehouse_id: ctx.bandraId })),
    status: 404,
    message: /^This warehouse does not exist$/,
  },
  {
    name: "warehouse_id not serving the chosen pincode",
    send: () => ctx.guest.post("/s/api/cart/add", addBody({ warehouse_id: ctx.jayanagarId })),
    status: 422,
    message: /^This item is not deliverable to 560038 from that warehouse/,
  },
  {
    name: "warehouse_id other than the default one, without a pincode",
    send: () => ctx.guestNoPincode.post("/s/api/cart/add", addBody({ warehouse_id: ctx.jayanagarId })),
    status: 422,
    message: /^This item is not sold from that warehouse/,
  },
  // Prices and discounts in the body.
  { name: "price in the add body", send: add({ price: 1 }), status: 422, message: /^The cart does not take price$/ },
  { name: "amount in the add body", send: add({ amount: 0 }), status: 422, message: /^The cart does not take amount$/ },
  { name: "discount in the add body", send: add({ discount: 100 }), status: 422, message: /^The cart does not take discount$/ },
  { name: "act_price in the add body", send: add({ act_price: 1, price: 1 }), status: 422, message: /^The cart does not take act_price, price$|^The cart does not take price, act_price$/ },
  {
    name: "discount in the coupon body",
    send: () => ctx.guest.post("/s/api/apply/coupon", { code: "SAVE10", discount: 50_000 }),
    status: 422,
    message: /^A coupon takes only its code, not discount$/,
  },
  {
    name: "quantity in the remove body",
    send: () => ctx.guest.post("/s/api/cart/remove", { pack_id: ctx.pack.id, quantity: -5 }),
    status: 422,
    message: /^The cart does not take quantity$/,
  },
  // Repeated parameters.
  {
    name: 'duplicated JSON key {"pack_id":1,"pack_id":2}',
    send: () => ctx.guest.post("/s/api/cart/add", `{"pack_id":${ctx.pack.id},"warehouse_id":${ctx.pack.warehouseId},"pack_id":${ctx.other.id}}`, { headers: json }),
    status: 422,
    message: /^The field pack_id is given more than once$/,
  },
  {
    name: "duplicated JSON key in a nested position of the coupon body",
    send: () => ctx.guest.post("/s/api/apply/coupon", '{"code":"DIWALI2025","code":"SAVE10"}', { headers: json }),
    status: 422,
    message: /^The field code is given more than once$/,
  },
  {
    name: "__proto__ key",
    send: () => ctx.guest.post("/s/api/cart/add", `{"pack_id":${ctx.other.id},"warehouse_id":${ctx.other.warehouseId},"__proto__":{"quantity":40}}`, { headers: json }),
    status: 422,
    message: /^The request body holds a forbidden key$/,
  },
  { name: "duplicated query ?payment_method=cod&payment_method=cod", send: () => ctx.guest.get("/s/api/cart?payment_method=cod&payment_method=cod"), status: 422, message: /given once/ },
  { name: "duplicated query ?groupby_delivery=1&groupby_delivery=0", send: () => ctx.guest.get("/s/api/cart?groupby_delivery=1&groupby_delivery=0"), status: 422, message: /given once/ },
  { name: "unknown cart query parameter", send: () => ctx.guest.get("/s/api/cart?discount=100"), status: 422, message: /^The cart does not take discount$/ },
  { name: "payment method the website does not take", send: () => ctx.freshGuest.get("/s/api/cart?payment_method=cashfree"), status: 404, message: /does not take that payment method/ },
  { name: "address id from a guest", send: () => ctx.guest.get(`/s/api/cart?address_id=${ctx.shopperAddressId}`), status: 401, message: /^Please sign in/ },
  {
    name: "address id of another user's address",
    send: () => ctx.agent.get(`/s/api/cart?address_id=${ctx.shopperAddressId}`),
    status: 404,
    message: /^This address does not exist$/,
  },
  // Coupons.
  { name: "coupon of another website (FRESHSTART on demo)", send: coupon("FRESHSTART"), status: 422, message: /^This coupon code is not valid$/ },
  { name: "coupon of another website (SAVE10 on fresh)", send: coupon("SAVE10", () => ctx.freshGuest), status: 422, message: /^This coupon code is not valid$/ },
  { name: "expired coupon DIWALI2025", send: coupon("DIWALI2025"), status: 422, message: /^The coupon DIWALI2025 has expired$/ },
  { name: "not-yet-valid coupon", send: coupon("NEXTYEAR"), status: 422, message: /^The coupon NEXTYEAR is not valid yet$/ },
  { name: "inactive coupon", send: coupon("RETIRED"), status: 422, message: /^The coupon RETIRED is no longer active$/ },
  { name: "forged code SAVE10' OR 1=1", send: coupon("SAVE10' OR 1=1"), status: 422, message: /^This coupon code is not valid$/ },
  // A NUL is refused at the input edge, before the code is looked up (ADR 0049).
  { name: "forged code save10\\u0000", send: coupon("save10\u0000"), status: 422, message: /control character/ },
  { name: "forged code with a LIKE wildcard (SAVE%)", send: coupon("SAVE%"), status: 422, message: /^This coupon code is not valid$/ },
  { name: "forged 200-character code", send: coupon("S".repeat(200)), status: 422, message: /^This coupon code is not valid$/ },
  { name: "code as an array", send: coupon(["SAVE10"]), status: 422, message: /^Enter a coupon code$/ },
  { name: "empty code", send: coupon("   "), status: 422, message: /^Enter a coupon code$/ },
  { name: "exhausted coupon (usage limit 1, used once)", send: coupon("ONCEONLY"), status: 422, message: /^The coupon ONCEONLY has been fully used$/ },
  {
    name: "coupon the user has used up (FRESH20, 2 per user, used twice)",
    send: coupon("FRESH20", () => ctx.shopper),
    status: 422,
    message: /^You have used the coupon FRESH20 2 times already$/,
  },
  { name: "sign-in-only coupon for a guest (WELCOME50)", send: coupon("WELCOME50"), status: 401, message: /^Please sign in to use the coupon WELCOME50$/ },
  { name: "coupon on an empty cart", send: coupon("SAVE10", () => ctx.guestNoPincode), status: 422, message: /^Add items to your cart to use a coupon$/ },
  { name: "removing a coupon that is not applied", send: () => ctx.guest.get("/s/api/remove/coupon"), status: 422, message: /^No coupon is applied to your cart$/ },
  // Removing.
  { name: "remove of a pack not in the cart", send: () => ctx.guest.post("/s/api/cart/remove", { pack_id: ctx.other.id }), status: 404, message: /^This item is not in your cart$/ },
  { name: "remove of another website's pack", send: () => ctx.guest.post("/s/api/cart/remove", { pack_id: ctx.freshPack.id, remove: true }), status: 404, message: /^This item is not in your cart$/ },
  { name: 'remove with remove: "yes"', send: () => ctx.guest.post("/s/api/cart/remove", { pack_id: ctx.pack.id, remove: "yes" }), status: 422, message: /^remove must be true or false$/ },
  // Wish lists.
  {
    name: "toggle into another user's wish list",
    send: () => ctx.agent.post("/s/api/wishlist/update", { product_id: ctx.other.productId, wishlist_category_id: ctx.shopperListId }),
    status: 404,
    message: /^This wish list does not exist$/,
  },
  {
    name: "toggle into another user's wish list from the other website",
    send: () => ctx.shopperOnFresh.post("/s/api/wishlist/update", { product_id: ctx.other.productId, wishlist_category_id: ctx.shopperListId }),
    status: 404,
    message: /^This wish list does not exist$/,
  },
  {
    name: "toggle another website's product into one's own list",
    send: async () => {
      const [fresh] = await h.services.db.select({ productId: t.packs.productId }).from(t.packs).where(eq(t.packs.id, ctx.freshPack.id));
      return ctx.shopper.post("/s/api/wishlist/update", { product_id: fresh!.productId, wishlist_category_id: ctx.shopperListId });
    },
    status: 404,
    message: /^This product is not available$/,
  },
  { name: "wish lists signed out: GET", send: () => ctx.signedOut.get("/s/api/wishlist"), status: 401, message: /^Please sign in to use wish lists$/ },
  { name: "wish lists signed out: new list", send: () => ctx.signedOut.post("/s/api/wishlistCategory", { name: "Mine" }), status: 401, message: /^Please sign in to use wish lists$/ },
  {
    name: "wish lists signed out: toggle",
    send: () => ctx.signedOut.post("/s/api/wishlist/update", { product_id: ctx.other.productId, wishlist_category_id: ctx.shopperListId }),
    status: 401,
    message: /^Please sign in to use wish lists$/,
  },
  // Transport.
  {
    name: "XSRF token missing",
    send: () => ctx.guest.post("/s/api/cart/add", addBody({}), { xsrf: false }),
    status: 419,
    message: /security token is missing/,
  },
  {
    name: "XSRF token of another session",
    send: () => ctx.guest.post("/s/api/cart/add", addBody({}), { headers: { "x-xsrf-token": ctx.guestNoPincode.cookies.get("XSRF-TOKEN")! } }),
    status: 419,
    message: /security token is missing/,
  },
  {
    name: "non-JSON body (form encoded)",
    send: () => ctx.guest.post("/s/api/cart/add", `pack_id=${ctx.other.id}&warehouse_id=${ctx.other.warehouseId}`, { headers: { "content-type": "application/x-www-form-urlencoded" } }),
    status: 415,
    message: /^Send the request body as application\/json$/,
  },
  {
    // Fastify reads text/plain as a string, which is not the object the cart takes: a JSON text
    // sent as text/plain (a cross-site form can do that) is refused, not parsed.
    name: "non-JSON body (plain text holding JSON)",
    send: () => ctx.guest.post("/s/api/cart/add", `{"pack_id":${ctx.other.id},"warehouse_id":${ctx.other.warehouseId}}`, { headers: { "content-type": "text/plain" } }),
    status: 422,
    message: /^Send pack_id and warehouse_id$/,
  },
  { name: "broken JSON", send: () => ctx.guest.post("/s/api/cart/add", `{"pack_id":${ctx.other.id},`, { headers: json }), status: 400, message: /^The request body is not valid JSON$/ },
  { name: "JSON array instead of an object", send: () => ctx.guest.post("/s/api/cart/add", [addBody({})]), status: 422, message: /^Send pack_id and warehouse_id$/ },
  {
    name: "body over the size limit",
    send: () => ctx.guest.post("/s/api/cart/add", JSON.stringify({ ...addBody({}), pad: "x".repeat(BODY_LIMIT) }), { headers: json }),
    status: 413,
    message: /^The request body is too large$/,
  },
];

// A refused first add by a visitor who has no cart yet must not leave an empty cart behind.
const firstAddCases: Case[] = [
  {
    name: "out-of-stock pack from a visitor without a cart",
    send: () => ctx.noCart[0]!.post("/s/api/cart/add", { pack_id: ctx.outOfStock.id, warehouse_id: ctx.pack.warehouseId }),
    status: 422,
    message: /^This item is out of stock$/,
  },
  {
    name: "first add over the stock or per-order limit from a visitor without a cart",
    send: () => ctx.noCart[1]!.post("/s/api/cart/add", { pack_id: ctx.pack.id, warehouse_id: ctx.pack.warehouseId, quantity: ctx.pack.limit + 1 }),
    status: 422,
    message: /^(You can buy at most \d+ of this item|Only \d+ left in stock)$/,
  },
];

beforeAll(async () => {
  h = await createTestApp();
  const db = h.services.db;
  const demoId = await websiteId("demo");
  ctx.jayanagarId = await warehouseId("Jayanagar Hub");
  ctx.bandraId = await warehouseId("Bandra Store");

  const plenty = sql`${t.stock.quantity} >= 20 and ${t.packs.maxPerOrder} >= 3`;
  const first = await packAt("Indiranagar Hub", plenty);
  const second = await packAt("Indiranagar Hub", plenty, "demo", 1);
  ctx.pack = { id: first.id, warehouseId: first.warehouseId, limit: Math.min(first.stock, first.max) };
  ctx.other = { id: second.id, warehouseId: second.warehouseId, productId: second.productId };
  const low = await packAt("Indiranagar Hub", sql`${t.stock.quantity} between 1 and 3 and ${t.packs.maxPerOrder} > ${t.stock.quantity}`);
  ctx.lowStock = { id: low.id, stock: low.stock };
  ctx.outOfStock = { id: (await packAt("Indiranagar Hub", sql`${t.stock.quantity} = 0`)).id };
  const retired = await packAt("Indiranagar Hub", plenty, "demo", 2);
  await db.update(t.packs).set({ active: false }).where(eq(t.packs.id, retired.id));
  ctx.offSale = { id: retired.id };
  const fresh = await packAt("Bandra Store", plenty, "fresh");
  ctx.freshPack = { id: fresh.id, warehouseId: fresh.warehouseId };

  // Coupons the seed does not hold: one that starts next year, one used up, one switched off.
  const nextYear = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 0, 1));
  const [, once] = await db
    .insert(t.coupons)
    .values([
      { websiteId: demoId, code: "NEXTYEAR", kind: "flat", value: 5_000, minOrder: 0, startsAt: nextYear },
      { websiteId: demoId, code: "ONCEONLY", kind: "flat", value: 5_000, minOrder: 0, usageLimit: 1 },
      { websiteId: demoId, code: "RETIRED", kind: "percent", value: 1_000, minOrder: 0, active: false },
    ])
    .returning({ id: t.coupons.id });
  await db.insert(t.couponRedemptions).values({ couponId: once!.id, userId: null });

  // A guest with a line in the cart at Indiranagar (pincode 560038), enough for every minimum.
  ctx.guest = new ShopClient(h.app, DEMO);
  expect((await ctx.guest.get("/s/api/check/pincode/560038")).statusCode).toBe(200);
  const added = await ctx.guest.post("/s/api/cart/add", { pack_id: ctx.pack.id, warehouse_id: ctx.pack.warehouseId, quantity: IN_CART });
  expect(added.statusCode).toBe(200);
  ctx.guestNoPincode = new ShopClient(h.app, DEMO);
  await ctx.guestNoPincode.get("/s/api/cookie");
  ctx.noCart = [new ShopClient(h.app, DEMO), new ShopClient(h.app, DEMO)];
  for (const client of ctx.noCart) await client.get("/s/api/cookie");
  ctx.freshGuest = new ShopClient(h.app, FRESH);
  expect((await ctx.freshGuest.post("/s/api/cart/add", { pack_id: ctx.freshPack.id, warehouse_id: ctx.freshPack.warehouseId, quantity: 2 })).statusCode).toBe(200);
  ctx.signedOut = new ShopClient(h.app, DEMO);
  await ctx.signedOut.get("/s/api/cookie");

  // The shopper, signed in, with a cart and a wish list; FRESH20 used twice already.
  ctx.shopper = new ShopClient(h.app, DEMO);
  await signIn(ctx.shopper, SHOPPER);
  expect((await ctx.shopper.post("/s/api/cart/add", { pack_id: ctx.pack.id, warehouse_id: ctx.pack.warehouseId, quantity: 3 })).statusCode).toBe(200);
  const list = await ctx.shopper.post("/s/api/wishlistCategory", { name: "Festive" });
  expect(list.statusCode).toBe(201);
  ctx.shopperListId = (list.json() as { category: { id: number } }).category.id;
  expect((await ctx.shopper.post("/s/api/wishlist/update", { product_id: ctx.other.productId, wishlist_category_id: ctx.shopperListId })).statusCode).toBe(200);
  const [shopperUser] = await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.phone, SHOPPER));
  const [address] = await db
    .insert(t.addresses)
    .values({ websiteId: demoId, userId: shopperUser!.id, name: "Priya Sharma", phone: SHOPPER, line1: "12 MG Road", city: "Bengaluru", state: "Karnataka", pincode: "560038" })
    .returning({ id: t.addresses.id });
  ctx.shopperAddressId = address!.id;
  const [fresh20] = await db
    .select({ id: t.coupons.id })
    .from(t.coupons)
    .where(and(eq(t.coupons.websiteId, demoId), eq(t.coupons.code, "FRESH20")));
  await db.insert(t.couponRedemptions).values([
    { couponId: fresh20!.id, userId: shopperUser!.id },
    { couponId: fresh20!.id, userId: shopperUser!.id },
  ]);

  ctx.agent = new ShopClient(h.app, DEMO);
  await signIn(ctx.agent, AGENT);
  ctx.shopperOnFresh = new ShopClient(h.app, FRESH);
  await signIn(ctx.shopperOnFresh, SHOPPER);
});
afterAll(() => h?.close());

describe("tampered cart requests", () => {
  it("has at least 25 cases", () => {
    expect(cases.length).toBeGreaterThanOrEqual(25);
    expect(new Set(cases.map((c) => c.name)).size).toBe(cases.length);
  });

  const refusedAndUnchanged = async ({ send, status, message }: Case) => {
    const before = await snapshot();
    const res = await send();
    expect(res.statusCode).toBe(status);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    const body = res.json() as { message?: unknown };
    expect(typeof body.message).toBe("string");
    expect(body.message).toMatch(message);
    expect(await snapshot()).toEqual(before);
  };

  it.each(cases)("refuses $name with $status and leaves the database unchanged", refusedAndUnchanged);
  it.each(firstAddCases)("refuses $name with $status and leaves no cart behind", refusedAndUnchanged);
});

describe("the same clients can still do the honest thing", () => {
  // Controls: the refusals above came from the tampering, not from a broken set-up.
  it("adds the pack the cases tried to add, at the price of the database, and the snapshot sees it", async () => {
    const before = await snapshot();
    const res = await ctx.guest.post("/s/api/cart/add", addBody({ quantity: 2 }));
    expect(res.statusCode).toBe(200);
    expect(await snapshot()).not.toEqual(before);
    const [row] = await h.services.db.select({ price: t.packs.price }).from(t.packs).where(eq(t.packs.id, ctx.other.id));
    const line = (res.json() as Cart).items.find((i) => i.pack_id === ctx.other.id)!;
    expect(line.quantity).toBe(2);
    expect(Math.round(line.amount * 100)).toBe(row!.price * 2);
  });

  it("applies a valid coupon and removes a line that is in the cart", async () => {
    const [line] = await h.services.db.select({ price: t.packs.price }).from(t.packs).where(eq(t.packs.id, ctx.pack.id));
    const cart = (await ctx.guest.get("/s/api/cart")).json() as Cart;
    // SAVE10 needs ₹500: top the cart up with the honest pack when it is short.
    if (Math.round(cart.total * 100) < 50_000) {
      const more = Math.ceil((50_000 - Math.round(cart.total * 100)) / line!.price);
      expect(more).toBeLessThanOrEqual(50);
      expect((await ctx.guest.post("/s/api/cart/add", addBody({ quantity: more }))).statusCode).toBe(200);
    }
    const applied = await ctx.guest.post("/s/api/apply/coupon", { code: "save10" });
    expect(applied.statusCode).toBe(200);
    expect((applied.json() as { cart: Cart }).cart.offercode).toBe("SAVE10");
    const removed = await ctx.guest.post("/s/api/cart/remove", { pack_id: ctx.pack.id, remove: true });
    expect(removed.statusCode).toBe(200);
    expect((removed.json() as Cart).items.some((i) => i.pack_id === ctx.pack.id)).toBe(false);
  });

  it("lets the agent keep their own wish list and leaves the shopper's alone", async () => {
    const mine = await ctx.agent.post("/s/api/wishlistCategory", { name: "Agent picks" });
    expect(mine.statusCode).toBe(201);
    const id = (mine.json() as { category: { id: number } }).category.id;
    const toggled = await ctx.agent.post("/s/api/wishlist/update", { product_id: ctx.other.productId, wishlist_category_id: id });
    expect(toggled.json()).toMatchObject({ saved: true });
    const shoppers = (await ctx.shopper.get("/s/api/wishlist")).json() as { id: number; product_ids: number[] }[];
    expect(shoppers).toEqual([{ id: ctx.shopperListId, name: "Festive", product_ids: [ctx.other.productId] }]);
  });
});
