// Products to buy instead, asked for only while the chosen pack is sold out, so a page whose
// pack is in stock costs no request. One answer per product: choosing another sold-out pack
// does not ask again. A failure shows nothing; the suggestion is not worth an error.
import { useEffect, useState } from "react";
import type { Product } from "../../../src/shared/api/products";
import { fetchSimilarProducts } from "../../../src/client/api/products-api";
import { reportError } from "../../../src/client/lib/error-reporter";

/** The similar products once they have come, else null (not wanted, still loading). */
export function useSimilarProducts(slug: string, wanted: boolean): Product[] | null {
  const [found, setFound] = useState<{ slug: string; products: Product[] } | null>(null);
  const have = found?.slug === slug;

  useEffect(() => {
    if (!wanted || have) return;
    const controller = new AbortController();
    fetchSimilarProducts(slug, controller.signal).then(
      (answer) => {
        if (!controller.signal.aborted) setFound({ slug, products: answer.data });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        reportError(error, { where: "similar products", slug });
        setFound({ slug, products: [] });
      },
    );
    return () => controller.abort();
  }, [slug, wanted, have]);

  return wanted && have ? found.products : null;
}
