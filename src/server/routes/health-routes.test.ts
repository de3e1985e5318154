import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { queryRows } from "../db/client";
import type { Services } from "../services";
import { createTestApp, type TestApp } from "../testing/test-app";
import { healthRoutes, startDraining } from "./health-routes";

let h: TestApp;
beforeAll(async () => {
  h = await createTestApp();
});
afterAll(async () => h?.close());

const get = async (url: string) => {
  const res = await h.app.inject({ method: "GET", url });
  return { status: res.statusCode, body: res.json<Record<string, unknown>>() };
};

// Applied migrations as drizzle records them; the tests take rows away and put them back.
type Applied = { id: number; hash: string; created_at: string };
const applied = () => queryRows<Applied>(h.services.db, sql`select id, hash, created_at::text from drizzle.__drizzle_migrations order by created_at`);
const forget = async (rows: Applied[]) => {
  for (const row of rows) await h.services.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${row.id}`);
};
const restore = async (rows: Applied[]) => {
  for (const row of rows) await h.services.db.execute(sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${row.id}, ${row.hash}, ${row.created_at}::bigint)`);
};

describe("health and readiness", () => {
  it("is alive and ready on a migrated database", async () => {
    expect(await get("/s/healthz")).toEqual({ status: 200, body: { status: "ok" } });
    expect(await get("/s/readyz")).toEqual({ status: 200, body: { status: "ready" } });
  });

  it("is not ready while the database lacks a migration of this version, and says how many", async () => {
    const rows = await applied();
    expect(rows.length).toBeGreaterThan(2);
    const newest = rows.slice(-2);
    await forget(newest.slice(1));
    try {
      expect(await get("/s/readyz")).toEqual({ status: 503, body: { message: "The database lacks 1 migration of this version" } });
      await forget(newest.slice(0, 1));
      expect(await get("/s/readyz")).toEqual({ status: 503, body: { message: "The database lacks 2 migrations of this version" } });
      // Liveness does not depend on the database.
      expect((await get("/s/healthz")).status).toBe(200);
    } finally {
      await restore(newest);
    }
    expect((await get("/s/readyz")).status).toBe(200);
  });

  it("counts every migration as missing when none was ever recorded", async () => {
    const rows = await applied();
    await h.services.db.execute(sql`alter table drizzle.__drizzle_migrations rename to __drizzle_migrations_aside`);
    try {
      expect(await get("/s/readyz")).toEqual({ status: 503, body: { message: `The database lacks ${rows.length} migrations of this version` } });
    } finally {
      await h.services.db.execute(sql`alter table drizzle.__drizzle_migrations_aside rename to __drizzle_migrations`);
    }
  });

  it("is not ready when the database does not answer, without saying why in detail", async () => {
    const app = Fastify({ logger: false });
    const unreachable = { db: { execute: () => Promise.reject(new Error("connect ECONNREFUSED 10.0.0.5:5432")) } } as unknown as Services;
    await app.register(healthRoutes, { services: unreachable });
    const res = await app.inject({ method: "GET", url: "/s/readyz" });
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 503, body: { message: "The database is not reachable" } });
    expect((await app.inject({ method: "GET", url: "/s/healthz" })).statusCode).toBe(200);
    await app.close();
  });

  it("stops being ready once it drains, while staying alive and serving", async () => {
    startDraining(h.app);
    expect(await get("/s/readyz")).toEqual({ status: 503, body: { message: "The server is shutting down" } });
    expect((await get("/s/healthz")).status).toBe(200);
    expect((await h.app.inject({ method: "GET", url: "/s/api/products", headers: { "x-web-url": "http://localhost:3000" } })).statusCode).toBe(200);
  });
});
