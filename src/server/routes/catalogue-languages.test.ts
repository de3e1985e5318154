// The catalogue in the request's language (issue 35), over the real database: a Hindi request
// gets the Hindi product, pack, brand, category and supplier names (and the description and
// information) where the owner gave them and the English ones where not, in the same fields as an English request; each language's
// answers are cached apart; and the search finds a product by its Hindi name.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, ne, sql } from "drizzle-orm";
import * as t from "../db/schema";
import { queryRows } from "../db/client";
import type { Cart } from "../../shared/api/cart";
import { productListResponse, productSchema, type Product } from "../../shared/api/products";
import type { SuggestAnswer } from "../../shared/api/search-suggest";
import type { PageDataAnswer } from "../domain/pages/page-data";
import { createTestApp, DEMO, ShopClient, type TestApp } from "../testing/test-app";

let h: TestApp;
let websiteId: number;
let english: ShopClient;
let hindi: ShopClient;

interface Chosen {
  id: number;
  slug: string;
  name: string;
  brand_name: string;
  category_id: number;
  category_slug: string;
  category_name: string;
  pack_id: number;
  pack_name: string;
  warehouse_id: number;
}
let chosen: Chosen;
/** Another product on the same shelf, without Hindi names: it shows its English ones in Hindi too. */
let plain: { id: number; name: string; slug: string; info: string | null } | null;

const HI = {
  name: "लाल टमाटर विशेष",
  description: "ताज़ा और रसीला, रोज़ के खाने के लिए।",
  pack: "एक पैक",
  brand: "किसान ब्रांड",
  category: "ताज़ा माल",
  info: "ठंडी जगह पर रखें।\nखोलने के बाद जल्दी इस्तेमाल करें।",
};

beforeAll(async () => {
  h = await createTestApp();
  const db = h.services.db;
  const [demo] = await db.select({ id: t.websites.id }).from(t.websites).where(eq(t.websites.code, "demo"));
  websiteId = demo!.id;
  // The demo store offers Hindi beside English, whatever the seed says.
  await db
    .update(t.websites)
    .set({ languages: ["en", "hi"] })
    .where(eq(t.websites.id, websiteId));
  const warehouseId = await h.services.delivery.defaultWarehouse(websiteId);
  // A product with a brand, a category and a pack in stock, whose English name says nothing of tomatoes.
  [chosen] = (await queryRows<Chosen>(
    db,
    sql`select p.id, p.slug, p.name, b.name as brand_name, c.id as category_id, c.slug as category_slug, c.name as category_name, k.id as pack_id, k.name as pack_name, s.warehouse_id
        from products p
        join brands b on b.id = p.brand_id
        join product_categories pc on pc.product_id = p.id
        join categories c on c.id = pc.category_id
        join packs k on k.product_id = p.id and k.active
        join stock s on s.pack_id = k.id and s.warehouse_id = ${warehouseId} and s.quantity > 1
        where p.website_id = ${websiteId} and p.active and p.name not ilike '%tomat%' and b.name not ilike '%tomat%'
        order by p.id, k.position, k.id
        limit 1`,
  )) as [Chosen];
  await db.update(t.products).set({ nameHi: HI.name, descriptionHi: HI.description, infoHi: HI.info }).where(eq(t.products.id, chosen.id));
  await db.update(t.packs).set({ nameHi: HI.pack }).where(eq(t.packs.id, chosen.pack_id));
  await db
    .update(t.brands)
    .set({ nameHi: HI.brand })
    .where(and(eq(t.brands.websiteId, websiteId), eq(t.brands.name, chosen.brand_name)));
  await db.update(t.categories).set({ nameHi: HI.category }).where(eq(t.categories.id, chosen.category_id));
  // Another product of the shelf, its Hindi name taken away (the seed may give the demo's products one).
  const [other] = await db
    .select({ id: t.products.id, name: t.products.name, slug: t.products.slug, info: t.products.info })
    .from(t.products)
    .innerJoin(t.productCategories, eq(t.productCategories.productId, t.products.id))
    .where(and(eq(t.productCategories.categoryId, chosen.category_id), ne(t.products.id, chosen.id), eq(t.products.active, true)))
    .limit(1);
  plain = other ?? null;
  if (plain) await db.update(t.products).set({ nameHi: null, infoHi: null }).where(eq(t.products.id, plain.id));
  await h.services.catalogueChanges.catalogueChanged(websiteId);

  english = new ShopClient(h.app, DEMO, "10.35.0.1");
  hindi = new ShopClient(h.app, DEMO, "10.35.0.2");
  // The shopper's choice: the `lang` cookie the switch sets.
  hindi.cookies.set("lang", "hi");
});
afterAll(() => h.close());

