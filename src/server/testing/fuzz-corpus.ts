// Malformed requests for the route-table fuzz (ADR 0041): broken JSON, wrong types, huge and
// deeply nested bodies, odd encodings and content types, path and query tricks, and garbled
// headers, drawn from a seeded generator so every run and machine sends the same requests.
import { seededRandom } from "../../shared/testing/xss-corpus";

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** Send the session's XSRF token (most requests do, so the body reaches the routes). */
  xsrf: boolean;
  /** What was tried, for the failure message. */
  kind: string;
}

/** The everyday run is the same on every run and machine; change it to draw another. */
export const FUZZ_SEED = 20_261_126;

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

/** Path parameter values: valid-looking, out of range, encoded, traversal, injection, over-long. */
const PARAMS = [
  "1",
  "0",
  "-1",
  "1e308",
  "0x1f",
  "NaN",
  "9007199254740993",
  "DEMO100001",
  "%00",
  "%01",
  "a%0Ab",
  "%1F%7F",
  "%C2%85",
  "%ZZ",
  "%C0%AE%C0%AE",
  "%E0%A4%A",
  "%F0%9F%9B%92",
  "..",
  "%2e%2e",
  "%2e%2e%2f%2e%2e%2fetc%2fpasswd",
  "1%20or%201%3D1",
  "1'%3B--",
  "__proto__",
  "constructor",
  "%7B%22%24gt%22%3A%22%22%7D",
  "a".repeat(600),
];

/** What a wildcard path (`/*`) is given: traversal, doubled slashes, encoded separators. */
const WILDCARDS = ["../../etc/passwd", "%2e%2e/%2e%2e/package.json", "..%2f..%2fpackage.json", "x//y", "./a/./b", "a/".repeat(300), "%00.svg", "x.svg%00.png", "%ZZ", "small/x.png", "huge/x.svg"];

/** Query strings: bad numbers and encodings, repeated and bracketed keys, prototypes, operators. */
const QUERIES = [
  "?page=%ZZ",
  "?page=-1&per_page=1e309",
  "?page=0x10&per_page=NaN",
  "?page=1&page=2&page=3",
  "?q[]=x&q[]=y",
  "?q[$gt]=&id[$ne]=1",
  "?__proto__[polluted]=1&constructor[prototype][polluted]=1",
  "?q=%00%00&path=%00",
  "?c=%00&b=%01",
  "?q=atta%0Arice&s=%09",
  "?q=%7F%C2%9F&page=1%1B",
  "?q=%C0%AE%C0%AE%2F",
  "?q=%E0%A4%A",
  "?q=%27)%3BDROP%20TABLE%20products%3B--",
  `?q=${"%25_".repeat(200)}`,
  `?q=${"a".repeat(5000)}`,
  `?${"a=1&".repeat(2000)}`,
  "?=&&=&a",
  "?a=1;b=2",
  "?phone=98765%2043210&date=2026-02-30&warehouse_id=1e3&from=tomorrow",
  "?%F0%9F%9B%92=%F0%9F%9B%92",
];

/** Tails that make the address odd: doubled slashes, dot segments, encoded slashes, a long tail. */
const PATH_TAILS = ["/", "//", "/.", "/..", "/%2e%2e", "%2f", "%00", "%01", "/%ZZ", ";jsessionid=1", `/${"x".repeat(9000)}`];

/** Field names the API's bodies use, so wrong types land where a form would read them. */
const FIELDS = [
  "id",
  "pack_id",
  "warehouse_id",
  "product_id",
  "address_id",
  "website_id",
  "quantity",
  "phone",
  "otp",
  "code",
  "name",
  "email",
  "url",
  "slug",
  "doc",
  "components",
  "lines",
  "payment",
  "method",
  "tendered",
  "reference",
  "slots",
  "slot_id",
  "date",
  "status",
  "reason",
  "subdomain",
  "base_revision",
  "values",
  "form_id",
  "path",
  "pincode",
  "pincodes",
  "price",
  "mrp",
  "role",
  "amount",
  "coupon",
  "payment_method",
  "navs",
  "settings",
  "razorpay_payment_id",
];

const SCALARS: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  -0,
  1.5,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  "",
  " ",
  "x",
  "1",
  "NaN",
  "Infinity",
  "1e309",
  "\u0000",
  "a\u0001b",
  "\u001f\u007f",
  "x\u0085",
  "line\nbreak\ttab\r\n",
  "\ud800",
  "💥🛒",
  "<script>alert(1)</script>",
  "1' or '1'='1",
  "../../etc/passwd",
  "9".repeat(40),
  "2026-02-30",
];

/** Objects that would mean something to a query builder or a careless merge. */
const OPERATORS: unknown[] = [{ $gt: "" }, { $ne: null }, { toString: "x", valueOf: 1 }, { constructor: { prototype: { polluted: true } } }];

