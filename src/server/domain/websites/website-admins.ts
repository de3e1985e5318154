// Who may run which website's admin tools (ADR 0023): the website's admin members
// (website_members.is_admin) and superadmins, who run every website. The tools act on the
// session's active website, chosen at /auth/bos/choose or set by creating a website, else the
// website the request came to; the right to it is checked again on every request, so a
// membership taken away takes effect at once. The point of sale (issue 12) is run the same way by
// the active website's admins and its staff (website_members.is_staff).
import { and, asc, eq, inArray } from "drizzle-orm";
import { NOT_COUNTER_STAFF } from "../../../shared/api/pos";
import type { AdminWebsite, AdminWebsitesAnswer } from "../../../shared/api/websites";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import { forbidden, notFound, unauthorized } from "../refusal";
import type { SessionRow } from "../sessions/session-store";
import { hostOf } from "./find-website";
import { preferredFirst, shopUrl } from "./website-address";

/** What the admin checks need of a request; a Fastify request is one. */
export interface AdminRequest {
  website: { id: number };
  session(): Promise<SessionRow | null>;
}

export interface ActiveAdmin {
  userId: number;
  /** The website the admin tools act on. */
  websiteId: number;
  session: SessionRow;
  superadmin: boolean;
}

export const NOT_AN_ADMIN = "Only this website's admins can do this";

export interface CounterStaff extends ActiveAdmin {
  role: "admin" | "staff";
}

export function createWebsiteAdmins(db: Db) {
  /**
   * The user's rights on a website (which must exist): superadmin, whether they may administer
   * it, and whether they serve at its counter as staff.
   */
  async function rights(userId: number, websiteId: number): Promise<{ superadmin: boolean; admin: boolean; staff: boolean }> {
    const [row] = await db
      .select({ superadmin: t.users.superadmin, isAdmin: t.websiteMembers.isAdmin, isStaff: t.websiteMembers.isStaff, exists: t.websites.id })
      .from(t.users)
      .leftJoin(t.websites, eq(t.websites.id, websiteId))
      .leftJoin(t.websiteMembers, and(eq(t.websiteMembers.userId, t.users.id), eq(t.websiteMembers.websiteId, websiteId)))
      .where(eq(t.users.id, userId))
      .limit(1);
    if (!row) return { superadmin: false, admin: false, staff: false };
    return { superadmin: row.superadmin, admin: row.exists !== null && (row.superadmin || row.isAdmin === true), staff: row.exists !== null && row.isStaff === true };
  }

  /** The signed-in user's session and whether they are a superadmin; 401 for a visitor. */
  async function signedIn(request: AdminRequest): Promise<{ session: SessionRow; userId: number; superadmin: boolean }> {
    const session = await request.session();
    if (!session?.userId) throw unauthorized("Please sign in to continue");
    const [user] = await db.select({ superadmin: t.users.superadmin }).from(t.users).where(eq(t.users.id, session.userId));
    if (!user) throw unauthorized("Please sign in to continue");
    return { session, userId: session.userId, superadmin: user.superadmin };
  }

  async function setActive(session: SessionRow, websiteId: number): Promise<void> {
    await db.update(t.sessions).set({ activeWebsiteId: websiteId }).where(eq(t.sessions.idHash, session.idHash));
    session.activeWebsiteId = websiteId;
  }

  /** The websites' rows for the choose screen, each with its domains, preferred first. */
  async function describe(websiteIds: number[], activeId: number | null, origin: string): Promise<AdminWebsite[]> {
    if (!websiteIds.length) return [];
    const [rows, domains] = await Promise.all([
      db
        .select({ id: t.websites.id, name: t.websites.name, description: t.websites.description, logo: t.websites.logo })
        .from(t.websites)
        .where(inArray(t.websites.id, websiteIds))
        .orderBy(asc(t.websites.name), asc(t.websites.id)),
      db.select().from(t.websiteDomains).where(inArray(t.websiteDomains.websiteId, websiteIds)),
    ]);
    const requestHost = hostOf(origin) ?? "localhost";
    return rows.map((w) => {
      const mine = domains.filter((d) => d.websiteId === w.id);
      // Links go only where the shop is served: an own domain waiting for its proof is not (ADR 0048).
      const own = preferredFirst(
        mine.filter((d) => d.verifiedAt !== null).map((d) => d.domain),
        requestHost,
      );
      const pending = mine.filter((d) => d.verifiedAt === null).map((d) => d.domain);
      return { id: w.id, name: w.name, description: w.description, logo: w.logo ?? "", domains: own, pending_domains: pending.sort(), url: shopUrl(origin, own[0]), active: w.id === activeId };
    });
  }

  return {
    /** The signed-in admin and the active website they may act on; 401 signed out, 403 otherwise. */
    async activeFor(request: AdminRequest): Promise<ActiveAdmin> {
      const session = await request.session();
      if (!session?.userId) throw unauthorized("Please sign in to continue");
      const websiteId = session.activeWebsiteId ?? request.website.id;
      const { superadmin, admin } = await rights(session.userId, websiteId);
      if (!admin) throw forbidden(NOT_AN_ADMIN);
      return { userId: session.userId, websiteId, session, superadmin };
    },

    /**
     * The signed-in admin or staff member and the active website they sell for at the counter
     * (issue 12): 401 signed out, 403 to anyone else, sales agents included.
     */
    async counterFor(request: AdminRequest): Promise<CounterStaff> {
      const session = await request.session();
      if (!session?.userId) throw unauthorized("Please sign in to continue");
      const websiteId = session.activeWebsiteId ?? request.website.id;
      const { superadmin, admin, staff } = await rights(session.userId, websiteId);
      if (!admin && !staff) throw forbidden(NOT_COUNTER_STAFF);
      return { userId: session.userId, websiteId, session, superadmin, role: admin ? "admin" : "staff" };
    },

    /** The websites the signed-in user administers (every one for a superadmin). */
    async list(request: AdminRequest, origin: string): Promise<AdminWebsitesAnswer> {
      const { session, userId, superadmin } = await signedIn(request);
      const ids = superadmin
        ? (await db.select({ id: t.websites.id }).from(t.websites)).map((r) => r.id)
        : (
            await db
              .select({ id: t.websiteMembers.websiteId })
              .from(t.websiteMembers)
              .where(and(eq(t.websiteMembers.userId, userId), eq(t.websiteMembers.isAdmin, true)))
          ).map((r) => r.id);
      const wanted = session.activeWebsiteId ?? request.website.id;
      const activeId = ids.includes(wanted) ? wanted : null;
      return { websites: await describe(ids, activeId, origin), active_website_id: activeId, superadmin, canSwitch: superadmin || ids.length > 1 };
    },

    /**
     * Makes a website the session's active one. A website the user does not administer is
     * refused with 403 whether or not it exists, so ids cannot be probed; a superadmin, who
     * may see every website, is told 404 for one that does not exist.
     */
    async choose(request: AdminRequest, websiteId: number, origin: string): Promise<AdminWebsite> {
      const session = await request.session();
      if (!session?.userId) throw unauthorized("Please sign in to continue");
      const { superadmin, admin } = await rights(session.userId, websiteId);
      if (!admin) throw superadmin ? notFound("There is no such website") : forbidden("You are not an admin of this website");
      await setActive(session, websiteId);
      return (await describe([websiteId], websiteId, origin))[0]!;
    },

    setActive,
    describe,
    signedIn,
  };
}
export type WebsiteAdmins = ReturnType<typeof createWebsiteAdmins>;
