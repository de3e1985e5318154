import { describe, expect, it } from "vitest";
import { filterNames, metaFor, metaTags, pageMeta } from "./page-meta";

const base = { webSeo: { og_title: "Kirana Demo", og_description: "Groceries", meta_keywords: "atta, dal", og_image: "seo/og.png" }, web: { name: "Kirana Demo Store", description: "Your neighbourhood shop" }, origin: "https://shop.example" };
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
  });
});
