import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as t from "../db/schema";
import type { Address } from "../../shared/api/account";
import type { CheckoutSummary } from "../../shared/api/checkout";
import type { ProductListResponse } from "../../shared/api/products";
import type { Services } from "../services";
import { createTestApp, DEMO, ShopClient, type TestApp } from "../testing/test-app";
import { DURATION_BUCKETS, METRICS_CONTENT_TYPE, registerMetrics, UNMATCHED_ROUTE } from "./metrics";

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/**
 * Reads the text format 0.0.4 strictly: every line is a HELP, a TYPE or a sample; a sample's
 * family is declared before it; label values are quoted and escaped; values are numbers.
 */
function parseExposition(text: string): { types: Map<string, string>; samples: Sample[] } {
  expect(text.endsWith("\n")).toBe(true);
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  const familyOf = (name: string) => (types.has(name) ? name : name.replace(/_(bucket|sum|count)$/, ""));
  for (const line of text.slice(0, -1).split("\n")) {
    const comment = /^# (HELP|TYPE) ([a-zA-Z_:][a-zA-Z0-9_:]*) (.+)$/.exec(line);
    if (comment) {
      if (comment[1] === "TYPE") {
        expect(["counter", "gauge", "histogram"]).toContain(comment[3]);
        expect(types.has(comment[2]!), `${comment[2]} declared twice`).toBe(false);
        types.set(comment[2]!, comment[3]!);
      }
      continue;
    }
    const sample = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(.*)\})? (\S+)$/.exec(line);
    expect(sample, `not a sample line: ${line}`).not.toBeNull();
    const labels: Record<string, string> = {};
    const labelPart = sample![3] ?? "";
    const labelRe = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"(,|$)/y;
    let at = 0;
    while (at < labelPart.length) {
      labelRe.lastIndex = at;
      const m = labelRe.exec(labelPart);
      expect(m, `bad labels in: ${line}`).not.toBeNull();
      labels[m![1]!] = m![2]!.replace(/\\(.)/g, (_all, c: string) => (c === "n" ? "\n" : c));
      at = labelRe.lastIndex;
    }
    const value = Number(sample![4]);
    expect(Number.isNaN(value), `not a number: ${line}`).toBe(false);
    expect(types.has(familyOf(sample![1]!)), `no TYPE before ${sample![1]}`).toBe(true);
    samples.push({ name: sample![1]!, labels, value });
  }
  return { types, samples };
}

const find = (samples: Sample[], name: string, labels: Record<string, string> = {}) => samples.find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))?.value;

let h: TestApp;
beforeAll(async () => {
  h = await createTestApp();
});
afterAll(async () => h?.close());

async function scrape() {
  const res = await h.app.inject({ method: "GET", url: "/s/metrics" });
  expect(res.statusCode).toBe(200);
  expect(res.headers["content-type"]).toBe(METRICS_CONTENT_TYPE);
  expect(res.headers["cache-control"]).toBe("no-store");
  return { text: res.body, ...parseExposition(res.body) };
}

