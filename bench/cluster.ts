// npm run bench:cluster — three server instances in production mode on one fresh PostgreSQL
// database, behind a loopback load balancer (bench/cluster-balancer.ts), under signed-in
// shoppers who browse, search, fill carts and place cash-on-delivery orders, each order with an
// Idempotency-Key that the shopper sends again while the order is unanswered. One instance is
// killed with SIGKILL mid-run, at a moment it is placing an order, and started again later; the
// load goes on until it has served a few seconds. At the end the database is checked:
// every order a shopper saw confirmed exists exactly once, no key made two orders, and for
// every pack and warehouse the starting stock minus the live orders' quantities is the stock
// now, never below zero. Prints req/s, p50/p99 and errors by kind; exits 1 on a lost or
// duplicated order, a stock mismatch, a 5xx from a server, a balancer failure outside the
// moment of the kill, or no order placed.
// CLUSTER_SECONDS (default 40) and CLUSTER_SHOPPERS (default 30) size the run; CLUSTER_PORT
// (default 4100) is the balancer's port, the instances take the three after it; CLUSTER_DEBUG=1
// prints every refusal and every request slower than 3 s.
import { randomBytes } from "node:crypto";
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import type { CheckoutSummary, PlaceOrderAnswer } from "../src/shared/api/checkout";
import { openDatabase } from "../src/server/db/client";
import { HttpShopper, type ShopperAnswer } from "../src/server/testing/http-shopper";
import { KEY_FIELD } from "../src/server/domain/checkout/idempotency";
import { BENCH_SESSION_COOKIE, cashOrderBody, createBenchShop, xsrfToken, type BenchShop } from "./bench-sessions";
import { BALANCER_HEADER, startBalancer } from "./cluster-balancer";
import { percentile } from "./fixed-rate";
import { listPath, pick, searchPath } from "./shop-mix";
import { startShopServer, type ShopServer } from "./shop-server";

const SECONDS = Number(process.env.CLUSTER_SECONDS ?? 40);
const SHOPPERS = Number(process.env.CLUSTER_SHOPPERS ?? 30);
const PORT = Number(process.env.CLUSTER_PORT ?? 4100);
const INSTANCES = [PORT + 1, PORT + 2, PORT + 3];
const SECRET = "bench-cluster-secret-".padEnd(40, "k");
/** The instance killed, when, and when it starts again (shares of the run). */
const VICTIM = 1;
const KILL_AT = 0.35;
const BACK_AT = 0.65;
/** Balancer failures this long after the kill are the kill's: requests in flight on the dead instance. */
const KILL_MOMENT_MS = 2_000;
/** The load goes on past its time until the restarted instance has served this long, or LATE_RESTART_MS. */
const SERVE_AFTER_RESTART_MS = 5_000;
const LATE_RESTART_MS = 60_000;
/** A shopper gives up sending an unanswered order again after this long. */
const ORDER_PATIENCE_MS = 45_000;
/** Packs given little stock, and how often an add picks one: sell-outs race across instances. */
const SCARCE = { packs: 6, stock: 12, share: 0.3 };

type Kind = "browse" | "search" | "cart" | "checkout";
const MIX: [Kind, number][] = [
  ["browse", 35],
  ["search", 20],
  ["cart", 25],
  ["checkout", 20],
];

function pickKind(): Kind {
  let roll = Math.random() * MIX.reduce((sum, [, share]) => sum + share, 0);
  for (const [kind, share] of MIX) if ((roll -= share) < 0) return kind;
  return MIX[0]![0];
}

interface Confirmed {
  key: string;
  orderNumber: string;
  /** Sends of the order before its answer. */
  sends: number;
}

