import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { sql } from "drizzle-orm";
import { queryRows } from "../db/client";
import { migrationsFolder } from "../db/migrate";
import type { Services } from "../services";
import type { RouteOptions } from "./route-options";

/** When each migration this build ships was made, as drizzle records it once applied. */
const shippedMigrations: readonly number[] = (JSON.parse(readFileSync(join(migrationsFolder, "meta", "_journal.json"), "utf8")) as { entries: { when: number }[] }).entries.map((e) => e.when);

// Servers that were told to stop: readyz turns them away from the load balancer while they
// still serve what reaches them (ADR 0039). Kept by the HTTP server, which the app and each of
// its plugins share (a plugin's instance is its own object).
const draining = new WeakSet<object>();

/** From now on /s/readyz answers 503, so the load balancer stops sending this server work. */
export function startDraining(app: FastifyInstance): void {
  draining.add(app.server);
}

/**
 * How many of this build's migrations the database lacks. drizzle applies a migration when it is
 * newer than the newest one recorded, so the same comparison counts what it would still apply.
 */
export async function pendingMigrations(services: Pick<Services, "db">): Promise<number> {
  const [table] = await queryRows<{ name: string | null }>(services.db, sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`);
  if (!table?.name) return shippedMigrations.length;
  const [row] = await queryRows<{ last: string }>(services.db, sql`select coalesce(max(created_at), 0)::text as last from drizzle.__drizzle_migrations`);
  const last = Number(row?.last ?? 0);
  return shippedMigrations.filter((when) => when > last).length;
}

export async function healthRoutes(app: FastifyInstance, { services }: RouteOptions): Promise<void> {
  // Liveness: answers from memory, no database; also the static route benchmarks compare with.
  app.get("/s/healthz", { config: { noTenant: true } }, async () => ({ status: "ok" }));

  // Readiness: worth sending requests to, which needs the database reachable and up to date.
  app.get("/s/readyz", { config: { noTenant: true } }, async (_request, reply) => {
    if (draining.has(app.server)) return reply.status(503).send({ message: "The server is shutting down" });
    let pending: number;
    try {
      pending = await pendingMigrations(services);
    } catch {
      return reply.status(503).send({ message: "The database is not reachable" });
    }
    if (pending > 0) {
      return reply.status(503).send({ message: `The database lacks ${pending} ${pending === 1 ? "migration" : "migrations"} of this version` });
    }
    return { status: "ready" };
  });
}
