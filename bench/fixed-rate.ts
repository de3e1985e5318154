// An open-loop load generator: requests leave at evenly spaced instants whatever the server
// does, and each latency is measured from the instant the request was due, so a stall shows
// up in every request it delays. autocannon's rate option sends each second's requests in a
// burst at the start of the second, which measures queueing behind the burst instead.
import http from "node:http";
import { performance } from "node:perf_hooks";

export interface FixedRateOptions {
  url: string;
  headers: Record<string, string>;
  rate: number;
  seconds: number;
  connections: number;
}

export interface FixedRateResult {
  /** Latencies in ms, sorted ascending. */
  latencies: number[];
  errors: number;
}

export async function fixedRate(opts: FixedRateOptions): Promise<FixedRateResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.connections });
  const total = Math.round(opts.rate * opts.seconds);
  const interval = 1000 / opts.rate;
  const latencies: number[] = [];
  let errors = 0;
  let sent = 0;
  const inFlight = new Set<Promise<void>>();
  const start = performance.now();

  const send = (dueAt: number) => {
    const done = new Promise<void>((resolve) => {
      const request = http.get(opts.url, { agent, headers: opts.headers }, (response) => {
        response.resume();
        response.on("end", () => {
          if (response.statusCode !== 200) errors++;
          latencies.push(performance.now() - dueAt);
          resolve();
        });
      });
      request.on("error", () => {
        errors++;
        resolve();
      });
    });
    inFlight.add(done);
    void done.then(() => inFlight.delete(done));
  };

  while (sent < total) {
    const now = performance.now();
    while (sent < total && start + sent * interval <= now) send(start + sent++ * interval);
    await new Promise((r) => setTimeout(r, Math.max(0, start + sent * interval - performance.now())));
  }
  await Promise.all(inFlight);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { latencies, errors };
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}
