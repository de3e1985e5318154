// JSON request bodies, parsed strictly: a key given twice in one object is refused rather than
// letting the last one win (a tampered `{"pack_id":1,"pack_id":2}` must not look like it
// worked), and `__proto__` keys are refused as Fastify's own parser does.
import type { FastifyInstance } from "fastify";
import { HttpError } from "./http-error";

/** The first key repeated within one object, or `__proto__`, else null. Assumes valid JSON. */
export function suspiciousKey(text: string): string | null {
  const stack: (Set<string> | null)[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === "{") stack.push(new Set());
    else if (ch === "[") stack.push(null);
    else if (ch === "}" || ch === "]") stack.pop();
    else if (ch === '"') {
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
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) => {
    const text = body as string;
    if (text.trim() === "") return done(new HttpError(400, "The request body is empty; send a JSON object"), undefined);
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return done(new HttpError(400, "The request body is not valid JSON"), undefined);
    }
    const key = suspiciousKey(text);
    if (key !== null) {
      const message = key === "__proto__" ? "The request body holds a forbidden key" : `The field ${key} is given more than once`;
      return done(new HttpError(422, message, { [key]: message }), undefined);
    }
    done(null, value);
  });
}