const json = async <T>(client: ShopClient, url: string, headers?: Record<string, string>): Promise<T> => {
  const res = await client.get(url, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};
const list = async (client: ShopClient, query: string, headers?: Record<string, string>) => productListResponse.parse(await json(client, `/s/api/products${query}`, headers));
const mine = (products: Product[]) => products.find((p) => p.product_id === chosen.id);

describe("a listing in each language", () => {
  it("names its products in the request's language, each language from its own cached answer", async () => {
    const query = `?c=${chosen.category_slug}&perPage=100`;
    const first = mine((await list(english, query)).data)!;
    expect(first).toMatchObject({ product_name: chosen.name, brand_name: chosen.brand_name });
    expect(first.packs.find((k) => k.pack_id === chosen.pack_id)!.pack_name).toBe(chosen.pack_name);

    // The same page asked in Hindi, while the English one is cached.
    const inHindi = await list(hindi, query);
    const shown = mine(inHindi.data)!;
    expect(shown).toMatchObject({ product_name: HI.name, brand_name: HI.brand, slug: chosen.slug });
    expect(shown.packs.find((k) => k.pack_id === chosen.pack_id)!.pack_name).toBe(HI.pack);
    // Where the owner gave no Hindi name, the English one shows.
    if (plain) expect(inHindi.data.find((p) => p.product_id === plain!.id)!.product_name).toBe(plain.name);

    // And English again, while the Hindi one is cached: neither language's answer is the other's.
    expect(mine((await list(english, query)).data)!.product_name).toBe(chosen.name);
    expect(mine((await list(hindi, query)).data)!.product_name).toBe(HI.name);
  });

  it("follows the browser's Accept-Language on a first visit", async () => {
    const visitor = new ShopClient(h.app, DEMO, "10.35.0.3");
    const query = `?c=${chosen.category_slug}&perPage=100`;
    expect(mine((await list(visitor, query, { "accept-language": "hi-IN,hi;q=0.9,en;q=0.8" })).data)!.product_name).toBe(HI.name);
    expect(mine((await list(visitor, query, { "accept-language": "en-IN,en;q=0.9" })).data)!.product_name).toBe(chosen.name);
  });

  it("sorts by the name the shopper reads", async () => {
    const sorted = await list(hindi, `?c=${chosen.category_slug}&s=name&perPage=100`);
    const names = sorted.data.map((p) => p.product_name);
    expect(names).toContain(HI.name);
    // Devanagari sorts after Latin letters: the Hindi-named product comes after the English-named ones.
    if (plain) expect(names.indexOf(HI.name)).toBeGreaterThan(names.indexOf(plain.name));
  });
});

describe("the product page", () => {
  it("answers the Hindi name, description, brand and pack name, and the English ones in English", async () => {
    const inHindi = productSchema.parse(await json(hindi, `/s/api/products/${chosen.slug}`));
    expect(inHindi).toMatchObject({ product_name: HI.name, product_description: HI.description, brand_name: HI.brand });
    expect(inHindi.packs.find((k) => k.pack_id === chosen.pack_id)!.pack_name).toBe(HI.pack);
    const inEnglish = productSchema.parse(await json(english, `/s/api/products/${chosen.slug}`));
    expect(inEnglish).toMatchObject({ product_name: chosen.name, brand_name: chosen.brand_name });
    expect(inEnglish.product_description).not.toBe(HI.description);
  });

  it("answers the product information in Hindi where the owner wrote it, else the English", async () => {
    const [row] = await h.services.db.select({ info: t.products.info }).from(t.products).where(eq(t.products.id, chosen.id));
    expect(row!.info).toBeTruthy();
    expect(productSchema.parse(await json(hindi, `/s/api/products/${chosen.slug}`)).product_info).toBe(HI.info);
    expect(productSchema.parse(await json(english, `/s/api/products/${chosen.slug}`)).product_info).toBe(row!.info);
    // A product without Hindi information shows its English one to a Hindi shopper.
    if (plain?.info) expect(productSchema.parse(await json(hindi, `/s/api/products/${plain.slug}`)).product_info).toBe(plain.info);
    // Cards carry no information in either language.
    expect(mine((await list(hindi, `?c=${chosen.category_slug}&perPage=100`)).data)!.product_info).toBeUndefined();
  });

  it("serves the page's data, its block resolved in the request's language", async () => {
    const page = await json<PageDataAnswer>(hindi, `/s/api/page/data/products/${chosen.slug}`);
    const detail = page.data.find((c) => c.name === "product-detail")!;
    expect(detail.response).toMatchObject({ product_name: HI.name, product_description: HI.description, product_info: HI.info });
    const again = await json<PageDataAnswer>(english, `/s/api/page/data/products/${chosen.slug}`);
    expect(again.data.find((c) => c.name === "product-detail")!.response).toMatchObject({ product_name: chosen.name });
  });

  it("names the home page's category and brand swipers in the request's language", async () => {
    type Named = { name: string; slug: string };
    const swiper = async (client: ShopClient, block: string) => (await json<PageDataAnswer>(client, "/s/api/page/data")).data.find((c) => c.name === block)!.response as Named[];
    // The first category and brand the home page's swipers show get Hindi names.
    const [category] = await swiper(english, "CATEGORY_SWIPER");
    const [brand] = await swiper(english, "BRAND_SWIPER");
    await h.services.db
      .update(t.categories)
      .set({ nameHi: "पहली श्रेणी" })
      .where(and(eq(t.categories.websiteId, websiteId), eq(t.categories.slug, category!.slug)));
    await h.services.db
      .update(t.brands)
      .set({ nameHi: "पहला ब्रांड" })
      .where(and(eq(t.brands.websiteId, websiteId), eq(t.brands.slug, brand!.slug)));
    await h.services.catalogueChanges.catalogueChanged(websiteId);

    expect((await swiper(hindi, "CATEGORY_SWIPER")).find((c) => c.slug === category!.slug)!.name).toBe("पहली श्रेणी");
    expect((await swiper(hindi, "BRAND_SWIPER")).find((b) => b.slug === brand!.slug)!.name).toBe("पहला ब्रांड");
    expect((await swiper(english, "CATEGORY_SWIPER")).find((c) => c.slug === category!.slug)!.name).toBe(category!.name);
    expect((await swiper(english, "BRAND_SWIPER")).find((b) => b.slug === brand!.slug)!.name).toBe(brand!.name);
  });
});

describe("the suppliers' names", () => {
  type Supplier = { name: string; link: string; image: string };
  const swiper = async (client: ShopClient) => (await json<PageDataAnswer>(client, "/s/api/page/data")).data.find((c) => c.name === "SUPPLIER_SWIPER")!.response as Supplier[];

  it("names the home page's supplier swiper in the request's language, English where a supplier has no Hindi name", async () => {
    const suppliers = await h.services.db
      .select({ id: t.suppliers.id, name: t.suppliers.name, nameHi: t.suppliers.nameHi, link: t.suppliers.link })
      .from(t.suppliers)
      .where(eq(t.suppliers.websiteId, websiteId))
      .orderBy(t.suppliers.id);
    expect(suppliers.length).toBeGreaterThan(1);
    const [first, second] = suppliers as [(typeof suppliers)[number], (typeof suppliers)[number]];
    await h.services.db.update(t.suppliers).set({ nameHi: "पहला सप्लायर" }).where(eq(t.suppliers.id, first.id));
    // The second one's Hindi name taken away (the seed gives the demo's suppliers one).
    await h.services.db.update(t.suppliers).set({ nameHi: null }).where(eq(t.suppliers.id, second.id));

    const inHindi = await swiper(hindi);
    expect(inHindi.find((s) => s.link === first.link)!.name).toBe("पहला सप्लायर");
    expect(inHindi.find((s) => s.link === second.link)!.name).toBe(second.name);
    const inEnglish = await swiper(english);
    expect(inEnglish.map((s) => s.name)).toEqual(inEnglish.map((s) => suppliers.find((r) => r.link === s.link)!.name));
    // The same fields in both languages.
    expect(Object.keys(inHindi[0]!).sort()).toEqual(Object.keys(inEnglish[0]!).sort());
  });
});

describe("search in Hindi", () => {
  it("finds a product by its Hindi name typed in Devanagari", async () => {
    for (const q of ["टमाटर", "लाल टमाटर", "टमा"]) {
      const found = await list(english, `?q=${encodeURIComponent(q)}&perPage=100`);
      expect(
        found.data.map((p) => p.product_id),
        q,
      ).toContain(chosen.id);
    }
    // Its card in a Hindi search is in Hindi.
    const inHindi = await list(hindi, `?q=${encodeURIComponent("टमाटर")}&perPage=100`);
    expect(mine(inHindi.data)).toMatchObject({ product_name: HI.name, brand_name: HI.brand });
    expect(mine((await list(english, `?q=${encodeURIComponent("टमाटर")}&perPage=100`)).data)!.product_name).toBe(chosen.name);
  });

  it("suggests in the request's language", async () => {
    const q = encodeURIComponent("टमाटर");
    const suggested = await json<SuggestAnswer>(hindi, `/s/api/search/suggest?q=${q}`);
    expect(suggested.suggestions.map((s) => s.label)).toContain(HI.name);
    const category = encodeURIComponent(chosen.category_name);
    const named = await json<SuggestAnswer>(hindi, `/s/api/search/suggest?q=${category}`);
    expect(named.suggestions.find((s) => s.kind === "category" && s.url.endsWith(`c=${chosen.category_slug}`))?.label).toBe(HI.category);
    const inEnglish = await json<SuggestAnswer>(english, `/s/api/search/suggest?q=${category}`);
    expect(inEnglish.suggestions.find((s) => s.kind === "category" && s.url.endsWith(`c=${chosen.category_slug}`))?.label).toBe(chosen.category_name);
  });
});

describe("the shop's frame and cart", () => {
  it("names the menu's categories and brands in the request's language", async () => {
    type Node = { name: string; slug: string; children: Node[] };
    const find = (nodes: Node[]): Node | undefined => nodes.map((n) => (n.slug === chosen.category_slug ? n : find(n.children))).find(Boolean);
    const inHindi = await json<{ categories: Node[]; brands: { name: string }[] }>(hindi, "/s/api/init");
    expect(find(inHindi.categories)!.name).toBe(HI.category);
    expect(inHindi.brands.map((b) => b.name)).toContain(HI.brand);
    const inEnglish = await json<{ categories: Node[]; brands: { name: string }[] }>(english, "/s/api/init");
    expect(find(inEnglish.categories)!.name).toBe(chosen.category_name);
    expect(inEnglish.brands.map((b) => b.name)).not.toContain(HI.brand);
  });

  it("names the cart's lines in the language of each request for the same cart", async () => {
    const shopper = new ShopClient(h.app, DEMO, "10.35.0.4");
    shopper.cookies.set("lang", "hi");
    const res = await shopper.post("/s/api/cart/add", { pack_id: chosen.pack_id, warehouse_id: chosen.warehouse_id });
    expect(res.statusCode, res.body).toBe(200);
    const line = (cart: Cart) => cart.items.find((i) => i.pack_id === chosen.pack_id)!;
    expect(line(res.json() as Cart)).toMatchObject({ name: HI.name, pack: HI.pack });
    shopper.cookies.set("lang", "en");
    expect(line(await json<Cart>(shopper, "/s/api/cart"))).toMatchObject({ name: chosen.name, pack: chosen.pack_name });
  });

  it("keeps the English names on the lines checkout copies onto the order", async () => {
    const shopper = new ShopClient(h.app, DEMO, "10.35.0.5");
    shopper.cookies.set("lang", "hi");
    expect((await shopper.post("/s/api/test/sign-in", { phone: "9876543210" }, { xsrf: false })).statusCode).toBe(200);
    expect((await shopper.post("/s/api/cart/add", { pack_id: chosen.pack_id, warehouse_id: chosen.warehouse_id })).statusCode).toBe(200);
    const [user] = await h.services.db.select({ id: t.users.id }).from(t.users).where(eq(t.users.phone, "9876543210"));
    const priced = await h.services.carts.priced({ websiteId, userId: user!.id, sessionHash: null }, null, { paymentMethods: [], lang: "hi" });
    expect(priced.lines.find((l) => l.packId === chosen.pack_id)).toMatchObject({ name: chosen.name, packName: chosen.pack_name });
    expect(priced.cart.items.find((i) => i.pack_id === chosen.pack_id)).toMatchObject({ name: HI.name, pack: HI.pack });
  });
});
