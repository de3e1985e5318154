// What an audit entry changed, field by field: the entity before and after are flattened to
// paths ("packs[1 kg].price") so a price changed inside a product's packs shows as that one
// price, not as two copies of the whole list. A created entity shows every field it was given,
// a deleted one every field it had.

export interface FieldChange {
  field: string;
  before: string | null;
  after: string | null;
}

/** Deeper than this, a value is shown as JSON text. */
const MAX_DEPTH = 4;
const TEXT_MAX = 300;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** An element of a list of objects, named the way an admin knows it. */
function elementKey(item: unknown, index: number): string {
  if (!isRecord(item)) return String(index);
  for (const key of ["name", "warehouse_name", "slug", "id"]) {
    const value = item[key];
    if (typeof value === "string" || typeof value === "number") return String(value);
  }
  return String(index);
}

export function valueText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value.length > TEXT_MAX ? `${value.slice(0, TEXT_MAX)}…` : value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  const json = JSON.stringify(value);
  return json.length > TEXT_MAX ? `${json.slice(0, TEXT_MAX)}…` : json;
}

function flatten(value: unknown, path: string, depth: number, into: Map<string, string>): void {
  if (depth < MAX_DEPTH && isRecord(value)) {
    for (const [key, inner] of Object.entries(value)) flatten(inner, path ? `${path}.${key}` : key, depth + 1, into);
    return;
  }
  if (depth < MAX_DEPTH && Array.isArray(value) && value.length > 0 && value.every(isRecord)) {
    const seen = new Map<string, number>();
    value.forEach((item, index) => {
      const base = elementKey(item, index);
      // Two packs of one name stay apart: the second is "1 kg #2".
      const n = (seen.get(base) ?? 0) + 1;
      seen.set(base, n);
      flatten(item, `${path}[${n > 1 ? `${base} #${n}` : base}]`, depth + 1, into);
    });
    return;
  }
  into.set(path, Array.isArray(value) ? value.map(valueText).join(", ") : valueText(value));
}

export function fieldChanges(before: Record<string, unknown> | null, after: Record<string, unknown> | null): FieldChange[] {
  const old = new Map<string, string>();
  const now = new Map<string, string>();
  if (before) flatten(before, "", 0, old);
  if (after) flatten(after, "", 0, now);
  const fields = [...new Set([...now.keys(), ...old.keys()])];
  return fields.filter((field) => old.get(field) !== now.get(field)).map((field) => ({ field, before: old.has(field) ? old.get(field)! : null, after: now.has(field) ? now.get(field)! : null }));
}

/** "product_import" → "Product import". */
export const humanize = (code: string) => {
  const words = code.replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
};
