// What a link preview or a crawler that runs no script sees: the served HTML's head, read as
// text, describes the page — the §5 fallbacks for generic pages, the product's own values for a
// product page — and carries the page's structured data escaped so it cannot end its script. A
// Hindi page's fallbacks are the website's Hindi texts where the owner wrote them (issue 35).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { loadCatalog } from "../db/catalog-fixtures";
import * as t from "../db/schema";
import type { Product } from "../../shared/api/products";
import { createTestApp, DEMO, FRESH, ShopClient, type TestApp } from "../testing/test-app";

let h: TestApp;
let shopper: ShopClient;
beforeAll(async () => {
  h = await createTestApp();
  shopper = new ShopClient(h.app);
});
afterAll(() => h.close());

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'" };
const unescape = (text: string) => text.replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ENTITIES[e]!);

/** The head as a crawler reads it: title, meta by name or property, canonical, JSON-LD. */
function readHead(html: string) {
  const head = html.slice(0, html.indexOf("</head>"));
  const meta = new Map<string, string>();
  for (const m of head.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)"/g)) meta.set(m[1]!, unescape(m[2]!));
  return {
    head,
    title: unescape(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ""),
    canonical: unescape(/<link rel="canonical" href="([^"]*)"/.exec(head)?.[1] ?? ""),
    meta,
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]!),
  };
}

async function webSeo(client: ShopClient) {
  return (await client.get("/s/api/init")).json() as { web: { name: string; description: string }; webSeo: { og_title: string; og_description: string; meta_keywords: string } };
}

describe("the served head of a generic page (§5 fallbacks)", () => {
  it("describes home from the website's SEO settings", async () => {
    const res = await shopper.get("/");
    const { title, canonical, meta } = readHead(res.body);
    const { webSeo: seo, web } = await webSeo(shopper);
    expect(title).toBe(seo.og_title);
    expect(meta.get("description")).toBe(seo.og_description);
    expect(meta.get("keywords")).toBe(seo.meta_keywords);
    expect(canonical).toBe(`${DEMO}/`);
    expect(meta.get("og:url")).toBe(`${DEMO}/`);
    expect(meta.get("og:type")).toBe("website");
    expect(meta.get("og:title")).toBe(seo.og_title);
    expect(meta.get("og:description")).toBe(seo.og_description);
    expect(meta.get("og:site_name")).toBe(web.name);
    expect(meta.get("twitter:card")).toBe("summary_large_image");
    expect(meta.get("twitter:title")).toBe(seo.og_title);
    expect(meta.get("twitter:description")).toBe(seo.og_description);
    expect(meta.has("robots")).toBe(false);
  });

  it("describes a content page by its own seo_title and seo_description", async () => {
    const res = await shopper.get("/about-us");
    expect(res.statusCode).toBe(200);
    const { title, canonical, meta } = readHead(res.body);
    expect(title).toBe("About us");
    expect(meta.get("description")).toBe("Who we are and how we source your groceries.");
    expect(meta.get("og:title")).toBe("About us");
    expect(meta.get("og:description")).toBe("Who we are and how we source your groceries.");
    expect(meta.get("twitter:title")).toBe("About us");
    expect(canonical).toBe(`${DEMO}/about-us`);
    expect(meta.get("og:url")).toBe(`${DEMO}/about-us`);
  });

  it("writes each website's own values, on its own origin", async () => {
    const fresh = new ShopClient(h.app, FRESH);
    const { title, canonical, meta } = readHead((await fresh.get("/")).body);
    const { webSeo: seo, web } = await webSeo(fresh);
    expect(title).toBe(seo.og_title || web.name);
    expect(title).not.toBe(readHead((await shopper.get("/")).body).title);
    expect(canonical).toBe(`${FRESH}/`);
    expect(meta.get("og:site_name")).toBe(web.name);
  });

  it("keeps a private screen out of search results", async () => {
    expect(readHead((await shopper.get("/auth/login")).body).meta.get("robots")).toBe("noindex");
  });
});

