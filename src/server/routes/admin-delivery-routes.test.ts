// The back-office's delivery API (issue 11) over the real database: warehouses and their
// pincodes, charge rules, slots and holidays of the active website; bad input refused with
// nothing written; other websites' ids not found; every change in the audit log; and the shop
// seeing each change at once — a holiday's date no longer offered at checkout, nor bookable.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, count, eq, sql } from "drizzle-orm";
import * as t from "../db/schema";
import { UNKNOWN_WAREHOUSE, type AuditAnswer } from "../../shared/api/admin-catalogue";
import {
  CHARGE_IN_USE,
  DEFAULT_WAREHOUSE,
  END_BEFORE_START,
  HOLIDAY_TAKEN,
  KEEP_A_DEFAULT,
  ONLY_WAREHOUSE,
  PINCODE_ELSEWHERE,
  PINCODE_TWICE,
  SLOT_BOOKED,
  UNKNOWN_CHARGE,
  UNKNOWN_STATE,
  WAREHOUSE_HAS_ORDERS,
  WAREHOUSE_HAS_STOCK,
  type AdminCharge,
  type AdminChargesAnswer,
  type AdminHoliday,
  type AdminHolidaysAnswer,
  type AdminPincode,
  type AdminPincodesAdded,
  type AdminPincodesAnswer,
  type AdminSlot,
  type AdminSlotsAnswer,
  type AdminWarehouse,
  type AdminWarehousesAnswer,
} from "../../shared/api/admin-delivery";
import type { Address } from "../../shared/api/account";
import type { CheckoutSummary } from "../../shared/api/checkout";
import type { ProductListResponse } from "../../shared/api/products";
import { createAdminWarehouses } from "../domain/admin-delivery/admin-warehouses";
import type { DeliveryWriter } from "../domain/admin-delivery/delivery-write";
import { WEBSITE_LOCK_NAMESPACES } from "../db/website-lock";
import { shopDate } from "../domain/delivery/next-slot";
import { createTestApp, DEMO, FRESH, ShopClient, type TestApp } from "../testing/test-app";

const ANITA = "9876543212"; // admin of the demo store and of Fresh Basket
const PRIYA = "9876543210"; // a shopper

const API = "/s/api/admin/delivery";
let h: TestApp;
let anita: ShopClient;
let ips = 0;

async function signedIn(phone: string, origin = DEMO) {
  const client = new ShopClient(h.app, origin, `10.32.0.${++ips}`);
  expect((await client.post("/s/api/test/sign-in", { phone }, { xsrf: false })).statusCode).toBe(200);
  return client;
}

const auditCount = async () => (await h.services.db.select({ n: count() }).from(t.auditLog))[0]!.n;
const warehousesOf = async (c = anita) => ((await c.get(`${API}/warehouses`)).json() as AdminWarehousesAnswer).data;
const warehouseNamed = async (name: string, c = anita) => (await warehousesOf(c)).find((w) => w.name === name)!;
const put = (url: string, body: unknown, c = anita) => c.request("PUT", url, { body });
const del = (url: string, c = anita) => c.request("DELETE", url);
const errorsOf = (res: { json(): unknown }) => Object.keys((res.json() as { errors?: object }).errors ?? {});

