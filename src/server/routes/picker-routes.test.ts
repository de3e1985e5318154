import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import * as t from "../db/schema";
import { PICKER_KINDS, pickerPath, type PickerAnswer, type PickerKind, type PickerOption } from "../../shared/api/admin-pages";
import type { ProductListResponse } from "../../shared/api/products";
import { CATEGORY_PATH_SEPARATOR } from "../domain/catalogue/catalogue-picker";
import { createTestApp, DEMO, FRESH, ShopClient, type TestApp } from "../testing/test-app";

const PRIYA = "9876543210"; // a shopper who creates a website of her own below
const RAVI = "9876543211"; // the demo store's sales agent, not an admin
const ANITA = "9876543212"; // admin of the demo store and of Fresh Basket
const KIRAN = "9876543213"; // superadmin

let h: TestApp;
let ip = 0;
let anita: ShopClient;

async function signedIn(origin: string, phone: string) {
  const client = new ShopClient(h.app, origin, `10.8.0.${++ip}`);
  expect((await client.post("/s/api/test/sign-in", { phone }, { xsrf: false })).statusCode).toBe(200);
  return client;
}

const url = (kind: PickerKind, query = "") => `/s${pickerPath(kind)}${query}`;

async function pick(client: ShopClient, kind: PickerKind, query = ""): Promise<PickerOption[]> {
  const res = await client.get(url(kind, query));
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers["cache-control"]).toBe("no-store");
  return (res.json() as PickerAnswer).data;
}

const values = (options: PickerOption[]) => options.map((o) => o.value);
const shopList = async (client: ShopClient, query: string) => ((await client.get(`/s/api/products${query}`)).json() as ProductListResponse).data;

beforeAll(async () => {
  h = await createTestApp();
  anita = await signedIn(DEMO, ANITA);
});
afterAll(() => h.close());

describe("the category picker", () => {
  it("offers the whole tree flattened, each labelled with its path, its slug as the value", async () => {
    const all = await pick(anita, "categories", "?limit=50");
    const rows = await h.services.db
      .select({ id: t.categories.id })
      .from(t.categories)
      .where(eq(t.categories.websiteId, (await h.services.websites.find("localhost"))!.id));
    expect(all).toHaveLength(Math.min(50, rows.length));
    expect(all.slice(0, 3)).toEqual([
      { value: "fruits-vegetables", label: "Fruits & Vegetables", image: expect.any(String) },
      { value: "fresh-vegetables", label: `Fruits & Vegetables${CATEGORY_PATH_SEPARATOR}Fresh Vegetables`, image: expect.any(String) },
      { value: "fresh-fruits", label: `Fruits & Vegetables${CATEGORY_PATH_SEPARATOR}Fresh Fruits`, image: expect.any(String) },
    ]);
    expect(all.map((o) => o.label)).toContain("Dairy & Bakery › Milk");
    // 20 unless asked.
    expect(await pick(anita, "categories")).toEqual(all.slice(0, 20));
  });

  it("narrows by the typed text, whatever its case, and by limit", async () => {
    const milk = await pick(anita, "categories", "?q=MILK");
    expect(milk.map((o) => o.label)).toContain("Dairy & Bakery › Milk");
    for (const option of milk) expect(option.label.toLowerCase()).toContain("milk");
    // A parent's name finds its children too, since they carry it in their path.
    const dairy = await pick(anita, "categories", "?q=dairy%20%26%20bakery");
    expect(dairy[0]!.value).toBe("dairy-bakery");
    expect(dairy.length).toBeGreaterThan(2);
    expect(await pick(anita, "categories", "?q=dairy&limit=2")).toEqual(dairy.slice(0, 2));
    expect(await pick(anita, "categories", "?q=zzzz-nothing")).toEqual([]);
  });

  it("gives values the product carousel's category filter finds", async () => {
    const [sub] = await pick(anita, "categories", "?q=milk");
    expect((await shopList(anita, `?c=${sub!.value}`)).length).toBeGreaterThan(0);
  });
});