describe("the served head of a product page", () => {
  let product: Product;
  // A description written as HTML and longer than a search result shows.
  const LONG = `<p>Farm &amp; fresh, <b>picked</b> this morning.</p> ${"Sweet and juicy, good for salads and curries. ".repeat(6)}`;
  beforeAll(async () => {
    const list = (await shopper.get("/s/api/products?perPage=50")).json() as { data: Product[] };
    const slug = list.data.find((p) => p.image && p.packs.length > 0)!.slug;
    await h.services.db.execute(sql`update products set description = ${LONG} where slug = ${slug}`);
    product = (await shopper.get(`/s/api/products/${slug}`)).json() as Product;
  });

  it("describes the page by the product's own name, description and image", async () => {
    const res = await shopper.get(`/products/${product.slug}`);
    expect(res.statusCode).toBe(200);
    const { title, canonical, meta } = readHead(res.body);
    const { web } = await webSeo(shopper);
    expect(title).toBe(`${product.product_name} | ${web.name}`);
    // The product's own words as one line of plain text, cut at a word near 160 characters.
    const description = meta.get("description")!;
    expect(product.product_description).toBe(LONG);
    expect(description).toMatch(/^Farm & fresh, picked this morning\. Sweet and juicy, .*\w…$/);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.length).toBeGreaterThan(140);
    expect(meta.get("og:type")).toBe("product");
    expect(meta.get("og:title")).toBe(title);
    expect(meta.get("og:description")).toBe(description);
    expect(meta.get("og:image")).toBe(`${DEMO}/cdn/large/${product.image}`);
    expect(meta.get("twitter:image")).toBe(meta.get("og:image"));
    expect(meta.get("twitter:card")).toBe("summary_large_image");
    expect(canonical).toBe(`${DEMO}/products/${product.slug}`);
    expect(meta.get("og:url")).toBe(canonical);
  });

  it("carries Product structured data with the packs' prices in INR", async () => {
    const { jsonLd } = readHead((await shopper.get(`/products/${product.slug}`)).body);
    expect(jsonLd).toHaveLength(1);
    const ld = JSON.parse(jsonLd[0]!) as { "@type": string; name: string; image: string; offers: { price: string; priceCurrency: string; availability: string }[] };
    expect(ld["@type"]).toBe("Product");
    expect(ld.name).toBe(product.product_name);
    expect(ld.image).toBe(`${DEMO}/cdn/large/${product.image}`);
    expect(ld.offers.map((o) => o.price)).toEqual(product.packs.map((p) => p.price.toFixed(2)));
    expect(ld.offers.every((o) => o.priceCurrency === "INR")).toBe(true);
    expect(ld.offers.map((o) => o.availability)).toEqual(product.packs.map((p) => `https://schema.org/${p.in_stock ? "InStock" : "OutOfStock"}`));
  });

  it("names the country of origin, and the manufacturer where the label names one", async () => {
    const slug = product.slug;
    const ldOf = async () => JSON.parse(readHead((await shopper.get(`/products/${slug}`)).body).jsonLd[0]!) as Record<string, unknown>;
    await h.services.db.execute(sql`update products set maker_role = 'manufacturer', maker_name = 'Desi Dairy Cooperative Ltd.', country_of_origin = 'India' where slug = ${slug}`);
    const made = await ldOf();
    expect(made.countryOfOrigin).toEqual({ "@type": "Country", name: "India" });
    expect(made.manufacturer).toEqual({ "@type": "Organization", name: "Desi Dairy Cooperative Ltd." });
    // A packer or an importer is not schema.org's manufacturer.
    await h.services.db.execute(sql`update products set maker_role = 'packer' where slug = ${slug}`);
    expect((await ldOf()).manufacturer).toBeUndefined();
  });

  it("answers a product that does not exist with 404 and noindex", async () => {
    const res = await shopper.get("/products/no-such-product-anywhere");
    expect(res.statusCode).toBe(404);
    const { meta, jsonLd } = readHead(res.body);
    expect(meta.get("robots")).toBe("noindex");
    expect(meta.get("og:type")).toBe("website");
    expect(jsonLd).toEqual([]);
  });
});

describe("a page's schema_script", () => {
  const setSchemaScript = (url: string, text: string | null) => h.services.db.execute(sql`update pages set doc = jsonb_set(doc, '{schema_script}', to_jsonb(${text}::text)) where url = ${url}`);

  it("is written escaped, cannot close its script, and parses back to what the merchant wrote", async () => {
    const value = { "@context": "https://schema.org", "@type": "Organization", name: "</script><script>alert(1)</script>\u2028\u2029 & <!-- -->" };
    await setSchemaScript("/contact-us", JSON.stringify(value));
    const res = await shopper.get("/contact-us");
    expect(res.body).not.toContain("<script>alert(1)");
    expect(res.body).not.toMatch(/[\u2028\u2029]/);
    const { jsonLd } = readHead(res.body);
    expect(jsonLd).toHaveLength(1);
    expect(jsonLd[0]).toContain("\\u003c/script\\u003e");
    expect(jsonLd[0]).toContain("\\u2028\\u2029");
    expect(JSON.parse(jsonLd[0]!)).toEqual(value);
  });

  it("is left out when it is not JSON", async () => {
    await setSchemaScript("/contact-us", `{"name": "</script><script>alert(1)</script>"`);
    const res = await shopper.get("/contact-us");
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain("<script>alert(1)");
    expect(readHead(res.body).jsonLd).toEqual([]);
  });
});

describe("the served head of a Hindi page (issue 35)", () => {
  const fixture = loadCatalog().store.websites.find((w) => w.code === "demo")!;
  const seo = fixture.webSeo as Record<string, string>;
  const hindi = () => {
    const client = new ShopClient(h.app, DEMO, "10.35.9.1");
    client.cookies.set("lang", "hi");
    return client;
  };

  it("describes home from the website's Hindi search texts", async () => {
    const res = await hindi().get("/");
    expect(res.body).toMatch(/<html lang="hi"/);
    const { title, meta } = readHead(res.body);
    expect(title).toBe(seo.og_title_hi);
    expect(meta.get("description")).toBe(seo.og_description_hi);
    expect(meta.get("og:description")).toBe(seo.og_description_hi);
    expect(meta.get("keywords")).toBe(seo.meta_keywords_hi);
    expect(readHead((await shopper.get("/")).body).meta.get("description")).toBe(seo.og_description);
  });

  it("falls back on the website's description in the page's language, English where there is no Hindi", async () => {
    const [web] = await h.services.db.select({ id: t.websites.id, webSeo: t.websites.webSeo, descriptionHi: t.websites.descriptionHi }).from(t.websites).where(eq(t.websites.code, "demo"));
    const set = async (values: Partial<typeof t.websites.$inferInsert>) => {
      await h.services.db.update(t.websites).set(values).where(eq(t.websites.id, web!.id));
      h.services.websites.forget(web!.id);
    };
    try {
      // No search description in either language: the website's description is the page's.
      await set({ webSeo: { ...web!.webSeo, og_description: "", og_description_hi: "" } });
      expect(readHead((await hindi().get("/")).body).meta.get("description")).toBe(fixture.description_hi);
      expect(readHead((await shopper.get("/")).body).meta.get("description")).toBe(fixture.description);
      await set({ descriptionHi: null });
      expect(readHead((await hindi().get("/")).body).meta.get("description")).toBe(fixture.description);
    } finally {
      await set({ webSeo: web!.webSeo, descriptionHi: web!.descriptionHi });
    }
  });
});
