// The demo catalogue in Hindi (issue 35): every product, category, brand and supplier has a Hindi
// name written in Devanagari, every product a Hindi description and information, and both demo
// websites offer Hindi beside English, English first, with a Hindi description and search texts.
// Packs are named by their quantity ("500 g"), which needs no Hindi.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, count, eq, inArray, isNull, sql } from "drizzle-orm";
import { createTestApp, type TestApp } from "../testing/test-app";
import { loadCatalog } from "./catalog-fixtures";
import * as t from "./schema";

// Latin letters a Hindi text keeps as they are on the pack: grades, variety codes and °C.
const KEPT_LATIN = /\b(?:CTC|A2|W320)\b|°C/g;
const isHindi = (text: string | undefined) => !!text && /[\u0900-\u097f]/.test(text) && !/[A-Za-z]/.test(text.replace(KEPT_LATIN, ""));

describe("the demo catalogue's Hindi", () => {
  const catalog = loadCatalog();
  const categories = catalog.categories.flatMap((c) => [c, ...c.children]);

  it("names every product, category and brand in Devanagari, and describes every product", () => {
    expect(catalog.products.length).toBeGreaterThan(400);
    expect(catalog.products.filter((p) => !isHindi(p.name_hi)).map((p) => p.slug)).toEqual([]);
    expect(catalog.products.filter((p) => !isHindi(p.description_hi)).map((p) => p.slug)).toEqual([]);
    expect(categories.filter((c) => !isHindi(c.name_hi)).map((c) => c.slug)).toEqual([]);
    expect(catalog.brands.filter((b) => !isHindi(b.name_hi)).map((b) => b.slug)).toEqual([]);
  });

  it("gives every product its information, and every supplier its name, in Devanagari", () => {
    expect(catalog.products.filter((p) => !isHindi(p.info_hi)).map((p) => p.slug)).toEqual([]);
    // The information follows a few templates; each English one has one Hindi one.
    const hindiOf = new Map<string, Set<string>>();
    for (const p of catalog.products) hindiOf.set(p.info, (hindiOf.get(p.info) ?? new Set()).add(p.info_hi!));
    expect([...hindiOf.values()].filter((versions) => versions.size !== 1)).toEqual([]);
    expect(catalog.suppliers.length).toBeGreaterThan(0);
    expect(catalog.suppliers.filter((s) => !isHindi(s.name_hi)).map((s) => s.slug)).toEqual([]);
  });

  it("describes both demo websites in Hindi, their search and sharing texts too", () => {
    for (const site of catalog.store.websites) {
      expect(isHindi(site.description_hi), site.code).toBe(true);
      const seo = site.webSeo as Record<string, string>;
      expect(isHindi(seo.og_description_hi), site.code).toBe(true);
      expect(isHindi(seo.meta_keywords_hi), site.code).toBe(true);
      // The title keeps the shop's name as it is written.
      expect(seo.og_title_hi, site.code).toMatch(/[\u0900-\u097f]/);
      expect(seo.og_title_hi!.startsWith(site.name), site.code).toBe(true);
    }
  });

  it("names each product by its brand's Hindi name, as the English name starts with the brand", () => {
    const brandHi = new Map(catalog.brands.map((b) => [b.slug, b.name_hi]));
    expect(catalog.products.filter((p) => !p.name_hi!.startsWith(`${brandHi.get(p.brand)} `)).map((p) => p.slug)).toEqual([]);
    expect(catalog.products.find((p) => p.slug === "himgiri-farms-tomato")?.name_hi).toBe("हिमगिरि फ़ार्म्स टमाटर");
  });

  it("leaves packs' names, which are quantities, without a Hindi one", () => {
    expect(catalog.products.flatMap((p) => p.packs).filter((k) => k.name_hi !== undefined)).toEqual([]);
  });
});

