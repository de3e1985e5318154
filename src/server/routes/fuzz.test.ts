// Hostile input to every route (issue 13, ADR 0041): the route table itself is walked, so a new
// route is fuzzed without being listed, and each route is sent seeded malformed requests
// (src/server/testing/fuzz-corpus.ts) by a visitor, a signed-in shopper and an admin of the
// website. No answer is a 5xx, an API error is a JSON {message}, nothing names the server's
// insides, and the server still answers at the end.
//
// `npm test` sends a seeded sample (a few per route and person, over 1,000 in all);
// `npm run test:stress` (STRESS=1) sends at least 1,000 to every route, on PGlite only: the
// requests test the HTTP layer, which is the same over either engine.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InjectOptions } from "fastify";
import { createTestApp, DEMO, ShopClient, type TestApp } from "../testing/test-app";
import { controlCharacterRequests, fuzzRequests, type FuzzRequest, type InputFields } from "../testing/fuzz-corpus";
import { observeInputs } from "../http/parse-input";
import { leaksInternals } from "../testing/no-internals";

const STRESS = Boolean(process.env.STRESS);
const PER_PERSON = STRESS ? 334 : 3;
// The stress run puts every file on both engines; this one needs only one.
const skip = STRESS && process.env.KIRANA_TEST_DB === "postgres";

type Person = "visitor" | "shopper" | "admin";
const PEOPLE: Record<Person, { phone: string | null; address: string }> = {
  visitor: { phone: null, address: "10.13.0.1" },
  shopper: { phone: "9876543210", address: "10.13.0.2" },
  admin: { phone: "9876543212", address: "10.13.0.3" },
};

let h: TestApp;
let sent = 0;
const statuses = new Map<number, number>();

beforeAll(async () => {
  h = await createTestApp();
});
afterAll(() => h?.close());

/** A fresh session for the person: an earlier route may have signed them out or changed them. */
async function sessionOf(person: Person): Promise<ShopClient> {
  const { phone, address } = PEOPLE[person];
  const client = new ShopClient(h.app, DEMO, address);
  if (phone) expect((await client.post("/s/api/test/sign-in", { phone }, { xsrf: false })).statusCode).toBe(200);
  await client.get("/s/api/cookie");
  return client;
}

async function send(client: ShopClient, request: FuzzRequest) {
  const headers: Record<string, string> = { host: new URL(DEMO).host, "x-web-url": DEMO };
  if (client.cookies.size) headers.cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  if (request.xsrf && request.method !== "GET") headers["x-xsrf-token"] = client.cookies.get("XSRF-TOKEN") ?? "";
  const options: InjectOptions = { method: request.method as InjectOptions["method"], url: request.url, headers: { ...headers, ...request.headers }, remoteAddress: client.remoteAddress! };
  if (request.payload !== undefined) options.payload = request.payload;
  return h.app.inject(options);
}

/** What is wrong with an answer, or null. The API's errors are {message}; the payment sandbox
 * speaks its provider's protocol and the shop's pages are text, so only the API is held to it. */
function problemWith(request: FuzzRequest, status: number, type: string, body: string): string | null {
  if (status >= 500) return "a 5xx";
  if (leaksInternals(body)) return "internals in the answer";
  if (status >= 400 && request.url.startsWith("/s/")) {
    if (!/application\/json/.test(type)) return "an API error that is not JSON";
    try {
      if (typeof (JSON.parse(body) as { message?: unknown }).message !== "string") return "an API error without a message";
    } catch {
      return "an API error that is not JSON";
    }
  }
  return null;
}

/** The fields a route reads: what parseInput hears on a plain request, its parameters, and a q and name. */
async function fieldsOf(route: { method: string; url: string }, client: ShopClient): Promise<InputFields> {
  const heard: Record<string, Set<string>> = { query: new Set(["q"]), params: new Set(), body: new Set(["name"]) };
  for (const [, name] of route.url.matchAll(/:(\w+)/g)) heard.params!.add(name!);
  if (route.url.includes("*")) heard.params!.add("*");
  const hasBody = !["GET", "HEAD"].includes(route.method);
  observeInputs((part, keys) => keys.forEach((k) => heard[part]!.add(k)));
  try {
    const plain: FuzzRequest = {
      method: route.method,
      url: route.url.replace(/:\w+(\([^)]*\))?/g, "1").replace("*", "x"),
      headers: hasBody ? { "content-type": "application/json" } : {},
      xsrf: true,
      kind: "plain",
      ...(hasBody ? { payload: "{}" } : {}),
    };
    await send(client, plain);
  } finally {
    observeInputs(null);
  }
  return { query: [...heard.query!], params: [...heard.params!], body: [...heard.body!] };
}

