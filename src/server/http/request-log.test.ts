// The access log keeps customers' phones out: the counter's customer lookup is logged without
// its query, whichever spelling of the path the router took; signature parameters are dropped;
// other addresses are logged whole. Errors are logged without a failed query's parameters, and
// a request id is taken from the proxy only when well formed.
import { Writable } from "node:stream";
import Fastify from "fastify";
import { DrizzleQueryError } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loggedUrl, loggerOptions, requestIdFor, serializeError, serializeRequest } from "./request-log";

describe("request log", () => {
  it("drops the query of the counter's customer lookup, and only of it", () => {
    expect(loggedUrl("/s/api/pos/customers?phone=9876543210")).toBe("/s/api/pos/customers");
    expect(loggedUrl("/s/api/pos/customers/?phone=9876543210")).toBe("/s/api/pos/customers/");
    expect(loggedUrl("/s/api/pos/%63ustomers?phone=9876543210", "/s/api/pos/customers")).toBe("/s/api/pos/%63ustomers");
    expect(loggedUrl("/s/api/pos/products?warehouse_id=1&q=atta")).toBe("/s/api/pos/products?warehouse_id=1&q=atta");
    expect(loggedUrl("/s/api/pos/customers")).toBe("/s/api/pos/customers");
  });

  it("serializes a request as Fastify does, with the address as logged", () => {
    const logged = serializeRequest({
      method: "GET",
      url: "/s/api/pos/customers?phone=9876543210",
      host: "demo.localhost",
      ip: "10.0.0.1",
      socket: { remotePort: 5123 },
      routeOptions: { url: "/s/api/pos/customers" },
    });
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

  it("drops signature, token and phone parameters from any address, and keeps the rest as written", () => {
    expect(loggedUrl("/payment/return?order=KR-1&razorpay_payment_id=pay_1&razorpay_signature=abc123")).toBe("/payment/return?order=KR-1&razorpay_payment_id=pay_1");
    expect(loggedUrl("/payment/return?Razorpay%5FSignature=abc123")).toBe("/payment/return");
    expect(loggedUrl("/s/api/dev/outbox?phone=9876543210&limit=1")).toBe("/s/api/dev/outbox?limit=1");
    expect(loggedUrl("/products?q=atta%20&s=price-asc&q=%ZZ")).toBe("/products?q=atta%20&s=price-asc&q=%ZZ");
  });

  it("takes a well-formed request id from the proxy, else makes a UUID", () => {
    expect(requestIdFor({ headers: { "x-request-id": "lb-4f2a.91_c" } })).toBe("lb-4f2a.91_c");
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    for (const bad of ["short", "x".repeat(65), "id with spaces", "id\nforged-line", undefined]) {
      expect(requestIdFor({ headers: bad === undefined ? {} : { "x-request-id": bad } })).toMatch(uuid);
    }
    expect(requestIdFor({ headers: {} })).not.toBe(requestIdFor({ headers: {} }));
  });

  it("logs a failed query without its parameters or the database's quoted values", () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_phone_idx"'), {
      code: "23505",
      constraint: "users_phone_idx",
      table: "users",
      detail: "Key (phone)=(9876543210) already exists.",
    });
    const error = new DrizzleQueryError('insert into "users" ("phone", "name") values ($1, $2)', ["9876543210", "Priya"], cause);
    const logged = serializeError(error);
    expect(logged.message).toBe('Failed query: insert into "users" ("phone", "name") values ($1, $2)');
    expect(logged.stack).toMatch(/\n\s+at /);
    expect(logged.cause).toMatchObject({ code: "23505", constraint: "users_phone_idx", table: "users" });
    const text = JSON.stringify(logged);
    expect(text).not.toContain("9876543210");
    expect(text).not.toContain("Priya");
  });

  it("logs other errors with type, message, code and cause", () => {
    const error = Object.assign(new TypeError("bad thing", { cause: new Error("root") }), { code: "E_BAD" });
    expect(serializeError(error)).toMatchObject({ type: "TypeError", message: "bad thing", code: "E_BAD", cause: { type: "Error", message: "root" } });
    expect(serializeError("thrown text")).toMatchObject({ type: "string", message: "thrown text" });
  });

  it("hides credential, idempotency and signature headers when a line logs headers", async () => {
    const lines: string[] = [];
    const stream = new Writable({ write: (chunk: Buffer, _encoding, done) => (lines.push(chunk.toString()), done()) });
    const app = Fastify({ logger: { ...loggerOptions("info"), stream } });
    const headers = {
      cookie: "kirana_sid=sid-value-1",
      "idempotency-key": "key-value-2",
      "x-razorpay-signature": "sig-value-3",
      "x-webhook-signature": "sig-value-4",
      "x-xsrf-token": "xsrf-value-5",
      accept: "text/html",
    };
    app.log.info({ headers }, "headers");
    await app.close();
    const text = lines.join("");
    for (const value of ["sid-value-1", "key-value-2", "sig-value-3", "sig-value-4", "xsrf-value-5"]) expect(text).not.toContain(value);
    expect(text).toContain("text/html");
  });
});
