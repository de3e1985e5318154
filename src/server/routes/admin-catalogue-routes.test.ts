// The back-office's catalogue API (issue 11) over the real database: products with packs and
// stock, categories, brands and suppliers of the active website; bad input refused with
// nothing written; other websites' ids not found; every change in the audit log; and the
// shop showing each change at once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, count, eq, sql } from "drizzle-orm";
import * as t from "../db/schema";
import {
  BRAND_IN_USE,
  CATEGORY_HAS_CHILDREN,
  CATEGORY_HAS_PRODUCTS,
  CATEGORY_INTO_ITSELF,
  MAX_NET_QUANTITY,
  MAX_PACK_COUNT,
  PACK_UNIT_MESSAGE,
  PRICE_ABOVE_MRP,
  PRODUCT_SLUG_TAKEN,
  QUANTITY_WITHOUT_UNIT,
  UNIT_WITHOUT_QUANTITY,
  UNKNOWN_BRAND,
  UNKNOWN_IMAGE,
  UNKNOWN_WAREHOUSE,
  type AdminBrand,
  type AdminBrandsAnswer,
  type AdminCategoriesAnswer,
  type AdminCategory,
  type AdminProduct,
  type AdminProductsAnswer,
  type AdminSupplier,
  type AuditAnswer,
} from "../../shared/api/admin-catalogue";
import type { ProductListResponse } from "../../shared/api/products";
import { GST_RATE_REQUIRED, HSN_MESSAGE, HSN_REQUIRED, PRODUCT_GST_MISSING, UQC_MESSAGE } from "../../shared/product-gst";
import { setRegisteredForGst } from "../testing/gst-registration";
import { createTestApp, DEMO, FRESH, ShopClient, type TestApp } from "../testing/test-app";
import { WEBSITE_LOCK_NAMESPACES } from "../db/website-lock";
import { createAdminCategories } from "../domain/admin-catalogue/admin-categories";
import type { CatalogueWriter } from "../domain/admin-catalogue/catalogue-write";

const ANITA = "9876543212"; // admin of the demo store and of Fresh Basket
const PRIYA = "9876543210"; // a shopper

const API = "/s/api/admin/catalogue";
let h: TestApp;
let anita: ShopClient;
let ips = 0;

async function signedIn(phone: string, origin = DEMO) {
  const client = new ShopClient(h.app, origin, `10.31.0.${++ips}`);
  expect((await client.post("/s/api/test/sign-in", { phone }, { xsrf: false })).statusCode).toBe(200);
  return client;
}

const websiteId = async (code: string) => (await h.services.db.select({ id: t.websites.id }).from(t.websites).where(eq(t.websites.code, code)))[0]!.id;
const defaultWarehouse = async (code: string) => h.services.delivery.defaultWarehouse(await websiteId(code));
const auditCount = async () => (await h.services.db.select({ n: count() }).from(t.auditLog))[0]!.n;
const productCount = async () => (await h.services.db.select({ n: count() }).from(t.products))[0]!.n;
const shopSearch = async (q: string) => ((await new ShopClient(h.app, DEMO).get(`/s/api/products?q=${encodeURIComponent(q)}`)).json() as ProductListResponse).data;

/** A demo-store key of a seeded picture: what an uploaded picture's key looks like to these routes. */
async function demoPicture(): Promise<string> {
  const [row] = await h.services.db
    .select({ key: t.media.key })
    .from(t.media)
    .where(and(eq(t.media.websiteId, await websiteId("demo")), eq(t.media.key, "brands/amul.svg")));
  return (
    row?.key ??
    (
      await h.services.db
        .select({ key: t.media.key })
        .from(t.media)
        .where(eq(t.media.websiteId, await websiteId("demo")))
    )[0]!.key
  );
}

let stamp = 0;
const unique = (base: string) => `${base}-${++stamp}`;

