// NUL and other control characters never reach the database (issue 24, item 3; ADR 0049). Each
// finding of the probe is a case here by name: four addresses whose query held a NUL, and the
// body fields the issue lists (21 by its count), all of which answered 500 on both engines
// (PostgreSQL and PGlite refuse NUL in text). Now every string of every query, parameter and
// body is judged once at the input edge: 422 in the §8 shape with the field named, tab and line
// breaks only where a field holds several lines. Runs on both engines (BOTH_ENGINES).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as t from "../db/schema";
import type { Address } from "../../shared/api/account";
import type { Cart } from "../../shared/api/cart";
import type { CheckoutSummary } from "../../shared/api/checkout";
import type { ProductListResponse } from "../../shared/api/products";
import type { ProductImportReport } from "../../shared/api/admin-product-csv";
import { CONTROL_CHARACTER, CONTROL_CHARACTER_MESSAGE, ONE_LINE_MESSAGE } from "../../shared/control-characters";
import { createTestApp, DEMO, ShopClient, type TestApp } from "../testing/test-app";
import { noInternals } from "../testing/no-internals";

const ADMIN = "9876543212"; // admin of the demo store
const NUL = "\u0000";
const CATALOGUE = "/s/api/admin/catalogue";

let h: TestApp;
let shopper: ShopClient;
let admin: ShopClient;
/** The same admin in another session: creating a website makes it that session's active one. */
let creator: ShopClient;
let productId: number;
let addressId: number;
let made = 0;
/** A slug, subdomain or phone no other case or run of this file has used. */
const unique = (stem: string) => `${stem}-${Date.now().toString(36)}-${++made}`;
const newPhone = () => `71${String(Date.now() % 1e6).padStart(6, "0")}${String(++made % 100).padStart(2, "0")}`;

const home = { name: "Priya Sharma", phone: "9876543210", line1: "12, 4th Cross", line2: "Indiranagar", landmark: "", city: "Bengaluru", state: "Karnataka", pincode: "560038" };

async function signedIn(phone: string, address: string) {
  const client = new ShopClient(h.app, DEMO, address);
  expect((await client.post("/s/api/test/sign-in", { phone }, { xsrf: false })).statusCode).toBe(200);
  return client;
}

beforeAll(async () => {
  h = await createTestApp();
  shopper = await signedIn("9876543210", "10.49.0.1");
  admin = await signedIn(ADMIN, "10.49.0.2");
  creator = await signedIn(ADMIN, "10.49.0.3");
  // With its GST particulars, which the demo store, registered for GST, asks of every product.
  const product = await admin.post(`${CATALOGUE}/products`, { name: "Control Pickle", slug: unique("control-pickle"), hsn: "2001", gst_rate: "5" });
  expect(product.statusCode, product.body).toBe(201);
  productId = (product.json() as { id: number }).id;
  await shopper.get("/s/api/check/pincode/560038");
  const address = await shopper.post("/s/api/account/addresses", home);
  expect(address.statusCode, address.body).toBeLessThan(300);
  addressId = (address.json() as Address).id;
  // Two packs in the cart, so an order can be placed but for its notes.
  const packs = ((await shopper.get("/s/api/products?perPage=60")).json() as ProductListResponse).data.flatMap((p) => p.packs).filter((p) => p.in_stock && p.max_quantity >= 3);
  for (const pack of packs.slice(0, 2)) await shopper.post("/s/api/cart/add", { pack_id: pack.pack_id, warehouse_id: pack.warehouse_id, quantity: 1 });
}, 120_000);
afterAll(() => h?.close());

/** The answer is the §8 refusal naming `field` (and only fields that broke the rule). */
function expectRefused(res: { statusCode: number; body: string; headers: Record<string, unknown> }, field: string, message: string | RegExp = /control character/) {
  expect(res.statusCode, res.body).toBe(422);
  expect(String(res.headers["content-type"])).toMatch(/application\/json/);
  const answer = JSON.parse(res.body) as { message: string; errors: Record<string, string> };
  expect(Object.keys(answer).sort()).toEqual(["errors", "message"]);
  expect(answer.errors[field], res.body).toMatch(message);
  expect(answer.message).toBe(Object.values(answer.errors)[0]);
  noInternals(res.body);
}

async function placeBody(notes: string) {
  const summary = (await shopper.get("/s/api/checkout")).json() as CheckoutSummary;
  const slots = (summary.cart as Cart).grouped_items.map((g) => ({ delivery_charge_id: g.delivery_charge_id, slot_id: g.slots![0]!.slot_id, date: g.slots![0]!.del_date }));
  return { address_id: addressId, payment_method: "cod", slots, notes };
}