async function main() {
  const shop = await createBenchShop({ prefix: "kirana_cluster", shoppers: SHOPPERS });
  const database = await openDatabase({ url: shop.url, poolSize: 2 });
  const instances: (ShopServer | null)[] = [null, null, null];
  const env = { SESSION_SECRET: SECRET, LOG_LEVEL: "error", DATABASE_POOL_SIZE: "5" };
  let balancer: Awaited<ReturnType<typeof startBalancer>> | null = null;
  const failures: string[] = [];
  try {
    const scarce = shop.packIds.slice(0, SCARCE.packs);
    await database.rawQuery("update stock set quantity = $1 where warehouse_id = $2 and pack_id = any($3)", [SCARCE.stock, shop.hubId, scarce]);
    const startStock = await stockRows(database);
    const ordersBefore = (await database.rawQuery<{ id: number }>("select id from orders", [])).map((r) => r.id);

    await Promise.all(INSTANCES.map(async (port, i) => (instances[i] = await startShopServer({ port, databaseUrl: shop.url, env }))));
    balancer = await startBalancer({ port: PORT, backends: INSTANCES });
    const lb = balancer;
    const slugs = ((await (await fetch(`${lb.url}/s/api/products?perPage=100`, { headers: { "x-web-url": "http://localhost:3000" } })).json()) as { data: { slug: string }[] }).data.map((p) => p.slug);

    const latencies: number[] = [];
    const counts = { requests: 0, serverErrors: 0, connectionErrors: 0, lateConnectionErrors: 0, clientErrors: new Map<string, number>(), soldOut: 0, gaveUp: 0, resent: 0, slowestOrderMs: 0 };
    const confirmed: Confirmed[] = [];
    const startedAt = Date.now();
    let killedAt = Number.NaN;
    let backAt = Number.NaN;
    let backServed = false;
    let answeredBeforeBack = 0;
    let killedMidOrder = false;
    const atKill = (at: number) => at >= killedAt && at <= killedAt + KILL_MOMENT_MS;

    /** One request through the balancer, timed and counted by kind; null when no answer came. */
    const send = async (s: HttpShopper, method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<ShopperAnswer | null> => {
      const from = performance.now();
      counts.requests++;
      let answer: ShopperAnswer | null = null;
      try {
        answer = await s.request(method, path, body, headers);
      } catch {
        // The balancer itself never drops a shopper's socket; count it with the balancer's failures.
      }
      latencies.push(performance.now() - from);
      if (process.env.CLUSTER_DEBUG && performance.now() - from > 3000)
        console.error(`slow: ${method} ${path} ${(performance.now() - from).toFixed(0)} ms at ${((Date.now() - startedAt) / 1000).toFixed(1)} s → ${answer?.status}`);
      if (!answer || answer.headers[BALANCER_HEADER]) {
        if (atKill(Date.now())) counts.connectionErrors++;
        else {
          counts.lateConnectionErrors++;
          console.error(`balancer failure at ${((Date.now() - startedAt) / 1000).toFixed(1)} s on ${method} ${path}: ${answer?.text ?? "no answer"}`);
        }
        return null;
      }
      if (answer.status >= 500) {
        counts.serverErrors++;
        if (counts.serverErrors <= 3) console.error(`5xx on ${method} ${path}: ${answer.status} ${answer.text.slice(0, 200)}`);
      } else if (answer.status >= 400) {
        const kind = `${answer.status} ${method} ${path.replace(/\?.*/, "")}`;
        counts.clientErrors.set(kind, (counts.clientErrors.get(kind) ?? 0) + 1);
        if (process.env.CLUSTER_DEBUG) console.error(kind, answer.text.slice(0, 200));
      }
      return answer;
    };

    /** Places the cart's order, sending it again with the same key while it is unanswered. */
    const placeOrder = async (s: HttpShopper, summary: CheckoutSummary): Promise<boolean> => {
      const key = randomBytes(12).toString("hex");
      const body = cashOrderBody(summary);
      const first = performance.now();
      const giveUpAt = first + ORDER_PATIENCE_MS;
      for (let sends = 1; ; sends++) {
        const answer = await send(s, "POST", "/s/api/checkout/place", body, { "idempotency-key": key });
        if (answer?.status === 201) {
          confirmed.push({ key, orderNumber: answer.json<PlaceOrderAnswer>().order.ordernumber, sends });
          if (sends > 1) counts.resent++;
          counts.slowestOrderMs = Math.max(counts.slowestOrderMs, performance.now() - first);
          return true;
        }
        const stillOpen = !answer || (answer.status === 409 && answer.text.includes(`"${KEY_FIELD}"`)) || answer.status >= 500;
        if (!stillOpen) {
          if (answer.status === 409 && /sold out|left|out of stock/i.test(answer.text)) counts.soldOut++;
          return false;
        }
        if (performance.now() > giveUpAt) {
          counts.gaveUp++;
          return false;
        }
        await sleep(250);
      }
    };

    const deadline = performance.now() + SECONDS * 1000;
    const shopper = async (session: BenchShop["sessions"][number]) => {
      const s = new HttpShopper([lb.url]);
      s.cookies.set(BENCH_SESSION_COOKIE, session.id);
      s.cookies.set("XSRF-TOKEN", xsrfToken(SECRET, session));
      const add = () => send(s, "POST", "/s/api/cart/add", { pack_id: Math.random() < SCARCE.share ? pick(scarce) : pick(shop.packIds), warehouse_id: shop.hubId });
      while (performance.now() < deadline || (!backServed && performance.now() < deadline + LATE_RESTART_MS)) {
        const kind = pickKind();
        if (kind === "browse") await send(s, "GET", pick(["/", `/products/${pick(slugs)}`, listPath(), listPath()]));
        else if (kind === "search") await send(s, "GET", searchPath());
        else if (kind === "cart") {
          await add();
          await send(s, "GET", "/s/api/cart");
        } else {
          const read = async () => {
            const answer = await send(s, "GET", "/s/api/checkout");
            return answer?.status === 200 ? answer.json<CheckoutSummary>() : undefined;
          };
          let summary = await read();
          if (summary && summary.cart.items.length === 0) {
            await add();
            summary = await read();
          }
          if (summary && summary.cart.items.length > 0 && !(await placeOrder(s, summary))) {
            // A line that cannot be bought stays in the cart; start the next order from empty.
            for (const item of summary.cart.items) await send(s, "POST", "/s/api/cart/remove", { pack_id: item.pack_id, remove: true });
          }
        }
        // A shopper reads between clicks; 100–300 ms keeps the machine short of saturation.
        await sleep(100 + Math.random() * 200);
      }
    };

    const load = { start: loadavg()[0]!, end: 0 };
    const started = performance.now();
    const chaos = (async () => {
      await sleep(SECONDS * 1000 * KILL_AT);
      // Mid-order: the kill waits (a few seconds at most) for an order the victim has been
      // working on for a few milliseconds, so that it has likely claimed its key by then.
      const waitUntil = Date.now() + 5_000;
      const placing = () => lb.inFlight(INSTANCES[VICTIM]!).some(({ task, ms }) => task.startsWith("POST /s/api/checkout/place") && ms >= 3);
      while (Date.now() < waitUntil && !placing()) await sleep(1);
      killedMidOrder = Date.now() < waitUntil;
      killedAt = Date.now();
      process.kill(instances[VICTIM]!.pid, "SIGKILL");
      await instances[VICTIM]!.exited;
      instances[VICTIM] = null;
      await sleep(SECONDS * 1000 * (BACK_AT - KILL_AT));
      instances[VICTIM] = await startShopServer({ port: INSTANCES[VICTIM]!, databaseUrl: shop.url, env });
      backAt = Date.now();
      answeredBeforeBack = lb.stats.answered.get(INSTANCES[VICTIM]!)!;
      await sleep(SERVE_AFTER_RESTART_MS);
      backServed = true;
    })();
    await Promise.all(shop.sessions.map(shopper));
    const seconds = (performance.now() - started) / 1000;
    await chaos;
    load.end = loadavg()[0]!;
    const servedAfterBack = lb.stats.answered.get(INSTANCES[VICTIM]!)! - answeredBeforeBack;
    const backInRotation = servedAfterBack > 0;

    // The database's word on what the shoppers saw.
    const check = await checkDatabase(database, ordersBefore, startStock, confirmed);
    latencies.sort((a, b) => a - b);
    const refusals =
      [...counts.clientErrors]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([kind, n]) => `${kind} ×${n}`)
        .join(", ") || "none";
    console.log(`cluster on PostgreSQL: 3 instances (production mode, pool 5 each) behind a loopback round-robin balancer, ${SHOPPERS} signed-in shoppers for ${SECONDS} s`);
    console.log(
      `  instance ${VICTIM + 1} SIGKILLed at ${((killedAt - startedAt) / 1000).toFixed(1)} s${killedMidOrder ? " while placing an order" : ""}, started again at ${((backAt - startedAt) / 1000).toFixed(1)} s (answering ${servedAfterBack} requests after)`,
    );
    if (seconds > SECONDS + 1) console.log(`  the load ran ${seconds.toFixed(1)} s: on past ${SECONDS} s until the restarted instance had served ${SERVE_AFTER_RESTART_MS / 1000} s`);
    console.log(`  mix: ${MIX.map(([kind, share]) => `${kind} ${share}`).join(", ")}; ${SCARCE.packs} packs with ${SCARCE.stock} in stock take ${SCARCE.share * 100}% of adds`);
    console.log(`  load average (1 min) ${load.start.toFixed(1)} at the start, ${load.end.toFixed(1)} at the end`);
    console.log(
      `  requests: ${counts.requests} (${(counts.requests / seconds).toFixed(1)} req/s), p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, max ${(latencies[latencies.length - 1] ?? NaN).toFixed(0)} ms`,
    );
    console.log(
      `  orders confirmed: ${confirmed.length} (${counts.resent} after sending again with the same key); refused as sold out: ${counts.soldOut}; given up unanswered: ${counts.gaveUp}; slowest order from first send to confirmation ${counts.slowestOrderMs.toFixed(0)} ms`,
    );
    console.log(`  errors: 5xx from servers ${counts.serverErrors}; balancer failures at the kill ${counts.connectionErrors}, outside it ${counts.lateConnectionErrors}; 4xx ${refusals}`);
    console.log(`  balancer: ${lb.stats.retried} requests sent again to another instance after a connection failed before any answer`);
    console.log(
      `  database: ${check.orders} new orders, ${check.keys} answered keys; keys taken over after the lease of an instance that died: ${check.takeovers}, ${check.stockRows} pack×warehouse stock rows checked`,
    );
    for (const line of check.problems) console.log(`  PROBLEM: ${line}`);

    failures.push(...check.problems);
    if (counts.serverErrors > 0) failures.push(`${counts.serverErrors} answers were 5xx from a server`);
    if (counts.lateConnectionErrors > 0) failures.push(`${counts.lateConnectionErrors} requests failed at the balancer outside the moment of the kill`);
    if (confirmed.length === 0) failures.push("no order was confirmed");
    if (!backInRotation) failures.push("the restarted instance answered nothing");
  } finally {
    await balancer?.close();
    await Promise.all(instances.map((instance) => instance?.stop()));
    await database.close();
    await shop.drop();
  }
  if (failures.length) {
    console.log(`\nFAILED budgets:\n  ${failures.join("\n  ")}`);
    process.exitCode = 1;
  } else console.log("\nall budgets met: no order lost or made twice, stock consistent");
}