async function newBrand(c = anita, name = "Kesar Farms"): Promise<AdminBrand> {
  const res = await c.post(`${API}/brands`, { name, slug: unique("kesar-farms") });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as AdminBrand;
}
async function newCategory(c = anita, parent_id: number | null = null, name = "Pickles"): Promise<AdminCategory> {
  const res = await c.post(`${API}/categories`, { name, slug: unique("pickles"), parent_id });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as AdminCategory;
}
async function newProduct(body: Record<string, unknown> = {}, c = anita): Promise<AdminProduct> {
  const res = await c.post(`${API}/products`, { name: "Mango Pickle", slug: unique("mango-pickle"), ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as AdminProduct;
}
async function addPack(productId: number, body: Record<string, unknown> = {}, c = anita): Promise<AdminProduct> {
  const res = await c.post(`${API}/products/${productId}/packs`, { name: "500 g", mrp: 250, price: 199.5, max_per_order: 5, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as AdminProduct;
}
const setStock = (packId: number, warehouse_id: number, quantity: unknown, c = anita) => c.request("PUT", `${API}/packs/${packId}/stock`, { body: { warehouse_id, quantity } });

beforeAll(async () => {
  h = await createTestApp();
  anita = await signedIn(ANITA);
  // The seeded websites are registered for GST, which asks every product for its HSN code and
  // rate; most tests here are about something else, so they start unregistered. The GST tests
  // register the demo store again.
  for (const code of ["demo", "fresh"]) await setRegisteredForGst(h.services.db, await websiteId(code), false);
});
afterAll(() => h.close());

describe("products, packs and stock", () => {
  it("adds a product with two packs and stock that a shopper then finds and sees priced", async () => {
    const brand = await newBrand(anita, "Zafrani Naturals");
    const category = await newCategory();
    const image = await demoPicture();
    const product = await newProduct({ name: "Zafrani Lime Pickle", brand_id: brand.id, category_ids: [category.id], images: [image], description: "<p>Tangy</p>", info: "Keep dry" });
    expect(product).toMatchObject({
      name: "Zafrani Lime Pickle",
      brand: { id: brand.id, name: "Zafrani Naturals" },
      categories: [{ id: category.id, name: "Pickles" }],
      images: [image],
      active: true,
      packs: [],
    });
    await addPack(product.id, { name: "250 g", mrp: 120, price: 99 });
    const withPacks = await addPack(product.id, { name: "1 kg", mrp: 400, price: 400, position: 1 });
    const [small, large] = withPacks.packs;
    // The server computes the discount as the shop shows it: percent off MRP, rounded down.
    expect(small).toMatchObject({ name: "250 g", mrp: 120, price: 99, discount: 17.5, discount_type: "percentage", max_per_order: 5, active: true });
    expect(large).toMatchObject({ name: "1 kg", discount: 0, discount_type: null });
    expect(small!.stock.every((s) => s.quantity === 0)).toBe(true);

    const warehouse = await defaultWarehouse("demo");
    for (const pack of [small!, large!]) expect((await setStock(pack.id, warehouse, 30)).statusCode).toBe(200);

    const found = (await shopSearch("zafrani lime")).find((p) => p.product_id === product.id);
    expect(found, "the shopper finds the new product by search").toBeDefined();
    expect(found!.brand_name).toBe("Zafrani Naturals");
    expect(found!.packs.map((k) => [k.pack_name, k.price, k.act_price, k.in_stock])).toEqual([
      ["250 g", 99, 120, true],
      ["1 kg", 400, 400, true],
    ]);
    // The brand and category names are searchable too.
    expect((await shopSearch("zafrani naturals")).some((p) => p.product_id === product.id)).toBe(true);

    const read = (await anita.get(`${API}/products/${product.id}`)).json() as AdminProduct;
    expect(read.packs.map((k) => k.stock.find((s) => s.warehouse_id === warehouse)!.quantity)).toEqual([30, 30]);

    // The list shows its units in each of the website's warehouses, 0 where it has none.
    expect((await setStock(small!.id, warehouse, 12)).statusCode).toBe(200);
    const listed = ((await anita.get(`${API}/products?q=${encodeURIComponent("Zafrani Lime")}`)).json() as AdminProductsAnswer).data.find((p) => p.id === product.id)!;
    const warehouses = await h.services.db
      .select({ id: t.warehouses.id, name: t.warehouses.name })
      .from(t.warehouses)
      .where(eq(t.warehouses.websiteId, (await h.services.db.select({ id: t.websites.id }).from(t.websites).where(eq(t.websites.code, "demo")))[0]!.id));
    expect(listed.stock).toEqual(warehouses.sort((x, y) => x.id - y.id).map((w) => ({ warehouse_id: w.id, warehouse: w.name, quantity: w.id === warehouse ? 42 : 0 })));
  });

  it("shows a changed price in the shop's listing at once, though the listing was cached", async () => {
    const product = await addPack((await newProduct({ name: "Cached Price Pickle" })).id, { mrp: 300, price: 250 });
    const pack = product.packs[0]!;
    await setStock(pack.id, await defaultWarehouse("demo"), 10);
    const shown = async () => (await shopSearch("cached price pickle")).find((p) => p.product_id === product.id)?.packs[0]?.price;
    expect(await shown()).toBe(250);
    // Asked twice, the second answer comes from the listing cache.
    expect(await shown()).toBe(250);
    const res = await anita.request("PUT", `${API}/packs/${pack.id}`, { body: { name: pack.name, mrp: 300, price: 210.25, max_per_order: 4 } });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as AdminProduct).packs[0]).toMatchObject({ price: 210.25, discount: 29.91, max_per_order: 4 });
    expect(await shown()).toBe(210.25);
    const [row] = await h.services.db.select({ price: t.packs.price, discount: t.packs.discount }).from(t.packs).where(eq(t.packs.id, pack.id));
    expect(row).toEqual({ price: 21025, discount: 2991 });
  });

  it("updates a product's fields, and deactivating it takes it out of the shop", async () => {
    const product = await addPack((await newProduct({ name: "Garlic Pickle" })).id);
    await setStock(product.packs[0]!.id, await defaultWarehouse("demo"), 5);
    expect((await shopSearch("garlic pickle")).some((p) => p.product_id === product.id)).toBe(true);

    const res = await anita.request("PUT", `${API}/products/${product.id}`, { body: { name: "Garlic Chutney", slug: product.slug, description: "Hot" } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: "Garlic Chutney", description: "Hot", brand: null, categories: [] });
    expect((await shopSearch("garlic chutney")).some((p) => p.product_id === product.id)).toBe(true);

    const gone = await anita.request("DELETE", `${API}/products/${product.id}`);
    expect(gone.statusCode, gone.body).toBe(200);
    expect((gone.json() as AdminProduct).active).toBe(false);
    expect((await shopSearch("garlic chutney")).some((p) => p.product_id === product.id)).toBe(false);
    expect((await new ShopClient(h.app, DEMO).get(`/s/api/products/${product.slug}`)).statusCode).toBe(404);
  });

  it("deactivates a pack, which the shop then leaves out", async () => {
    const product = await addPack((await addPack((await newProduct({ name: "Amla Pickle" })).id, { name: "200 g" })).id, { name: "400 g" });
    for (const k of product.packs) await setStock(k.id, await defaultWarehouse("demo"), 5);
    const res = await anita.request("DELETE", `${API}/packs/${product.packs[0]!.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as AdminProduct).packs.map((k) => k.active)).toEqual([false, true]);
    expect((await shopSearch("amla pickle")).find((p) => p.product_id === product.id)!.packs.map((k) => k.pack_name)).toEqual(["400 g"]);
  });

  it("lists products with search, filters and pages", async () => {
    const brand = await newBrand(anita, "Listing Brand");
    const parent = await newCategory(anita, null, "Listing Parent");
    const child = await newCategory(anita, parent.id, "Listing Child");
    const a = await newProduct({ name: "Listing Alpha %_", brand_id: brand.id, category_ids: [child.id] });
    const b = await newProduct({ name: "Listing Beta", brand_id: brand.id });
    await anita.request("DELETE", `${API}/products/${b.id}`);
    const list = async (query: string) => (await anita.get(`${API}/products?${query}`)).json() as AdminProductsAnswer;

    expect((await list(`brand_id=${brand.id}`)).data.map((p) => p.id)).toEqual([b.id, a.id]);
    expect((await list(`brand_id=${brand.id}&active=true`)).data.map((p) => p.id)).toEqual([a.id]);
    expect((await list(`brand_id=${brand.id}&active=false`)).data.map((p) => p.id)).toEqual([b.id]);
    // A parent category holds its sub-categories' products.
    expect((await list(`category_id=${parent.id}`)).data.map((p) => p.id)).toEqual([a.id]);
    // Search text is literal: % and _ are not wildcards.
    expect((await list(`q=${encodeURIComponent("alpha %_")}`)).data.map((p) => p.id)).toEqual([a.id]);
    expect((await list(`q=${encodeURIComponent("listing%beta")}`)).data).toEqual([]);
    const page2 = await list(`brand_id=${brand.id}&per_page=5&page=2`);
    expect(page2).toEqual({ data: [], meta: { total: 2, page: 2, per_page: 5 } });
    const all = await list("per_page=5");
    expect(all.data).toHaveLength(5);
    expect(all.meta.total).toBeGreaterThan(20);
  });

  it("refuses a slug another product of the website has with 409 on the slug, and allows it on another website", async () => {
    const first = await newProduct();
    const before = await productCount();
    const res = await anita.post(`${API}/products`, { name: "Another", slug: first.slug });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: PRODUCT_SLUG_TAKEN, errors: { slug: PRODUCT_SLUG_TAKEN } });
    const other = await newProduct({ name: "Second" });
    const clash = await anita.request("PUT", `${API}/products/${other.id}`, { body: { name: "Second", slug: first.slug } });
    expect(clash.statusCode).toBe(409);
    expect(await productCount()).toBe(before + 1);
    // Fresh Basket, which Anita also runs, may use the same slug.
    const fresh = await signedIn(ANITA, FRESH);
    expect((await fresh.post(`${API}/products`, { name: "Same slug elsewhere", slug: first.slug })).statusCode).toBe(201);
  });
});

// Since 1 February 2026, when 28% ended (12% ended on 21 September 2025).
const RATE_ENDED = "That rate is no longer in force: choose one of Exempt, 0%, 0.25%, 3%, 5%, 18%, 40%";
const OTHER_RATE = "The GST rate must be one of exempt, 0, 0.25, 3, 5, 18, 40";
const PICKLE_TAX = { hsn: "20019000", gst_rate: "5" };

describe("a product's GST particulars (issue 34)", () => {
  const row = async (id: number) =>
    (await h.services.db.select({ hsn: t.products.hsn, gstRate: t.products.gstRate, uqc: t.products.uqc, description: t.products.description }).from(t.products).where(eq(t.products.id, id)))[0];

  it("keeps the HSN code, GST rate and UQC, which the product answer and the audit log carry", async () => {
    const product = await newProduct({ name: "Taxed Pickle", hsn: " 20019000 ", gst_rate: "5", uqc: "BTL" });
    expect(product).toMatchObject({ hsn: "20019000", gst_rate: "5", uqc: "BTL" });
    expect(await row(product.id)).toMatchObject({ hsn: "20019000", gstRate: "5", uqc: "BTL" });
    expect((await anita.get(`${API}/products/${product.id}`)).json()).toMatchObject({ hsn: "20019000", gst_rate: "5", uqc: "BTL" });

    // A PUT replaces every field: the UQC left out goes back to the pack's unit.
    const res = await anita.request("PUT", `${API}/products/${product.id}`, { body: { name: product.name, slug: product.slug, hsn: "0813", gst_rate: "exempt" } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ hsn: "0813", gst_rate: "exempt", uqc: null });
    expect(await row(product.id)).toMatchObject({ hsn: "0813", gstRate: "exempt", uqc: null });
    const [entry] = ((await anita.get(`/s/api/admin/audit?entity_type=product&entity_id=${product.id}&action=update`)).json() as AuditAnswer).data;
    expect(entry!.before).toMatchObject({ hsn: "20019000", gst_rate: "5", uqc: "BTL" });
    expect(entry!.after).toMatchObject({ hsn: "0813", gst_rate: "exempt", uqc: null });

    // Without them (a website not registered for GST), nothing is stored.
    const untaxed = await newProduct({ name: "Untaxed Pickle" });
    expect(untaxed).toMatchObject({ hsn: "", gst_rate: null, uqc: null });
    expect(await row(untaxed.id)).toMatchObject({ hsn: null, gstRate: null, uqc: null });
  });

  it("asks a website registered for GST for the HSN code and rate of every product it saves", async () => {
    const demo = await websiteId("demo");
    const old = await newProduct({ name: "Unregistered Pickle" });
    await setRegisteredForGst(h.services.db, demo, true);
    try {
      const [audits, products] = [await auditCount(), await productCount()];
      const none = await anita.post(`${API}/products`, { name: "Registered Pickle", slug: unique("registered-pickle") });
      expect(none.statusCode).toBe(422);
      expect(none.json()).toEqual({ message: PRODUCT_GST_MISSING, errors: { hsn: HSN_REQUIRED, gst_rate: GST_RATE_REQUIRED } });
      const noRate = await anita.post(`${API}/products`, { name: "Registered Pickle", slug: unique("registered-pickle"), hsn: "2001", uqc: "BTL" });
      expect(noRate.json()).toEqual({ message: GST_RATE_REQUIRED, errors: { gst_rate: GST_RATE_REQUIRED } });
      const blankHsn = await anita.post(`${API}/products`, { name: "Registered Pickle", slug: unique("registered-pickle"), hsn: "   ", gst_rate: "5" });
      expect(blankHsn.json()).toEqual({ message: HSN_REQUIRED, errors: { hsn: HSN_REQUIRED } });
      // A product saved before the website registered is asked for them at its next save.
      const put = await anita.request("PUT", `${API}/products/${old.id}`, { body: { name: old.name, slug: old.slug, description: "Hot" } });
      expect(put.statusCode).toBe(422);
      expect(put.json()).toMatchObject({ errors: { hsn: HSN_REQUIRED, gst_rate: GST_RATE_REQUIRED } });
      expect([await auditCount(), await productCount()]).toEqual([audits, products]);
      expect(await row(old.id)).toMatchObject({ description: "", hsn: null });

      expect((await anita.request("PUT", `${API}/products/${old.id}`, { body: { name: old.name, slug: old.slug, description: "Hot", ...PICKLE_TAX } })).statusCode).toBe(200);
      expect(await row(old.id)).toMatchObject({ description: "Hot", hsn: "20019000", gstRate: "5" });
      expect(await newProduct({ name: "Registered Pickle", ...PICKLE_TAX })).toMatchObject(PICKLE_TAX);
    } finally {
      await setRegisteredForGst(h.services.db, demo, false);
    }
  });

  it("refuses a rate no longer in force, and reads back a product that still holds one so the owner can change it", async () => {
    for (const gst_rate of ["12", "28"]) {
      const res = await anita.post(`${API}/products`, { name: "Old Rate Pickle", slug: unique("old-rate-pickle"), hsn: "2001", gst_rate });
      expect(res.statusCode, gst_rate).toBe(422);
      expect(res.json()).toEqual({ message: RATE_ENDED, errors: { gst_rate: RATE_ENDED } });
    }
    // Saved at 12% before 22 September 2025, as the database keeps it.
    const product = await newProduct({ name: "Old Rate Pickle", ...PICKLE_TAX });
    await h.services.db.update(t.products).set({ gstRate: "12" }).where(eq(t.products.id, product.id));
    expect((await anita.get(`${API}/products/${product.id}`)).json()).toMatchObject({ gst_rate: "12" });
    const kept = await anita.request("PUT", `${API}/products/${product.id}`, { body: { name: product.name, slug: product.slug, hsn: "2001", gst_rate: "12" } });
    expect(kept.statusCode).toBe(422);
    expect(kept.json()).toEqual({ message: RATE_ENDED, errors: { gst_rate: RATE_ENDED } });
    const changed = await anita.request("PUT", `${API}/products/${product.id}`, { body: { name: product.name, slug: product.slug, hsn: "2001", gst_rate: "5" } });
    expect(changed.json()).toMatchObject({ gst_rate: "5" });
  });
});

describe("bad input", () => {
  it("answers 422 with a message per field and writes nothing", async () => {
    const product = await addPack((await newProduct()).id);
    const pack = product.packs[0]!;
    const [audits, products] = [await auditCount(), await productCount()];
    const cases: [string, string, unknown, Record<string, string | RegExp>][] = [
      ["POST", `${API}/products`, { name: 42, slug: "Not A Slug", active: "yes" }, { name: /text/, slug: /lower-case/, active: /true or false/ }],
      ["POST", `${API}/products`, { name: "x".repeat(201), slug: "x".repeat(101), description: "d".repeat(20_001) }, { name: /at most 200/, slug: /at most 100/, description: /at most 20000/ }],
      ["POST", `${API}/products`, { name: "Ghost", slug: "ghost-brand", brand_id: 2_000_000 }, { brand_id: UNKNOWN_BRAND }],
      ["POST", `${API}/products`, { name: "Ghost", slug: "ghost-brand", brand_id: "1", category_ids: [1.5] }, { brand_id: /brand id/, "category_ids.0": /category id/ }],
      ["POST", `${API}/products`, { name: "Ghost", slug: "ghost-image", images: ["uploads/000000000000000000000000.png"] }, { images: UNKNOWN_IMAGE }],
      ["POST", `${API}/products`, { name: "Ghost", slug: "ghost-image", images: ["javascript:alert(1)"] }, { "images.0": /uploaded picture/ }],
      ["POST", `${API}/products`, { name: "Ghost", slug: "ghost-gst", hsn: "20019", gst_rate: "7", uqc: "KG" }, { hsn: HSN_MESSAGE, gst_rate: OTHER_RATE, uqc: UQC_MESSAGE }],
      ["POST", `${API}/products`, { name: "Ghost", slug: "ghost-gst", hsn: 2001, gst_rate: 5, uqc: "kgs" }, { hsn: /must be text/, gst_rate: OTHER_RATE, uqc: UQC_MESSAGE }],
      ["PUT", `${API}/products/${product.id}`, { name: "Ghost", slug: "ghost-gst", hsn: "2001 90", gst_rate: "12" }, { hsn: HSN_MESSAGE, gst_rate: RATE_ENDED }],
      ["POST", `${API}/products/${product.id}/packs`, { name: "1 kg", mrp: -5, price: -1, max_per_order: 0 }, { mrp: /more than zero/, price: /more than zero/, max_per_order: /at least 1/ }],
      ["POST", `${API}/products/${product.id}/packs`, { name: "1 kg", mrp: 100, price: 120, max_per_order: 2 }, { price: PRICE_ABOVE_MRP }],
      ["PUT", `${API}/packs/${pack.id}`, { name: "1 kg", mrp: 100.001, price: "50", max_per_order: 2 }, { mrp: /2 decimals/, price: /rupees/ }],
      ["PUT", `${API}/packs/${pack.id}`, { name: "1 kg", mrp: 1e12, price: 1, max_per_order: 2 }, { mrp: /at most/ }],
      // Less than a paisa would be kept as a ₹0 pack.
      ["PUT", `${API}/packs/${pack.id}`, { name: "1 kg", mrp: 100, price: 1e-9, max_per_order: 2 }, { price: /2 decimals|more than zero/ }],
      ["POST", `${API}/products/${product.id}/packs`, { name: "5 kg", mrp: 0.001, price: 0.001, max_per_order: 2 }, { mrp: /2 decimals|more than zero/, price: /2 decimals|more than zero/ }],
      ["PUT", `${API}/packs/${pack.id}/stock`, { warehouse_id: await defaultWarehouse("demo"), quantity: -1 }, { quantity: /negative/ }],
      ["PUT", `${API}/packs/${pack.id}/stock`, { warehouse_id: await defaultWarehouse("demo"), quantity: 2.5 }, { quantity: /whole number/ }],
      ["PUT", `${API}/packs/${pack.id}/stock`, { warehouse_id: await defaultWarehouse("fresh"), quantity: 4 }, { warehouse_id: UNKNOWN_WAREHOUSE }],
      ["POST", `${API}/categories`, { name: "", slug: "-bad-" }, { name: /Give the name/, slug: /lower-case/ }],
      ["POST", `${API}/brands`, { name: "Brand", slug: "nul", logo: "../../etc/passwd" }, { logo: /uploaded picture/ }],
      // A NUL is refused before the body is judged field by field (ADR 0049).
      ["POST", `${API}/brands`, { name: "Nul\u0000Brand", slug: "nul", logo: "../../etc/passwd" }, { name: /control character/ }],
      ["POST", `${API}/suppliers`, { name: "Sly", slug: "sly", link: "javascript:alert(1)" }, { link: /page of the shop/ }],
      ["GET", `${API}/products?page=0&per_page=7&brand_id=0x1&active=maybe`, undefined, { page: /between 1/, per_page: /one of/, brand_id: /positive whole/, active: /true or false/ }],
      // Days the database cannot keep or compare (year 0, year 10000 the day after) are refused, not a 500.
      ["GET", `/s/api/admin/audit?from=0000-01-01&to=9999-12-31`, undefined, { from: /between the years 2000 and 2100/, to: /between the years 2000 and 2100/ }],
    ];
    for (const [method, url, body, errors] of cases) {
      const res = await anita.request(method as "POST", url, body === undefined ? {} : { body });
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(body)}: ${res.body}`).toBe(422);
      const answer = res.json() as { message: string; errors: Record<string, string> };
      expect(typeof answer.message).toBe("string");
      for (const [field, message] of Object.entries(errors)) expect(answer.errors[field], `${url} ${field}: ${res.body}`).toMatch(message);
    }
    for (const id of ["abc", "0", "1e3", "99999999999"]) {
      const res = await anita.get(`${API}/products/${id}`);
      expect(res.statusCode, id).toBe(422);
    }
    expect(await auditCount()).toBe(audits);
    expect(await productCount()).toBe(products);
    const [row] = await h.services.db.select({ price: t.packs.price, mrp: t.packs.mrp }).from(t.packs).where(eq(t.packs.id, pack.id));
    expect(row).toEqual({ price: 19950, mrp: 25000 });
  });

  it("refuses a body over the server's limit", async () => {
    const res = await anita.post(`${API}/products`, { name: "Huge", slug: "huge", description: "x".repeat(2 * 1024 * 1024) });
    expect(res.statusCode).toBe(413);
  });
});

describe("another website's ids", () => {
  it("are not found, and naming them in a body is refused, changing nothing", async () => {
    const fresh = await signedIn(ANITA, FRESH);
    const theirs = await addPack((await newProduct({ name: "Fresh only" }, fresh)).id, {}, fresh);
    const theirBrand = await newBrand(fresh);
    const theirCategory = await newCategory(fresh);
    const supplier = (await fresh.post(`${API}/suppliers`, { name: "Fresh Farms", slug: unique("fresh-farms"), link: "/products" })).json() as AdminSupplier;
    const audits = await auditCount();

    const notFound: [string, string, unknown][] = [
      ["GET", `${API}/products/${theirs.id}`, undefined],
      ["PUT", `${API}/products/${theirs.id}`, { name: "Taken", slug: "taken" }],
      ["DELETE", `${API}/products/${theirs.id}`, undefined],
      ["POST", `${API}/products/${theirs.id}/packs`, { name: "1 kg", mrp: 10, price: 10, max_per_order: 1 }],
      ["PUT", `${API}/packs/${theirs.packs[0]!.id}`, { name: "1 kg", mrp: 10, price: 1, max_per_order: 1 }],
      ["DELETE", `${API}/packs/${theirs.packs[0]!.id}`, undefined],
      ["PUT", `${API}/packs/${theirs.packs[0]!.id}/stock`, { warehouse_id: await defaultWarehouse("demo"), quantity: 1 }],
      ["PUT", `${API}/categories/${theirCategory.id}`, { name: "Taken", slug: "taken" }],
      ["POST", `${API}/categories/${theirCategory.id}/move`, { parent_id: null, position: 0 }],
      ["DELETE", `${API}/categories/${theirCategory.id}`, undefined],
      ["PUT", `${API}/brands/${theirBrand.id}`, { name: "Taken", slug: "taken" }],
      ["DELETE", `${API}/brands/${theirBrand.id}`, undefined],
      ["PUT", `${API}/suppliers/${supplier.id}`, { name: "Taken", slug: "taken", link: "/" }],
      ["DELETE", `${API}/suppliers/${supplier.id}`, undefined],
    ];
    for (const [method, url, body] of notFound) {
      const res = await anita.request(method as "GET", url, body === undefined ? {} : { body });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(404);
      expect(res.body).not.toContain("Fresh only");
    }
    const named: [string, Record<string, unknown>, string][] = [
      [`${API}/products`, { name: "X", slug: unique("x"), brand_id: theirBrand.id }, "brand_id"],
      [`${API}/products`, { name: "X", slug: unique("x"), supplier_id: supplier.id }, "supplier_id"],
      [`${API}/products`, { name: "X", slug: unique("x"), category_ids: [theirCategory.id] }, "category_ids"],
      [`${API}/categories`, { name: "X", slug: unique("x"), parent_id: theirCategory.id }, "parent_id"],
    ];
    for (const [url, body, field] of named) {
      const res = await anita.post(url, body);
      expect(res.statusCode, res.body).toBe(422);
      expect(Object.keys((res.json() as { errors: object }).errors)).toEqual([field]);
    }
    expect(await auditCount()).toBe(audits);
    expect(((await fresh.get(`${API}/products/${theirs.id}`)).json() as AdminProduct).name).toBe("Fresh only");
  });
});

describe("categories", () => {
  it("creates a tree, renames, moves and reorders, and refuses a move under itself", async () => {
    const top = await newCategory(anita, null, "Tree Top");
    const a = await newCategory(anita, top.id, "Tree A");
    const b = await newCategory(anita, top.id, "Tree B");
    const c = await newCategory(anita, a.id, "Tree C");
    expect([a.position, b.position]).toEqual([0, 1]);

    const renamed = await anita.request("PUT", `${API}/categories/${b.id}`, { body: { name: "Tree Bee", slug: b.slug } });
    expect(renamed.json()).toMatchObject({ id: b.id, name: "Tree Bee", parent_id: top.id });

    // Drag B before A.
    const moved = await anita.post(`${API}/categories/${b.id}/move`, { parent_id: top.id, position: 0 });
    expect(moved.statusCode, moved.body).toBe(200);
    const topNode = (moved.json() as AdminCategoriesAnswer).categories.find((n) => n.id === top.id)!;
    expect(topNode.children.map((n) => [n.name, n.position])).toEqual([
      ["Tree Bee", 0],
      ["Tree A", 1],
    ]);
    expect(topNode.children[1]!.children.map((n) => n.id)).toEqual([c.id]);

    // Nest C at the top level; A's branch is left without it.
    const up = (await (await anita.post(`${API}/categories/${c.id}/move`, { parent_id: null, position: 0 })).json()) as AdminCategoriesAnswer;
    expect(up.categories[0]!.id).toBe(c.id);
    expect(up.categories.find((n) => n.id === top.id)!.children.find((n) => n.id === a.id)!.children).toEqual([]);

    for (const parent of [top.id, a.id]) {
      const res = await anita.post(`${API}/categories/${top.id}/move`, { parent_id: parent, position: 0 });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message: CATEGORY_INTO_ITSELF, errors: { parent_id: CATEGORY_INTO_ITSELF } });
    }
    const tree = (await anita.get(`${API}/categories`)).json() as AdminCategoriesAnswer;
    expect(tree.categories.find((n) => n.id === top.id)!.parent_id).toBeNull();
  });

  it("takes turns with another admin: every tree change holds the website's category lock until it commits", async () => {
    // Two moves at once (A under B, B under A) would each pass the cycle check on their own reading.
    const demo = await websiteId("demo");
    const held: unknown[] = [];
    const writer: CatalogueWriter = (_websiteId, _slugTaken, change) =>
      h.services.db.transaction(async (tx) => {
        const result = await change(tx);
        const locks = (await tx.execute(sql`select classid::int as classid, objid::int as objid from pg_locks where locktype = 'advisory' and objsubid = 2 and pid = pg_backend_pid()`)) as unknown as {
          rows: { classid: number; objid: number }[];
        };
        held.push(...locks.rows.map((r) => [Number(r.classid), Number(r.objid)]));
        return result;
      });
    const admin = createAdminCategories(h.services.db, writer);
    const user = (await h.services.db.select({ id: t.users.id }).from(t.users).where(eq(t.users.phone, ANITA)))[0]!.id;
    const key = [WEBSITE_LOCK_NAMESPACES.categories, demo];
    const a = await admin.create(demo, user, { name: "Locked A", slug: "locked-a", avatar: null, parent_id: null });
    const b = await admin.create(demo, user, { name: "Locked B", slug: "locked-b", avatar: null, parent_id: null });
    await admin.move(demo, user, a.id, { parent_id: b.id, position: 0 });
    await admin.remove(demo, user, a.id);
    await admin.remove(demo, user, b.id);
    expect(held).toEqual([key, key, key, key, key]);
  });

  it("deletes only an empty category and says why otherwise", async () => {
    const parent = await newCategory(anita, null, "Delete Parent");
    const child = await newCategory(anita, parent.id, "Delete Child");
    const product = await newProduct({ category_ids: [child.id] });
    const refusedParent = await anita.request("DELETE", `${API}/categories/${parent.id}`);
    expect(refusedParent.statusCode).toBe(409);
    expect(refusedParent.json()).toEqual({ message: CATEGORY_HAS_CHILDREN });
    const refusedChild = await anita.request("DELETE", `${API}/categories/${child.id}`);
    expect(refusedChild.json()).toEqual({ message: CATEGORY_HAS_PRODUCTS });
    await anita.request("PUT", `${API}/products/${product.id}`, { body: { name: product.name, slug: product.slug, category_ids: [] } });
    expect((await anita.request("DELETE", `${API}/categories/${child.id}`)).statusCode).toBe(204);
    expect((await anita.request("DELETE", `${API}/categories/${parent.id}`)).statusCode).toBe(204);
    const tree = (await anita.get(`${API}/categories`)).json() as AdminCategoriesAnswer;
    expect(JSON.stringify(tree)).not.toContain("Delete Parent");
  });

  it("renaming a category changes what shoppers' searches find", async () => {
    const category = await newCategory(anita, null, "Quinceberry");
    const product = await addPack((await newProduct({ name: "Plain Jar", category_ids: [category.id] })).id);
    await setStock(product.packs[0]!.id, await defaultWarehouse("demo"), 3);
    expect((await shopSearch("quinceberry")).some((p) => p.product_id === product.id)).toBe(true);
    await anita.request("PUT", `${API}/categories/${category.id}`, { body: { name: "Yuzuberry", slug: category.slug } });
    expect((await shopSearch("quinceberry")).some((p) => p.product_id === product.id)).toBe(false);
    expect((await shopSearch("yuzuberry")).some((p) => p.product_id === product.id)).toBe(true);
  });
});