describe("the seeded demo websites in Hindi", () => {
  let h: TestApp;
  beforeAll(async () => {
    h = await createTestApp();
  });
  afterAll(() => h.close());

  it("offer Hindi and English, English by default", async () => {
    const sites = await h.services.db.select({ code: t.websites.code, languages: t.websites.languages, defaultLanguage: t.websites.defaultLanguage }).from(t.websites);
    expect(sites.filter((s) => s.code === "demo" || s.code === "fresh").sort((a, b) => a.code.localeCompare(b.code))).toEqual([
      { code: "demo", languages: ["en", "hi"], defaultLanguage: "en" },
      { code: "fresh", languages: ["en", "hi"], defaultLanguage: "en" },
    ]);
  });

  it("store a Hindi name for every product, category and brand, on both websites", async () => {
    const db = h.services.db;
    const demo = inArray(t.websites.code, ["demo", "fresh"]);
    const byWebsite = (rows: { code: string; n: number }[]) => Object.fromEntries(rows.map((r) => [r.code, r.n]));
    const products = await db
      .select({ code: t.websites.code, n: count(), missing: count(sql`case when ${t.products.nameHi} is null or ${t.products.descriptionHi} is null then 1 end`) })
      .from(t.products)
      .innerJoin(t.websites, eq(t.websites.id, t.products.websiteId))
      .where(demo)
      .groupBy(t.websites.code);
    // The demo store sells the whole catalogue, the fresh store its departments' products.
    const catalog = loadCatalog();
    const freshDepartments = catalog.store.websites.find((w) => w.code === "fresh")!.categories as string[];
    const freshLeaves = new Set(catalog.categories.filter((c) => freshDepartments.includes(c.slug)).flatMap((c) => c.children.map((ch) => ch.slug)));
    expect(byWebsite(products)).toEqual({ demo: catalog.products.length, fresh: catalog.products.filter((p) => freshLeaves.has(p.category)).length });
    expect(products.map((r) => r.missing)).toEqual([0, 0]);
    const categories = await db
      .select({ code: t.websites.code, n: count() })
      .from(t.categories)
      .innerJoin(t.websites, eq(t.websites.id, t.categories.websiteId))
      .where(and(demo, isNull(t.categories.nameHi)))
      .groupBy(t.websites.code);
    const brands = await db
      .select({ code: t.websites.code, n: count() })
      .from(t.brands)
      .innerJoin(t.websites, eq(t.websites.id, t.brands.websiteId))
      .where(and(demo, isNull(t.brands.nameHi)))
      .groupBy(t.websites.code);
    expect([...categories, ...brands]).toEqual([]);
    const [fresh] = await db
      .select({ nameHi: t.products.nameHi, descriptionHi: t.products.descriptionHi })
      .from(t.products)
      .innerJoin(t.websites, eq(t.websites.id, t.products.websiteId))
      .where(eq(t.products.slug, "himgiri-farms-tomato"))
      .limit(1);
    expect(fresh).toEqual({ nameHi: "हिमगिरि फ़ार्म्स टमाटर", descriptionHi: "टमाटर — शहर के पास के खेतों से हाथ से चुनकर, ताज़ा आपके घर तक।" });
  });

  it("store the products' Hindi information, the suppliers' Hindi names and the websites' Hindi description", async () => {
    const db = h.services.db;
    const demo = inArray(t.websites.code, ["demo", "fresh"]);
    const withoutInfo = await db
      .select({ n: count() })
      .from(t.products)
      .innerJoin(t.websites, eq(t.websites.id, t.products.websiteId))
      .where(and(demo, isNull(t.products.infoHi)));
    expect(withoutInfo).toEqual([{ n: 0 }]);
    const suppliers = await db
      .select({ code: t.websites.code, n: count(), missing: count(sql`case when ${t.suppliers.nameHi} is null then 1 end`) })
      .from(t.suppliers)
      .innerJoin(t.websites, eq(t.websites.id, t.suppliers.websiteId))
      .where(demo)
      .groupBy(t.websites.code);
    expect(suppliers.map((r) => r.code).sort()).toEqual(["demo", "fresh"]);
    expect(suppliers.map((r) => r.missing)).toEqual([0, 0]);
    const [tomato] = await db.select({ infoHi: t.products.infoHi }).from(t.products).where(eq(t.products.slug, "himgiri-farms-tomato")).limit(1);
    expect(tomato).toEqual({ infoHi: "डिलीवरी के 3 दिन के भीतर इस्तेमाल करें। ठंडी जगह पर या फ़्रिज में रखें।" });
    const sites = await db.select({ code: t.websites.code, descriptionHi: t.websites.descriptionHi, webSeo: t.websites.webSeo }).from(t.websites).where(demo);
    const catalog = loadCatalog();
    for (const site of sites) {
      const fixture = catalog.store.websites.find((w) => w.code === site.code)!;
      expect(site.descriptionHi).toBe(fixture.description_hi);
      expect(site.webSeo).toMatchObject({ og_title_hi: fixture.webSeo.og_title_hi, og_description_hi: fixture.webSeo.og_description_hi });
    }
  });
});
