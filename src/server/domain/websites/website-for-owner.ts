// A website made from the command line for its owner, who signs in by phone: how a production
// server, which starts without the demo store, gets its first shop and first administrator.
import { eq } from "drizzle-orm";
import { PHONE_PATTERN } from "../../../shared/field-rules";
import { createWebsiteBody, type CreateWebsiteBody } from "../../../shared/api/websites";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import { Refusal } from "../refusal";
import { createRateLimiter } from "../rate-limit/rate-limiter";
import { createWebsiteCreator } from "./website-creator";

export interface WebsiteOwner {
  phone: string;
  /** Kept only when the account is new; an existing account keeps its own name. */
  name: string;
  /** Lets the owner create and switch between websites on this server. */
  superadmin: boolean;
}

/** Creates the website with its owner as administrator (the account made if new); the website's id and domains. */
export async function createWebsiteForOwner(db: Db, owner: WebsiteOwner, body: CreateWebsiteBody, baseDomain?: string) {
  if (!PHONE_PATTERN.test(owner.phone)) throw new Refusal("invalid", "The owner's phone must be a 10-digit Indian mobile number");
  const parsed = createWebsiteBody.safeParse(body);
  if (!parsed.success) throw new Refusal("invalid", parsed.error.issues.map((issue) => issue.message).join("; "));
  await db.insert(t.users).values({ phone: owner.phone, name: owner.name.trim() }).onConflictDoNothing({ target: t.users.phone });
  if (owner.superadmin) await db.update(t.users).set({ superadmin: true }).where(eq(t.users.phone, owner.phone));
  const [user] = await db.select({ id: t.users.id, superadmin: t.users.superadmin }).from(t.users).where(eq(t.users.phone, owner.phone));
  // The operator vouches for the domain they typed: it is served at once (ADR 0048).
  const creator = createWebsiteCreator(db, createRateLimiter(db), { baseDomain, trustedDomains: true });
  // The command line is the server's operator: no daily limit on websites made there.
  return creator.create({ id: user!.id, superadmin: true }, parsed.data);
}
