// The shop as a counter receipt names it: its name, its address on one line and its phone, read
// from the website's own address (websites.web_address), whatever of it the owner filled in.
import type { Db } from "../../db/client";
import { eq } from "drizzle-orm";
import * as t from "../../db/schema";
import { notFound } from "../refusal";
import type { Tx } from "../audit/record-audit";

export interface PosShop {
  name: string;
  address: string;
  phone: string;
  code: string;
}

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/** "12, 100 Feet Road, Indiranagar, Bengaluru, Karnataka 560038" from the address's parts. */
export function oneLineAddress(address: Record<string, unknown>): string {
  const region = [text(address.state), text(address.pincode)].filter(Boolean).join(" ");
  return [text(address.line1), text(address.line2), text(address.city), region].filter(Boolean).join(", ");
}

export async function posShop(db: Db | Tx, websiteId: number): Promise<PosShop> {
  const [row] = await db.select({ name: t.websites.name, code: t.websites.code, address: t.websites.webAddress }).from(t.websites).where(eq(t.websites.id, websiteId));
  if (!row) throw notFound("There is no such website");
  return { name: row.name, code: row.code, address: oneLineAddress(row.address), phone: text(row.address.phone) };
}
