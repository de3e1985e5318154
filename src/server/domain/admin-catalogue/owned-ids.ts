// Checks that ids and picture keys named in a request body are the active website's own, and
// answers 422 on the field that names one that is not: another website's ids look unknown.
import { and, eq, inArray } from "drizzle-orm";
import { UNKNOWN_BRAND, UNKNOWN_CATEGORY, UNKNOWN_IMAGE, UNKNOWN_PARENT, UNKNOWN_SUPPLIER, UNKNOWN_WAREHOUSE } from "../../../shared/api/admin-catalogue";
import * as t from "../../db/schema";
import { Refusal } from "../refusal";
import type { Tx } from "../audit/record-audit";

const unknown = (field: string, message: string) => new Refusal("invalid", message, { [field]: message });

type Owned = typeof t.brands | typeof t.suppliers | typeof t.categories | typeof t.warehouses;

async function allOwned(tx: Tx, table: Owned, websiteId: number, ids: number[]): Promise<boolean> {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return true;
  const rows = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.websiteId, websiteId), inArray(table.id, wanted)));
  return rows.length === wanted.length;
}

export async function checkBrand(tx: Tx, websiteId: number, id: number | null): Promise<void> {
  if (id !== null && !(await allOwned(tx, t.brands, websiteId, [id]))) throw unknown("brand_id", UNKNOWN_BRAND);
}
export async function checkSupplier(tx: Tx, websiteId: number, id: number | null): Promise<void> {
  if (id !== null && !(await allOwned(tx, t.suppliers, websiteId, [id]))) throw unknown("supplier_id", UNKNOWN_SUPPLIER);
}
export async function checkCategories(tx: Tx, websiteId: number, ids: number[]): Promise<void> {
  if (!(await allOwned(tx, t.categories, websiteId, ids))) throw unknown("category_ids", UNKNOWN_CATEGORY);
}
export async function checkParent(tx: Tx, websiteId: number, id: number | null): Promise<void> {
  if (id !== null && !(await allOwned(tx, t.categories, websiteId, [id]))) throw unknown("parent_id", UNKNOWN_PARENT);
}
export async function checkWarehouse(tx: Tx, websiteId: number, id: number): Promise<void> {
  if (!(await allOwned(tx, t.warehouses, websiteId, [id]))) throw unknown("warehouse_id", UNKNOWN_WAREHOUSE);
}

/** Picture keys must name pictures stored for this website (uploaded or seeded). */
export async function checkImages(tx: Tx, websiteId: number, field: string, keys: (string | null)[]): Promise<void> {
  const wanted = [...new Set(keys.filter((k): k is string => k !== null))];
  if (!wanted.length) return;
  const rows = await tx
    .select({ key: t.media.key })
    .from(t.media)
    .where(and(eq(t.media.websiteId, websiteId), inArray(t.media.key, wanted)));
  if (rows.length !== wanted.length) throw unknown(field, UNKNOWN_IMAGE);
}