describe("brands and suppliers", () => {
  it("lists, edits and deletes brands, refusing one that products carry", async () => {
    const brand = await newBrand(anita, "Brandwise Oils");
    const product = await addPack((await newProduct({ name: "Cold Pressed Oil", brand_id: brand.id })).id);
    await setStock(product.packs[0]!.id, await defaultWarehouse("demo"), 3);
    const listed = (await anita.get(`${API}/brands?q=brandwise`)).json() as AdminBrandsAnswer;
    expect(listed.data).toEqual([{ ...brand, product_count: 1 }]);

    const logo = await demoPicture();
    const edited = await anita.request("PUT", `${API}/brands/${brand.id}`, { body: { name: "Tilwise Oils", slug: brand.slug, logo } });
    expect(edited.json()).toMatchObject({ name: "Tilwise Oils", logo });
    // The shop's search knows the brand's new name at once.
    expect((await shopSearch("tilwise")).some((p) => p.product_id === product.id)).toBe(true);

    const refused = await anita.request("DELETE", `${API}/brands/${brand.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: BRAND_IN_USE });
    const unused = await newBrand();
    expect((await anita.request("DELETE", `${API}/brands/${unused.id}`)).statusCode).toBe(204);
    expect((await anita.get(`${API}/brands?q=kesar&per_page=100`)).json()).toMatchObject({ data: expect.not.arrayContaining([expect.objectContaining({ id: unused.id })]) });
  });

  it("keeps suppliers with their link", async () => {
    const res = await anita.post(`${API}/suppliers`, { name: "Village Co-op", slug: unique("village-co-op"), link: "https://coop.example.in/about" });
    expect(res.statusCode, res.body).toBe(201);
    const supplier = res.json() as AdminSupplier;
    expect(supplier).toMatchObject({ name: "Village Co-op", link: "https://coop.example.in/about", image: null, product_count: 0 });
    const product = await newProduct({ supplier_id: supplier.id });
    expect(product.supplier).toEqual({ id: supplier.id, name: "Village Co-op" });
    expect((await anita.request("DELETE", `${API}/suppliers/${supplier.id}`)).statusCode).toBe(409);
  });
});

describe("Hindi texts (issue 35)", () => {
  const hindiShopper = () => {
    const c = new ShopClient(h.app, DEMO, `10.31.1.${++ips}`);
    c.cookies.set("lang", "hi");
    return c;
  };

  it("keeps a product's and its pack's Hindi name and description, trimmed, which a Hindi shopper then sees", async () => {
    await h.services.db
      .update(t.websites)
      .set({ languages: ["en", "hi"] })
      .where(eq(t.websites.id, await websiteId("demo")));
    const created = await newProduct({ name: "Aam Ka Achaar", name_hi: "  आम का अचार  ", description: "Tangy", description_hi: "  खट्टा-मीठा\nघर जैसा  " });
    expect(created).toMatchObject({ name: "Aam Ka Achaar", name_hi: "आम का अचार", description_hi: "खट्टा-मीठा\nघर जैसा" });
    const withPack = await addPack(created.id, { name: "1 kg", name_hi: " एक किलो " });
    const pack = withPack.packs[0]!;
    expect(pack).toMatchObject({ name: "1 kg", name_hi: "एक किलो" });
    await setStock(pack.id, await defaultWarehouse("demo"), 5);

    const shown = (await hindiShopper().get(`/s/api/products/${created.slug}`)).json() as { product_name: string; product_description: string; packs: { pack_name: string }[] };
    expect(shown).toMatchObject({ product_name: "आम का अचार", product_description: "खट्टा-मीठा\nघर जैसा", packs: [{ pack_name: "एक किलो" }] });
    const inEnglish = (await new ShopClient(h.app, DEMO).get(`/s/api/products/${created.slug}`)).json() as { product_name: string; packs: { pack_name: string }[] };
    expect(inEnglish).toMatchObject({ product_name: "Aam Ka Achaar", packs: [{ pack_name: "1 kg" }] });

    // A body without the Hindi texts keeps them; an empty one clears them, and the shop shows the English.
    const body = { name: "Aam Ka Achaar", slug: created.slug, description: "Tangy" };
    const kept = await anita.request("PUT", `${API}/products/${created.id}`, { body });
    expect(kept.json()).toMatchObject({ name_hi: "आम का अचार", description_hi: "खट्टा-मीठा\nघर जैसा" });
    const packBody = { name: "1 kg", mrp: 250, price: 199.5, max_per_order: 5 };
    expect((await anita.request("PUT", `${API}/packs/${pack.id}`, { body: packBody })).json()).toMatchObject({ packs: [{ name_hi: "एक किलो" }] });
    const cleared = await anita.request("PUT", `${API}/products/${created.id}`, { body: { ...body, name_hi: "   ", description_hi: null } });
    expect(cleared.json()).toMatchObject({ name_hi: "", description_hi: "" });
    expect((await anita.request("PUT", `${API}/packs/${pack.id}`, { body: { ...packBody, name_hi: "" } })).json()).toMatchObject({ packs: [{ name_hi: "" }] });
    const [row] = await h.services.db.select({ nameHi: t.products.nameHi, descriptionHi: t.products.descriptionHi }).from(t.products).where(eq(t.products.id, created.id));
    expect(row).toEqual({ nameHi: null, descriptionHi: null });
    expect(((await hindiShopper().get(`/s/api/products/${created.slug}`)).json() as { product_name: string }).product_name).toBe("Aam Ka Achaar");

    // The audit log has the Hindi texts before and after.
    const audit = (await anita.get(`/s/api/admin/audit?entity_type=product&entity_id=${created.id}&action=update`)).json() as AuditAnswer;
    expect(audit.data[0]).toMatchObject({ before: { name_hi: "आम का अचार" }, after: { name_hi: "" } });
  });

  it("keeps a category's and a brand's Hindi name, which the shop's menu shows in Hindi", async () => {
    const category = await (async () => {
      const res = await anita.post(`${API}/categories`, { name: "Pickles and Chutneys", name_hi: " अचार और चटनी ", slug: unique("pickles-chutneys"), parent_id: null });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as AdminCategory;
    })();
    expect(category.name_hi).toBe("अचार और चटनी");
    const renamed = await anita.request("PUT", `${API}/categories/${category.id}`, { body: { name: "Pickles", slug: category.slug } });
    expect(renamed.json()).toMatchObject({ name: "Pickles", name_hi: "अचार और चटनी" });
    const tree = (await anita.get(`${API}/categories`)).json() as AdminCategoriesAnswer;
    expect(tree.categories.find((c) => c.id === category.id)).toMatchObject({ name_hi: "अचार और चटनी" });

    const brandRes = await anita.post(`${API}/brands`, { name: "Nani's Kitchen", name_hi: "नानी की रसोई", slug: unique("nanis-kitchen") });
    expect(brandRes.statusCode, brandRes.body).toBe(201);
    const brand = brandRes.json() as AdminBrand;
    expect(brand.name_hi).toBe("नानी की रसोई");
    expect((await anita.request("PUT", `${API}/brands/${brand.id}`, { body: { name: "Nani's Kitchen", slug: brand.slug } })).json()).toMatchObject({ name_hi: "नानी की रसोई" });
    expect((await anita.get(`${API}/brands?q=nani`)).json()).toMatchObject({ data: [{ id: brand.id, name_hi: "नानी की रसोई" }] });

    await h.services.db
      .update(t.websites)
      .set({ languages: ["en", "hi"] })
      .where(eq(t.websites.id, await websiteId("demo")));
    await h.services.catalogueChanges.catalogueChanged(await websiteId("demo"));
    const init = (await hindiShopper().get("/s/api/init")).json() as { categories: { slug: string; name: string }[]; brands: { name: string }[] };
    expect(init.categories.find((c) => c.slug === category.slug)?.name).toBe("अचार और चटनी");
    expect(init.brands.map((b) => b.name)).toContain("नानी की रसोई");
    const cleared = await anita.request("PUT", `${API}/categories/${category.id}`, { body: { name: "Pickles", name_hi: "", slug: category.slug } });
    expect(cleared.json()).toMatchObject({ name_hi: "" });
  });

  it("keeps a product's information in Hindi, trimmed, which a Hindi shopper then sees; left out it stays, empty it goes", async () => {
    await h.services.db
      .update(t.websites)
      .set({ languages: ["en", "hi"] })
      .where(eq(t.websites.id, await websiteId("demo")));
    const created = await newProduct({ name: "Nimbu Achaar", info: "Keep dry.\nUse a dry spoon.", info_hi: "  सूखी जगह रखें।\nसूखे चम्मच से निकालें।  " });
    expect(created).toMatchObject({ info: "Keep dry.\nUse a dry spoon.", info_hi: "सूखी जगह रखें।\nसूखे चम्मच से निकालें।" });
    const pack = (await addPack(created.id)).packs[0]!;
    expect((await setStock(pack.id, await defaultWarehouse("demo"), 5)).statusCode).toBe(200);
    const shown = async (client: ShopClient) => ((await client.get(`/s/api/products/${created.slug}`)).json() as { product_info?: string }).product_info;
    expect(await shown(hindiShopper())).toBe("सूखी जगह रखें।\nसूखे चम्मच से निकालें।");
    expect(await shown(new ShopClient(h.app, DEMO))).toBe("Keep dry.\nUse a dry spoon.");

    const body = { name: "Nimbu Achaar", slug: created.slug, info: "Keep dry." };
    expect((await anita.request("PUT", `${API}/products/${created.id}`, { body })).json()).toMatchObject({ info: "Keep dry.", info_hi: "सूखी जगह रखें।\nसूखे चम्मच से निकालें।" });
    const cleared = await anita.request("PUT", `${API}/products/${created.id}`, { body: { ...body, info_hi: "  " } });
    expect(cleared.json()).toMatchObject({ info_hi: "" });
    const [row] = await h.services.db.select({ infoHi: t.products.infoHi }).from(t.products).where(eq(t.products.id, created.id));
    expect(row).toEqual({ infoHi: null });
    expect(await shown(hindiShopper())).toBe("Keep dry.");
    const audit = (await anita.get(`/s/api/admin/audit?entity_type=product&entity_id=${created.id}&action=update`)).json() as AuditAnswer;
    expect(audit.data[0]).toMatchObject({ before: { info_hi: "सूखी जगह रखें।\nसूखे चम्मच से निकालें।" }, after: { info_hi: "" } });
  });

  it("keeps a supplier's Hindi name, trimmed; left out it stays, empty it goes", async () => {
    const res = await anita.post(`${API}/suppliers`, { name: "Konkan Traders", name_hi: "  कोंकण ट्रेडर्स ", slug: unique("konkan-traders"), link: "/products" });
    expect(res.statusCode, res.body).toBe(201);
    const supplier = res.json() as AdminSupplier;
    expect(supplier).toMatchObject({ name: "Konkan Traders", name_hi: "कोंकण ट्रेडर्स" });
    const body = { name: "Konkan Traders", slug: supplier.slug, link: "/products?c=fruits" };
    expect((await anita.request("PUT", `${API}/suppliers/${supplier.id}`, { body })).json()).toMatchObject({ link: "/products?c=fruits", name_hi: "कोंकण ट्रेडर्स" });
    expect((await anita.get(`${API}/suppliers?q=konkan`)).json()).toMatchObject({ data: [{ id: supplier.id, name_hi: "कोंकण ट्रेडर्स" }] });
    expect((await anita.request("PUT", `${API}/suppliers/${supplier.id}`, { body: { ...body, name_hi: "" } })).json()).toMatchObject({ name_hi: "" });
    const [row] = await h.services.db.select({ nameHi: t.suppliers.nameHi }).from(t.suppliers).where(eq(t.suppliers.id, supplier.id));
    expect(row).toEqual({ nameHi: null });
  });

  it("refuses a Hindi text that is too long, or a name of more than one line, writing nothing", async () => {
    const product = await addPack((await newProduct()).id);
    const [audits, products] = [await auditCount(), await productCount()];
    const cases: [string, string, unknown, Record<string, string | RegExp>][] = [
      [
        "POST",
        `${API}/products`,
        { name: "Ghost", slug: "ghost-hi", name_hi: "न".repeat(201), description_hi: "द".repeat(20_001) },
        { name_hi: /Name \(Hindi\) may hold at most 200/, description_hi: /at most 20000/ },
      ],
      ["POST", `${API}/products`, { name: "Ghost", slug: "ghost-hi", name_hi: "दो\nपंक्तियाँ", description_hi: 5 }, { name_hi: /one line/, description_hi: /must be text/ }],
      ["PUT", `${API}/packs/${product.packs[0]!.id}`, { name: "1 kg", name_hi: "क".repeat(201), mrp: 100, price: 90, max_per_order: 2 }, { name_hi: /at most 200/ }],
      ["POST", `${API}/categories`, { name: "Ghost", slug: "ghost-hi", name_hi: ["सूची"] }, { name_hi: /must be text/ }],
      ["POST", `${API}/brands`, { name: "Ghost", slug: "ghost-hi", name_hi: "ब\tर" }, { name_hi: /one line/ }],
      ["POST", `${API}/products`, { name: "Ghost", slug: "ghost-hi", info_hi: "ज".repeat(20_001) }, { info_hi: /Information \(Hindi\) may hold at most 20000/ }],
      ["POST", `${API}/products`, { name: "Ghost", slug: "ghost-hi", info_hi: ["सूची"] }, { info_hi: /Information \(Hindi\) must be text/ }],
      ["POST", `${API}/suppliers`, { name: "Ghost", slug: "ghost-hi", link: "/", name_hi: "स".repeat(201) }, { name_hi: /Name \(Hindi\) may hold at most 200/ }],
      ["POST", `${API}/suppliers`, { name: "Ghost", slug: "ghost-hi", link: "/", name_hi: "दो\nपंक्तियाँ" }, { name_hi: /one line/ }],
    ];
    for (const [method, url, body, errors] of cases) {
      const res = await anita.request(method as "POST", url, { body });
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(body)}: ${res.body}`).toBe(422);
      const answer = res.json() as { errors: Record<string, string> };
      for (const [field, message] of Object.entries(errors)) expect(answer.errors[field], `${url} ${field}: ${res.body}`).toMatch(message);
    }
    expect(await auditCount()).toBe(audits);
    expect(await productCount()).toBe(products);
  });
});

