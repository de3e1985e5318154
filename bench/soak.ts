// npm run bench:soak — a long run of mixed shopping against one server process in production
// mode on a fresh PostgreSQL database: at a fixed rate, shoppers open the home page and product
// pages, page through lists, search among a fixed set of terms, add to their carts and place
// cash-on-delivery orders; the hub is restocked every minute so nothing sells out and the mix
// stays the same. The server's resident memory (VmRSS) is read every 5 s. Prints a table per
// minute and fails when, after the first minute's warm-up, memory grew by more than 50 MB (the
// last minute's median sample against the second minute's), when the last minute's p99 is
// above 1.2× the second minute's, or when any answer was a 5xx.
// SOAK_MINUTES (default 10) shortens it for a smoke run; SOAK_RATE sets actions per second.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import type { CheckoutSummary } from "../src/shared/api/checkout";
import { HttpShopper, type ShopperAnswer } from "../src/server/testing/http-shopper";
import { startServerProcess } from "../src/server/testing/server-process";
import { BENCH_SESSION_COOKIE, cashOrderBody, createBenchShop, restock, xsrfToken } from "./bench-sessions";
import { percentile } from "./fixed-rate";
import { listPath, pick, searchPath } from "./shop-mix";

const PORT = Number(process.env.BENCH_PORT ?? 3295);
const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const RATE = Number(process.env.SOAK_RATE ?? 8);
const SHOPPERS = 40;
const SECRET = "bench-soak-secret-".padEnd(40, "s");
const BUDGET = { rssGrowthMb: 50, p99Ratio: 1.2 };
const RSS_EVERY_MS = 5000;
const WARM_UP_MS = 60_000;
type Kind = "home" | "list" | "product" | "search" | "cart" | "checkout";
/** Shares of the mix, out of their sum. */
const MIX: [Kind, number][] = [
  ["home", 10],
  ["list", 25],
  ["product", 20],
  ["search", 15],
  ["cart", 18],
  ["checkout", 12],
];

interface Sample {
  minute: number;
  ms: number;
}

function pickKind(): Kind {
  let roll = Math.random() * MIX.reduce((sum, [, share]) => sum + share, 0);
  for (const [kind, share] of MIX) if ((roll -= share) < 0) return kind;
  return MIX[0]![0];
}

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+)\s+kB/m);
  if (!line) throw new Error(`no VmRSS for process ${pid}`);
  return Number(line[1]) / 1024;
}