interface StockRow {
  pack_id: number;
  warehouse_id: number;
  quantity: number;
}

const stockKey = (r: { pack_id: number; warehouse_id: number }) => `${r.pack_id}@${r.warehouse_id}`;

async function stockRows(database: Awaited<ReturnType<typeof openDatabase>>): Promise<Map<string, StockRow>> {
  const rows = await database.rawQuery<StockRow>("select pack_id, warehouse_id, quantity from stock", []);
  return new Map(rows.map((r) => [stockKey(r), r]));
}

async function checkDatabase(database: Awaited<ReturnType<typeof openDatabase>>, ordersBefore: number[], startStock: Map<string, StockRow>, confirmed: Confirmed[]) {
  const problems: string[] = [];
  const orders = await database.rawQuery<{ id: number; order_number: string; status: string }>("select id, order_number, status from orders where not (id = any($1))", [ordersBefore]);
  const byNumber = new Map<string, number>();
  for (const o of orders) byNumber.set(o.order_number, (byNumber.get(o.order_number) ?? 0) + 1);

  // Every order a shopper saw confirmed is there, once, and is the one its key answers.
  const keys = await database.rawQuery<{ key: string; status: number | null; body: string | null }>("select key, status, body from idempotency_keys", []);
  const keyAnswer = new Map(keys.map((k) => [k.key, k]));
  const lost = confirmed.filter((c) => byNumber.get(c.orderNumber) !== 1);
  if (lost.length) problems.push(`${lost.length} confirmed orders are not in the database exactly once (e.g. ${lost[0]!.orderNumber})`);
  const misanswered = confirmed.filter((c) => {
    const row = keyAnswer.get(c.key);
    return !row?.body || (JSON.parse(row.body) as PlaceOrderAnswer).order.ordernumber !== c.orderNumber;
  });
  if (misanswered.length) problems.push(`${misanswered.length} keys do not answer the order their shopper saw`);
  const numbers = new Set(confirmed.map((c) => c.orderNumber));
  if (numbers.size !== confirmed.length) problems.push(`${confirmed.length - numbers.size} orders were confirmed under two keys`);

  // No key made two orders, and no order was made without its key's answer.
  const answered = keys.filter((k) => k.status === 201 && k.body).map((k) => (JSON.parse(k.body!) as PlaceOrderAnswer).order.ordernumber);
  const answeredSet = new Set(answered);
  if (answeredSet.size !== answered.length) problems.push("two keys answer the same order");
  const orphans = orders.filter((o) => !answeredSet.has(o.order_number));
  if (orphans.length) problems.push(`${orphans.length} orders were made that no key answers (a second order for one key): e.g. ${orphans[0]!.order_number}`);

  // Stock: what there was, less what live orders took, is what there is; never below zero.
  const sold = await database.rawQuery<{ pack_id: number; warehouse_id: number; quantity: number }>(
    "select oi.pack_id, oi.warehouse_id, sum(oi.quantity)::int as quantity from order_items oi join orders o on o.id = oi.order_id where not (o.id = any($1)) and o.status <> 'cancelled' group by oi.pack_id, oi.warehouse_id",
    [ordersBefore],
  );
  const soldOf = new Map(sold.map((r) => [stockKey(r), r.quantity]));
  const now = await stockRows(database);
  let mismatched = 0;
  let negative = 0;
  for (const [key, start] of startStock) {
    const quantity = now.get(key)?.quantity ?? Number.NaN;
    if (quantity < 0) negative++;
    if (start.quantity - (soldOf.get(key) ?? 0) !== quantity) {
      if (++mismatched <= 3) problems.push(`stock of pack ${start.pack_id} at warehouse ${start.warehouse_id}: ${start.quantity} − ${soldOf.get(key) ?? 0} sold ≠ ${quantity} now`);
    }
  }
  if (mismatched > 3) problems.push(`… ${mismatched} stock rows in all do not add up`);
  if (negative) problems.push(`${negative} stock rows are below zero`);
  // Claims taken over after their lease: an instance died holding them.
  const takenOver = await database.rawQuery<{ status: number | null; n: number }>(
    "select status, count(*)::int as n from idempotency_keys where claimed_at > created_at group by status order by status",
    [],
  );
  const takeovers = takenOver.map((r) => `${r.n} answered ${r.status ?? "not yet"}`).join(", ") || "none";
  return { problems, orders: orders.length, keys: answered.length, takeovers, stockRows: startStock.size };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
