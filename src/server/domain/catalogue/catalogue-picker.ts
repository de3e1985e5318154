// The entries a page builder's picker fields offer (issue 10): one website's categories, brands,
// suppliers and products, narrowed by what the owner types. Read through the catalogue reader,
// so a picker offers what the shop's blocks will find: `value` is what a block stores and the
// page data resolvers look up — a category's or brand's slug (products.json logicdata, the
// category carousel's parent), a supplier's link, a product's slug.
import type { PickerKind, PickerOption } from "../../../shared/api/admin-pages";
import type { CatalogueReader } from "./catalogue-reader";
import { searchTextFor } from "./search-text";

export interface PickerQuery {
  q?: string | undefined;
  limit: number;
}

/** The separator of a category's path in its label: "Dairy & Bakery › Milk". */
export const CATEGORY_PATH_SEPARATOR = " › ";

// A website's categories, brands and suppliers are short lists the reader answers whole; the
// picker reads at most this many of each before narrowing them.
const LIST_MAX = 10_000;

/** Case- and accent-insensitive, as the product search folds its text. */
const folded = (text: string) => searchTextFor(text, "", []);

function narrowed(options: PickerOption[], { q, limit }: PickerQuery): PickerOption[] {
  const wanted = q ? folded(q) : "";
  return (wanted ? options.filter((o) => folded(o.label).includes(wanted)) : options).slice(0, limit);
}

interface CategoryNode {
  name: string;
  slug: string;
  avatar: string;
  children: CategoryNode[];
}

/** The tree in its shown order, each category labelled with the path from its root. */
function flatten(nodes: CategoryNode[], above: string[] = []): PickerOption[] {
  return nodes.flatMap((node) => {
    const path = [...above, node.name];
    return [{ value: node.slug, label: path.join(CATEGORY_PATH_SEPARATOR), image: node.avatar || null }, ...flatten(node.children, path)];
  });
}

export function createCataloguePicker(catalogue: CatalogueReader, defaultWarehouse: (websiteId: number) => Promise<number>, catalogueVersion: (websiteId: number) => Promise<number>) {
  const pickers: Record<PickerKind, (websiteId: number, query: PickerQuery) => Promise<PickerOption[]>> = {
    async categories(websiteId, query) {
      return narrowed(flatten(await catalogue.categoryTree(websiteId)), query);
    },

    async brands(websiteId, query) {
      const brands = await catalogue.brands(websiteId, LIST_MAX);
      return narrowed(
        brands.map((b) => ({ value: b.slug, label: b.name, image: b.logo })),
        query,
      );
    },

    async suppliers(websiteId, query) {
      const suppliers = await catalogue.suppliers(websiteId, LIST_MAX);
      return narrowed(
        suppliers.map((s) => ({ value: s.link, label: s.name, image: s.image || null })),
        query,
      );
    },

    // The shop's own product search (active products only), uncached so a product the owner
    // has just added can be picked at once; without words, the catalogue in name order.
    async products(websiteId, { q, limit }) {
      // The version as it is now, so the search index holds the owner's latest change (ADR 0070).
      const [warehouseId, version] = await Promise.all([defaultWarehouse(websiteId), catalogueVersion(websiteId)]);
      const ctx = { websiteId, warehouseId, catalogueVersion: version };
      const found = await catalogue.listUncached(ctx, q ? { page: 1, perPage: limit, q } : { page: 1, perPage: limit, s: "name" });
      return found.data.map((p) => ({ value: p.slug, label: p.product_name, image: p.image || null }));
    },
  };

  return {
    pick(kind: PickerKind, websiteId: number, query: PickerQuery): Promise<PickerOption[]> {
      return pickers[kind](websiteId, query);
    },
  };
}
export type CataloguePicker = ReturnType<typeof createCataloguePicker>;
