import Fastify from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { registerErrorHandler } from "../plugins/errors";
import { MAX_JSON_DEPTH, registerJsonBodyParser, suspiciousKey, TOO_DEEP } from "./json-body";

const app = Fastify({ logger: false });
beforeAll(async () => {
  registerJsonBodyParser(app);
  registerErrorHandler(app);
  app.post("/echo", async (request) => ({ body: request.body }));
  await app.ready();
});
afterAll(() => app.close());

const post = (payload: string | Buffer, type = "application/json") => app.inject({ method: "POST", url: "/echo", payload, headers: { "content-type": type } });
const nest = (depth: number) => "[".repeat(depth) + "]".repeat(depth);

it("reads bodies nested up to the limit and refuses deeper ones before the routes see them", async () => {
  expect(suspiciousKey(nest(MAX_JSON_DEPTH))).toBeNull();
  expect(suspiciousKey(nest(MAX_JSON_DEPTH + 1))).toBe(TOO_DEEP);
  expect(suspiciousKey(`{"a":${nest(MAX_JSON_DEPTH)}}`)).toBe(TOO_DEEP);
  // Brackets inside strings are text, not nesting.
  expect(suspiciousKey(JSON.stringify({ a: "[".repeat(1000) }))).toBeNull();

  expect((await post(nest(MAX_JSON_DEPTH))).statusCode).toBe(200);
  for (const depth of [MAX_JSON_DEPTH + 1, 100_000]) {
    const res = await post(nest(depth));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "The request body is nested too deeply" });
  }
});

it("takes UTF-8 bodies and refuses other charsets with 415", async () => {
  expect((await post('{"name":"चाय"}', "application/json; charset=utf-8")).json()).toEqual({ body: { name: "चाय" } });
  expect((await post('{"name":"x"}', 'application/json; charset="UTF8"')).statusCode).toBe(200);
  for (const [payload, type] of [
    [Buffer.from('{"name":"x"}', "utf16le"), "application/json; charset=utf-16"],
    [Buffer.from('{"name":"caf\xe9"}', "latin1"), "application/json; charset=ISO-8859-1"],
  ] as const) {
    const res = await post(payload, type);
    expect(res.statusCode, type).toBe(415);
    expect(res.json()).toEqual({ message: "Send the request body as UTF-8 JSON" });
  }
});
