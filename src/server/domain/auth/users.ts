// Shoppers' accounts: found by phone, created at registration, and their profile.
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";

export function createUsers(db: Db) {
  return {
    async byId(id: number) {
      const [row] = await db.select().from(t.users).where(eq(t.users.id, id)).limit(1);
      return row ?? null;
    },
    async byPhone(phone: string) {
      const [row] = await db.select().from(t.users).where(eq(t.users.phone, phone)).limit(1);
      return row ?? null;
    },
    /** Creates the account for a verified phone; a phone registered meanwhile keeps its account. */
    async register(phone: string, name: string, email: string | null) {
      const [made] = await db.insert(t.users).values({ phone, name, email }).onConflictDoNothing().returning();
      if (made) return made;
      const [existing] = await db.select().from(t.users).where(eq(t.users.phone, phone)).limit(1);
      return existing!;
    },
    /** Keeps the language the person chose (issue 35); it follows them to their next sign-in. */
    async setLanguage(userId: number, lang: string) {
      await db.update(t.users).set({ lang }).where(eq(t.users.id, userId));
    },
    async updateProfile(userId: number, name: string, email: string | null) {
      const [row] = await db.update(t.users).set({ name, email }).where(eq(t.users.id, userId)).returning();
      return row ?? null;
    },
  };
}
export type Users = ReturnType<typeof createUsers>;