describe("/s/metrics", () => {
  it("answers in the Prometheus text format with the process and database figures", async () => {
    await h.app.inject({ method: "GET", url: "/s/healthz" });
    const { types, samples } = await scrape();
    expect(Object.fromEntries(types)).toMatchObject({
      http_requests_total: "counter",
      http_request_duration_seconds: "histogram",
      process_resident_memory_bytes: "gauge",
      nodejs_eventloop_lag_seconds: "gauge",
      nodejs_eventloop_lag_p99_seconds: "gauge",
      orders_placed_total: "counter",
    });
    expect(find(samples, "process_resident_memory_bytes")).toBeGreaterThan(10_000_000);
    expect(find(samples, "nodejs_eventloop_lag_seconds")).toBeGreaterThanOrEqual(0);
    // The pool's figures exist where there is a pool: PostgreSQL, not the embedded database. The
    // scrape above counted the orders, so the pool has opened a connection by the next one.
    const pool = find((await scrape()).samples, "db_pool_connections", { state: "total" });
    if (h.services.database.kind === "postgres") expect(pool).toBeGreaterThanOrEqual(1);
    else expect(pool).toBeUndefined();
  });

  it("counts requests by route pattern and status, never by the address asked for", async () => {
    const before = (await scrape()).samples;
    const shopper = new ShopClient(h.app, DEMO);
    for (let i = 0; i < 3; i++) expect((await shopper.get(`/s/api/products?q=probe-${i}`)).statusCode).toBe(200);
    expect((await shopper.get("/s/api/no-such-thing-7f3a?x=1")).statusCode).toBe(404);
    expect((await shopper.get("/s/api/products?page=zero")).statusCode).toBe(422);
    const { text, samples } = await scrape();

    const count = (s: Sample[], labels: Record<string, string>) => find(s, "http_requests_total", labels) ?? 0;
    const products = { method: "GET", route: "/s/api/products", status: "200" };
    expect(count(samples, products) - count(before, products)).toBe(3);
    expect(count(samples, { ...products, status: "422" }) - count(before, { ...products, status: "422" })).toBe(1);
    expect(count(samples, { method: "GET", route: UNMATCHED_ROUTE, status: "404" })).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain("no-such-thing");
    expect(text).not.toContain("probe-");

    // The histogram's buckets are cumulative and end at the count.
    const timed = { method: "GET", route: "/s/api/products" };
    const buckets = DURATION_BUCKETS.map((le) => find(samples, "http_request_duration_seconds_bucket", { ...timed, le: String(le) })!);
    const all = find(samples, "http_request_duration_seconds_count", timed)!;
    expect(buckets.every((b, i) => i === 0 || b >= buckets[i - 1]!)).toBe(true);
    expect(find(samples, "http_request_duration_seconds_bucket", { ...timed, le: "+Inf" })).toBe(all);
    expect(all - (find(before, "http_request_duration_seconds_count", timed) ?? 0)).toBe(4);
    expect(find(samples, "http_request_duration_seconds_sum", timed)).toBeGreaterThan(0);
  });

  it("counts an order once it is placed, and once only when the same order is asked for again", async () => {
    await h.services.db.insert(t.users).values({ phone: "7300000091", name: "Metrics Shopper" });
    const client = new ShopClient(h.app, DEMO);
    expect((await client.post("/s/api/test/sign-in", { phone: "7300000091" }, { xsrf: false })).statusCode).toBe(200);
    await client.get("/s/api/check/pincode/560038");
    const address = (
      await client.post("/s/api/account/addresses", {
        name: "Metrics Shopper",
        phone: "9876543210",
        line1: "1 Gauge Road",
        line2: "",
        landmark: "",
        city: "Bengaluru",
        state: "Karnataka",
        pincode: "560038",
      })
    ).json() as Address;
    const pack = ((await client.get("/s/api/products?perPage=24")).json() as ProductListResponse).data.flatMap((p) => p.packs).find((p) => p.in_stock)!;
    await client.post("/s/api/cart/add", { pack_id: pack.pack_id, warehouse_id: pack.warehouse_id });
    const { cart } = (await client.get("/s/api/checkout")).json() as CheckoutSummary;
    const slots = cart.grouped_items.map((g) => ({ delivery_charge_id: g.delivery_charge_id, slot_id: g.slots![0]!.slot_id, date: g.slots![0]!.del_date }));

    const before = find((await scrape()).samples, "orders_placed_total")!;
    const order = { address_id: address.id, payment_method: "cod", slots };
    for (let i = 0; i < 2; i++) {
      const placed = await client.post("/s/api/checkout/place", order, { headers: { "idempotency-key": "metrics-order-1" } });
      expect(placed.statusCode, placed.body).toBe(201);
    }
    expect(find((await scrape()).samples, "orders_placed_total")).toBe(before + 1);
  });
});

describe("who may read the metrics", () => {
  const TOKEN = "metrics-token-".padEnd(40, "m");
  const services = { db: { execute: () => Promise.reject(new Error("no database here")) } } as unknown as Services;
  const build = async (config: Parameters<typeof registerMetrics>[2]) => {
    const app = Fastify({ logger: false });
    registerMetrics(app, services, config);
    await app.ready();
    return app;
  };

  it("asks for the bearer token when one is set, and compares all of it", async () => {
    const app = await build({ NODE_ENV: "production", METRICS_TOKEN: TOKEN });
    for (const authorization of [undefined, "Bearer", `Bearer ${TOKEN.slice(0, -1)}`, `Bearer ${TOKEN}x`, `Basic ${TOKEN}`, TOKEN]) {
      const res = await app.inject({ method: "GET", url: "/s/metrics", headers: authorization ? { authorization } : {} });
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.json()).toEqual({ message: "Metrics need the metrics token" });
      expect(res.headers["www-authenticate"]).toBe('Bearer realm="metrics"');
    }
    const res = await app.inject({ method: "GET", url: "/s/metrics", headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    // Without the database the process figures still come; the order count is left out.
    expect(res.body).toContain("process_resident_memory_bytes ");
    expect(res.body).not.toContain("orders_placed_total");
    await app.close();
  });

  it("serves none in production without a token", async () => {
    const app = await build({ NODE_ENV: "production" });
    expect((await app.inject({ method: "GET", url: "/s/metrics" })).statusCode).toBe(404);
    await app.close();
  });
});