describe("a pack's quantity (ADR 0061)", () => {
  it("keeps net quantity, unit and items in the pack, which the shop's answer and the audit log carry", async () => {
    const product = await addPack((await newProduct({ name: "Quantity Lassi" })).id, { name: "6 x 250 ml", net_quantity: 250, unit: "ml", pack_count: 6 });
    const pack = product.packs[0]!;
    expect(pack).toMatchObject({ net_quantity: 250, unit: "ml", pack_count: 6 });
    await setStock(pack.id, await defaultWarehouse("demo"), 9);
    const [found] = await shopSearch("quantity lassi");
    expect(found!.packs[0]).toMatchObject({ pack_name: "6 x 250 ml", net_quantity: 250, unit: "ml", pack_count: 6 });

    // A kilogram is given in grams; the edit is logged with the pack before and after.
    const res = await anita.request("PUT", `${API}/packs/${pack.id}`, { body: { name: "1 kg", mrp: 250, price: 199.5, max_per_order: 5, net_quantity: 1000, unit: "g", pack_count: 1 } });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as AdminProduct).packs[0]).toMatchObject({ net_quantity: 1000, unit: "g", pack_count: 1 });
    const log = (await anita.get(`/s/api/admin/audit?entity_type=pack&entity_id=${pack.id}&action=update`)).json() as AuditAnswer;
    expect(log.data[0]!.before).toMatchObject({ name: "6 x 250 ml", net_quantity: 250, unit: "ml", pack_count: 6 });
    expect(log.data[0]!.after).toMatchObject({ name: "1 kg", net_quantity: 1000, unit: "g", pack_count: 1 });

    // A PUT replaces every field: one that leaves the quantity out says the pack has none.
    const cleared = await anita.request("PUT", `${API}/packs/${pack.id}`, { body: { name: "Loose", mrp: 250, price: 199.5, max_per_order: 5 } });
    expect((cleared.json() as AdminProduct).packs[0]).toMatchObject({ net_quantity: null, unit: null, pack_count: 1 });
    const [row] = await h.services.db.select({ netQuantity: t.packs.netQuantity, unit: t.packs.unit, packCount: t.packs.packCount }).from(t.packs).where(eq(t.packs.id, pack.id));
    expect(row).toEqual({ netQuantity: null, unit: null, packCount: 1 });
  });

  it("refuses a net quantity without its unit and the reverse, and numbers out of range, writing nothing", async () => {
    const product = await addPack((await newProduct({ name: "Quantity Refusals" })).id, { net_quantity: 500, unit: "g" });
    const pack = product.packs[0]!;
    const audits = await auditCount();
    const base = { name: "1 kg", mrp: 100, price: 90, max_per_order: 2 };
    const cases: [Record<string, unknown>, Record<string, string | RegExp>][] = [
      [{ net_quantity: 1000 }, { unit: QUANTITY_WITHOUT_UNIT }],
      [{ net_quantity: 1000, unit: null }, { unit: QUANTITY_WITHOUT_UNIT }],
      [{ unit: "g" }, { net_quantity: UNIT_WITHOUT_QUANTITY }],
      [{ net_quantity: 1, unit: "kg" }, { unit: PACK_UNIT_MESSAGE }],
      [{ net_quantity: 0, unit: "g" }, { net_quantity: /at least 1/ }],
      [{ net_quantity: 1.5, unit: "g" }, { net_quantity: /whole number/ }],
      [{ net_quantity: "500", unit: "g" }, { net_quantity: /whole number/ }],
      [{ net_quantity: MAX_NET_QUANTITY + 1, unit: "g" }, { net_quantity: new RegExp(`at most ${MAX_NET_QUANTITY}`) }],
      [{ net_quantity: 250, unit: "ml", pack_count: 0 }, { pack_count: /at least 1/ }],
      [{ net_quantity: 250, unit: "ml", pack_count: 2.5 }, { pack_count: /whole number/ }],
      [{ net_quantity: 250, unit: "ml", pack_count: MAX_PACK_COUNT + 1 }, { pack_count: new RegExp(`at most ${MAX_PACK_COUNT}`) }],
    ];
    for (const [given, errors] of cases) {
      for (const [method, url] of [
        ["POST", `${API}/products/${product.id}/packs`],
        ["PUT", `${API}/packs/${pack.id}`],
      ] as const) {
        const res = await anita.request(method, url, { body: { ...base, ...given } });
        expect(res.statusCode, `${method} ${JSON.stringify(given)}: ${res.body}`).toBe(422);
        const answer = res.json() as { message: string; errors: Record<string, string> };
        expect(Object.keys(answer.errors), JSON.stringify(given)).toEqual(Object.keys(errors));
        for (const [field, message] of Object.entries(errors)) expect(answer.errors[field]).toMatch(message);
        // §8: the one problem is the answer's message too, said in the owner's words.
        expect(answer.message).toBe(Object.values(answer.errors)[0]);
      }
    }
    expect(await auditCount()).toBe(audits);
    const rows = await h.services.db.select({ netQuantity: t.packs.netQuantity, unit: t.packs.unit }).from(t.packs).where(eq(t.packs.productId, product.id));
    expect(rows).toEqual([{ netQuantity: 500, unit: "g" }]);
  });
});

