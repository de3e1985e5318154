// The back-office's staff (issue 11; contract src/shared/api/admin-people.ts): the website's
// members and their roles (website_members' flags), added by phone and taken away. Whoever signs
// in with that phone has the role on their next request, as every check reads these flags.
// The website is never left without an admin: the admins' rows are locked while one is taken
// away, so two admins removing each other at once cannot both succeed. Every name here is this
// website's name for the person (issue 24, ADR 0047): an account is one per phone across all
// websites, and adding a phone as staff tells nothing of its owner's other shops: not their
// name, nor whether the phone had an account.
import { and, asc, eq, or } from "drizzle-orm";
import { LAST_ADMIN, MEMBER_NOT_FOUND, OWN_ADMIN_ROLE, STAFF_ROLES, type AdminStaffAnswer, type AdminStaffMember, type StaffRole } from "../../../shared/api/admin-people";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import { Refusal, notFound } from "../refusal";
import { recordAudit, type Tx } from "../audit/record-audit";
import { attachPerson, customerName } from "./website-customers";

type MemberRow = typeof t.websiteMembers.$inferSelect;
type Person = { id: number; name: string; phone: string };

const FLAG = { admin: "isAdmin", sales_agent: "isSalesAgent", staff: "isStaff" } as const satisfies Record<StaffRole, keyof MemberRow>;

const rolesOf = (member: Pick<MemberRow, "isAdmin" | "isSalesAgent" | "isStaff"> | undefined): StaffRole[] => (member ? STAFF_ROLES.filter((role) => member[FLAG[role]]) : []);

const anyRole = or(eq(t.websiteMembers.isAdmin, true), eq(t.websiteMembers.isSalesAgent, true), eq(t.websiteMembers.isStaff, true));

/** The person under this website's name for them (every member has their name here). */
const person = (db: Db | Tx, websiteId: number) => ({ id: t.users.id, name: customerName(db, websiteId, t.users), phone: t.users.phone });

export function createAdminStaff(db: Db) {
  /** The user and their membership row, locked for the rest of the transaction. */
  async function member(tx: Tx, websiteId: number, userId: number): Promise<{ user: Person; row: MemberRow | undefined }> {
    const [user] = await tx.select(person(tx, websiteId)).from(t.users).where(eq(t.users.id, userId));
    if (!user) throw notFound(MEMBER_NOT_FOUND);
    const [row] = await tx
      .select()
      .from(t.websiteMembers)
      .where(and(eq(t.websiteMembers.websiteId, websiteId), eq(t.websiteMembers.userId, userId)))
      .for("update");
    return { user, row };
  }
  const answer = (user: Person, roles: StaffRole[]): AdminStaffMember => ({ user_id: user.id, name: user.name, phone: user.phone, roles });

  return {
    async list(websiteId: number): Promise<AdminStaffAnswer> {
      const user = person(db, websiteId);
      const rows = await db
        .select({ user, row: t.websiteMembers })
        .from(t.websiteMembers)
        .innerJoin(t.users, eq(t.users.id, t.websiteMembers.userId))
        .where(and(eq(t.websiteMembers.websiteId, websiteId), anyRole))
        .orderBy(asc(user.name), asc(t.users.phone));
      return { data: rows.map((r) => answer(r.user, rolesOf(r.row))) };
    },

    /**
     * Gives the phone's owner the role, attached to this website as the counter and the agent
     * attach a customer (making their account first when the phone has none): the name typed is
     * this website's name for someone it does not know yet; someone it knows keeps theirs.
     */
    async add(websiteId: number, actorId: number, body: { phone: string; role: StaffRole; name?: string | undefined }): Promise<AdminStaffMember> {
      return db.transaction(async (tx) => {
        const [existing] = await tx.select({ id: t.users.id }).from(t.users).where(eq(t.users.phone, body.phone));
        const before = existing ? rolesOf((await member(tx, websiteId, existing.id)).row) : [];
        const { userId } = await attachPerson(tx, websiteId, body.phone, body.name, { [FLAG[body.role]]: true });
        const { user } = await member(tx, websiteId, userId);
        const after = [...new Set([...before, body.role])].sort((a, b) => STAFF_ROLES.indexOf(a) - STAFF_ROLES.indexOf(b));
        if (!before.includes(body.role)) {
          await recordAudit(tx, {
            websiteId,
            userId: actorId,
            action: "add_role",
            entityType: "staff",
            entityId: user.id,
            before: { phone: user.phone, roles: before },
            after: { phone: user.phone, roles: after, role: body.role },
          });
        }
        return answer(user, after);
      });
    },

    /** Takes the role away; a member left with none is no longer one. */
    async remove(websiteId: number, actorId: number, userId: number, role: StaffRole): Promise<AdminStaffMember> {
      return db.transaction(async (tx) => {
        // The admins' rows first, in one order, so two removals wait for each other rather than deadlock.
        const admins =
          role === "admin"
            ? await tx
                .select({ userId: t.websiteMembers.userId })
                .from(t.websiteMembers)
                .where(and(eq(t.websiteMembers.websiteId, websiteId), eq(t.websiteMembers.isAdmin, true)))
                .orderBy(asc(t.websiteMembers.userId))
                .for("update")
            : [];
        const { user, row } = await member(tx, websiteId, userId);
        const before = rolesOf(row);
        if (!before.length) throw notFound(MEMBER_NOT_FOUND);
        if (!before.includes(role)) return answer(user, before);
        if (role === "admin" && userId === actorId) throw new Refusal("conflict", OWN_ADMIN_ROLE);
        if (role === "admin" && admins.length <= 1) throw new Refusal("conflict", LAST_ADMIN);
        const after = before.filter((r) => r !== role);
        const where = and(eq(t.websiteMembers.websiteId, websiteId), eq(t.websiteMembers.userId, userId));
        if (after.length)
          await tx
            .update(t.websiteMembers)
            .set({ [FLAG[role]]: false })
            .where(where);
        else await tx.delete(t.websiteMembers).where(where);
        await recordAudit(tx, {
          websiteId,
          userId: actorId,
          action: "remove_role",
          entityType: "staff",
          entityId: userId,
          before: { phone: user.phone, roles: before },
          after: { phone: user.phone, roles: after, role },
        });
        return answer(user, after);
      });
    },
  };
}
export type AdminStaff = ReturnType<typeof createAdminStaff>;
