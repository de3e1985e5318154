// How a shop address names a product: /products/{slug}, or its number in the API.
import { and, eq, type SQL } from "drizzle-orm";
import * as t from "../../db/schema";

/** The website's product that `idOrSlug` names, while it is on sale. */
export function productNamed(websiteId: number, idOrSlug: string): SQL {
  const byId = /^\d{1,9}$/.test(idOrSlug);
  return and(eq(t.products.websiteId, websiteId), eq(t.products.active, true), byId ? eq(t.products.id, Number(idOrSlug)) : eq(t.products.slug, idOrSlug))!;
}