/** Every route a deployment serves; the test-only helpers are not one of them. */
function routes() {
  return h.app.routeTable.filter((r) => r.method !== "HEAD" && !r.url.startsWith("/s/api/test/"));
}

describe.skipIf(skip)(`hostile input to every route (${PER_PERSON} requests per route and person${STRESS ? "" : "; STRESS=1 for 1,000 per route"})`, () => {
  // The route table exists only once the app is built, so the routes are tried in one loop each
  // person, and a failure names the route and the request.
  it("answers every malformed request without a 5xx or internals", { timeout: STRESS ? 3_600_000 : 120_000 }, async () => {
    const table = routes();
    const problems: string[] = [];
    expect(table.length).toBeGreaterThan(100);
    for (const route of table) {
      const requests = fuzzRequests(route, PER_PERSON * 3);
      const people = Object.keys(PEOPLE) as Person[];
      for (const [p, person] of people.entries()) {
        const client = await sessionOf(person);
        for (const request of requests.slice(p * PER_PERSON, (p + 1) * PER_PERSON)) {
          const res = await send(client, request);
          sent++;
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          const problem = problemWith(request, res.statusCode, String(res.headers["content-type"] ?? ""), res.body);
          if (problem)
            problems.push(`${route.method} ${route.url} as ${person}: ${request.method} ${request.url.slice(0, 200)} (${request.kind}) → ${res.statusCode} ${res.body.slice(0, 300)}: ${problem}`);
        }
      }
    }
    expect(problems.slice(0, 20), `${problems.length} problems`).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(STRESS ? table.length * 1000 : 1000);
  });

  // NUL and other control characters (issue 24, ADR 0049) in every field each route reads: the
  // fields are heard from parseInput on a plain request, with the address's parameters and a
  // query q and body name every route is sent too. The rule runs before any route, so the answer
  // is its 422 naming the field, or a guard's 4xx before it (sign-in, role, content type).
  it("refuses a control character in every field of every route with a 4xx, naming the field", { timeout: STRESS ? 3_600_000 : 120_000 }, async () => {
    const problems: string[] = [];
    let refused = 0;
    for (const route of routes()) {
      const client = await sessionOf("admin");
      const fields = await fieldsOf(route, client);
      for (const request of controlCharacterRequests(route, fields, STRESS)) {
        const res = await send(client, request);
        sent++;
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        const where = `${route.method} ${route.url}: ${request.url.slice(0, 200)} (${request.kind}) → ${res.statusCode} ${res.body.slice(0, 300)}`;
        if (res.statusCode < 400 || res.statusCode >= 500) problems.push(`${where}: not a 4xx`);
        else if (res.statusCode === 422 && request.url.startsWith("/s/")) {
          const errors = (JSON.parse(res.body) as { errors?: Record<string, string> }).errors ?? {};
          // The settings name their fields by JSON pointer.
          if (!(request.field in errors) && !(`/${request.field}` in errors)) problems.push(`${where}: the field is not named`);
          else refused++;
        }
      }
    }
    expect(problems.slice(0, 20), `${problems.length} problems`).toEqual([]);
    // Most requests reach the rule: the admin passes the guards of most routes.
    expect(refused).toBeGreaterThan(routes().length * 2);
  });

  it("still answers, with nothing polluted", async () => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((await h.app.inject({ method: "GET", url: "/s/healthz" })).json()).toEqual({ status: "ok" });
    const shopper = await sessionOf("shopper");
    expect((await shopper.get("/s/api/products")).statusCode).toBe(200);
    console.info(`fuzz: ${sent} requests to ${routes().length} routes; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`);
  });
});