describe("a NUL in the query (the probe's four addresses)", () => {
  it("GET /s/api/products?c=%00 answers 422 naming c", async () => {
    expectRefused(await shopper.get("/s/api/products?c=%00"), "c", ONE_LINE_MESSAGE);
  });

  it("GET /s/api/products?b=%00 answers 422 naming b", async () => {
    expectRefused(await shopper.get("/s/api/products?b=%00"), "b", ONE_LINE_MESSAGE);
  });

  it("GET /s/api/page/data/products?c=%00 answers 422 naming c", async () => {
    expectRefused(await shopper.get("/s/api/page/data/products?c=%00"), "c", ONE_LINE_MESSAGE);
  });

  it("the served page /products?c=%00 answers a 400 page saying the address is not valid", async () => {
    const res = await shopper.get("/products?c=%00");
    expect(res.statusCode, res.body).toBe(400);
    expect(String(res.headers["content-type"])).toMatch(/^text\/html/);
    expect(res.body).toMatch(/This address is not valid/);
    expect(res.body).toMatch(/href="\/products"/);
    noInternals(res.body);
    // A page's path is judged as its query is.
    expect((await shopper.get("/products/x%01y")).statusCode).toBe(400);
    // The same page with a good filter still renders.
    expect((await shopper.get("/products?c=atta-rice-dal")).statusCode).toBe(200);
  });
});

type Answer = { statusCode: number; body: string; headers: Record<string, unknown> };
/** A finding, its request (valid but for the field: who sends it, where), and the field. */
type BodyCase = [finding: string, send: () => Promise<Answer>, field: string];
/** The probe's body fields. */
const BODY_FIELDS: BodyCase[] = [
  ["profile name", () => shopper.request("PUT", "/s/api/account/profile", { body: { name: `Priya${NUL}`, email: "" } }), "name"],
  ...["name", "line1", "line2", "landmark", "city", "state"].map((field): BodyCase => [
    `address ${field}`,
    () => shopper.post("/s/api/account/addresses", { ...home, [field]: `Some${NUL}where` }),
    field,
  ]),
  ["wishlist name", () => shopper.post("/s/api/wishlistCategory", { name: `Monthly${NUL}` }), "name"],
  ["checkout notes", async () => shopper.post("/s/api/checkout/place", await placeBody(`Ring${NUL}twice`), { headers: { "idempotency-key": unique("key") } }), "notes"],
  ["product name", () => admin.post(`${CATALOGUE}/products`, { name: `Lime${NUL}Pickle`, slug: unique("lime-pickle") }), "name"],
  ["pack name", () => admin.post(`${CATALOGUE}/products/${productId}/packs`, { name: `500${NUL}g`, mrp: 250, price: 199.5, max_per_order: 5 }), "name"],
  ["category name", () => admin.post(`${CATALOGUE}/categories`, { name: `Pick${NUL}les`, slug: unique("pickles") }), "name"],
  ["brand name", () => admin.post(`${CATALOGUE}/brands`, { name: `Nul${NUL}Brand`, slug: unique("nul-brand") }), "name"],
  ["supplier name", () => admin.post(`${CATALOGUE}/suppliers`, { name: `Sup${NUL}plier`, slug: unique("supplier"), link: "/products" }), "name"],
  ["delivery charge name", () => admin.post("/s/api/admin/delivery/charges", { name: `Flat${NUL}25`, charge: 25 }), "name"],
  ["staff name", () => admin.post("/s/api/admin/people/staff", { phone: newPhone(), role: "staff", name: `Meena${NUL}` }), "name"],
  ["supplier link", () => admin.post(`${CATALOGUE}/suppliers`, { name: "Linked Supplier", slug: unique("linked"), link: `/products${NUL}` }), "link"],
  ["counter-sale customer name", () => admin.post("/s/api/pos/customers", { phone: newPhone(), name: `Lakshmi${NUL}` }), "name"],
  ["website name", () => creator.post("/s/api/admin/websites", { name: `Nul${NUL}Mart`, subdomain: unique("nulmart") }), "name"],
  ["website description", () => creator.post("/s/api/admin/websites", { name: "Nul Mart", description: `Fresh${NUL}`, subdomain: unique("nulmart") }), "description"],
];

describe("a NUL in a body field (the probe's fields)", () => {
  // The issue counts 21; the fields it names are these 20 (its address "lines" are line1 and line2).
  it("covers every field the probe named", () => {
    expect(BODY_FIELDS).toHaveLength(20);
  });

  it.each(BODY_FIELDS)("%s answers 422 naming the field", async (_finding, send, field) => {
    expectRefused(await send(), field);
  });
});

