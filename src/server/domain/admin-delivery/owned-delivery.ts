// Checks that a charge rule or warehouse named in a body is the active website's own, and
// answers 422 on the field that names one that is not: another website's ids look unknown.
import { and, eq } from "drizzle-orm";
import { UNKNOWN_CHARGE } from "../../../shared/api/admin-delivery";
import * as t from "../../db/schema";
import { Refusal } from "../refusal";
import type { Tx } from "../audit/record-audit";

export { checkWarehouse } from "../admin-catalogue/owned-ids";

export async function checkCharge(tx: Tx, websiteId: number, id: number | null): Promise<void> {
  if (id === null) return;
  const [row] = await tx
    .select({ id: t.deliveryCharges.id })
    .from(t.deliveryCharges)
    .where(and(eq(t.deliveryCharges.websiteId, websiteId), eq(t.deliveryCharges.id, id)));
  if (!row) throw new Refusal("invalid", UNKNOWN_CHARGE, { delivery_charge_id: UNKNOWN_CHARGE });
}
