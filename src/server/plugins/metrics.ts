// /s/metrics in the Prometheus text format 0.0.4 (ADR 0039), written by hand: a few counters, one
// histogram and some gauges need no client library. Requests are labelled by the route pattern
// that answered, never the raw address, so a crawler or a fuzzer cannot grow the label set.
import { monitorEventLoopDelay } from "node:perf_hooks";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { Config } from "../config";
import { queryRows } from "../db/client";
import { sameToken } from "../http/same-token";
import type { Services } from "../services";

export const METRICS_CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8";
/** Upper bounds of the request duration buckets, in seconds. */
export const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const;
/** The route label of requests no route matched (the not-found answers). */
export const UNMATCHED_ROUTE = "unmatched";

type Labels = Record<string, string>;

interface Histogram {
  labels: Labels;
  buckets: number[];
  sum: number;
  count: number;
}

const escapeLabel = (value: string) => value.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n");
const labelText = (labels: Labels) => {
  const pairs = Object.entries(labels).map(([k, v]) => `${k}="${escapeLabel(v)}"`);
  return pairs.length ? `{${pairs.join(",")}}` : "";
};
const family = (name: string, type: "counter" | "gauge" | "histogram", help: string) => [`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`];

function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? UNMATCHED_ROUTE;
}

export function registerMetrics(app: FastifyInstance, services: Pick<Services, "db">, config: Pick<Config, "NODE_ENV"> & Partial<Pick<Config, "METRICS_TOKEN">>): void {
  const requests = new Map<string, { labels: Labels; value: number }>();
  const durations = new Map<string, Histogram>();
  // Event-loop delay over the time since the last scrape; resolution 10 ms keeps it cheap.
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  app.addHook("onClose", async () => loopDelay.disable());

  app.addHook("onResponse", async (request: FastifyRequest, reply: FastifyReply) => {
    const route = routeOf(request);
    const counted = { method: request.method, route, status: String(reply.statusCode) };
    const key = `${counted.method} ${route} ${counted.status}`;
    const entry = requests.get(key) ?? requests.set(key, { labels: counted, value: 0 }).get(key)!;
    entry.value += 1;

    const timedKey = `${request.method} ${route}`;
    const timed = durations.get(timedKey) ?? durations.set(timedKey, { labels: { method: request.method, route }, buckets: DURATION_BUCKETS.map(() => 0), sum: 0, count: 0 }).get(timedKey)!;
    const seconds = reply.elapsedTime / 1000;
    DURATION_BUCKETS.forEach((bound, i) => {
      if (seconds <= bound) timed.buckets[i]! += 1;
    });
    timed.sum += seconds;
    timed.count += 1;
  });

  async function exposition(): Promise<string> {
    const lines: string[] = [];
    lines.push(...family("http_requests_total", "counter", "HTTP requests answered, by method, route pattern and status."));
    for (const { labels, value } of requests.values()) lines.push(`http_requests_total${labelText(labels)} ${value}`);

    lines.push(...family("http_request_duration_seconds", "histogram", "Time to answer an HTTP request, by method and route pattern."));
    for (const h of durations.values()) {
      DURATION_BUCKETS.forEach((bound, i) => lines.push(`http_request_duration_seconds_bucket${labelText({ ...h.labels, le: String(bound) })} ${h.buckets[i]}`));
      lines.push(`http_request_duration_seconds_bucket${labelText({ ...h.labels, le: "+Inf" })} ${h.count}`);
      lines.push(`http_request_duration_seconds_sum${labelText(h.labels)} ${h.sum}`);
      lines.push(`http_request_duration_seconds_count${labelText(h.labels)} ${h.count}`);
    }

    lines.push(...family("process_resident_memory_bytes", "gauge", "Resident memory of this process."));
    lines.push(`process_resident_memory_bytes ${process.memoryUsage.rss()}`);

    // The histogram reports NaN before its first sample; 0 is what a quiet loop means.
    const delay = (nanoseconds: number) => (Number.isFinite(nanoseconds) ? nanoseconds / 1e9 : 0);
    lines.push(...family("nodejs_eventloop_lag_seconds", "gauge", "Mean event-loop delay since the previous scrape."));
    lines.push(`nodejs_eventloop_lag_seconds ${delay(loopDelay.mean)}`);
    lines.push(...family("nodejs_eventloop_lag_p99_seconds", "gauge", "99th percentile event-loop delay since the previous scrape."));
    lines.push(`nodejs_eventloop_lag_p99_seconds ${delay(loopDelay.percentile(99))}`);
    lines.push(...family("nodejs_eventloop_lag_max_seconds", "gauge", "Longest event-loop delay since the previous scrape."));
    lines.push(`nodejs_eventloop_lag_max_seconds ${delay(loopDelay.max)}`);
    loopDelay.reset();

    // Only PostgreSQL has a pool; the embedded database is one connection inside the process.
    const client = (services.db as unknown as { $client?: unknown }).$client;
    if (client instanceof pg.Pool) {
      lines.push(...family("db_pool_connections", "gauge", "Connections in this process's database pool, by state."));
      lines.push(`db_pool_connections{state="total"} ${client.totalCount}`);
      lines.push(`db_pool_connections{state="idle"} ${client.idleCount}`);
      lines.push(`db_pool_connections{state="waiting"} ${client.waitingCount}`);
    }

    // Read from the database, so every instance reports the same figure for the whole shop and
    // a replayed order (same idempotency key) is not counted twice. Left out if it cannot be read.
    try {
      const [row] = await queryRows<{ orders: string }>(services.db, sql`select count(*)::text as orders from orders`);
      lines.push(...family("orders_placed_total", "counter", "Orders placed on every website (all instances report the same figure)."));
      lines.push(`orders_placed_total ${Number(row?.orders ?? 0)}`);
    } catch {
      // The other metrics still help most while the database is away.
    }
    return `${lines.join("\n")}\n`;
  }

  // Production serves metrics only to a scraper that knows METRICS_TOKEN; elsewhere they are open.
  const token = config.METRICS_TOKEN;
  if (config.NODE_ENV === "production" && !token) return;
  app.get("/s/metrics", { config: { noTenant: true } }, async (request, reply) => {
    if (token) {
      const [scheme, given] = (request.headers.authorization ?? "").split(" ", 2);
      if (scheme?.toLowerCase() !== "bearer" || !given || !sameToken(given, token)) {
        return reply.status(401).header("www-authenticate", 'Bearer realm="metrics"').send({ message: "Metrics need the metrics token" });
      }
    }
    return reply
      .header("cache-control", "no-store")
      .type(METRICS_CONTENT_TYPE)
      .send(await exposition());
  });
}