describe("the rule beyond NUL", () => {
  it("refuses the other C0 controls, DEL and the C1 controls in a body, with tab and line breaks left to the field", async () => {
    for (const control of ["\u0001", "\u0008", "\u000b", "\u001b", "\u001f", "\u007f", "\u0085", "\u009f"]) {
      expectRefused(await shopper.post("/s/api/wishlistCategory", { name: `Monthly${control}` }), "name", /control character/);
    }
  });

  it("takes tab and line breaks in a field of several lines (checkout notes, a website's description)", async () => {
    const created = await creator.post("/s/api/admin/websites", { name: "Two Line Mart", description: "Fresh every day.\r\nOpen\tseven days.", subdomain: unique("twoline") });
    expect(created.statusCode, created.body).toBe(201);
    const placed = await shopper.post("/s/api/checkout/place", await placeBody("Ring twice.\nLeave with\tthe guard."), { headers: { "idempotency-key": unique("key") } });
    expect(placed.statusCode, placed.body).toBe(201);
  });

  it("refuses a tab or line break in a one-line field, by its contract", async () => {
    expectRefused(await shopper.post("/s/api/account/addresses", { ...home, city: "Benga\nluru" }), "city", /one line/);
    expectRefused(await shopper.request("PUT", "/s/api/account/profile", { body: { name: "Priya\tSharma", email: "" } }), "name", /one line/);
    expectRefused(await admin.post(`${CATALOGUE}/brands`, { name: "Two\r\nLines", slug: unique("two-lines") }), "name", /one line/);
  });

  it("refuses tab and line breaks in a query or a path parameter, which are never several lines", async () => {
    expectRefused(await shopper.get("/s/api/products?q=atta%0Arice"), "q", ONE_LINE_MESSAGE);
    expectRefused(await shopper.get("/s/api/products?q=atta%09rice&c=ok"), "q", ONE_LINE_MESSAGE);
    expectRefused(await shopper.get("/s/api/account/orders/number/DEMO%00"), "ordernumber", ONE_LINE_MESSAGE);
    expectRefused(await shopper.get("/s/api/page/data/about-us%00"), "path", ONE_LINE_MESSAGE);
  });

  it("names nested fields and keys by their path", async () => {
    expectRefused(
      await admin.post("/s/api/pos/quote", {
        warehouse_id: 1,
        lines: [
          { pack_id: 1, quantity: 1 },
          { pack_id: `2${NUL}`, quantity: 1 },
        ],
      }),
      "lines.1.pack_id",
      CONTROL_CHARACTER_MESSAGE,
    );
    const form = await shopper.post("/s/api/forms/submit", { path: "/contact-us", form_id: "contact", values: { [`na${NUL}me`]: "Priya" } });
    expectRefused(form, "values.na\\u0000me", ONE_LINE_MESSAGE);
  });

  it("names a website settings field by its JSON pointer, as the settings' other refusals do", async () => {
    const site = (await admin.get("/s/api/admin/site")).json() as { settings: Record<string, unknown> };
    expectRefused(await admin.request("PUT", "/s/api/admin/site", { body: { ...site.settings, description: `Fresh${NUL}` } }), "/description", CONTROL_CHARACTER_MESSAGE);
  });

  it("refuses a CSV import cell holding a control character, naming its row and column; a description may hold line breaks", async () => {
    const upload = (csv: string) => admin.request("POST", `${CATALOGUE}/products/import?dry_run=1`, { body: csv, headers: { "content-type": "text/csv" } });
    const bad = await upload(`slug,name,description,hsn,gst_rate\r\n${unique("csv-nul")},Nul${NUL}Rice,Good,1006,5\r\n`);
    expect(bad.statusCode, bad.body).toBe(422);
    expect((bad.json() as ProductImportReport).rows).toEqual([{ row: 2, errors: { name: ONE_LINE_MESSAGE } }]);
    const good = await upload(`slug,name,description,hsn,gst_rate\r\n${unique("csv-lines")},Two Line Rice,"Long grain.\nAged a year.",1006,5\r\n`);
    expect(good.statusCode, good.body).toBe(200);
  });

  it("refuses an uploaded file whose name holds a control character", async () => {
    const boundary = "----kirana-control-boundary";
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="rice${NUL}.csv"\r\nContent-Type: text/csv\r\n\r\nslug,name\r\n${unique("csv-file")},Rice\r\n--${boundary}--\r\n`;
    const res = await admin.request("POST", `${CATALOGUE}/products/import?dry_run=1`, { body, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } });
    expectRefused(res, "file", ONE_LINE_MESSAGE);
  });

  it("stored nothing from a refused request", async () => {
    const names = (await h.services.db.select({ name: t.products.name }).from(t.products)).map((p) => p.name);
    expect(names.filter((n) => CONTROL_CHARACTER.test(n))).toEqual([]);
  });
});
