// npm run bench:api — the catalogue API on PostgreSQL with 20,000 products.
// Saturating runs (50 connections) compare listings with a static JSON route of the same
// server; fixed-rate runs (300 req/s, open loop: see fixed-rate.ts) give p50/p99; a search's own work is also timed alone.
// Prints the figures and exits non-zero when a budget is missed.
import { performance } from "node:perf_hooks";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { openDatabase, queryRows } from "../src/server/db/client";
import { prepareDatabase } from "../src/server/db/prepare";
import { scaleCatalogue } from "../src/server/db/scale-catalogue";
import { adminQuery, databaseUrl, randomName } from "../src/server/db/admin";
import { fixedRate, percentile } from "./fixed-rate";
import { startShopServer, type ShopServer } from "./shop-server";
import { productListQuery } from "../src/shared/api/products";
import { createServices } from "../src/server/services";

const PORT = Number(process.env.BENCH_PORT ?? 3290);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const TARGET_PRODUCTS = 20_000;
const BUDGET = { ratio: 0.3, p99Ms: 50, searchQueryP99Ms: 10 };

const ROUTES = {
  static: "/s/healthz",
  "page 1": "/s/api/products",
  category: "/s/api/products?c=atta-rice-dal",
  search: "/s/api/products?q=basmati%20rice",
};

function run(opts: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(opts, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

async function main() {
  const name = randomName("kirana_bench");
  await adminQuery(`create database ${name}`);
  let server: ShopServer | undefined;
  const failures: string[] = [];
  try {
    const url = databaseUrl(name);
    const database = await openDatabase({ url, poolSize: 2 });
    await prepareDatabase(database);
    const [demo] = await queryRows<{ id: number }>(database.db, sql`select id from websites where code = 'demo'`);
    const total = await scaleCatalogue(database.db, demo!.id, TARGET_PRODUCTS);
    console.log(`catalogue: ${total} products on PostgreSQL`);

    // A search's own work alone (ADR 0070: the website's index in memory, read once), for
    // typical searches, with the listing cache left out.
    const services = createServices(database, "bench-api-secret-bench-api-secret-0000000");
    const ctx = { websiteId: demo!.id, warehouseId: await services.delivery.defaultWarehouse(demo!.id), catalogueVersion: 1 };
    const searchAlone = (q: string) => services.catalogue.listUncached(ctx, productListQuery.parse({ q }));
    const searches = ["basmati", "toor dal", "paneer", "ghee", "atta", "masala", "chips", "coffee", "basmati rice", "ma"];
    for (const q of searches) await searchAlone(q);
    const times: number[] = [];
    const bySearch = new Map<string, number[]>();
    for (let i = 0; i < 2000; i++) {
      const q = searches[i % searches.length]!;
      const start = performance.now();
      await searchAlone(q);
      const ms = performance.now() - start;
      times.push(ms);
      bySearch.set(q, [...(bySearch.get(q) ?? []), ms]);
    }
    for (const [q, list] of bySearch) {
      list.sort((a, b) => a - b);
      const { meta } = await searchAlone(q);
      console.log(`  ${q.padEnd(13)} ${String(meta.total).padStart(5)} matches  p50 ${percentile(list, 50).toFixed(2)} ms  p99 ${percentile(list, 99).toFixed(2)} ms`);
    }
    times.sort((a, b) => a - b);
    const searchP99 = percentile(times, 99);
    console.log(`search alone: p50 ${percentile(times, 50).toFixed(2)} ms, p99 ${searchP99.toFixed(2)} ms (2000 searches, a mix of the above, one at a time)`);
    if (searchP99 > BUDGET.searchQueryP99Ms) failures.push(`search p99 ${searchP99.toFixed(2)} ms > ${BUDGET.searchQueryP99Ms} ms`);
    await database.close();

    server = await startShopServer({ port: PORT, databaseUrl: url });
    const base = server.base;
    const headers = { host: "localhost", "x-web-url": "http://localhost:3000" };
    for (const path of Object.values(ROUTES)) await run({ url: base + path, headers, connections: 10, duration: 2 }); // warm-up

    console.log(`\nsaturating: 50 connections, ${SECONDS} s each`);
    const rps: Record<string, number> = {};
    for (const [label, path] of Object.entries(ROUTES)) {
      const r = await run({ url: base + path, headers, connections: 50, duration: SECONDS });
      rps[label] = r.requests.average;
      const bad = r.non2xx + r.errors;
      if (bad) failures.push(`${label}: ${bad} errors or non-2xx answers`);
    }
    for (const [label, value] of Object.entries(rps)) {
      const ratio = value / rps.static!;
      console.log(`  ${label.padEnd(9)} ${value.toFixed(0).padStart(7)} req/s   ${(ratio * 100).toFixed(0).padStart(4)} % of static`);
      if (label !== "static" && ratio < BUDGET.ratio) failures.push(`${label}: ${ratio.toFixed(2)}× static < ${BUDGET.ratio}×`);
    }

    console.log(`\nfixed rate: 300 req/s, ${SECONDS} s each (open loop, latency from each request's due time)`);
    for (const [label, path] of Object.entries(ROUTES)) {
      const r = await fixedRate({ url: base + path, headers, rate: 300, seconds: SECONDS, connections: 20 });
      const [p50, p99] = [percentile(r.latencies, 50), percentile(r.latencies, 99)];
      console.log(`  ${label.padEnd(9)} p50 ${p50.toFixed(1).padStart(5)} ms   p99 ${p99.toFixed(1).padStart(5)} ms   (${r.latencies.length} requests, ${r.errors} errors)`);
      if (r.errors) failures.push(`${label}: ${r.errors} errors at 300 req/s`);
      if (label !== "static" && p99 > BUDGET.p99Ms) failures.push(`${label}: p99 ${p99.toFixed(1)} ms > ${BUDGET.p99Ms} ms at 300 req/s`);
    }
  } finally {
    await server?.stop();
    await adminQuery(`drop database if exists ${name} with (force)`);
  }
  if (failures.length) {
    console.log(`\nFAILED budgets:\n  ${failures.join("\n  ")}`);
    process.exit(1);
  }
  console.log("\nall budgets met");
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
