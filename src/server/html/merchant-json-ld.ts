// A page's schema_script (§3) is merchant text meant as JSON-LD. It reaches the HTML only as
// JSON this server has parsed and written again through embedJson, never as typed, so no text
// in it can close the script element. Text that is not JSON-LD is left out and reported.
import { createHash } from "node:crypto";
import { warnOnce, type WarnLog } from "../lib/warn-once";

// Keyed by a digest: the text may be long, and the key is kept.
const warn = warnOnce();

function reportOnce(log: WarnLog | undefined, text: string, url: string, reason: string): void {
  const key = createHash("sha256").update(url).update("\0").update(text).digest("base64");
  warn(log, key, { url, reason }, "the page's schema_script is not JSON-LD and was left out of the page");
}

const isObject = (v: unknown): v is object => typeof v === "object" && v !== null;

/** The page's JSON-LD as a value to embed, or null when it has none or it is not JSON-LD. */
export function merchantJsonLd(text: string | null | undefined, url: string, log?: WarnLog): object | null {
  if (typeof text !== "string" || text.trim() === "") return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    reportOnce(log, text, url, (error as Error).message);
    return null;
  }
  // JSON-LD is an object or a list of objects; a bare string or number describes nothing.
  const ok = Array.isArray(value) ? value.length > 0 && value.every(isObject) : isObject(value);
  if (!ok || !isObject(value)) {
    reportOnce(log, text, url, "not an object or a list of objects");
    return null;
  }
  return value;
}