async function main() {
  if (!(MINUTES >= 2)) throw new Error("SOAK_MINUTES must be at least 2: the verdict compares the last minute with the second");
  const shop = await createBenchShop({ prefix: "kirana_soak", shoppers: SHOPPERS });
  const server = await startServerProcess({ port: PORT, databaseUrl: shop.url, nodeEnv: "production", env: { SESSION_SECRET: SECRET, LOG_LEVEL: "error", ALLOW_SANDBOX_PAYMENTS: "true" } }).catch(
    async (error: unknown) => {
      await shop.drop();
      throw error;
    },
  );
  const rss: { at: number; mb: number }[] = [];
  const samples: Sample[] = [];
  const counts = { actions: 0, orders: 0, refusals: 0, serverErrors: 0, failed: 0 };
  const load = { start: loadavg()[0]!, end: 0 };
  try {
    const shoppers = shop.sessions.map((session) => {
      const s = new HttpShopper([server.base]);
      s.cookies.set(BENCH_SESSION_COOKIE, session.id);
      s.cookies.set("XSRF-TOKEN", xsrfToken(SECRET, session));
      return { s, busy: false };
    });
    const list = (await (await fetch(`${server.base}/s/api/products?perPage=100`)).json()) as { data: { slug: string }[] };
    const slugs = list.data.map((p) => p.slug);

    const start = performance.now();
    const end = start + MINUTES * 60_000;
    const minuteOf = (at: number) => Math.floor((at - start) / 60_000);
    /** Sends one request; its latency counts from `from` (the instant the action was due, for its first request). */
    const timed = async (s: HttpShopper, from: number, minute: number, method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<ShopperAnswer> => {
      const answer = await s.request(method, path, body, headers);
      samples.push({ minute, ms: performance.now() - from });
      if (answer.status >= 500) counts.serverErrors++;
      else if (answer.status >= 400) counts.refusals++;
      return answer;
    };

    const act = async (kind: Kind, due: number) => {
      const minute = minuteOf(due);
      const browsing = pick(shoppers).s;
      const get = (path: string) => timed(browsing, due, minute, "GET", path);
      if (kind === "home") return void (await get("/"));
      if (kind === "product") return void (await get(`/products/${pick(slugs)}`));
      if (kind === "search") return void (await get(searchPath()));
      if (kind === "list") return void (await get(listPath()));
      // A cart is one shopper's: two changes at once would refuse each other, not measure the shop.
      const from = Math.floor(Math.random() * shoppers.length);
      const shopper = [...shoppers.slice(from), ...shoppers.slice(0, from)].find((x) => !x.busy);
      if (!shopper) return void (await get("/"));
      shopper.busy = true;
      try {
        const s = shopper.s;
        const add = (from: number) => timed(s, from, minute, "POST", "/s/api/cart/add", { pack_id: pick(shop.packIds), warehouse_id: shop.hubId });
        if (kind === "cart") {
          await add(due);
          await timed(s, performance.now(), minute, "GET", "/s/api/cart");
          return;
        }
        let summary = (await timed(s, due, minute, "GET", "/s/api/checkout")).json<CheckoutSummary>();
        if (summary.cart.items.length === 0) {
          await add(performance.now());
          summary = (await timed(s, performance.now(), minute, "GET", "/s/api/checkout")).json<CheckoutSummary>();
        }
        const placed = await timed(s, performance.now(), minute, "POST", "/s/api/checkout/place", cashOrderBody(summary), { "idempotency-key": randomBytes(12).toString("hex") });
        if (placed.status === 201) counts.orders++;
        // A line that cannot be bought stays in the cart; start this shopper's next order from empty.
        else for (const item of summary.cart.items) await s.request("POST", "/s/api/cart/remove", { pack_id: item.pack_id, remove: true });
      } finally {
        shopper.busy = false;
      }
    };

    const rssTimer = setInterval(() => rss.push({ at: performance.now() - start, mb: rssMb(server.pid) }), RSS_EVERY_MS);
    rss.push({ at: 0, mb: rssMb(server.pid) });
    const restockTimer = setInterval(() => void restock(shop).catch((error: unknown) => console.error("restock failed", error)), 60_000);
    const inFlight = new Set<Promise<void>>();
    // Open loop, as bench/fixed-rate.ts: actions leave at their instants whatever the server does.
    const interval = 1000 / RATE;
    let sent = 0;
    try {
      while (performance.now() < end) {
        const now = performance.now();
        while (start + sent * interval <= now && start + sent * interval < end) {
          const due = start + sent++ * interval;
          counts.actions++;
          const done = act(pickKind(), due).catch((error: unknown) => {
            counts.failed++;
            if (counts.failed <= 3) console.error(error);
          });
          inFlight.add(done);
          void done.then(() => inFlight.delete(done));
        }
        await new Promise((r) => setTimeout(r, Math.max(0, start + sent * interval - performance.now())));
      }
      await Promise.all(inFlight);
    } finally {
      clearInterval(rssTimer);
      clearInterval(restockTimer);
    }
    rss.push({ at: performance.now() - start, mb: rssMb(server.pid) });
    load.end = loadavg()[0]!;
  } finally {
    await server.stop();
    await shop.drop();
  }

  const minutes = Array.from({ length: MINUTES }, (_, m) => {
    const ms = samples
      .filter((x) => x.minute === m)
      .map((x) => x.ms)
      .sort((a, b) => a - b);
    const mb = rss
      .filter((x) => x.at >= m * 60_000 && x.at < (m + 1) * 60_000)
      .map((x) => x.mb)
      .sort((a, b) => a - b);
    return { requests: ms.length, p50: percentile(ms, 50), p99: percentile(ms, 99), max: ms[ms.length - 1] ?? NaN, rss: percentile(mb, 50), rssMax: mb[mb.length - 1] ?? NaN };
  });
  console.log(`soak on PostgreSQL (fresh database), one server process in production mode, ${MINUTES} min at ${RATE} actions/s by ${SHOPPERS} signed-in shoppers`);
  console.log(`  mix: ${MIX.map(([kind, share]) => `${kind} ${share}`).join(", ")} (cart: add + read; checkout: read + place, adding first when empty); restocked every minute`);
  console.log(`  load average (1 min) ${load.start.toFixed(1)} at the start, ${load.end.toFixed(1)} at the end`);
  console.log(`  ${"minute".padEnd(7)} ${"requests".padStart(8)} ${"p50 ms".padStart(8)} ${"p99 ms".padStart(8)} ${"max ms".padStart(8)} ${"RSS MB".padStart(8)} ${"max RSS".padStart(8)}`);
  minutes.forEach((m, i) =>
    console.log(
      `  ${String(i + 1).padEnd(7)} ${String(m.requests).padStart(8)} ${m.p50.toFixed(1).padStart(8)} ${m.p99.toFixed(1).padStart(8)} ${m.max.toFixed(1).padStart(8)} ${m.rss.toFixed(1).padStart(8)} ${m.rssMax.toFixed(1).padStart(8)}`,
    ),
  );
  console.log("  (RSS MB: the median of the minute's samples, one every 5 s)");
  console.log(`  actions ${counts.actions}, orders placed ${counts.orders}, 4xx ${counts.refusals}, 5xx ${counts.serverErrors}, failed requests ${counts.failed}`);

  // The heap breathes by tens of MB between collections, so single samples would judge the
  // collector's timing: the second minute's median (the first after the warm-up) against the last's.
  const [second, final] = [minutes[WARM_UP_MS / 60_000]!, minutes[MINUTES - 1]!];
  const growth = final.rss - second.rss;
  const ratio = final.p99 / minutes[1]!.p99;
  console.log(
    `  RSS ${second.rss.toFixed(1)} MB in minute 2 → ${final.rss.toFixed(1)} MB in minute ${MINUTES} (${growth >= 0 ? "+" : ""}${growth.toFixed(1)} MB; peak ${Math.max(...rss.map((x) => x.mb)).toFixed(1)} MB)`,
  );
  console.log(`  p99 minute ${MINUTES} / minute 2: ${ratio.toFixed(2)}`);
  const failures: string[] = [];
  if (growth > BUDGET.rssGrowthMb) failures.push(`RSS grew ${growth.toFixed(1)} MB after the warm-up > ${BUDGET.rssGrowthMb} MB`);
  if (!(ratio <= BUDGET.p99Ratio)) failures.push(`last minute's p99 is ${ratio.toFixed(2)}× the second minute's > ${BUDGET.p99Ratio}×`);
  if (counts.serverErrors > 0) failures.push(`${counts.serverErrors} answers were 5xx`);
  if (counts.failed > 0) failures.push(`${counts.failed} actions failed without an answer`);
  if (failures.length) {
    console.log(`\nFAILED budgets:\n  ${failures.join("\n  ")}`);
    process.exitCode = 1;
  } else console.log("\nall soak budgets met");
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
