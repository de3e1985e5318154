// JSON request bodies, parsed strictly: a key given twice in one object is refused rather than
// letting the last one win (a tampered `{"pack_id":1,"pack_id":2}` must not look like it
// worked), and `__proto__` keys are refused as Fastify's own parser does. Bodies nested deeper
// than any form of ours are refused before the routes see them: recursive code downstream
// (JSON.stringify of a digest, a validator) would otherwise overflow the stack on them.
import type { FastifyInstance } from "fastify";
import { HttpError } from "./http-error";
import { text as serverText } from "../domain/server-text";

/** No body the API takes comes near this; a page document, the deepest, is capped lower. */
export const MAX_JSON_DEPTH = 64;
/** What `suspiciousKey` answers for a body nested deeper than MAX_JSON_DEPTH. */
export const TOO_DEEP = Symbol("too deep");

/**
 * The first key repeated within one object, or `__proto__`, else null; TOO_DEEP for nesting
 * beyond MAX_JSON_DEPTH. Assumes valid JSON.
 */
export function suspiciousKey(text: string): string | typeof TOO_DEEP | null {
  const stack: (Set<string> | null)[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === "{") stack.push(new Set());
    else if (ch === "[") stack.push(null);
    else if (ch === "}" || ch === "]") stack.pop();
    if (stack.length > MAX_JSON_DEPTH) return TOO_DEEP;
    if (ch === '"') {
      let end = i + 1;
      while (end < text.length && text[end] !== '"') end += text[end] === "\\" ? 2 : 1;
      const raw = text.slice(i, end + 1);
      i = end + 1;
      const keys = stack[stack.length - 1];
      // A string is a key when it stands in an object and a colon follows it.
      let j = i;
      while (j < text.length && /\s/.test(text[j]!)) j++;
      if (keys && text[j] === ":") {
        const key = JSON.parse(raw) as string;
        if (key === "__proto__" || keys.has(key)) return key;
        keys.add(key);
      }
      continue;
    }
    i++;
  }
  return null;
}

export function registerJsonBodyParser(app: FastifyInstance): void {
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    // The body is always read as UTF-8; one that says it is in another charset would be misread.
    const charset = /;\s*charset\s*=\s*"?([^";\s]*)/i.exec(request.headers["content-type"] ?? "")?.[1];
    if (charset !== undefined && !/^utf-?8$/i.test(charset)) return done(new HttpError(415, "Send the request body as UTF-8 JSON"), undefined);
    const text = body as string;
    if (text.trim() === "") return done(new HttpError(400, "The request body is empty; send a JSON object"), undefined);
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return done(new HttpError(400, "The request body is not valid JSON"), undefined);
    }
    const key = suspiciousKey(text);
    if (key === TOO_DEEP) return done(new HttpError(400, "The request body is nested too deeply"), undefined);
    if (key !== null) {
      const message = key === "__proto__" ? "The request body holds a forbidden key" : serverText("server.fieldGivenTwice", { field: key });
      return done(new HttpError(422, message, { [key]: message }), undefined);
    }
    done(null, value);
  });
}
