// What an entry of a list is called in the builder: the text of its first text field ("Fresh
// milk delivered by 7 am" for a slide, "Email" for a form field), else the schema's name for
// one entry and its place ("Slide 2").
import { fieldKind } from "./field-kind";
import { pointerOf, type Pointer } from "./json-pointer";
import type { SchemaNode } from "./schema-node";

const TITLE_MAX = 60;
const TEXT_KINDS = new Set(["text", "textarea"]);

/** The entry's own words, shortened, or null when its text fields are empty. */
function ownText(item: unknown, itemPointer: Pointer, schemaAt: (pointer: Pointer) => SchemaNode | undefined): string | null {
  if (typeof item === "string" || typeof item === "number") return String(item).trim() || null;
  if (typeof item !== "object" || item === null) return null;
  for (const key of Object.keys(schemaAt(itemPointer)?.properties ?? {})) {
    const node = schemaAt(pointerOf(itemPointer, key));
    // An Advanced field (a form field's key), or a text's Hindi version, is not what the owner knows the entry by.
    if (!node || node["x-advanced"] === true || node["x-translation-of"] || !TEXT_KINDS.has(fieldKind(node))) continue;
    const text = (item as Record<string, unknown>)[key];
    if (typeof text === "string" && text.trim()) return text.trim();
  }
  return null;
}

export function itemTitle(item: unknown, index: number, listPointer: Pointer, schemaAt: (pointer: Pointer) => SchemaNode | undefined): string {
  const text = ownText(item, pointerOf(listPointer, index), schemaAt);
  if (text) return text.length > TITLE_MAX ? `${text.slice(0, TITLE_MAX - 1)}…` : text;
  return `${schemaAt(listPointer)?.["x-item-label"] ?? "Item"} ${index + 1}`;
}
