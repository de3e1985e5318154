// Two server processes' services on one PostgreSQL database (ADR 0043): a change made through
// one is forgotten by the other's caches at once, well before their 5 s expiry would.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import * as t from "./schema";
import { openDatabase, type Database } from "./client";
import { openTestDatabase } from "../testing/test-databases";
import { createServices, type Services } from "../services";
import { defaultConfig } from "../config";

const onPostgres = process.env.KIRANA_TEST_DB === "postgres";

describe.skipIf(!onPostgres)("notices between processes on one PostgreSQL", () => {
  let first: Awaited<ReturnType<typeof openTestDatabase>>;
  let second: Database;
  let a: Services;
  let b: Services;
  beforeAll(async () => {
    first = await openTestDatabase();
    second = await openDatabase({ url: first.url!, poolSize: 2 });
    const secret = "notices-test-secret-".padEnd(40, "n");
    a = createServices(first, secret, { ...defaultConfig(), NODE_ENV: "test" });
    b = createServices(second, secret, { ...defaultConfig(), NODE_ENV: "test" });
    // Let both listeners connect before anything is sent.
    await new Promise((r) => setTimeout(r, 300));
  });
  afterAll(async () => {
    await second?.close();
    await first?.dispose();
  });

  it("makes another process see a catalogue change and a settings change at once", async () => {
    const before = (await b.websites.find("localhost"))!;
    // Changed behind the cache's back: the other process still serves what it kept.
    await first.db.update(t.websites).set({ name: "Renamed Elsewhere" }).where(eq(t.websites.id, before.id));
    expect((await b.websites.find("localhost"))!.name).toBe(before.name);

    const started = Date.now();
    const version = await a.catalogueChanges.catalogueChanged(before.id);
    await expect.poll(async () => (await b.websites.find("localhost"))!.catalogueVersion, { timeout: 2_000, interval: 20 }).toBe(version);
    expect((await b.websites.find("localhost"))!.name).toBe("Renamed Elsewhere");
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("makes another process drop a warehouse's kept delivery setup when one process changes it", async () => {
    const [hub] = await first.db.select({ id: t.warehouses.id, name: t.warehouses.name }).from(t.warehouses).where(eq(t.warehouses.name, "Indiranagar Hub"));
    expect((await b.deliverySetup.forWarehouses([hub!.id])).get(hub!.id)!.name).toBe(hub!.name);
    await first.db.update(t.warehouses).set({ name: "Indiranagar Hub (moved)" }).where(eq(t.warehouses.id, hub!.id));
    expect((await b.deliverySetup.forWarehouses([hub!.id])).get(hub!.id)!.name).toBe(hub!.name);
    a.deliverySetup.forget();
    await expect.poll(async () => (await b.deliverySetup.forWarehouses([hub!.id])).get(hub!.id)!.name, { timeout: 2_000, interval: 20 }).toBe("Indiranagar Hub (moved)");
  });

  it("forgets everything after its listening connection was lost and made again (notices meanwhile are missed)", async () => {
    const before = (await b.websites.find("localhost"))!;
    await first.db.update(t.websites).set({ name: "Changed While Deaf" }).where(eq(t.websites.id, before.id));
    // Cut the other process's listening connection from the server's side.
    await first.rawQuery("select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen %' and pid <> pg_backend_pid()", []);
    await expect.poll(async () => (await b.websites.find("localhost"))!.name, { timeout: 4_000, interval: 50 }).toBe("Changed While Deaf");
  });
});
