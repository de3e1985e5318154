// The access log keeps customers' phones out: the counter's customer lookup is logged without
// its query, whichever spelling of the path the router took; other addresses are logged whole.
import { Writable } from "node:stream";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { loggedUrl, serializeRequest } from "./request-log";

describe("request log", () => {
  it("drops the query of the counter's customer lookup, and only of it", () => {
    expect(loggedUrl("/s/api/pos/customers?phone=9876543210")).toBe("/s/api/pos/customers");
    expect(loggedUrl("/s/api/pos/customers/?phone=9876543210")).toBe("/s/api/pos/customers/");
    expect(loggedUrl("/s/api/pos/%63ustomers?phone=9876543210", "/s/api/pos/customers")).toBe("/s/api/pos/%63ustomers");
    expect(loggedUrl("/s/api/pos/products?warehouse_id=1&q=atta")).toBe("/s/api/pos/products?warehouse_id=1&q=atta");
    expect(loggedUrl("/s/api/pos/customers")).toBe("/s/api/pos/customers");
  });

  it("serializes a request as Fastify does, with the address as logged", () => {
    const logged = serializeRequest({ method: "GET", url: "/s/api/pos/customers?phone=9876543210", host: "demo.localhost", ip: "10.0.0.1", socket: { remotePort: 5123 }, routeOptions: { url: "/s/api/pos/customers" } });
    expect(logged).toEqual({ method: "GET", url: "/s/api/pos/customers", host: "demo.localhost", remoteAddress: "10.0.0.1", remotePort: 5123 });
    expect(JSON.stringify(logged)).not.toContain("9876543210");
  });

  it("is what Fastify's own request log writes", async () => {
    const lines: string[] = [];
    const stream = new Writable({ write: (chunk: Buffer, _encoding, done) => (lines.push(chunk.toString()), done()) });
    const app = Fastify({ logger: { level: "info", stream, serializers: { req: serializeRequest } } });
    app.get("/s/api/pos/customers", async () => ({ customer: null }));
    await app.inject({ method: "GET", url: "/s/api/pos/customers?phone=9876543210" });
    await app.close();
    const incoming = lines.map((l) => JSON.parse(l) as { msg: string; req?: { url: string } }).find((l) => l.msg === "incoming request");
    expect(incoming?.req?.url).toBe("/s/api/pos/customers");
    expect(lines.join("")).not.toContain("9876543210");
  });
});
