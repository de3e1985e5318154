// The list for the address's query. The server's answer for the first address arrives with the
// page; every later query is fetched, and a query's answer is used only while that query is
// still the address's: the previous request is aborted when the query changes, so a slow old
// answer can never overwrite a newer one.
import { useEffect, useState } from "react";
import type { ProductListResponse } from "../../../src/shared/api/products";
import { listingFilters, listingSearch, type ListingQuery } from "../../../src/shared/listing-query";
import { fetchProducts } from "../../../src/client/api/products-api";
import { reportError } from "../../../src/client/lib/error-reporter";

type Result = { key: string; answer: ProductListResponse | null; failed: boolean };

export interface ProductList {
  /** The answer for the current query, or the previous one while the new one loads. */
  answer: ProductListResponse | null;
  loading: boolean;
  failed: boolean;
  retry(): void;
}

export function useProductList(query: ListingQuery, first: ProductListResponse | null | undefined): ProductList {
  const key = listingSearch(query);
  // The page's own answer belongs to the address the page was loaded for.
  const [result, setResult] = useState<Result>(() => ({ key: first ? key : "", answer: first ?? null, failed: false }));
  const [attempt, setAttempt] = useState(0);
  const current = result.key === key;

  useEffect(() => {
    if (current) return;
    const controller = new AbortController();
    fetchProducts(listingFilters(query), controller.signal).then(
      (answer) => {
        if (!controller.signal.aborted) setResult({ key, answer, failed: false });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        reportError(error, { where: "product list", query: key });
        setResult((previous) => ({ key, answer: previous.answer, failed: true }));
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `query` is fully described by `key`, so it is not listed.
  }, [key, current, attempt]);

  return {
    answer: result.answer,
    loading: !current,
    failed: current && result.failed,
    retry: () => {
      setResult((previous) => ({ ...previous, key: "" }));
      setAttempt((n) => n + 1);
    },
  };
}
