// Where an order's goods leave from, for GST: the warehouse's state, else the state of the
// website's address. Its GSTIN is the seller; a composition seller supplies only within it.
import { and, eq } from "drizzle-orm";
import { gstStateByCode, gstStateByName, type GstState } from "../../../shared/gst/gst-states";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import type { Tx } from "../audit/record-audit";

export async function dispatchStateOf(db: Db | Tx, websiteId: number, warehouseId: number | null): Promise<{ warehouse: string | null; state: GstState | null }> {
  const [place] = await db
    .select({ warehouse: t.warehouses.name, stateCode: t.warehouses.stateCode, address: t.websites.webAddress })
    .from(t.websites)
    .leftJoin(t.warehouses, and(eq(t.warehouses.websiteId, t.websites.id), eq(t.warehouses.id, warehouseId ?? -1)))
    .where(eq(t.websites.id, websiteId));
  const state = (place?.stateCode ? gstStateByCode(place.stateCode) : null) ?? gstStateByName(String(place?.address?.state ?? ""));
  return { warehouse: place?.warehouse ?? null, state };
}
