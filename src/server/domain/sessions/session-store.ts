// Server-side sessions: the browser holds a random id, the database holds its hash.
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";

export type SessionRow = typeof t.sessions.$inferSelect;
export const SESSION_TTL_MS = 30 * 24 * 3_600_000;

const hashId = (id: string) => createHash("sha256").update(id).digest("base64url");

export function createSessionStore(db: Db, secret: string) {
  // Every request that carries a session reads it: a prepared statement is planned once per
  // connection instead of on every request.
  const byHash = db
    .select()
    .from(t.sessions)
    .where(and(eq(t.sessions.idHash, sql.placeholder("idHash")), eq(t.sessions.websiteId, sql.placeholder("websiteId")), gt(t.sessions.expiresAt, sql.placeholder("now"))))
    .limit(1)
    .prepare("session_by_hash");
  return {
    /** A new session: 256 random bits, of which only the hash is stored. */
    async create(websiteId: number, carry: Partial<Pick<SessionRow, "pincode" | "warehouseId" | "userId">> = {}) {
      const id = randomBytes(32).toString("base64url");
      const [row] = await db
        .insert(t.sessions)
        .values({ idHash: hashId(id), websiteId, expiresAt: new Date(Date.now() + SESSION_TTL_MS), ...carry })
        .returning();
      return { id, row: row! };
    },
    /** The live session with this id on this website, else null (another website's id is no id). */
    async load(websiteId: number, id: string): Promise<SessionRow | null> {
      if (!/^[A-Za-z0-9_-]{43}$/.test(id)) return null;
      const [row] = await byHash.execute({ idHash: hashId(id), websiteId, now: new Date() });
      return row ?? null;
    },
    async update(row: SessionRow, patch: Partial<Pick<SessionRow, "pincode" | "warehouseId" | "userId" | "verifiedPhone" | "verifiedAt" | "actingForUserId">>) {
      await db.update(t.sessions).set(patch).where(eq(t.sessions.idHash, row.idHash));
      Object.assign(row, patch);
    },
    async destroy(row: SessionRow) {
      await db.delete(t.sessions).where(eq(t.sessions.idHash, row.idHash));
    },
    async purgeExpired() {
      await db.delete(t.sessions).where(lt(t.sessions.expiresAt, new Date()));
    },
    /** The anti-forgery token: an HMAC of the session id, so it dies with the session. */
    xsrfToken(id: string): string {
      return createHmac("sha256", secret).update(`xsrf:${id}`).digest("base64url");
    },
    checkXsrf(id: string, token: string): boolean {
      const want = Buffer.from(this.xsrfToken(id));
      const got = Buffer.from(token);
      return want.length === got.length && timingSafeEqual(want, got);
    },
  };
}
export type SessionStore = ReturnType<typeof createSessionStore>;