async function newWarehouse(body: Record<string, unknown> = {}, c = anita): Promise<AdminWarehouse> {
  const res = await c.post(`${API}/warehouses`, { name: `Koramangala Hub ${++ips}`, address: "80 Feet Road", ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as AdminWarehouse;
}

let phones = 0;
/** A signed-in shopper at 560038 (Indiranagar Hub) with an address and one line in the cart. */
async function shopper() {
  const phone = `73100${String(++phones).padStart(5, "0")}`;
  await h.services.db.insert(t.users).values({ phone, name: "Slot Shopper" }).onConflictDoNothing();
  const client = new ShopClient(h.app, DEMO, `10.32.1.${phones}`);
  expect((await client.post("/s/api/test/sign-in", { phone }, { xsrf: false })).statusCode).toBe(200);
  expect((await client.get("/s/api/check/pincode/560038")).statusCode).toBe(200);
  const address = (
    await client.post("/s/api/account/addresses", { name: "Slot Shopper", phone, line1: "1 Test Road", line2: "", landmark: "", city: "Bengaluru", state: "Karnataka", pincode: "560038" })
  ).json() as Address;
  const pack = ((await client.get("/s/api/products?perPage=60")).json() as ProductListResponse).data.flatMap((p) => p.packs).filter((p) => p.in_stock && p.max_quantity >= 2)[phones]!;
  expect((await client.post("/s/api/cart/add", { pack_id: pack.pack_id, warehouse_id: pack.warehouse_id })).statusCode).toBe(200);
  return { client, address };
}
const summaryOf = async (client: ShopClient) => (await client.get("/s/api/checkout")).json() as CheckoutSummary;

beforeAll(async () => {
  h = await createTestApp();
  anita = await signedIn(ANITA);
});
afterAll(() => h.close());

describe("warehouses", () => {
  it("lists the website's warehouses, the default first, with their charge rule and counts", async () => {
    const list = await warehousesOf();
    expect(list.map((w) => [w.name, w.is_default])).toEqual([
      ["Indiranagar Hub", true],
      ["Jayanagar Hub", false],
    ]);
    expect(list[0]).toMatchObject({ pincode_count: 5, slot_count: 4, delivery_charge: { name: expect.any(String) } });
    // Each seeded warehouse says the GST state it dispatches from: Karnataka here, Maharashtra at Fresh Basket.
    expect(list.map((w) => w.state_code)).toEqual(["29", "29"]);
    expect((await warehousesOf(await signedIn(ANITA, FRESH))).map((w) => [w.name, w.state_code])).toEqual([["Bandra Store", "27"]]);
  });

  it("keeps the GST state a warehouse dispatches from, or none for the state of the website's address", async () => {
    const made = await newWarehouse({ name: "Hosur Hub", state_code: "33" });
    expect(made.state_code).toBe("33");
    const [row] = await h.services.db.select({ stateCode: t.warehouses.stateCode }).from(t.warehouses).where(eq(t.warehouses.id, made.id));
    expect(row).toEqual({ stateCode: "33" });

    const moved = await put(`${API}/warehouses/${made.id}`, { name: "Hosur Hub", state_code: "29" });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await warehouseNamed("Hosur Hub")).state_code).toBe("29");
    const [entry] = ((await anita.get(`/s/api/admin/audit?entity_type=warehouse&entity_id=${made.id}&action=update`)).json() as AuditAnswer).data;
    expect([entry!.before!.state_code, entry!.after!.state_code]).toEqual(["33", "29"]);

    // Left out, as an older form sends it, it goes back to the website's own state.
    expect((await put(`${API}/warehouses/${made.id}`, { name: "Hosur Hub" })).json()).toMatchObject({ state_code: null });
    expect((await newWarehouse({ name: "Nowhere Hub" })).state_code).toBeNull();
  });

  it("creates and updates a warehouse, keeping exactly one default and logging each change", async () => {
    const audits = await auditCount();
    const made = await newWarehouse({ name: "Whitefield Hub", is_default: false });
    expect(made).toMatchObject({ name: "Whitefield Hub", address: "80 Feet Road", is_default: false, delivery_charge: null, pincode_count: 0, slot_count: 0 });
    const charge = (await warehousesOf()).find((w) => w.name === "Indiranagar Hub")!.delivery_charge!;

    const res = await put(`${API}/warehouses/${made.id}`, { name: "Whitefield Hub", address: "ITPL Road", delivery_charge_id: charge.id, is_default: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ address: "ITPL Road", delivery_charge: charge, is_default: true });
    expect((await warehousesOf()).filter((w) => w.is_default).map((w) => w.name)).toEqual(["Whitefield Hub"]);
    // Visitors without a pincode now shop from the new default at once.
    const demoId = (await h.services.db.select({ id: t.websites.id }).from(t.websites).where(eq(t.websites.code, "demo")))[0]!.id;
    expect(await h.services.delivery.defaultWarehouse(demoId)).toBe(made.id);

    // The default cannot be made ordinary: another one is made the default instead.
    const undefault = await put(`${API}/warehouses/${made.id}`, { name: "Whitefield Hub", is_default: false });
    expect(undefault.statusCode).toBe(422);
    expect(undefault.json()).toEqual({ message: KEEP_A_DEFAULT, errors: { is_default: KEEP_A_DEFAULT } });
    const indiranagar = await warehouseNamed("Indiranagar Hub");
    expect((await put(`${API}/warehouses/${indiranagar.id}`, { name: indiranagar.name, address: indiranagar.address, delivery_charge_id: charge.id, is_default: true })).statusCode).toBe(200);
    expect(await h.services.delivery.defaultWarehouse(demoId)).toBe(indiranagar.id);

    // create, update (+ Indiranagar demoted), update (+ Whitefield demoted): five entries.
    expect(await auditCount()).toBe(audits + 5);
    const log = (await anita.get(`/s/api/admin/audit?entity_type=warehouse&entity_id=${made.id}`)).json() as AuditAnswer;
    expect(log.data.map((e) => e.action)).toEqual(["update", "update", "create"]);
    expect(log.data[0]!.before).toMatchObject({ is_default: true });
    expect(log.data[0]!.after).toMatchObject({ is_default: false });
  });

  it("refuses bad warehouse input and another website's charge rule, writing nothing", async () => {
    const audits = await auditCount();
    const fresh = await signedIn(ANITA, FRESH);
    const theirs = (await warehousesOf(fresh))[0]!.delivery_charge!;
    const bad: [Record<string, unknown>, string][] = [
      [{ name: "" }, "name"],
      [{ name: "   " }, "name"],
      [{ name: "x".repeat(101) }, "name"],
      [{ name: "Ok", address: 5 }, "address"],
      [{ name: "Ok", delivery_charge_id: "1" }, "delivery_charge_id"],
      [{ name: "Ok", delivery_charge_id: theirs.id }, "delivery_charge_id"],
      [{ name: "Ok", is_default: "yes" }, "is_default"],
      // 25 went when Daman and Diu merged into 26; 99 is never where goods go from.
      [{ name: "Ok", state_code: "25" }, "state_code"],
      [{ name: "Ok", state_code: "99" }, "state_code"],
      [{ name: "Ok", state_code: "Karnataka" }, "state_code"],
      [{ name: "Ok", state_code: " 29" }, "state_code"],
      [{ name: "Ok", state_code: 29 }, "state_code"],
    ];
    for (const [body, field] of bad) {
      const res = await anita.post(`${API}/warehouses`, body);
      expect(res.statusCode, res.body).toBe(422);
      expect(errorsOf(res), JSON.stringify(body)).toEqual([field]);
    }
    expect((await anita.post(`${API}/warehouses`, { name: "Ok", delivery_charge_id: theirs.id })).json()).toMatchObject({ message: UNKNOWN_CHARGE });
    expect((await anita.post(`${API}/warehouses`, { name: "Ok", state_code: "25" })).json()).toMatchObject({ errors: { state_code: UNKNOWN_STATE } });
    expect(await auditCount()).toBe(audits);
  });

  it("deletes a warehouse only when nothing is lost, with its pincodes kept in the audit entry", async () => {
    const fresh = await signedIn(ANITA, FRESH);
    const bandra = (await warehousesOf(fresh))[0]!;
    expect((await del(`${API}/warehouses/${bandra.id}`, fresh)).json()).toEqual({ message: ONLY_WAREHOUSE });
    const indiranagar = await warehouseNamed("Indiranagar Hub");
    const defaultRes = await del(`${API}/warehouses/${indiranagar.id}`);
    expect(defaultRes.statusCode).toBe(409);
    expect(defaultRes.json()).toEqual({ message: DEFAULT_WAREHOUSE });
    // Jayanagar holds stock of every pack.
    const jayanagar = await warehouseNamed("Jayanagar Hub");
    expect((await del(`${API}/warehouses/${jayanagar.id}`)).json()).toEqual({ message: WAREHOUSE_HAS_STOCK });

    const busy = await newWarehouse();
    const [order] = await h.services.db
      .insert(t.orders)
      .values({
        websiteId: (await h.services.db.select({ id: t.websites.id }).from(t.websites).where(eq(t.websites.code, "demo")))[0]!.id,
        orderNumber: `DLV-${busy.id}`,
        status: "packed",
        amount: 100,
      })
      .returning();
    await h.services.db.insert(t.orderItems).values({ orderId: order!.id, warehouseId: busy.id, name: "Dal", packName: "1 kg", quantity: 1, price: 100, mrp: 100, amount: 100 });
    expect((await del(`${API}/warehouses/${busy.id}`)).json()).toEqual({ message: WAREHOUSE_HAS_ORDERS });
    // A failed payment keeps the stock taken (it may still be paid, or cancelled to give it back).
    await h.services.db.update(t.orders).set({ status: "payment_failed" }).where(eq(t.orders.id, order!.id));
    expect((await del(`${API}/warehouses/${busy.id}`)).json()).toEqual({ message: WAREHOUSE_HAS_ORDERS });
    // Delivered, the order no longer holds the warehouse back.
    await h.services.db.update(t.orders).set({ status: "delivered" }).where(eq(t.orders.id, order!.id));

    expect((await anita.post(`${API}/warehouses/${busy.id}/pincodes`, { pincodes: [{ pincode: "560034", area: "Koramangala" }] })).statusCode).toBe(201);
    const audits = await auditCount();
    const res = await del(`${API}/warehouses/${busy.id}`);
    expect(res.statusCode, res.body).toBe(204);
    expect((await warehousesOf()).some((w) => w.id === busy.id)).toBe(false);
    expect((await new ShopClient(h.app, DEMO).get("/s/api/check/pincode/560034")).statusCode).toBe(422);
    expect(await auditCount()).toBe(audits + 1);
    const [entry] = ((await anita.get(`/s/api/admin/audit?entity_type=warehouse&entity_id=${busy.id}&action=delete`)).json() as AuditAnswer).data;
    expect(entry!.before).toMatchObject({ name: busy.name, pincodes: [{ pincode: "560034", area: "Koramangala" }] });
    expect((await del(`${API}/warehouses/${busy.id}`)).statusCode).toBe(404);
  });
});

