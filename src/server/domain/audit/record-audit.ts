// One entry of the audit log (issue 11). Callers pass the transaction that makes the change, so
// the entry is kept exactly when the change is.
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import type { AuditAction, AuditEntityType } from "../../../shared/api/admin-catalogue";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface AuditChange {
  websiteId: number;
  /** null: done by the system (a sweep, a late payment), not by a person. */
  userId: number | null;
  action: AuditAction;
  entityType: AuditEntityType;
  entityId: number | null;
  /** The entity as it was (null when created) and as it is now (null when deleted). */
  before: object | null;
  after: object | null;
}

export async function recordAudit(tx: Tx, change: AuditChange): Promise<void> {
  // Round-tripped through JSON so Dates and the like are stored as the answers show them.
  const plain = (value: object | null) => (value === null ? null : (JSON.parse(JSON.stringify(value)) as Record<string, unknown>));
  await tx.insert(t.auditLog).values({ ...change, before: plain(change.before), after: plain(change.after) });
}
