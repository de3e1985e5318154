import { describe, expect, it } from "vitest";
import { filterNames, isIndexable, metaFor, metaTags, pageMeta } from "./page-meta";

const base = {
  webSeo: { og_title: "Kirana Demo", og_description: "Groceries", meta_keywords: "atta, dal", og_image: "seo/og.png" },
  web: { name: "Kirana Demo Store", description: "Your neighbourhood shop" },
  origin: "https://shop.example",
};
const names = filterNames([{ slug: "dairy", name: "Dairy & Bakery", children: [{ slug: "milk", name: "Milk", children: [] }] }], [{ slug: "amul", name: "Amul" }]);

describe("page meta (§5)", () => {
  it("falls back from the page to the site's SEO settings to the website", () => {
    expect(pageMeta({ ...base, page: { seo_title: "", seo_description: "About us", seo_keyword: "" }, path: "/about-us" })).toEqual({
      title: "Kirana Demo",
      description: "About us",
      keywords: "atta, dal",
      canonical: "https://shop.example/about-us",
      image: "https://shop.example/cdn/large/seo/og.png",
      type: "website",
      siteName: "Kirana Demo Store",
      noindex: false,
    });
    expect(pageMeta({ ...base, webSeo: null, page: null, path: "/" }).title).toBe("Kirana Demo Store");
  });

  it("describes a product page from its product", () => {
    const product = { product_name: "Amul Gold Milk", brand_name: "Amul", image: "products/milk.svg", product_description: `Full cream milk. ${"Rich and creamy. ".repeat(20)}` };
    const meta = metaFor({ ...base, page: { seo_title: "ignored", data: [{ name: "product-detail", response: product }] }, path: "/products/amul-gold-milk", search: "", names });
    expect(meta.title).toBe("Amul Gold Milk | Kirana Demo Store");
    expect(meta.type).toBe("product");
    expect(meta.image).toBe("https://shop.example/cdn/large/products/milk.svg");
    expect(meta.description.length).toBeLessThanOrEqual(160);
    expect(meta.description.startsWith("Full cream milk.")).toBe(true);
    expect(meta.noindex).toBe(false);
  });

  it("gives a product page its slug's address, plain-text description and any absolute image as it is", () => {
    const product = { product_name: "Tea", slug: "chai patti", image: "https://img.example/tea.png", product_description: "<p>Strong &amp; fresh &lt;CTC&gt;</p>" };
    const meta = metaFor({ ...base, page: { data: [{ name: "product-detail", response: product }] }, path: "/products/42", search: "", names });
    expect(meta.canonical).toBe("https://shop.example/products/chai%20patti");
    expect(meta.description).toBe("Strong & fresh <CTC>");
    expect(meta.image).toBe("https://img.example/tea.png");
    const inline = metaFor({ ...base, page: { data: [{ name: "product-detail", response: { ...product, image: "data:image/png;base64,AAAA" } }] }, path: "/products/42", search: "", names });
    expect(inline.image).toBe("data:image/png;base64,AAAA");
  });

  it("keeps missing pages, private screens and searches out of search results", () => {
    const meta = (path: string, page: { seo_title?: string } | null = {}, search = "") => metaFor({ ...base, page, path, search, names });
    expect(meta("/no-such-page", null).noindex).toBe(true);
    expect(meta("/products/gone", null).noindex).toBe(true);
    expect(meta("/account/orders").noindex).toBe(true);
    expect(meta("/checkout/confirm/12").noindex).toBe(true);
    expect(meta("/products", {}, "?q=paneer").noindex).toBe(true);
    expect(meta("/products", {}, "?c=milk").noindex).toBe(false);
    expect(meta("/about-us").noindex).toBe(false);
    expect(metaTags(meta("/auth/login"))).toContainEqual({ tag: "meta", key: "name", id: "robots", content: "noindex" });
    expect(metaTags(meta("/")).some((t) => t.tag === "meta" && t.id === "robots")).toBe(false);
  });

  it("decides indexability by whole path segments", () => {
    for (const path of ["/account", "/auth/verify", "/order/success/K-1", "/page-builder/settings", "/bos/admin", "/pos", "/s/api/init", "/preview", "/builder-preview"])
      expect(isIndexable(path), path).toBe(false);
    for (const path of ["/", "/products", "/products/atta", "/order-online", "/accounts-faq", "/possible"]) expect(isIndexable(path), path).toBe(true);
  });

  it("names the product list by its search or filters, with a canonical address without the page", () => {
    const list = (search: string) => metaFor({ ...base, page: { seo_title: "All Products" }, path: "/products", search, names });
    expect(list("").title).toBe("All Products | Kirana Demo Store");
    expect(list("?q=paneer").title).toBe("Results for “paneer” | Kirana Demo Store");
    const filtered = list("?c=milk&b=amul&page=3");
    expect(filtered.title).toBe("Milk, Amul – page 3 | Kirana Demo Store");
    expect(filtered.canonical).toBe("https://shop.example/products?c=milk&b=amul");
  });

  it("lists the tags with summary_large_image and og:type", () => {
    const tags = metaTags(pageMeta({ ...base, page: null, path: "/" }));
    expect(tags).toContainEqual({ tag: "meta", key: "name", id: "twitter:card", content: "summary_large_image" });
    expect(tags).toContainEqual({ tag: "meta", key: "property", id: "og:type", content: "website" });
    expect(tags).toContainEqual({ tag: "link", rel: "canonical", href: "https://shop.example/" });
    expect(tags).toContainEqual({ tag: "meta", key: "property", id: "og:site_name", content: "Kirana Demo Store" });
    expect(tags).toContainEqual({ tag: "meta", key: "name", id: "twitter:title", content: "Kirana Demo" });
    expect(tags).toContainEqual({ tag: "meta", key: "name", id: "twitter:description", content: "Groceries" });
    expect(tags).toContainEqual({ tag: "meta", key: "name", id: "twitter:image", content: "https://shop.example/cdn/large/seo/og.png" });
  });
});
