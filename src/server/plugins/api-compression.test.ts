// API answers compressed over real HTTP: the shop's product list on the whole app, and on a bare
// server the answers that must go as they are (small ones, streams, other types, ones already
// encoded by their route).
import { request as httpRequest } from "node:http";
import { Readable } from "node:stream";
import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, DEMO, type TestApp } from "../testing/test-app";
import { API_COMPRESS_MIN_BYTES, registerApiCompression } from "./api-compression";

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function get(base: string, path: string, headers: Record<string, string> = {}, method = "GET", body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(base + path, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(body);
  });
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: "127.0.0.1" });
  return `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
}

describe("on the shop's server", () => {
  let h: TestApp;
  let base: string;
  const shop = { "x-web-url": DEMO };
  beforeAll(async () => {
    h = await createTestApp();
    base = await listen(h.app);
  });
  afterAll(() => h?.close());

  it("sends a product list in brotli or gzip as the client accepts, the same JSON as uncompressed", async () => {
    const plain = await get(base, "/s/api/products?perPage=24", shop);
    expect(plain.status).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(API_COMPRESS_MIN_BYTES);
    const expected = JSON.parse(plain.body.toString("utf8")) as unknown;

    const br = await get(base, "/s/api/products?perPage=24", { ...shop, "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.body).toString("utf8"))).toEqual(expected);

    const gzip = await get(base, "/s/api/products?perPage=24", { ...shop, "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gzip.body).toString("utf8"))).toEqual(expected);
  });

  it("leaves a small answer, and a webhook's, as they are", async () => {
    const small = await get(base, "/s/api/nothing-here", { ...shop, "accept-encoding": "br" });
    expect(small.status).toBe(404);
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(small.body.toString("utf8"))).toEqual({ message: expect.any(String) });

    // The provider's body is read raw for its signature; the answer to it stays plain JSON.
    const hook = await get(base, "/s/api/webhooks/razorpay", { "content-type": "application/json", "accept-encoding": "br" }, "POST", JSON.stringify({ event: "payment.captured", payload: {} }));
    expect(hook.status).toBe(400);
    expect(hook.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(hook.body.toString("utf8"))).toEqual({ message: expect.any(String) });
  });
});

describe("on a bare server", () => {
  const app = Fastify();
  const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `item ${i}` })) };
  let base: string;
  beforeAll(async () => {
    registerApiCompression(app);
    app.get("/big", async () => big);
    app.get("/stream", (_request, reply) => reply.type("application/json").send(Readable.from([JSON.stringify(big)])));
    app.get("/events", (_request, reply) => reply.type("text/event-stream").send(`data: ${JSON.stringify(big)}\n\n`));
    app.get("/text", (_request, reply) => reply.type("text/plain").send("x".repeat(5000)));
    app.get("/encoded", (_request, reply) =>
      reply
        .type("application/json")
        .header("content-encoding", "gzip")
        .send(gzipSync(JSON.stringify(big))),
    );
    base = await listen(app);
  });
  afterAll(() => app.close());

  const accept = { "accept-encoding": "br, gzip" };

  it("compresses a large JSON answer and not a refused encoding", async () => {
    expect((await get(base, "/big", accept)).headers["content-encoding"]).toBe("br");
    expect((await get(base, "/big", { "accept-encoding": "br;q=0, gzip" })).headers["content-encoding"]).toBe("gzip");
    expect((await get(base, "/big", { "accept-encoding": "identity" })).headers["content-encoding"]).toBeUndefined();
  });

  it("leaves streams, event streams, other types and encoded answers alone", async () => {
    const stream = await get(base, "/stream", accept);
    expect(stream.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(stream.body.toString("utf8"))).toEqual(big);
    const events = await get(base, "/events", accept);
    expect(events.headers["content-encoding"]).toBeUndefined();
    expect(events.body.toString("utf8").startsWith("data: ")).toBe(true);
    expect((await get(base, "/text", accept)).headers["content-encoding"]).toBeUndefined();
    const encoded = await get(base, "/encoded", accept);
    expect(encoded.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(encoded.body).toString("utf8"))).toEqual(big);
  });
});
