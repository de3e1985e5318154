// Stopping a real server process (ADR 0039): on SIGTERM readiness turns 503 while the server still
// serves for the drain period, a request in flight finishes with its whole answer and the process
// exits 0; a request that outlasts SHUTDOWN_TIMEOUT_SECONDS makes it give up and exit 1; a
// rejection nobody handles is logged and the process stops with 1.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import "./testing/provided-context";
import { adminQuery, databaseUrl, randomName } from "./db/admin";
import { startServerProcess, type ServerProcess } from "./testing/server-process";

let name = "";
let draining: ServerProcess;
let stuck: ServerProcess;
let faulty: ServerProcess;

beforeAll(async () => {
  name = randomName("kirana_stop");
  await adminQuery(`create database ${name} template ${inject("kiranaTestTemplate")}`);
  const start = (env: Record<string, string>) => startServerProcess({ databaseUrl: databaseUrl(name), nodeEnv: "test", env });
  [draining, stuck, faulty] = await Promise.all([
    start({ SHUTDOWN_DRAIN_SECONDS: "1", SHUTDOWN_TIMEOUT_SECONDS: "20" }),
    start({ SHUTDOWN_DRAIN_SECONDS: "0", SHUTDOWN_TIMEOUT_SECONDS: "1", LOG_LEVEL: "silent" }),
    start({ SHUTDOWN_DRAIN_SECONDS: "5", SHUTDOWN_TIMEOUT_SECONDS: "20", LOG_LEVEL: "silent", KIRANA_TEST_FAULTS: "1" }),
  ]);
}, 120_000);

afterAll(async () => {
  await Promise.all([draining, stuck, faulty].filter(Boolean).map((s) => s.stop()));
  if (name) await adminQuery(`drop database if exists ${name} with (force)`);
});

const answer = async (url: string) => {
  const res = await fetch(url);
  return { status: res.status, body: (await res.json()) as unknown };
};

/** A slow test request the server has begun answering (its first line is read); `rest` reads the remainder. */
async function slowRequest(base: string, ms: number) {
  const res = await fetch(`${base}/s/api/test/slow?ms=${ms}`);
  expect(res.status).toBe(200);
  const reader = res.body!.getReader();
  expect(new TextDecoder().decode((await reader.read()).value)).toBe("started\n");
  return {
    async rest(): Promise<string> {
      let text = "";
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) text += new TextDecoder().decode(chunk.value);
      return text;
    },
  };
}

describe("stopping a server", () => {
  it("drains, finishes the request in flight and exits 0", async () => {
    expect(await answer(`${draining.base}/s/readyz`)).toEqual({ status: 200, body: { status: "ready" } });
    // Only once the server holds the request is it told to stop.
    const slow = await slowRequest(draining.base, 2500);
    process.kill(draining.pid, "SIGTERM");

    // While draining: not ready, so a load balancer moves away, but alive and still serving.
    let ready = await answer(`${draining.base}/s/readyz`);
    for (let i = 0; i < 20 && ready.status === 200; i++) ready = await answer(`${draining.base}/s/readyz`);
    expect(ready).toEqual({ status: 503, body: { message: "The server is shutting down" } });
    expect(await answer(`${draining.base}/s/healthz`)).toEqual({ status: 200, body: { status: "ok" } });

    expect(await slow.rest()).toBe("finished\n");
    expect(await draining.exited).toBe(0);
    await expect(fetch(`${draining.base}/s/healthz`)).rejects.toThrow();
  }, 30_000);

  it("gives up on a request that outlasts SHUTDOWN_TIMEOUT_SECONDS and exits 1", async () => {
    const slow = await slowRequest(stuck.base, 20_000);
    const signalled = Date.now();
    process.kill(stuck.pid, "SIGTERM");
    expect(await stuck.exited).toBe(1);
    // The one-second deadline, not the request's twenty seconds, ended it.
    expect(Date.now() - signalled).toBeLessThan(10_000);
    // The unfinished answer is cut off, never passed off as complete.
    await expect(slow.rest()).rejects.toThrow();
  }, 30_000);

  it("stops with exit code 1 after a rejection nobody handles, finishing its requests without draining", async () => {
    const slow = await slowRequest(faulty.base, 1000);
    const started = Date.now();
    const fault = await fetch(`${faulty.base}/s/api/test/unhandled-rejection`, { method: "POST" });
    expect(fault.status).toBe(202);
    expect(await slow.rest()).toBe("finished\n");
    expect(await faulty.exited).toBe(1);
    // Its five-second drain is for planned stops; a fault does not wait for the load balancer.
    expect(Date.now() - started).toBeLessThan(5_000);
  }, 30_000);
});
