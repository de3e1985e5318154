// §7 GET /api/products and GET /api/products/{id}, and GET /api/products/{id}/similar (ADR 0062).
// Answers are checked against the product shape (§5); a mismatch goes to the error reporter and
// the data is still used.
import "./zod-setup";
import { PRODUCTS_PER_PAGE } from "../../shared/constants";
import {
  productListResponse,
  productSchema,
  similarProductsResponse,
  type Product,
  type ProductListResponse,
  type SimilarProductsResponse,
  type Sort,
} from "../../shared/api/products";
import { checkAnswer } from "./check-answer";
import { http } from "./http-client";

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
  return http
    .get("/api/products", { query, signal })
    .then((answer) => checkAnswer(productListResponse, answer, "GET /api/products"));
}

export function fetchProduct(idOrSlug: string | number, signal?: AbortSignal): Promise<Product> {
  const path = `/api/products/${encodeURIComponent(String(idOrSlug))}`;
  return http.get(path, { signal }).then((answer) => checkAnswer(productSchema, answer, `GET ${path}`));
}

/** Up to four in-stock products to buy instead of this one, best first. */
export function fetchSimilarProducts(idOrSlug: string | number, signal?: AbortSignal): Promise<SimilarProductsResponse> {
  const path = `/api/products/${encodeURIComponent(String(idOrSlug))}/similar`;
  return http.get(path, { signal }).then((answer) => checkAnswer(similarProductsResponse, answer, `GET ${path}`));
}
