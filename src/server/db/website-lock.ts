// Serialises one kind of back-office change per website: a transaction-scoped advisory lock
// keyed on (namespace, website id), taken first thing in the change's transaction and released
// at its commit or rollback. Changes that read a website's rows, check a rule across them and
// then write (exactly one default warehouse; no cycle in the category tree) are otherwise
// read-then-write races under READ COMMITTED: two admins at once each see the other's rows as
// they were. Other websites and the shop's reads never wait on it.
import { sql } from "drizzle-orm";
import type { Tx } from "../domain/audit/record-audit";

/** The first key of pg_advisory_xact_lock(int, int) for each kind of change; the second is the website's id. */
export const WEBSITE_LOCK_NAMESPACES = {
  warehouses: 4_217_030,
  categories: 4_217_031,
} as const;

export type WebsiteLockKind = keyof typeof WEBSITE_LOCK_NAMESPACES;

/** Waits until no other transaction holds this website's lock of this kind, then holds it until the end of `tx`. */
export async function lockWebsiteFor(tx: Tx, kind: WebsiteLockKind, websiteId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${WEBSITE_LOCK_NAMESPACES[kind]}::int, ${websiteId}::int)`);
}
