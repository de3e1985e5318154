// The Product structured data (schema.org) of a product page, so search results can show its
// price and stock. Built from the same answer the page shows and the meta written beside it.
import type { PageMeta } from "../../shared/page-meta";

export interface JsonLdProduct {
  product_id?: number;
  product_name: string;
  brand_name?: string;
  packs?: readonly { pack_id?: number; pack_name: string; price: number; in_stock: boolean }[];
  /** A pre-packaged product's declarations (ADR 0078). */
  declarations?: { maker_role: string | null; maker_name: string; country_of_origin: string };
}

export function productJsonLd(product: JsonLdProduct, meta: PageMeta): Record<string, unknown> {
  const ld: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.product_name,
    url: meta.canonical,
  };
  if (meta.description) ld.description = meta.description;
  if (meta.image) ld.image = meta.image;
  if (product.product_id !== undefined) ld.sku = String(product.product_id);
  if (product.brand_name) ld.brand = { "@type": "Brand", name: product.brand_name };
  const declared = product.declarations;
  if (declared?.country_of_origin) ld.countryOfOrigin = { "@type": "Country", name: declared.country_of_origin };
  // schema.org names a manufacturer, not a packer or an importer.
  if (declared?.maker_role === "manufacturer" && declared.maker_name) ld.manufacturer = { "@type": "Organization", name: declared.maker_name };
  // One offer per pack: each has its own price, and stock at the visitor's warehouse.
  const offers = (product.packs ?? []).map((pack) => ({
    "@type": "Offer",
    name: pack.pack_name,
    ...(pack.pack_id !== undefined ? { sku: String(pack.pack_id) } : {}),
    price: pack.price.toFixed(2),
    priceCurrency: "INR",
    availability: pack.in_stock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
    url: meta.canonical,
  }));
  if (offers.length) ld.offers = offers;
  return ld;
}