describe("two admins changing warehouses at once", () => {
  it("take turns: every warehouse change holds the website's warehouse lock until it commits", async () => {
    const demoId = (await h.services.db.select({ id: t.websites.id }).from(t.websites).where(eq(t.websites.code, "demo")))[0]!.id;
    const held: unknown[] = [];
    // A writer that looks, just before the commit, at the advisory locks its transaction holds.
    const writer: DeliveryWriter = (_clash, change) =>
      h.services.db.transaction(async (tx) => {
        const result = await change(tx);
        const locks = (await tx.execute(sql`select classid::int as classid, objid::int as objid from pg_locks where locktype = 'advisory' and objsubid = 2 and pid = pg_backend_pid()`)) as unknown as {
          rows: { classid: number; objid: number }[];
        };
        held.push(...locks.rows.map((r) => [Number(r.classid), Number(r.objid)]));
        return result;
      });
    const admin = createAdminWarehouses(h.services.db, writer);
    const user = (await h.services.db.select({ id: t.users.id }).from(t.users).where(eq(t.users.phone, ANITA)))[0]!.id;
    const key = [WEBSITE_LOCK_NAMESPACES.warehouses, demoId];
    const made = await admin.create(demoId, user, { name: "Locked Hub", address: "", delivery_charge_id: null, is_default: false, cancel_cutoff_minutes: 120, state_code: null });
    expect(held).toEqual([key]);
    await admin.update(demoId, user, made.id, { name: "Locked Hub", address: "1 Road", delivery_charge_id: null, is_default: false, cancel_cutoff_minutes: 120, state_code: null });
    await admin.remove(demoId, user, made.id);
    expect(held).toEqual([key, key, key]);
  });
});

