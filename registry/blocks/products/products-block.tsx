// The `products` block: a carousel of product cards. Its products are the `response` the
// server resolved from `logicdata` (category, brand, search, order, how many) for this
// website at the shopper's pincode.
import { Link } from "react-router";
import type { BlockProps } from "../../block-types";
import type { Shape } from "../../../schemas/compiled/blocks/products.schema";
import type { Product } from "../../../src/shared/api/products";
import { useT } from "../../../src/client/i18n/use-t";
import { Carousel } from "../../parts/carousel";
import { ProductCard, ProductCardPlaceholder } from "../../parts/product-card";
import "../../parts/block-heading.css";

export default function ProductsBlock({ data, response }: BlockProps<Shape>) {
  // The schema checks the fields a card needs; the rest of the §3 shape comes from the server.
  const t = useT();
  const products = (response ?? []) as unknown as Product[];
  const title = data.title?.trim() || t("catalogue.products");
  return (
    <section className="block-products" aria-label={title}>
      <div className="block-heading">
        <h2>{title}</h2>
        {data.view_all_link ? <Link to={data.view_all_link}>{t("catalogue.viewAll")}</Link> : null}
      </div>
      <Carousel label={title} items={products} itemKey={(p) => p.product_id} renderItem={(p, i) => <ProductCard product={p} eager={i < 2} />} placeholder={<ProductCardPlaceholder />} />
    </section>
  );
}
