// Round trips to the database per shopper call. Under load each statement costs the server and
// the database CPU and a network round trip, and the checkout budget (bench:checkout) was missed
// on their number alone; these counts keep the hot calls from growing back.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as t from "../db/schema";
import type { Address } from "../../shared/api/account";
import type { CheckoutSummary } from "../../shared/api/checkout";
import type { ProductListResponse } from "../../shared/api/products";
import { createTestApp, DEMO, ShopClient, type TestApp } from "../testing/test-app";

let h: TestApp;
let statements: string[] = [];
beforeAll(async () => {
  // begin and commit are left out: one driver logs them and the other does not.
  h = await createTestApp({ onQuery: (text) => !/^(begin|commit|rollback)\b/i.test(text) && statements.push(text) });
});
afterAll(() => h.close());

async function counted<T>(call: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  statements = [];
  const result = await call();
  return { result, statements };
}

describe("statements per call", () => {
  it("adds to the cart, reads checkout and places an order within their statement budgets", async () => {
    await h.services.db.insert(t.users).values({ phone: "7300000001", name: "Budget Shopper" });
    const client = new ShopClient(h.app, DEMO);
    expect((await client.post("/s/api/test/sign-in", { phone: "7300000001" }, { xsrf: false })).statusCode).toBe(200);
    await client.get("/s/api/check/pincode/560038");
    const address = (
      await client.post("/s/api/account/addresses", {
        name: "Budget Shopper",
        phone: "9876543210",
        line1: "1 Bench Road",
        line2: "",
        landmark: "",
        city: "Bengaluru",
        state: "Karnataka",
        pincode: "560038",
      })
    ).json() as Address;
    const packs = ((await client.get("/s/api/products?perPage=24")).json() as ProductListResponse).data.flatMap((p) => p.packs).filter((p) => p.in_stock);
    // The first add makes the cart; later adds are the common case.
    await client.post("/s/api/cart/add", { pack_id: packs[0]!.pack_id, warehouse_id: packs[0]!.warehouse_id });

    const add = await counted(() => client.post("/s/api/cart/add", { pack_id: packs[1]!.pack_id, warehouse_id: packs[1]!.warehouse_id }));
    expect(add.result.statusCode).toBe(200);
    const summary = await counted(() => client.get("/s/api/checkout"));
    const { cart } = summary.result.json() as CheckoutSummary;
    expect(cart.items).toHaveLength(2);
    const slots = cart.grouped_items.map((g) => ({ delivery_charge_id: g.delivery_charge_id, slot_id: g.slots![0]!.slot_id, date: g.slots![0]!.del_date }));
    const placed = await counted(() => client.post("/s/api/checkout/place", { address_id: address.id, payment_method: "cod", slots }, { headers: { "idempotency-key": "budget-1" } }));
    expect(placed.result.statusCode, placed.result.body).toBe(201);

    const report = { add: add.statements.length, checkout: summary.statements.length, place: placed.statements.length };
    // Placing an order with two lines: session, key, address, cart, bookings, order number, a
    // stock update per line and the order's one write statement, plus begin and commit. Before
    // this budget it was 20 statements; add was 8 and checkout 6.
    expect(report, JSON.stringify({ add: add.statements, checkout: summary.statements, place: placed.statements }, null, 1)).toEqual({ add: 5, checkout: 4, place: 9 });
  });
});