function wrongValue(random: Random, depth: number): unknown {
  const r = random();
  if (depth > 2 || r < 0.55) return pick(random, SCALARS);
  if (r < 0.7) return Array.from({ length: Math.floor(random() * 4) }, () => wrongValue(random, depth + 1));
  if (r < 0.8) return pick(random, OPERATORS);
  return wrongObject(random, depth + 1);
}

function wrongObject(random: Random, depth: number): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  const size = 1 + Math.floor(random() * 5);
  for (let i = 0; i < size; i++) object[pick(random, FIELDS)] = wrongValue(random, depth);
  return object;
}

function nested(depth: number, random: Random): string {
  const [open, close] = random() < 0.5 ? ["[", "]"] : ['{"a":', "}"];
  return open.repeat(depth) + "1" + close.repeat(depth);
}

const JSON_TYPE = { "content-type": "application/json" };

/** One malformed body, with the headers that go with it. */
function body(random: Random): { kind: string; payload: string | Buffer; headers: Record<string, string> } {
  const json = (kind: string, payload: string | Buffer, headers: Record<string, string> = JSON_TYPE) => ({ kind, payload, headers });
  switch (Math.floor(random() * 16)) {
    case 0:
      return json("broken JSON", pick(random, ['{"a":', "{", "[1,2", '{"a":1,}', "nul", "'x'", '{"a":undefined}', "{a:1}", '{"a":"\\x"}', '"\u0000', "}{", "1 2"]));
    case 1:
      return json("empty body", pick(random, ["", " ", "\n\t"]));
    case 2:
      return json("JSON that is not an object", pick(random, ["null", "true", "0", '"x"', "[]", "[{}]", "1e999", "-0"]));
    case 3:
    case 4:
    case 5:
      return json("wrong types", JSON.stringify(wrongObject(random, 0)));
    case 6:
      return json("wrong top-level types", JSON.stringify(Array.from({ length: 3 }, () => wrongValue(random, 1))));
    case 7:
      return json("huge string", JSON.stringify({ [pick(random, FIELDS)]: "x".repeat(100_000 + Math.floor(random() * 150_000)) }));
    case 8:
      return json("huge array", JSON.stringify({ [pick(random, FIELDS)]: Array.from({ length: 20_000 }, () => pick(random, [1, {}, "x", null])) }));
    case 9:
      return json("deep nesting", nested(pick(random, [65, 100, 1000, 10_000, 100_000]), random));
    case 10:
      return json("over the body limit", JSON.stringify({ name: "x".repeat(300 * 1024) }));
    case 11:
      return json(
        "duplicate or forbidden keys",
        pick(random, ['{"pack_id":1,"pack_id":2}', '{"__proto__":{"polluted":true}}', '{"a":{"__proto__":1}}', '{"constructor":{"prototype":{"polluted":true}}}']),
      );
    case 12:
      return json("byte order mark", "\ufeff{}");
    case 13:
      return pick(random, [
        json("UTF-16 body", Buffer.from('{"name":"x"}', "utf16le"), { "content-type": "application/json; charset=utf-16" }),
        json("Latin-1 charset", Buffer.from('{"name":"caf\xe9"}', "latin1"), { "content-type": "application/json; charset=iso-8859-1" }),
        json("invalid UTF-8", Buffer.from([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0xae, 0x22, 0x7d])),
        json("odd charset spelling", "{}", { "content-type": 'application/json; charset="UTF-8"; charset=ascii' }),
      ]);
    case 14:
      return pick(random, [
        json("text body", "name=x", { "content-type": "text/plain" }),
        json("form body", "name=x&name=y&__proto__[a]=1", { "content-type": "application/x-www-form-urlencoded" }),
        json("multipart body", "--x\r\nContent-Disposition: form-data; name=a\r\n\r\n1\r\n--x--\r\n", { "content-type": "multipart/form-data; boundary=x" }),
        json("lying content type", "{}", { "content-type": "image/png" }),
        json("CSV body", 'slug,name\r\n"unterminated', { "content-type": "text/csv" }),
        json("odd content type", "{}", { "content-type": pick(random, ["application/jsonx", "application/json, text/html", "application/*", "*/*", "json", ";", "application/json;;;"]) }),
      ]);
    default:
      return json("no content type", "{}", {});
  }
}

/** Headers that are wrong in a way the client cannot be trusted not to send. */
const HEADERS: Record<string, string>[] = [
  { accept: "*/*;q=x, text/html;q=2" },
  { "accept-encoding": "gzip;q=2, br;q=-1, zstd, identity;q=0, *;q=0" },
  { "x-web-url": "javascript:alert(1)" },
  { "x-web-url": "http://[::1" },
  { "x-web-url": "http://nosuchshop.localhost:3000" },
  { cookie: "session=%E0%A4%A; XSRF-TOKEN=%ZZ; session=2" },
  { "x-xsrf-token": "x".repeat(4000) },
  { "idempotency-key": "" },
  { "idempotency-key": "k".repeat(2000) },
  { "x-forwarded-for": "not-an-address, 999.1.1.1" },
  { "if-none-match": "*", "if-modified-since": "yesterday" },
  { range: "bytes=99999999-0" },
];

