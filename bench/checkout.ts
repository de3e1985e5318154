// npm run bench:checkout — placing orders on PostgreSQL: 20 shoppers at once, each filling a
// cart with random packs and placing cash-on-delivery orders as fast as the server answers,
// against one server process in production mode. Prints place-order p50/p99 and orders per
// second; refusals because stock ran out are counted apart; any 5xx fails the run, as does a
// p99 above 100 ms.
import { randomBytes } from "node:crypto";
import { performance } from "node:perf_hooks";
import { adminRows } from "../src/server/db/admin";
import { BENCH_SESSION_COOKIE, cashOrderBody, createBenchShop, xsrfToken } from "./bench-sessions";
import { startServerProcess } from "../src/server/testing/server-process";
import { HttpShopper } from "../src/server/testing/http-shopper";
import type { CheckoutSummary } from "../src/shared/api/checkout";
import { percentile } from "./fixed-rate";
import { cpuMs } from "./cpu-time";

const PORT = Number(process.env.BENCH_PORT ?? 3294);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 20);
const BUDGET = { p99Ms: 100 };
const SECRET = "bench-checkout-secret-".padEnd(40, "c");

async function main() {
  const shop = await createBenchShop({ prefix: "kirana_checkout", shoppers: SHOPPERS });
  const { name } = shop;
  const server = await (async () => {
    const proc = await startServerProcess({
      port: PORT,
      databaseUrl: shop.url,
      nodeEnv: "production",
      env: { SESSION_SECRET: SECRET, LOG_LEVEL: "error", ALLOW_SANDBOX_PAYMENTS: "true", DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE ?? "10" },
      ...(process.env.BENCH_CPU_PROF ? { nodeArgs: ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] } : {}),
    });
    const sessions = shop.sessions.map((session) => ({ id: session.id, xsrf: xsrfToken(SECRET, session) }));
    return { proc, sessions, packIds: shop.packIds, hub: shop.hubId };
  })();

  const latencies: number[] = [];
  const counts = { placed: 0, soldOut: 0, otherRefusals: 0, serverErrors: 0 };
  try {
    const deadline = performance.now() + SECONDS * 1000;
    let warm = true;
    const shopperLoop = async (session: { id: string; xsrf: string }, n: number) => {
      const s = new HttpShopper([server.proc.base]);
      s.cookies.set(BENCH_SESSION_COOKIE, session.id);
      s.cookies.set("XSRF-TOKEN", session.xsrf);
      let round = 0;
      while (performance.now() < deadline) {
        for (let k = 0; k < 1 + ((n + round) % 3); k++) {
          const packId = server.packIds[Math.floor(Math.random() * server.packIds.length)]!;
          await s.request("POST", "/s/api/cart/add", { pack_id: packId, warehouse_id: server.hub });
        }
        const summary = await s.request("GET", "/s/api/checkout");
        const checkout = summary.json<CheckoutSummary>();
        const { cart } = checkout;
        if (cart.items.length === 0) continue;
        const body = cashOrderBody(checkout);
        const start = performance.now();
        const res = await s.request("POST", "/s/api/checkout/place", body, { "idempotency-key": randomBytes(12).toString("hex") });
        const ms = performance.now() - start;
        if (!warm) latencies.push(ms);
        if (res.status === 201) counts.placed++;
        else if (res.status >= 500) counts.serverErrors++;
        else if (res.status === 409 && /sold out|left/.test(res.text)) counts.soldOut++;
        else {
          counts.otherRefusals++;
          // A line the shopper cannot buy stays in the cart; start the next round from empty.
          for (const item of cart.items) await s.request("POST", "/s/api/cart/remove", { pack_id: item.pack_id, remove: true });
        }
        round++;
      }
    };
    // The first second warms the server's caches and connections; it is not measured.
    let cpuStart = { server: 0, database: 0, load: 0, orders: 0 };
    let databasePids: number[] = [];
    setTimeout(() => {
      warm = false;
      void (async () => {
        databasePids = (await adminRows<{ pid: number }>(`select pid from pg_stat_activity where datname = '${name}'`)).map((r) => r.pid);
        cpuStart = { server: cpuMs([server.proc.pid]), database: cpuMs(databasePids), load: process.cpuUsage().user / 1000 + process.cpuUsage().system / 1000, orders: counts.placed };
      })();
    }, 1000);
    const started = performance.now();
    await Promise.all(server.sessions.map((session, i) => shopperLoop(session, i)));
    const seconds = (performance.now() - started) / 1000;
    const measuredOrders = counts.placed - cpuStart.orders;
    const perOrder = (end: number, start: number) => ((end - start) / Math.max(1, measuredOrders)).toFixed(1);
    const cpu = {
      server: perOrder(cpuMs([server.proc.pid]), cpuStart.server),
      database: perOrder(cpuMs(databasePids), cpuStart.database),
      load: perOrder(process.cpuUsage().user / 1000 + process.cpuUsage().system / 1000, cpuStart.load),
    };
    latencies.sort((a, b) => a - b);
    const p50 = percentile(latencies, 50);
    const p99 = percentile(latencies, 99);
    console.log(`checkout on PostgreSQL, ${SHOPPERS} shoppers at once for ${SECONDS} s (one server process, production mode)`);
    console.log(`  place-order: ${latencies.length} measured, p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms`);
    console.log(`  orders placed: ${counts.placed} (${(counts.placed / seconds).toFixed(1)} orders/s, each after adding 1–3 packs and reading checkout)`);
    console.log(`  CPU per order (its adds, checkout read and placing): server ${cpu.server} ms, PostgreSQL ${cpu.database} ms, load generator ${cpu.load} ms`);
    console.log(`  refused because stock ran out: ${counts.soldOut}; other refusals: ${counts.otherRefusals}; 5xx: ${counts.serverErrors}`);
    const failures: string[] = [];
    if (counts.serverErrors > 0) failures.push(`${counts.serverErrors} answers were 5xx`);
    if (p99 > BUDGET.p99Ms) failures.push(`place-order p99 ${p99.toFixed(1)} ms > ${BUDGET.p99Ms} ms`);
    if (counts.placed === 0) failures.push("no order was placed");
    if (failures.length) {
      console.log(`\nFAILED budgets:\n  ${failures.join("\n  ")}`);
      process.exitCode = 1;
    } else console.log("\nall budgets met");
  } finally {
    await server.proc.stop();
    await shop.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
