// A website's GST profile: its settings (kept as JSON on the website row, read through defaults
// so a website that never opened the GST screen reads as unregistered) and its registrations.
import { eq } from "drizzle-orm";
import { DEFAULT_GST_SETTINGS, type GstSettings } from "../../../shared/api/admin-gst";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import type { Tx } from "../audit/record-audit";

export interface GstRegistrationRow {
  stateCode: string;
  gstin: string;
  address: string;
}

export interface GstProfile {
  settings: GstSettings;
  registrations: GstRegistrationRow[];
}

export function gstSettingsOf(stored: Readonly<Record<string, unknown>>): GstSettings {
  return { ...DEFAULT_GST_SETTINGS, ...(stored as Partial<GstSettings>) };
}

/** Whether the website has a GSTIN, and so invoices every order. */
export async function registeredForGst(db: Db | Tx, websiteId: number): Promise<boolean> {
  const [registration] = await db.select({ id: t.gstRegistrations.id }).from(t.gstRegistrations).where(eq(t.gstRegistrations.websiteId, websiteId)).limit(1);
  return registration !== undefined;
}

export async function readGstProfile(db: Db | Tx, websiteId: number): Promise<GstProfile> {
  const [[site], registrations] = await Promise.all([
    db.select({ settings: t.websites.gstSettings }).from(t.websites).where(eq(t.websites.id, websiteId)),
    db
      .select({ stateCode: t.gstRegistrations.stateCode, gstin: t.gstRegistrations.gstin, address: t.gstRegistrations.address })
      .from(t.gstRegistrations)
      .where(eq(t.gstRegistrations.websiteId, websiteId))
      .orderBy(t.gstRegistrations.stateCode),
  ]);
  return { settings: gstSettingsOf(site?.settings ?? {}), registrations };
}
