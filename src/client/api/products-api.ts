// §7 GET /api/products and GET /api/products/{id}, and GET /api/products/{id}/similar (ADR 0062).
// Answers are checked against the product shape (§5); a mismatch goes to the error reporter and
// the data is still used.
import { PRODUCTS_PER_PAGE } from "../../shared/constants";
import type { Product, ProductListResponse, SimilarProductsResponse, Sort } from "../../shared/api/products";
import { checkedAnswer } from "./check-answer";
import { http } from "./http-client";

const contracts = () => import("../../shared/api/products");

export interface ProductFilters {
  page?: number;
  /** Sort. */
  s?: Sort;
  /** Comma-separated category slugs or links. */
  c?: string;
  /** Comma-separated brand slugs. */
  b?: string;
  /** Search text. */
  q?: string;
}

export function fetchProducts(filters: ProductFilters = {}, signal?: AbortSignal): Promise<ProductListResponse> {
  const { page, s, c, b, q } = filters;
  const query = {
    // §7: page only above 1, so the first page has one address.
    page: page !== undefined && page > 1 ? page : undefined,
    s,
    c,
    b,
    q,
    perPage: PRODUCTS_PER_PAGE,
  };
  return checkedAnswer(http.get("/api/products", { query, signal }), () => contracts().then((m) => m.productListResponse), "GET /api/products");
}

export function fetchProduct(idOrSlug: string | number, signal?: AbortSignal): Promise<Product> {
  const path = `/api/products/${encodeURIComponent(String(idOrSlug))}`;
  return checkedAnswer(http.get(path, { signal }), () => contracts().then((m) => m.productSchema), `GET ${path}`);
}

/** Up to four in-stock products to buy instead of this one, best first. */
export function fetchSimilarProducts(idOrSlug: string | number, signal?: AbortSignal): Promise<SimilarProductsResponse> {
  const path = `/api/products/${encodeURIComponent(String(idOrSlug))}/similar`;
  return checkedAnswer(http.get(path, { signal }), () => contracts().then((m) => m.similarProductsResponse), `GET ${path}`);
}
