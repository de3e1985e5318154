// Merchant text as it may be stored and served: every string of a document with NUL and lone
// UTF-16 surrogates replaced by U+FFFD. Neither can be stored in PostgreSQL's jsonb (the save
// would fail with a 500), and a browser reads both as U+FFFD anyway. Nothing else changes: a
// text field stays the merchant's text, and the shop shows it as text (ADR 0028).

const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function cleanMerchantText(text: string): string {
  return text.replace(UNSTORABLE, "\uFFFD");
}

/** The same document with cleanMerchantText applied to every string, keys included. */
export function cleanMerchantStrings<T>(value: T): T {
  return clean(value, 0) as T;
}

function clean(value: unknown, depth: number): unknown {
  if (typeof value === "string") return cleanMerchantText(value);
  // Documents are JSON read from a request or the database: deep nesting is already refused
  // by the JSON parser's own limits, this one only keeps a cycle from looping.
  if (depth > 200 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((v) => clean(v, depth + 1));
  // fromEntries defines own properties, so a "__proto__" key stays a key (JSON.parse makes it one).
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [cleanMerchantText(k), clean(v, depth + 1)]));
}
