// A small loopback load balancer for bench:cluster: round-robin over the backends that answer
// their readiness check, a backend dropped the moment a connection to it fails (or after three
// failed checks in a row), and a request
// that failed before any answer sent again to another backend only when that is safe: a GET,
// or a request carrying an Idempotency-Key (the server answers its repeats from the key).
// Everything else that failed is answered 502, marked as the balancer's own answer.
import http from "node:http";

export interface BalancerStats {
  /** Requests sent again to another backend after a connection failed before any answer. */
  retried: number;
  /** Requests answered 502/503 by the balancer itself, with the instants they failed (ms since the epoch). */
  failed: number[];
  /** Answers each backend has begun to send, by port. */
  answered: Map<number, number>;
}

export interface Balancer {
  url: string;
  stats: BalancerStats;
  /** Which backends are in rotation now. */
  up(): number[];
  /** Each request a backend is answering now: its method and path, and for how long (ms). */
  inFlight(port: number): { task: string; ms: number }[];
  close(): Promise<void>;
}

/** The header on an answer the balancer made itself (no backend answered). */
export const BALANCER_HEADER = "x-bench-balancer";

const HOP_BY_HOP = ["connection", "keep-alive", "transfer-encoding", "upgrade", "proxy-connection"];

export async function startBalancer(opts: { port: number; backends: number[]; healthEveryMs?: number }): Promise<Balancer> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const up = new Map(opts.backends.map((port) => [port, false]));
  const stats: BalancerStats = { retried: 0, failed: [], answered: new Map(opts.backends.map((port) => [port, 0])) };
  const working = new Map(opts.backends.map((port) => [port, new Map<object, { task: string; since: number }>()]));
  let turn = 0;

  // A refused connection takes a backend out at once; a slow or unready answer only after
  // three in a row, so a busy machine does not empty the rotation.
  const misses = new Map(opts.backends.map((port) => [port, 0]));
  const check = (port: number) =>
    new Promise<"ready" | "unready" | "refused">((resolve) => {
      const request = http.get({ host: "127.0.0.1", port, path: "/s/readyz", agent, timeout: 2000 }, (response) => {
        response.resume();
        resolve(response.statusCode === 200 ? "ready" : "unready");
      });
      request.on("timeout", () => request.destroy(new Error("timeout")));
      request.on("error", (error: NodeJS.ErrnoException) => resolve(error.code === "ECONNREFUSED" ? "refused" : "unready"));
    });
  const checkAll = async () => {
    await Promise.all(
      opts.backends.map(async (port) => {
        const verdict = await check(port);
        const missed = verdict === "ready" ? 0 : misses.get(port)! + 1;
        misses.set(port, missed);
        up.set(port, verdict === "ready" || (verdict === "unready" && missed < 3 && up.get(port)!));
      }),
    );
  };
  await checkAll();
  const health = setInterval(() => void checkAll(), opts.healthEveryMs ?? 250);

  /** The backends in rotation, starting with the next one's turn. */
  const rotation = () => {
    // With none in rotation, every backend is tried rather than none.
    const inRotation = opts.backends.filter((port) => up.get(port));
    const live = inRotation.length ? inRotation : opts.backends;
    const start = turn++ % Math.max(1, live.length);
    return [...live.slice(start), ...live.slice(0, start)];
  };

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks);
      const safe = request.method === "GET" || request.method === "HEAD" || typeof request.headers["idempotency-key"] === "string";
      const headers = { ...request.headers };
      for (const name of HOP_BY_HOP) delete headers[name];
      const own = (status: number, message: string) => {
        stats.failed.push(Date.now());
        response.writeHead(status, { "content-type": "application/json", [BALANCER_HEADER]: "1" }).end(JSON.stringify({ message }));
      };
      const attempt = (backends: number[]) => {
        const port = backends[0];
        if (port === undefined) return own(503, "No backend answered");
        const task = {};
        working.get(port)!.set(task, { task: `${request.method} ${request.url}`, since: Date.now() });
        const upstream = http.request({ host: "127.0.0.1", port, method: request.method, path: request.url, headers, agent }, (answer) => {
          const copied = { ...answer.headers };
          for (const name of HOP_BY_HOP) delete copied[name];
          stats.answered.set(port, stats.answered.get(port)! + 1);
          response.writeHead(answer.statusCode ?? 502, copied);
          answer.pipe(response);
          answer.on("end", () => working.get(port)!.delete(task));
          // Once an answer has begun it cannot be sent again: a backend dying mid-answer cuts it.
          answer.on("error", () => response.destroy());
        });
        upstream.on("error", () => {
          working.get(port)!.delete(task);
          if (response.headersSent) return void response.destroy();
          up.set(port, false);
          if (safe && backends.length > 1) {
            stats.retried++;
            return attempt(backends.slice(1));
          }
          own(502, safe ? "Every backend failed" : "The backend failed before answering, and the request is not safe to send again");
        });
        upstream.end(body);
      };
      attempt(rotation());
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(opts.port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${opts.port}`,
    stats,
    up: () => opts.backends.filter((port) => up.get(port)),
    inFlight: (port) => [...(working.get(port)?.values() ?? [])].map(({ task, since }) => ({ task, ms: Date.now() - since })),
    close: async () => {
      clearInterval(health);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}
