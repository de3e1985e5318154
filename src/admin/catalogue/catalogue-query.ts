// The catalogue lists' queries read from the address: the screen shows its filters from them
// and its route's loader asks the server with them, so both read the address the same way.
// Anything malformed there is left out.
import { PAGE_SIZE_CHOICES } from "../../shared/pagination";
import type { LabelQuery, ProductFilters } from "./catalogue-api";

const positive = (text: string | null) => (text && /^[1-9]\d{0,9}$/.test(text) ? Number(text) : undefined);

/** Brands' and suppliers' query: a search by name and the page. */
export function labelQueryFrom(params: URLSearchParams): LabelQuery {
  const perPage = Number(params.get("per_page"));
  return {
    q: params.get("q")?.trim().slice(0, 100) || undefined,
    page: positive(params.get("page")) ?? 1,
    per_page: (PAGE_SIZE_CHOICES as readonly number[]).includes(perPage) ? perPage : 20,
  };
}

/** The products' query: the labels' one narrowed by brand, category and whether shoppers see them. */
export function productFiltersFrom(params: URLSearchParams): ProductFilters {
  const active = params.get("active");
  return {
    ...labelQueryFrom(params),
    brand_id: positive(params.get("brand_id")),
    category_id: positive(params.get("category_id")),
    active: active === "true" || active === "false" ? active : undefined,
  };
}