describe("the audit log", () => {
  it("records every change with who, what, when and the entity before and after", async () => {
    const started = new Date();
    const product = await addPack((await newProduct({ name: "Audited Pickle" })).id, { mrp: 100, price: 90 });
    const pack = product.packs[0]!;
    await anita.request("PUT", `${API}/packs/${pack.id}`, { body: { name: pack.name, mrp: 100, price: 80, max_per_order: 5 } });
    await setStock(pack.id, await defaultWarehouse("demo"), 12);

    const productLog = (await anita.get(`/s/api/admin/audit?entity_type=product&entity_id=${product.id}`)).json() as AuditAnswer;
    expect(productLog.data).toHaveLength(1);
    expect(productLog.data[0]).toMatchObject({
      action: "create",
      entity_type: "product",
      entity_id: product.id,
      before: null,
      after: { name: "Audited Pickle", slug: product.slug },
      user: { phone: ANITA },
    });
    expect(Date.parse(productLog.data[0]!.at)).toBeGreaterThanOrEqual(started.getTime() - 1000);

    const packLog = (await anita.get(`/s/api/admin/audit?entity_id=${pack.id}&per_page=50`)).json() as AuditAnswer;
    const mine = packLog.data.filter((e) => e.entity_type !== "product");
    expect(mine.map((e) => [e.entity_type, e.action])).toEqual([
      ["stock", "set_stock"],
      ["pack", "update"],
      ["pack", "create"],
    ]);
    expect(mine[1]!.before).toMatchObject({ price: 90, discount: 10 });
    expect(mine[1]!.after).toMatchObject({ price: 80, discount: 20 });
    expect((mine[0]!.after as { stock: { quantity: number }[] }).stock.some((s) => s.quantity === 12)).toBe(true);

    const byAction = (await anita.get("/s/api/admin/audit?action=set_stock&per_page=100")).json() as AuditAnswer;
    expect(byAction.data.every((e) => e.action === "set_stock")).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    expect(((await anita.get(`/s/api/admin/audit?from=${today}&to=${today}`)).json() as AuditAnswer).meta.total).toBeGreaterThan(0);
    expect(((await anita.get("/s/api/admin/audit?to=2000-01-01")).json() as AuditAnswer).meta.total).toBe(0);
  });

  it("shows only the active website's entries, to its admins", async () => {
    const fresh = await signedIn(ANITA, FRESH);
    const theirs = await newProduct({ name: "Fresh Audit" }, fresh);
    const demoLog = (await anita.get("/s/api/admin/audit?per_page=100&entity_type=product")).json() as AuditAnswer;
    expect(demoLog.data.some((e) => e.entity_id === theirs.id)).toBe(false);
    const freshLog = (await fresh.get(`/s/api/admin/audit?entity_id=${theirs.id}`)).json() as AuditAnswer;
    expect(freshLog.data.map((e) => e.entity_type)).toEqual(["product"]);

    const shopper = await signedIn(PRIYA);
    expect((await shopper.get("/s/api/admin/audit")).statusCode).toBe(403);
    expect((await new ShopClient(h.app, DEMO).get("/s/api/admin/audit")).statusCode).toBe(401);
    const bad = await anita.get("/s/api/admin/audit?entity_type=invoice&from=yesterday&user_id=-1");
    expect(bad.statusCode).toBe(422);
    expect(Object.keys((bad.json() as { errors: object }).errors).sort()).toEqual(["entity_type", "from", "user_id"]);
  });

  it("keeps neither the change nor an entry when the database refuses it inside the transaction", async () => {
    const taken = await newProduct({ name: "Slug Holder" });
    const product = await newProduct({ name: "Half Way" });
    const brand = await newBrand();
    const audits = await auditCount();
    // The references check out; the unique slug index refuses the update itself.
    const res = await anita.request("PUT", `${API}/products/${product.id}`, { body: { name: "Changed", slug: taken.slug, brand_id: brand.id } });
    expect(res.statusCode).toBe(409);
    expect(await auditCount()).toBe(audits);
    expect((await anita.get(`${API}/products/${product.id}`)).json()).toMatchObject({ name: "Half Way", slug: product.slug, brand: null });
  });
});

describe("who may use the catalogue API", () => {
  it("answers 401 to visitors and 403 to shoppers", async () => {
    const shopper = await signedIn(PRIYA);
    const visitor = new ShopClient(h.app, DEMO);
    for (const url of [`${API}/products`, `${API}/categories`, `${API}/brands`, `${API}/suppliers`]) {
      expect((await visitor.get(url)).statusCode, url).toBe(401);
      expect((await shopper.get(url)).statusCode, url).toBe(403);
    }
    const before = await productCount();
    expect((await shopper.post(`${API}/products`, { name: "Sneaky", slug: "sneaky" })).statusCode).toBe(403);
    expect(await productCount()).toBe(before);
  });
});
