// Under a sold-out pack: up to four products from the same shelf that can be delivered now.
import type { Product } from "../../../src/shared/api/products";
import { useT } from "../../../src/client/i18n/use-t";
import { ProductCard } from "../../parts/product-card";
import { useSimilarProducts } from "./use-similar-products";

export function SimilarProducts({ product, wanted }: { product: Product; wanted: boolean }) {
  const t = useT();
  const similar = useSimilarProducts(product.slug, wanted);
  // Nothing while it loads, fails or finds nothing: a suggestion should not move the page twice.
  if (!similar?.length) return null;
  return (
    <section className="product-similar" aria-labelledby="product-similar">
      <h2 id="product-similar">{t("catalogue.similarInStock")}</h2>
      <ul className="product-similar-grid">
        {similar.map((p) => (
          <li key={p.product_id}>
            <ProductCard product={p} />
          </li>
        ))}
      </ul>
    </section>
  );
}
