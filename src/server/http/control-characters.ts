// The one rule for control characters at the input edge (issue 24, ADR 0049): every string of
// every query, path parameter and parsed body, object keys included, is walked before any route
// runs, so no field can be forgotten. NUL, the other C0 controls, DEL and the C1 controls are
// refused with 422 and the field named (§8); tab and line breaks are refused in the address (a
// query or a parameter is never several lines) and left to the contracts in bodies, where
// one-line fields refuse them (src/shared/api/text-field.ts). Bodies read as bytes (uploads, the
// CSV import, provider webhooks) are judged by their routes.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { controlCharacterProblem } from "../../shared/control-characters";
import { HttpError } from "./http-error";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The route answers control characters in its address itself (the shop's pages: a page). */
    ownControlCharacterAnswer?: boolean;
    /** Body fields are named by JSON pointer ("/webSeo/og_title"), as the route's documents are. */
    pointerFieldNames?: boolean;
  }
}

/** A body of thousands of bad strings is named by its first few. */
const MAX_NAMED = 20;

type Errors = Record<string, string>;

/** A key as it can be named in an answer: its control characters written as \uXXXX. */
// eslint-disable-next-line no-control-regex -- control characters are what it rewrites
const printable = (key: string) => key.replace(/[\u0000-\u001F\u007F-\u009F]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);

function walk(value: unknown, path: string[], multiline: boolean, name: (path: string[]) => string, errors: Errors): void {
  if (Object.keys(errors).length >= MAX_NAMED) return;
  if (typeof value === "string") {
    const problem = controlCharacterProblem(value, multiline);
    if (problem) errors[name(path)] ??= problem;
    return;
  }
  if (value === null || typeof value !== "object") return;
  // Bodies read as bytes (uploads, webhooks). What else arrives here is a JSON or query parser's
  // arrays and objects (the query parser's have a prototype of their own).
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return;
  // The JSON parser refuses nesting deeper than 64, so this recursion stays shallow.
  for (const [key, item] of Object.entries(value)) {
    const at = [...path, printable(key)];
    // A key is text the routes may store too (form values, documents), and never several lines.
    const keyProblem = controlCharacterProblem(key, false);
    if (keyProblem) errors[name(at)] ??= keyProblem;
    walk(item, at, multiline, name, errors);
  }
}

/** Query and parameters name their top-level key: `?c=a&c=%00` is the field c. */
const addressName = (path: string[]) => (path[0] === "*" ? "path" : (path[0] ?? "address"));
const dottedName = (path: string[]) => (path.length ? path.join(".") : "body");
const pointerName = (path: string[]) => (path.length ? `/${path.map((p) => p.replace(/~/g, "~0").replace(/\//g, "~1")).join("/")}` : "/");

/** Every field of the request's address and body that breaks the rule, named, or null. */
export function controlCharacterErrors(request: Pick<FastifyRequest, "query" | "params" | "body">, options: { pointers?: boolean } = {}): Errors | null {
  const errors: Errors = {};
  walk(request.params, [], false, addressName, errors);
  walk(request.query, [], false, addressName, errors);
  walk(request.body, [], true, options.pointers ? pointerName : dottedName, errors);
  return Object.keys(errors).length ? errors : null;
}

/** Refuses, before any route runs, a request whose strings break the rule. */
export function registerControlCharacterCheck(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    const config = request.routeOptions.config;
    if (config?.ownControlCharacterAnswer) return;
    const errors = controlCharacterErrors(request, { pointers: config?.pointerFieldNames === true });
    if (errors) throw new HttpError(422, Object.values(errors)[0]!, errors);
  });
}