describe("the brand and supplier pickers", () => {
  it("offer brands by name with their slug as the value, which the brand filter finds", async () => {
    const brands = await pick(anita, "brands", "?limit=50");
    expect(brands).toHaveLength(50);
    const names = brands.map((b) => b.label);
    expect([...names].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" }))).toEqual(names);
    const kirana = await pick(anita, "brands", "?q=kirana%20SEL");
    expect(kirana).toEqual([expect.objectContaining({ value: "kirana-select", label: "Kirana Select" })]);
    expect((await shopList(anita, `?b=${kirana[0]!.value}`)).length).toBeGreaterThan(0);
    expect(await pick(anita, "brands", "?limit=3")).toEqual(brands.slice(0, 3));
  });

  it("offer suppliers by name with their link as the value", async () => {
    const suppliers = await pick(anita, "suppliers");
    expect(suppliers.length).toBeGreaterThan(1);
    const nashik = await pick(anita, "suppliers", "?q=nashik");
    expect(nashik).toEqual([expect.objectContaining({ value: "/products?c=fruits-vegetables", label: "Nashik Farmers Co-operative" })]);
    expect(await pick(anita, "suppliers", "?limit=1")).toEqual(suppliers.slice(0, 1));
  });
});

describe("the product picker", () => {
  it("searches with the shop's own product search and offers slugs", async () => {
    const picked = await pick(anita, "products", "?q=atta&limit=5");
    const shop = await shopList(anita, "?q=atta&perPage=5");
    expect(picked).toHaveLength(5);
    expect(picked).toEqual(shop.map((p) => ({ value: p.slug, label: p.product_name, image: p.image })));
    expect(await pick(anita, "products", "?q=ATTA&limit=5")).toEqual(picked);
    expect((await anita.get(`/s/api/products/${picked[0]!.value}`)).statusCode).toBe(200);
  });

  it("offers active products only, in name order without search words", async () => {
    const first = await pick(anita, "products", "?limit=10");
    expect(first).toHaveLength(10);
    expect(first.map((o) => o.value)).toEqual((await shopList(anita, "?s=name&perPage=10")).map((p) => p.slug));
    const [gone] = first;
    // As the back office's product form does: the change bumps the catalogue version.
    const changed = async () =>
      h.services.catalogueChanges.catalogueChanged((await h.services.db.select({ id: t.products.websiteId }).from(t.products).where(eq(t.products.slug, gone!.value)))[0]!.id);
    await h.services.db.update(t.products).set({ active: false }).where(eq(t.products.slug, gone!.value));
    await changed();
    try {
      expect(values(await pick(anita, "products", "?limit=10"))).not.toContain(gone!.value);
      expect(values(await pick(anita, "products", `?q=${encodeURIComponent(gone!.label)}`))).not.toContain(gone!.value);
    } finally {
      await h.services.db.update(t.products).set({ active: true }).where(eq(t.products.slug, gone!.value));
      await changed();
    }
    expect(values(await pick(anita, "products", `?q=${encodeURIComponent(gone!.label)}`))).toContain(gone!.value);
  });
});

describe("the active website", () => {
  it("is the one whose catalogue is offered", async () => {
    // Staples are sold only by the demo store.
    expect(values(await pick(anita, "categories", "?limit=50"))).toContain("atta-rice-dal");
    const fresh = await signedIn(FRESH, ANITA);
    const freshCategories = values(await pick(fresh, "categories", "?limit=50"));
    expect(freshCategories).toContain("fruits-vegetables");
    expect(freshCategories).not.toContain("atta-rice-dal");
    expect((await pick(anita, "products", "?q=basmati")).length).toBeGreaterThan(0);
    expect(await pick(fresh, "products", "?q=basmati")).toEqual([]);

    // A website just created has no catalogue yet.
    const priya = await signedIn(DEMO, PRIYA);
    expect((await priya.post("/s/api/admin/websites", { name: "Priya's Pickles", subdomain: "priyas-pickles" })).statusCode).toBe(201);
    for (const kind of PICKER_KINDS) expect(await pick(priya, kind), kind).toEqual([]);
  });

  it("refuses visitors (401) and non-admins (403), and lets a superadmin in", async () => {
    const visitor = new ShopClient(h.app, DEMO, "10.8.1.1");
    const agent = await signedIn(DEMO, RAVI);
    const superadmin = await signedIn(DEMO, KIRAN);
    for (const kind of PICKER_KINDS) {
      const anonymous = await visitor.get(url(kind));
      expect(anonymous.statusCode, kind).toBe(401);
      expect(Object.keys(anonymous.json() as object)).toEqual(["message"]);
      const refused = await agent.get(url(kind));
      expect(refused.statusCode, kind).toBe(403);
      expect(Object.keys(refused.json() as object)).toEqual(["message"]);
      expect((await pick(superadmin, kind)).length, kind).toBeGreaterThan(0);
    }
  });
});

describe("bad input", () => {
  it("answers 422 in the §8 shape for a bad limit or search, and 404 for an unknown picker", async () => {
    const cases: [string, string][] = [
      ["?limit=0", "limit"],
      ["?limit=51", "limit"],
      ["?limit=abc", "limit"],
      ["?limit=1.5", "limit"],
      ["?limit=1&limit=2", "limit"],
      [`?q=${"a".repeat(101)}`, "q"],
      ["?q=a&q=b", "q"],
    ];
    for (const kind of PICKER_KINDS) {
      for (const [query, field] of cases) {
        const res = await anita.get(url(kind, query));
        expect(res.statusCode, `${kind}${query}`).toBe(422);
        const body = res.json() as { message: string; errors: Record<string, string> };
        expect(Object.keys(body.errors), `${kind}${query}`).toEqual([field]);
        expect(body.message).toBe(body.errors[field]);
      }
      // Punctuation alone, or text the catalogue lacks, is a search that finds nothing.
      expect(await pick(anita, kind, "?q=%25%25")).toEqual([]);
    }
    expect((await anita.get(url("products", "?limit=51"))).json().message).toBe("limit must be at most 50");
    const unknown = await anita.get("/s/api/admin/pickers/users");
    expect(unknown.statusCode).toBe(404);
    expect(Object.keys(unknown.json() as object)).toEqual(["message"]);
  });
});