describe("pincodes", () => {
  it("adds many pincodes to a warehouse, which the shop then serves from it", async () => {
    const hub = await newWarehouse();
    const res = await anita.post(`${API}/warehouses/${hub.id}/pincodes`, {
      pincodes: [{ pincode: "560095", area: "Koramangala 6th Block" }, { pincode: " 560034 ", area: " Koramangala " }, { pincode: "560047" }],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      data: [
        { pincode: "560095", area: "Koramangala 6th Block", warehouse_id: hub.id },
        { pincode: "560034", area: "Koramangala", warehouse_id: hub.id },
        { pincode: "560047", area: "", warehouse_id: hub.id },
      ],
      moved: 0,
    } satisfies AdminPincodesAdded);
    expect((await new ShopClient(h.app, DEMO).get("/s/api/check/pincode/560095")).json()).toMatchObject({ serviceable: true, area: "Koramangala 6th Block" });
    expect((await warehouseNamed(hub.name)).pincode_count).toBe(3);
  });

  it("refuses a pincode another warehouse serves, naming it, unless asked to move it", async () => {
    const hub = await newWarehouse();
    const audits = await auditCount();
    const res = await anita.post(`${API}/warehouses/${hub.id}/pincodes`, {
      pincodes: [
        { pincode: "560102", area: "HSR" },
        { pincode: "560038", area: "Indiranagar" },
      ],
    });
    expect(res.statusCode).toBe(409);
    const message = PINCODE_ELSEWHERE("560038", "Indiranagar Hub");
    expect(res.json()).toEqual({ message, errors: { pincodes: message } });
    // Nothing of the request was added.
    expect(((await anita.get(`${API}/warehouses/${hub.id}/pincodes`)).json() as AdminPincodesAnswer).meta.total).toBe(0);
    expect(await auditCount()).toBe(audits);

    const moved = await anita.post(`${API}/warehouses/${hub.id}/pincodes`, {
      pincodes: [
        { pincode: "560102", area: "HSR" },
        { pincode: "560071", area: "Domlur" },
      ],
      move: true,
    });
    expect(moved.statusCode, moved.body).toBe(201);
    expect((moved.json() as AdminPincodesAdded).moved).toBe(1);
    const log = (await anita.get("/s/api/admin/audit?entity_type=warehouse_pincode&entity_id=560071")).json() as AuditAnswer;
    expect(log.data[0]).toMatchObject({ action: "move", before: { warehouse_id: (await warehouseNamed("Indiranagar Hub")).id }, after: { warehouse_id: hub.id } });
    // A shopper giving that pincode now shops from the new warehouse.
    const visitor = new ShopClient(h.app, DEMO);
    expect((await visitor.get("/s/api/check/pincode/560071")).statusCode).toBe(200);
    expect((await h.services.delivery.lookup((await h.services.db.select({ id: t.websites.id }).from(t.websites).where(eq(t.websites.code, "demo")))[0]!.id, "560071"))?.warehouseId).toBe(hub.id);
  });

  it("moves, renames and removes one pincode", async () => {
    const hub = await newWarehouse();
    await anita.post(`${API}/warehouses/${hub.id}/pincodes`, { pincodes: [{ pincode: "560103", area: "Bellandur" }] });
    const other = await newWarehouse();
    const res = await put(`${API}/pincodes/560103`, { warehouse_id: other.id, area: "Bellandur Lake" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ pincode: "560103", area: "Bellandur Lake", warehouse_id: other.id } satisfies AdminPincode);
    expect((await del(`${API}/pincodes/560103`)).statusCode).toBe(204);
    expect((await new ShopClient(h.app, DEMO).get("/s/api/check/pincode/560103")).statusCode).toBe(422);
    expect((await del(`${API}/pincodes/560103`)).statusCode).toBe(404);
    expect((await put(`${API}/pincodes/560103`, { warehouse_id: other.id })).statusCode).toBe(404);
  });

  it("re-routes the shoppers who chose a pincode when it is moved or removed, carts included", async () => {
    const [a, b, c] = [await newWarehouse(), await newWarehouse(), await newWarehouse()];
    expect((await anita.post(`${API}/warehouses/${a.id}/pincodes`, { pincodes: [{ pincode: "560105", area: "Electronic City" }] })).statusCode).toBe(201);
    const visitor = new ShopClient(h.app, DEMO, "10.32.2.1");
    expect((await visitor.get("/s/api/check/pincode/560105")).statusCode).toBe(200);
    const bystander = new ShopClient(h.app, DEMO, "10.32.2.2");
    expect((await bystander.get("/s/api/check/pincode/560038")).statusCode).toBe(200);
    const chose = () => h.services.db.select().from(t.sessions).where(eq(t.sessions.pincode, "560105"));
    const [session] = await chose();
    expect(session).toMatchObject({ warehouseId: a.id });
    const [pack] = await h.services.db.select({ id: t.packs.id }).from(t.packs).where(eq(t.packs.websiteId, session!.websiteId)).limit(1);
    const [cart] = await h.services.db.insert(t.carts).values({ websiteId: session!.websiteId, sessionHash: session!.idHash }).returning();
    await h.services.db.insert(t.cartItems).values({ cartId: cart!.id, packId: pack!.id, warehouseId: a.id, quantity: 1, priceSeen: 100 });
    const lineWarehouse = async () => (await h.services.db.select({ w: t.cartItems.warehouseId }).from(t.cartItems).where(eq(t.cartItems.cartId, cart!.id)))[0]!.w;
    const others = async () => (await h.services.db.select({ w: t.sessions.warehouseId }).from(t.sessions).where(eq(t.sessions.pincode, "560038"))).map((r) => r.w);
    const othersBefore = await others();

    // Moved one by one: the shopper now shops, and their cart is stocked, from the new warehouse.
    expect((await put(`${API}/pincodes/560105`, { warehouse_id: b.id, area: "Electronic City" })).statusCode).toBe(200);
    expect((await chose()).map((r) => r.warehouseId)).toEqual([b.id]);
    expect(await lineWarehouse()).toBe(b.id);
    // Moved in a list.
    expect((await anita.post(`${API}/warehouses/${c.id}/pincodes`, { pincodes: [{ pincode: "560105", area: "Electronic City" }], move: true })).statusCode).toBe(201);
    expect((await chose()).map((r) => r.warehouseId)).toEqual([c.id]);
    expect(await lineWarehouse()).toBe(c.id);
    // Removed: back to the default until they give another pincode.
    expect((await del(`${API}/pincodes/560105`)).statusCode).toBe(204);
    expect(await chose()).toEqual([]);
    expect(await h.services.db.select({ pincode: t.sessions.pincode, w: t.sessions.warehouseId }).from(t.sessions).where(eq(t.sessions.idHash, session!.idHash))).toEqual([{ pincode: null, w: null }]);
    // Shoppers of other pincodes are left alone.
    expect(await others()).toEqual(othersBefore);
  });

  it("searches and pages a warehouse's pincodes", async () => {
    const hub = await newWarehouse();
    const pincodes = Array.from({ length: 25 }, (_, i) => ({ pincode: String(110001 + i), area: i === 7 ? "Connaught Place" : `Delhi ${i}` }));
    expect((await anita.post(`${API}/warehouses/${hub.id}/pincodes`, { pincodes })).statusCode).toBe(201);
    const page2 = (await anita.get(`${API}/warehouses/${hub.id}/pincodes?page=2&per_page=10`)).json() as AdminPincodesAnswer;
    expect(page2.meta).toEqual({ total: 25, page: 2, per_page: 10 });
    expect(page2.data.map((p) => p.pincode)).toEqual(Array.from({ length: 10 }, (_, i) => String(110011 + i)));
    const byArea = (await anita.get(`${API}/warehouses/${hub.id}/pincodes?q=connaught`)).json() as AdminPincodesAnswer;
    expect(byArea.data).toEqual([{ pincode: "110008", area: "Connaught Place", warehouse_id: hub.id }]);
    const byDigits = (await anita.get(`${API}/warehouses/${hub.id}/pincodes?q=11002`)).json() as AdminPincodesAnswer;
    expect(byDigits.data.map((p) => p.pincode)).toEqual(["110020", "110021", "110022", "110023", "110024", "110025"]);
    expect((await anita.get(`${API}/warehouses/${hub.id}/pincodes?per_page=7`)).statusCode).toBe(422);
  });

  it("refuses pincodes that are not Indian pincodes, and lists that repeat one or are too long", async () => {
    const hub = await newWarehouse();
    const audits = await auditCount();
    const bad: unknown[] = [
      { pincodes: [{ pincode: "56003" }] },
      { pincodes: [{ pincode: "5600381" }] },
      { pincodes: [{ pincode: "060038" }] },
      { pincodes: [{ pincode: "56OO38" }] },
      { pincodes: [{ pincode: 560038 }] },
      { pincodes: [] },
      { pincodes: "560038" },
      { pincodes: [{ pincode: "560001", area: "x".repeat(101) }] },
      { pincodes: Array.from({ length: 501 }, (_, i) => ({ pincode: String(200000 + i) })) },
    ];
    for (const body of bad) {
      const res = await anita.post(`${API}/warehouses/${hub.id}/pincodes`, body);
      expect(res.statusCode, res.body).toBe(422);
      expect(errorsOf(res)[0]).toMatch(/^pincodes/);
    }
    const twice = await anita.post(`${API}/warehouses/${hub.id}/pincodes`, { pincodes: [{ pincode: "560001" }, { pincode: "560001" }] });
    expect(twice.statusCode).toBe(422);
    expect(twice.json()).toMatchObject({ errors: { pincodes: PINCODE_TWICE } });
    expect((await del(`${API}/pincodes/abc`)).statusCode).toBe(422);
    expect((await put(`${API}/pincodes/12345`, { warehouse_id: hub.id })).statusCode).toBe(422);
    expect(await auditCount()).toBe(audits);
  });
});