/** A generator keyed by route, so adding a route does not change what the others are sent. */
function routeRandom(route: { method: string; url: string }, seed: number): Random {
  let hash = seed >>> 0;
  for (const ch of `${route.method} ${route.url}`) hash = Math.imul(hash ^ ch.charCodeAt(0), 16_777_619) >>> 0;
  return seededRandom(hash);
}

/** `count` malformed requests for one route, the same every time for the same route and seed. */
export function fuzzRequests(route: { method: string; url: string }, count: number, seed: number = FUZZ_SEED): FuzzRequest[] {
  const random = routeRandom(route, seed);
  const hasBody = !["GET", "HEAD"].includes(route.method);
  const requests: FuzzRequest[] = [];
  for (let i = 0; i < count; i++) {
    const kinds: string[] = [];
    let path = route.url.replace(/:\w+(\([^)]*\))?/g, () => pick(random, PARAMS)).replace("*", () => pick(random, WILDCARDS));
    if (random() < 0.15) {
      path += pick(random, PATH_TAILS);
      kinds.push("odd path");
    }
    let query = "";
    if (random() < 0.4) {
      query = pick(random, QUERIES);
      kinds.push("odd query");
    }
    let headers: Record<string, string> = {};
    let payload: string | Buffer | undefined;
    // Routes without a body are sent one now and then too: it must be ignored or refused.
    if (hasBody || random() < 0.1) {
      const made = body(random);
      kinds.push(made.kind);
      headers = { ...made.headers };
      payload = made.payload;
    }
    if (random() < 0.2) {
      headers = { ...headers, ...pick(random, HEADERS) };
      kinds.push("odd headers");
    }
    const xsrf = random() >= 0.05;
    if (!xsrf) kinds.push("no XSRF token");
    requests.push({ method: route.method, url: path + query, headers, ...(payload === undefined ? {} : { payload }), xsrf, kind: kinds.join(", ") || "plain" });
  }
  return requests;
}

/** What the input edge refuses in every string (ADR 0049): NUL, the rest of C0 but tab and line breaks, DEL, C1. */
export const CONTROL_CHARACTERS = ["\u0000", "\u0001", "\u0008", "\u000b", "\u000c", "\u001b", "\u001f", "\u007f", "\u0085", "\u009f"] as const;

export type InputPart = "query" | "params" | "body";
/** The fields a route reads, by part (as parseInput hears them, plus the address's parameters). */
export type InputFields = Record<InputPart, readonly string[]>;

export interface ControlCharacterRequest extends FuzzRequest {
  part: InputPart;
  /** The field the refusal must name. */
  field: string;
}

/** The route's address with every parameter given `value`, and one parameter given `own`. */
function addressOf(url: string, own?: { name: string; value: string }): string {
  return url.replace(/:(\w+)(\([^)]*\))?/g, (_m, name: string) => encodeURIComponent(own?.name === name ? own.value : "1")).replace("*", () => encodeURIComponent(own?.name === "*" ? own.value : "x"));
}

/**
 * A control character in each field of a route, query, parameters and body: NUL and one other
 * character drawn per route every run, every character under `all`. Each request is otherwise
 * well formed, so the answer is the rule's refusal or a guard's before it.
 */
export function controlCharacterRequests(route: { method: string; url: string }, fields: InputFields, all: boolean, seed: number = FUZZ_SEED): ControlCharacterRequest[] {
  const random = routeRandom(route, seed);
  const [nul, ...others] = CONTROL_CHARACTERS;
  const characters = all ? [...CONTROL_CHARACTERS] : [nul, pick(random, others)];
  const requests: ControlCharacterRequest[] = [];
  const hasBody = !["GET", "HEAD"].includes(route.method);
  for (const ch of characters) {
    const kind = `control character U+${ch.charCodeAt(0).toString(16).padStart(4, "0")}`;
    const plain = { method: route.method, xsrf: true, ...(hasBody ? { payload: "{}", headers: JSON_TYPE } : { headers: {} }) };
    for (const field of fields.params) {
      const value = field === "*" ? `x${ch}` : `1${ch}`;
      requests.push({ ...plain, url: addressOf(route.url, { name: field, value }), part: "params", field: field === "*" ? "path" : field, kind: `${kind} in parameter ${field}` });
    }
    for (const field of fields.query) {
      requests.push({ ...plain, url: `${addressOf(route.url)}?${encodeURIComponent(field)}=${encodeURIComponent(`x${ch}`)}`, part: "query", field, kind: `${kind} in query ${field}` });
    }
    if (!hasBody) continue;
    for (const field of fields.body) {
      requests.push({ ...plain, url: addressOf(route.url), payload: JSON.stringify({ [field]: `x${ch}y` }), part: "body", field, kind: `${kind} in body ${field}` });
    }
  }
  return requests;
}
