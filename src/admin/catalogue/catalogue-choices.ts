// What the product screens offer to choose from: every brand and supplier of the website (read
// a page of 100 at a time) and the category tree laid out flat, each under its parents' names.
import type { AdminCategoryNode, ListMeta } from "../../shared/api/admin-catalogue";
import { catalogueApi } from "./catalogue-api";

export interface Choice {
  id: number;
  name: string;
}

/** Pages fetched at most, so a runaway total cannot loop: 2,000 entries. */
const MAX_PAGES = 20;
const PER_PAGE = 100;

async function everyPage<T extends Choice>(fetchPage: (page: number) => Promise<{ data: T[]; meta: ListMeta }>): Promise<Choice[]> {
  const all: Choice[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const { data, meta } = await fetchPage(page);
    all.push(...data.map(({ id, name }) => ({ id, name })));
    if (data.length === 0 || all.length >= meta.total) break;
  }
  return all;
}

export interface FlatCategory extends Choice {
  /** "Fruits & Vegetables › Fresh Vegetables" */
  path: string;
  depth: number;
}

export function flattenCategories(nodes: readonly AdminCategoryNode[], parents: readonly string[] = []): FlatCategory[] {
  return nodes.flatMap((node) => {
    const names = [...parents, node.name];
    return [{ id: node.id, name: node.name, path: names.join(" › "), depth: parents.length }, ...flattenCategories(node.children, names)];
  });
}

export interface CatalogueChoices {
  brands: Choice[];
  suppliers: Choice[];
  categories: FlatCategory[];
}

export async function loadChoices(signal: AbortSignal, { suppliers = true } = {}): Promise<CatalogueChoices> {
  const [brandList, supplierList, tree] = await Promise.all([
    everyPage((page) => catalogueApi.brands({ page, per_page: PER_PAGE }, signal)),
    suppliers ? everyPage((page) => catalogueApi.suppliers({ page, per_page: PER_PAGE }, signal)) : Promise.resolve([]),
    catalogueApi.categories(signal),
  ]);
  return { brands: brandList, suppliers: supplierList, categories: flattenCategories(tree.categories) };
}