describe("delivery charge rules", () => {
  it("creates, edits and deletes rules, in rupees, and the shop charges the new amount at once", async () => {
    const res = await anita.post(`${API}/charges`, { name: "Flat ₹25", charge: 25.5, free_above: 499 });
    expect(res.statusCode, res.body).toBe(201);
    const rule = res.json() as AdminCharge;
    expect(rule).toMatchObject({ name: "Flat ₹25", charge: 25.5, free_above: 499, warehouse_count: 0 });
    const [row] = await h.services.db.select().from(t.deliveryCharges).where(eq(t.deliveryCharges.id, rule.id));
    expect(row).toMatchObject({ charge: 2550, freeAbove: 49900 });
    expect((await anita.post(`${API}/charges`, { name: "Free", charge: 0 })).json()).toMatchObject({ charge: 0, free_above: null });

    // Indiranagar's rule: a shopper's cart shows a changed charge without waiting for any cache.
    const { client } = await shopper();
    const indiranagar = await warehouseNamed("Indiranagar Hub");
    const before = await summaryOf(client);
    expect(before.cart.grouped_items[0]!.delivery_charge_id).toBe(indiranagar.delivery_charge!.id);
    const edited = await put(`${API}/charges/${indiranagar.delivery_charge!.id}`, { name: "Indiranagar delivery", charge: 77.25, free_above: null });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ name: "Indiranagar delivery", charge: 77.25, free_above: null });
    expect((await summaryOf(client)).cart.grouped_items[0]!.delivery_charge).toBe(77.25);

    const inUse = await del(`${API}/charges/${indiranagar.delivery_charge!.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toEqual({ message: CHARGE_IN_USE });
    expect((await del(`${API}/charges/${rule.id}`)).statusCode).toBe(204);
    const list = ((await anita.get(`${API}/charges`)).json() as AdminChargesAnswer).data;
    expect(list.some((c) => c.id === rule.id)).toBe(false);
    const log = (await anita.get(`/s/api/admin/audit?entity_type=delivery_charge&entity_id=${rule.id}`)).json() as AuditAnswer;
    expect(log.data.map((e) => e.action)).toEqual(["delete", "create"]);
  });

  it("refuses charges that are not amounts in rupees", async () => {
    const audits = await auditCount();
    const bad: [Record<string, unknown>, string][] = [
      [{ name: "X", charge: -1 }, "charge"],
      [{ name: "X", charge: 10.005 }, "charge"],
      [{ name: "X", charge: "10" }, "charge"],
      [{ name: "X", charge: 100_001 }, "charge"],
      [{ name: "X", charge: 10, free_above: 0 }, "free_above"],
      [{ name: "X", charge: 10, free_above: 1.234 }, "free_above"],
      // Less than a paisa would be kept as 0.
      [{ name: "X", charge: 1e-9 }, "charge"],
      [{ name: "X", charge: 10, free_above: 1e-9 }, "free_above"],
      [{ name: "X", charge: 10, free_above: 0.001 }, "free_above"],
      [{ charge: 10 }, "name"],
    ];
    for (const [body, field] of bad) {
      const res = await anita.post(`${API}/charges`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(errorsOf(res)).toEqual([field]);
    }
    expect(await auditCount()).toBe(audits);
  });
});

describe("delivery slots", () => {
  const slot = (warehouse_id: number, over: Record<string, unknown> = {}) => ({ warehouse_id, weekdays: 0b0111110, start_time: "09:00", end_time: "11:30", capacity: 20, cutoff_minutes: 90, ...over });

  it("creates, edits and deletes a slot, with today's bookings shown", async () => {
    const hub = await newWarehouse();
    const res = await anita.post(`${API}/slots`, slot(hub.id));
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json() as AdminSlot;
    expect(made).toMatchObject({ warehouse_id: hub.id, weekdays: 62, start_time: "09:00", end_time: "11:30", capacity: 20, cutoff_minutes: 90, active: true, booked_today: 0 });
    await h.services.db.insert(t.slotBookings).values({ slotId: made.id, date: shopDate(new Date()), booked: 3 });
    const listed = ((await anita.get(`${API}/slots?warehouse_id=${hub.id}`)).json() as AdminSlotsAnswer).data;
    expect(listed).toEqual([{ ...made, booked_today: 3 }]);
    expect(((await anita.get(`${API}/slots`)).json() as AdminSlotsAnswer).data.length).toBeGreaterThan(7);

    const edited = await put(`${API}/slots/${made.id}`, slot(hub.id, { weekdays: 1, capacity: 5, active: false }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ weekdays: 1, capacity: 5, active: false, booked_today: 3 });

    // Booked from today on: kept, and made inactive instead.
    const booked = await del(`${API}/slots/${made.id}`);
    expect(booked.statusCode).toBe(409);
    expect(booked.json()).toEqual({ message: SLOT_BOOKED });
    await h.services.db
      .update(t.slotBookings)
      .set({ date: shopDate(new Date(), -2) })
      .where(eq(t.slotBookings.slotId, made.id));
    expect((await del(`${API}/slots/${made.id}`)).statusCode).toBe(204);
    const log = (await anita.get(`/s/api/admin/audit?entity_type=delivery_slot&entity_id=${made.id}`)).json() as AuditAnswer;
    expect(log.data.map((e) => e.action)).toEqual(["delete", "update", "create"]);
  });

  it("refuses slots with bad weekdays, times, capacity or cut-off, writing nothing", async () => {
    const hub = await newWarehouse();
    const audits = await auditCount();
    const bad: [Record<string, unknown>, string][] = [
      [{ weekdays: 0 }, "weekdays"],
      [{ weekdays: 128 }, "weekdays"],
      [{ weekdays: 1.5 }, "weekdays"],
      [{ start_time: "9:00" }, "start_time"],
      [{ start_time: "24:00", end_time: "24:30" }, "start_time"],
      [{ end_time: "11:60" }, "end_time"],
      [{ start_time: "11:00", end_time: "11:00" }, "end_time"],
      [{ start_time: "18:00", end_time: "09:00" }, "end_time"],
      [{ capacity: 0 }, "capacity"],
      [{ capacity: 10_001 }, "capacity"],
      [{ cutoff_minutes: -1 }, "cutoff_minutes"],
      [{ cutoff_minutes: 10_081 }, "cutoff_minutes"],
      [{ active: "no" }, "active"],
      [{ warehouse_id: null }, "warehouse_id"],
    ];
    for (const [over, field] of bad) {
      const res = await anita.post(`${API}/slots`, slot(hub.id, over));
      expect(res.statusCode, JSON.stringify(over)).toBe(422);
      expect(errorsOf(res), JSON.stringify(over)).toContain(field);
    }
    expect((await anita.post(`${API}/slots`, slot(hub.id, { end_time: "08:00" }))).json()).toMatchObject({ errors: { end_time: END_BEFORE_START } });
    expect((await anita.get(`${API}/slots?warehouse_id=abc`)).statusCode).toBe(422);
    expect(await auditCount()).toBe(audits);
  });
});

describe("holidays", () => {
  it("refuses impossible dates and a second holiday on the same day, and accepts 29 February of a leap year", async () => {
    const audits = await auditCount();
    for (const date of ["2026-02-30", "2027-02-29", "2026-13-01", "2026-04-31", "2026-4-1", "tomorrow", "2026-00-10"]) {
      const res = await anita.post(`${API}/holidays`, { date });
      expect(res.statusCode, date).toBe(422);
      expect(errorsOf(res)).toEqual(["date"]);
    }
    expect((await anita.post(`${API}/holidays`, { date: "2030-01-01", note: "x".repeat(201) })).statusCode).toBe(422);
    expect(await auditCount()).toBe(audits);
    const leap = await anita.post(`${API}/holidays`, { date: "2028-02-29", note: "Leap day" });
    expect(leap.statusCode, leap.body).toBe(201);
    expect(leap.json()).toMatchObject({ date: "2028-02-29", warehouse_id: null, note: "Leap day", orders_booked: 0 } satisfies Partial<AdminHoliday>);
    const again = await anita.post(`${API}/holidays`, { date: "2028-02-29" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: HOLIDAY_TAKEN, errors: { date: HOLIDAY_TAKEN } });
    // One warehouse's holiday on that day is another holiday.
    const hub = await warehouseNamed("Jayanagar Hub");
    expect((await anita.post(`${API}/holidays`, { date: "2028-02-29", warehouse_id: hub.id })).statusCode).toBe(201);
    expect(await auditCount()).toBe(audits + 2);
  });

  it("lists holidays from today on, soonest first, and past ones on their own", async () => {
    const past = (await anita.post(`${API}/holidays`, { date: shopDate(new Date(), -3), note: "Gone" })).json() as AdminHoliday;
    const soon = (await anita.post(`${API}/holidays`, { date: "2029-08-15", note: "Independence Day" })).json() as AdminHoliday;
    const upcoming = ((await anita.get(`${API}/holidays`)).json() as AdminHolidaysAnswer).data;
    expect(upcoming.some((x) => x.id === past.id)).toBe(false);
    expect(upcoming.map((x) => x.date)).toEqual([...upcoming.map((x) => x.date)].sort());
    expect(upcoming.some((x) => x.id === soon.id)).toBe(true);
    const gone = (await anita.get(`${API}/holidays?past=true`)).json() as AdminHolidaysAnswer;
    expect(gone.data.map((x) => x.id)).toContain(past.id);
    expect((await anita.get(`${API}/holidays?past=maybe`)).statusCode).toBe(422);

    const edited = await put(`${API}/holidays/${soon.id}`, { date: "2029-08-16", note: "Moved" });
    expect(edited.json()).toMatchObject({ date: "2029-08-16", note: "Moved" });
    expect((await del(`${API}/holidays/${soon.id}`)).statusCode).toBe(204);
    expect((await del(`${API}/holidays/${soon.id}`)).statusCode).toBe(404);
  });

  it("takes the holiday's date out of checkout's slots at once, and refuses an order for it", async () => {
    const { client, address } = await shopper();
    const before = await summaryOf(client);
    const group = before.cart.grouped_items[0]!;
    const first = group.slots![0]!;
    expect(group.slots!.some((s) => s.del_date === first.del_date)).toBe(true);
    const indiranagar = await warehouseNamed("Indiranagar Hub");
    // Someone has booked that day already: the holiday tells the admin.
    await h.services.db
      .insert(t.slotBookings)
      .values({ slotId: first.slot_id, date: first.del_date, booked: 2 })
      .onConflictDoUpdate({ target: [t.slotBookings.slotId, t.slotBookings.date], set: { booked: 2 } });
    // Orders for another warehouse that day are not this holiday's.
    const jayanagarSlot = ((await anita.get(`${API}/slots?warehouse_id=${(await warehouseNamed("Jayanagar Hub")).id}`)).json() as AdminSlotsAnswer).data[0]!;
    await h.services.db
      .insert(t.slotBookings)
      .values({ slotId: jayanagarSlot.id, date: first.del_date, booked: 5 })
      .onConflictDoUpdate({ target: [t.slotBookings.slotId, t.slotBookings.date], set: { booked: 5 } });

    const res = await anita.post(`${API}/holidays`, { date: first.del_date, warehouse_id: indiranagar.id, note: "Stock-taking" });
    expect(res.statusCode, res.body).toBe(201);
    const holiday = res.json() as AdminHoliday;
    expect(holiday.orders_booked).toBe(2);

    const after = (await summaryOf(client)).cart.grouped_items[0]!.slots!;
    expect(after.length).toBeGreaterThan(0);
    expect(after.some((s) => s.del_date === first.del_date)).toBe(false);
    // The slot picked before the holiday was set can no longer be booked.
    const place = await client.post(
      "/s/api/checkout/place",
      { address_id: address.id, payment_method: "cod", slots: [{ delivery_charge_id: group.delivery_charge_id, slot_id: first.slot_id, date: first.del_date }] },
      { headers: { "idempotency-key": `holiday-${Date.now()}` } },
    );
    expect(place.statusCode, place.body).toBe(409);
    const [booking] = await h.services.db
      .select()
      .from(t.slotBookings)
      .where(and(eq(t.slotBookings.slotId, first.slot_id), eq(t.slotBookings.date, first.del_date)));
    expect(booking!.booked).toBe(2);

    // A holiday of every warehouse closes the next offered day too; removing both reopens them.
    const next = after[0]!.del_date;
    const all = (await anita.post(`${API}/holidays`, { date: next, note: "Bandh" })).json() as AdminHoliday;
    expect((await summaryOf(client)).cart.grouped_items[0]!.slots!.some((s) => s.del_date === next)).toBe(false);
    expect((await del(`${API}/holidays/${all.id}`)).statusCode).toBe(204);
    expect((await del(`${API}/holidays/${holiday.id}`)).statusCode).toBe(204);
    expect((await summaryOf(client)).cart.grouped_items[0]!.slots!.map((s) => s.del_date)).toContain(first.del_date);
  });

  it("does not close one warehouse's day for another warehouse", async () => {
    const { client } = await shopper();
    const first = (await summaryOf(client)).cart.grouped_items[0]!.slots![0]!;
    const jayanagar = await warehouseNamed("Jayanagar Hub");
    const res = await anita.post(`${API}/holidays`, { date: first.del_date, warehouse_id: jayanagar.id });
    expect(res.statusCode, res.body).toBe(201);
    expect((await summaryOf(client)).cart.grouped_items[0]!.slots![0]).toEqual(first);
    await del(`${API}/holidays/${(res.json() as AdminHoliday).id}`);
  });
});

describe("another website's ids", () => {
  it("are not found in a path, and refused in a body, changing nothing", async () => {
    const fresh = await signedIn(ANITA, FRESH);
    const bandra = (await warehousesOf(fresh))[0]!;
    const charge = ((await fresh.get(`${API}/charges`)).json() as AdminChargesAnswer).data[0]!;
    const slot = ((await fresh.get(`${API}/slots`)).json() as AdminSlotsAnswer).data[0]!;
    const holiday = (await fresh.post(`${API}/holidays`, { date: "2031-01-26", note: "Fresh only" })).json() as AdminHoliday;
    const mine = await newWarehouse();
    const audits = await auditCount();

    const notFound: [string, string, unknown][] = [
      ["PUT", `${API}/warehouses/${bandra.id}`, { name: "Taken" }],
      ["DELETE", `${API}/warehouses/${bandra.id}`, undefined],
      ["GET", `${API}/warehouses/${bandra.id}/pincodes`, undefined],
      ["POST", `${API}/warehouses/${bandra.id}/pincodes`, { pincodes: [{ pincode: "560099" }] }],
      ["PUT", `${API}/pincodes/400050`, { warehouse_id: mine.id }],
      ["DELETE", `${API}/pincodes/400050`, undefined],
      ["PUT", `${API}/charges/${charge.id}`, { name: "Taken", charge: 1 }],
      ["DELETE", `${API}/charges/${charge.id}`, undefined],
      ["PUT", `${API}/slots/${slot.id}`, { warehouse_id: mine.id, weekdays: 1, start_time: "09:00", end_time: "10:00", capacity: 1 }],
      ["DELETE", `${API}/slots/${slot.id}`, undefined],
      ["PUT", `${API}/holidays/${holiday.id}`, { date: "2031-01-27" }],
      ["DELETE", `${API}/holidays/${holiday.id}`, undefined],
    ];
    for (const [method, url, body] of notFound) {
      const res = await anita.request(method as "GET", url, body === undefined ? {} : { body });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(404);
      expect(res.body).not.toContain("Fresh only");
      expect(res.body).not.toContain("Bandra");
    }
    const named: [string, string, Record<string, unknown>, string][] = [
      ["POST", `${API}/warehouses`, { name: "X", delivery_charge_id: charge.id }, "delivery_charge_id"],
      ["PUT", `${API}/warehouses/${mine.id}`, { name: "X", delivery_charge_id: charge.id }, "delivery_charge_id"],
      ["PUT", `${API}/pincodes/560038`, { warehouse_id: bandra.id }, "warehouse_id"],
      ["POST", `${API}/slots`, { warehouse_id: bandra.id, weekdays: 1, start_time: "09:00", end_time: "10:00", capacity: 1 }, "warehouse_id"],
      ["POST", `${API}/holidays`, { date: "2031-01-26", warehouse_id: bandra.id }, "warehouse_id"],
    ];
    for (const [method, url, body, field] of named) {
      const res = await anita.request(method as "POST", url, { body });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toMatchObject({ errors: { [field]: field === "warehouse_id" ? UNKNOWN_WAREHOUSE : UNKNOWN_CHARGE } });
    }
    // A filter on another website's warehouse finds nothing of it.
    expect(((await anita.get(`${API}/slots?warehouse_id=${bandra.id}`)).json() as AdminSlotsAnswer).data).toEqual([]);
    expect(await auditCount()).toBe(audits);
    expect((await warehousesOf(fresh))[0]).toEqual(bandra);
  });
});

describe("who may use the delivery API", () => {
  it("answers 401 to visitors and 403 to shoppers, before reading the body", async () => {
    const shopper = await signedIn(PRIYA);
    const visitor = new ShopClient(h.app, DEMO);
    const [w] = await warehousesOf();
    const routes: [string, string, unknown][] = [
      ["GET", `${API}/warehouses`, undefined],
      ["POST", `${API}/warehouses`, { name: "Sneaky" }],
      ["PUT", `${API}/warehouses/${w!.id}`, { name: "Sneaky" }],
      ["DELETE", `${API}/warehouses/${w!.id}`, undefined],
      ["GET", `${API}/warehouses/${w!.id}/pincodes`, undefined],
      ["POST", `${API}/warehouses/${w!.id}/pincodes`, { pincodes: [{ pincode: "560001" }] }],
      ["PUT", `${API}/pincodes/560038`, { warehouse_id: w!.id }],
      ["DELETE", `${API}/pincodes/560038`, undefined],
      ["GET", `${API}/charges`, undefined],
      ["POST", `${API}/charges`, { name: "Sneaky", charge: 0 }],
      ["PUT", `${API}/charges/1`, { name: "Sneaky", charge: 0 }],
      ["DELETE", `${API}/charges/1`, undefined],
      ["GET", `${API}/slots`, undefined],
      ["POST", `${API}/slots`, {}],
      ["PUT", `${API}/slots/1`, {}],
      ["DELETE", `${API}/slots/1`, undefined],
      ["GET", `${API}/holidays`, undefined],
      ["POST", `${API}/holidays`, { date: "2030-01-01" }],
      ["PUT", `${API}/holidays/1`, { date: "2030-01-01" }],
      ["DELETE", `${API}/holidays/1`, undefined],
    ];
    const audits = await auditCount();
    for (const [method, url, body] of routes) {
      const opts = body === undefined ? {} : { body };
      const v = await visitor.request(method as "GET", url, opts);
      expect(v.statusCode, `${method} ${url}`).toBe(401);
      const s = await shopper.request(method as "GET", url, opts);
      expect(s.statusCode, `${method} ${url}`).toBe(403);
      expect(Object.keys(s.json() as object)).toEqual(["message"]);
    }
    expect(await auditCount()).toBe(audits);
    expect((await new ShopClient(h.app, DEMO).get("/s/api/check/pincode/560038")).statusCode).toBe(200);
  });
});
