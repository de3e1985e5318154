import Fastify from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { HttpError } from "../http/http-error";
import { CHANGED_MEANWHILE, registerErrorHandler } from "./errors";

const app = Fastify({ logger: false });
registerErrorHandler(app);
// Drizzle wraps the driver's error: the SQLSTATE is on the cause.
const wrapped = (code: string) => Object.assign(new Error("Failed query: insert into …"), { cause: Object.assign(new Error("violates"), { code }) });
app.get("/fk", async () => {
  throw wrapped("23503");
});
app.get("/unique", async () => {
  throw wrapped("23505");
});
app.get("/other-db", async () => {
  throw wrapped("42P01");
});
app.get("/http", async () => {
  throw new HttpError(422, "Give a name", { name: "Give a name" });
});
afterAll(() => app.close());

describe("the error handler", () => {
  it("answers a write the database refused by a constraint with 409 and no internals", async () => {
    for (const url of ["/fk", "/unique"]) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(409);
      expect(res.json()).toEqual({ message: CHANGED_MEANWHILE });
    }
  });

  it("answers any other database failure with the generic 500, naming no table or query", async () => {
    const res = await app.inject("/other-db");
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toMatch(/insert|violates|42P01/);
  });

  it("passes an HttpError's status, message and field errors through", async () => {
    const res = await app.inject("/http");
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: "Give a name", errors: { name: "Give a name" } });
  });
});
