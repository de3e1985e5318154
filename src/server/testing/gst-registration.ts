// Test support only: whether a website is registered for GST (issue 34). The seeded websites
// are, so their back office asks every product for its HSN code and GST rate; a test about
// something else unregisters the website it writes products to, and a GST test registers it.
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import * as t from "../db/schema";

/** The demo store's GSTIN (fixtures/catalog/websites.json): registered in Karnataka. */
const TEST_REGISTRATION = { stateCode: "29", gstin: "29AAKFK4321J1Z5", address: "12, 100 Feet Road, Indiranagar, Bengaluru 560038, Karnataka" };

/** Registers the website for GST with one GSTIN, or takes every registration away. */
export async function setRegisteredForGst(db: Db, websiteId: number, registered: boolean): Promise<void> {
  await db.delete(t.gstRegistrations).where(eq(t.gstRegistrations.websiteId, websiteId));
  if (registered) await db.insert(t.gstRegistrations).values({ websiteId, ...TEST_REGISTRATION });
}
