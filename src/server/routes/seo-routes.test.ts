// robots.txt and sitemap.xml per website: each names its own origin, lists its own pages and
// products, keeps private screens out, and follows catalogue changes at once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brotliDecompressSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { queryRows } from "../db/client";
import { sitemapEntries } from "../domain/seo/sitemap-entries";
import { NOT_INDEXED_PATHS } from "../../shared/page-meta";
import { createTestApp, DEMO, FRESH, type TestApp } from "../testing/test-app";

let h: TestApp;
const ids: Record<string, number> = {};
const EXTRA_PAGES = ["/account/help", "/order-online", "/mother's-day & more"];
beforeAll(async () => {
  h = await createTestApp();
  for (const row of await queryRows<{ id: number; code: string }>(h.services.db, sql`select id, code from websites`)) ids[row.code] = row.id;
  // Content pages of the demo store beside its seeded ones: one below a private screen, one
  // whose name only starts like one, one whose address needs encoding and escaping.
  for (const url of EXTRA_PAGES) {
    const doc = {
      url,
      css: "",
      show_navbar: true,
      show_sub_navbar: true,
      show_footer: true,
      seo_title: "",
      seo_description: "",
      seo_keyword: "",
      schema_script: null,
      components: [],
      schema_version: 2,
    };
    await h.services.db.execute(sql`insert into pages (website_id, url, route_name, doc) values (${ids.demo!}, ${url}, 'dynamic-page', ${JSON.stringify(doc)}::jsonb)`);
  }
});
afterAll(() => h.close());

/** A crawler's request: the Host header alone names the website. */
const crawl = (origin: string, url: string, headers: Record<string, string> = {}) => h.app.inject({ method: "GET", url, headers: { host: new URL(origin).host, ...headers } });

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

const activeSlugs = async (websiteId: number) =>
  (await queryRows<{ slug: string }>(h.services.db, sql`select slug from products where website_id = ${websiteId} and active order by id`)).map((r) => r.slug);

describe("GET /robots.txt", () => {
  it("opens the shop, closes the private screens and names the website's own sitemap", async () => {
    const res = await crawl(DEMO, "/robots.txt");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(res.headers["cache-control"]).toMatch(/^public, max-age=\d+$/);
    const lines = res.body.split("\n");
    expect(lines[0]).toBe("User-agent: *");
    expect(lines).toContain("Allow: /");
    for (const path of ["/account", "/checkout", "/auth", "/order", "/page-builder", "/bos", "/pos", "/s"]) {
      expect(lines).toContain(`Disallow: ${path}/`);
      expect(lines).toContain(`Disallow: ${path}$`);
    }
    expect(lines).toContain(`Sitemap: ${DEMO}/sitemap.xml`);
    expect((await crawl(FRESH, "/robots.txt")).body).toContain(`Sitemap: ${FRESH}/sitemap.xml`);
  });

  it("answers 404 for a host that is no website", async () => {
    expect((await crawl("http://nowhere.example", "/robots.txt")).statusCode).toBe(404);
  });
});

describe("GET /sitemap.xml", () => {
  it("lists home, the product list, the content pages and every active product of the website", async () => {
    const res = await crawl(DEMO, "/sitemap.xml");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expect(res.headers["cache-control"]).toMatch(/^public, max-age=\d+$/);
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const urls = locs(res.body);
    const products = await activeSlugs(ids.demo!);
    expect(products.length).toBeGreaterThan(10);
    const pages = ["/", "/about-us", "/contact-us", "/mother&apos;s-day%20%26%20more", "/order-online", "/products"];
    expect(urls.slice(0, pages.length).sort()).toEqual(pages.map((p) => DEMO + p).sort());
    expect(urls.slice(pages.length)).toEqual(products.map((slug) => `${DEMO}/products/${slug}`));
    // A content page is dated; the pages that show the catalogue are not.
    expect(res.body).toMatch(/<url><loc>http:\/\/localhost:3000\/about-us<\/loc><lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/lastmod><\/url>/);
    expect(res.body).toContain(`<url><loc>${DEMO}/products</loc></url>`);
  });

  it("lists each website's own addresses on its own origin", async () => {
    const urls = locs((await crawl(FRESH, "/sitemap.xml")).body);
    const products = await activeSlugs(ids.fresh!);
    expect(urls.every((u) => u.startsWith(`${FRESH}/`))).toBe(true);
    expect(urls).toEqual([`${FRESH}/`, `${FRESH}/products`, ...products.map((slug) => `${FRESH}/products/${slug}`)]);
    expect(products.length).toBeLessThan((await activeSlugs(ids.demo!)).length);
  });

  it("leaves out private screens, and content pages below them", async () => {
    const body = (await crawl(DEMO, "/sitemap.xml")).body;
    const paths = locs(body).map((u) => u.slice(DEMO.length));
    for (const path of paths)
      expect(
        NOT_INDEXED_PATHS.some((p) => path === p || path.startsWith(`${p}/`)),
        path,
      ).toBe(false);
    expect(paths).not.toContain("/account/help");
    expect(paths).toContain("/order-online");
    // Percent-encoded as a URL, then XML-escaped.
    expect(body).toContain(`<loc>${DEMO}/mother&apos;s-day%20%26%20more</loc>`);
  });

  it("drops a product made inactive as soon as the catalogue changes", async () => {
    const [slug] = await activeSlugs(ids.demo!);
    expect(locs((await crawl(DEMO, "/sitemap.xml")).body)).toContain(`${DEMO}/products/${slug}`);
    await h.services.db.execute(sql`update products set active = false where website_id = ${ids.demo!} and slug = ${slug!}`);
    await h.services.catalogueChanges.catalogueChanged(ids.demo!);
    const urls = locs((await crawl(DEMO, "/sitemap.xml")).body);
    expect(urls).not.toContain(`${DEMO}/products/${slug}`);
    expect(urls).toContain(`${DEMO}/products`);
  });

  it("is compressed for a crawler that accepts it", async () => {
    const plain = await crawl(DEMO, "/sitemap.xml");
    const br = await crawl(DEMO, "/sitemap.xml", { "accept-encoding": "br, gzip" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/);
    expect(brotliDecompressSync(br.rawPayload).toString("utf8")).toBe(plain.body);
  });

  it("stops at the limit of one sitemap and says it did", async () => {
    const all = await sitemapEntries(h.services.db, ids.demo!);
    expect(all.truncated).toBe(false);
    const cut = await sitemapEntries(h.services.db, ids.demo!, 5);
    expect(cut.truncated).toBe(true);
    expect(cut.entries).toEqual(all.entries.slice(0, 5));
  });
});
