// A property that follows a sibling (the x-derive-from hint): a form field's key follows its
// label while the owner has not set the key by hand, so no owner has to invent a machine name.
// Whether a key still follows is read from the key itself (empty, or what the old label would
// have given), so nothing extra is stored and fields made before this behave the same way.
import { isPrototypeName } from "../../../schemas/prototype-names";
import type { DocumentEditor } from "./document-editor";
import { parsePointer, pointerOf, type Pointer } from "./json-pointer";

/** Leaves room under the schemas' 60 characters for a _2 that makes the key unique. */
const KEY_MAX = 50;

/** "Mobile number" → "mobile_number": small letters, digits and _, from a letter on; "" when the text has no Latin letter. */
export function slugOf(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^[^a-z]+/, "")
    .slice(0, KEY_MAX)
    .replace(/_+$/, "");
}

/** Where a following key is made: the keys other entries of the list hold, and the name for a label with no Latin letter. */
export interface KeyContext {
  taken: ReadonlySet<string>;
  /** "field_3": what the third entry of a list of fields is called when its label gives no key. */
  fallback: string;
}

/** The key a label gives: its slug, else the fallback, with _2, _3… until no other entry holds it. */
export function keyFor(label: string, { taken, fallback }: KeyContext): string {
  const base = slugOf(label) || fallback;
  let key = base;
  for (let n = 2; taken.has(key) || isPrototypeName(key); n++) key = `${base}_${n}`;
  return key;
}

/** Whether a key still follows a label: empty, or the label's key, or a fallback key, with or without a _N the list once needed. */
export function followsLabel(key: unknown, label: unknown, context: KeyContext): boolean {
  if (key === undefined || key === null || key === "") return true;
  if (typeof key !== "string") return false;
  const fallbackBase = context.fallback.replace(/_\d+$/, "");
  const bases = [slugOf(typeof label === "string" ? label : ""), `${fallbackBase}_\\d+`].filter(Boolean);
  return bases.some((base) => new RegExp(`^${base}(?:_\\d+)?$`).test(key));
}

/** The keys the other entries of the list hold, and the fallback name, for the object at `objectPointer`. */
function contextOf(editor: DocumentEditor, objectPointer: Pointer, key: string): KeyContext {
  const segments = parsePointer(objectPointer);
  const index = segments.pop();
  const listPointer = pointerOf("", ...segments);
  const list = editor.get(listPointer);
  if (!Array.isArray(list) || index === undefined || !/^\d+$/.test(index)) return { taken: new Set(), fallback: "item_1" };
  const taken = new Set(list.flatMap((entry, at) => (at !== Number(index) && typeof entry?.[key] === "string" ? [entry[key] as string] : [])));
  const itemName = slugOf(editor.nodeAt(listPointer)?.["x-item-label"] ?? "") || "item";
  return { taken, fallback: `${itemName}_${Number(index) + 1}` };
}

/** The properties of the object holding `pointer` that follow it, with the value each should take now, when it changes. */
export function followerChanges(editor: DocumentEditor, pointer: Pointer, value: unknown): [Pointer, string][] {
  const segments = parsePointer(pointer);
  const source = segments.pop();
  if (source === undefined || typeof value !== "string") return [];
  const objectPointer = pointerOf("", ...segments);
  const previous = editor.get(pointer);
  return Object.keys(editor.nodeAt(objectPointer)?.properties ?? {}).flatMap((key): [Pointer, string][] => {
    const followerPointer = pointerOf(objectPointer, key);
    if (editor.nodeAt(followerPointer)?.["x-derive-from"] !== source) return [];
    const current = editor.get(followerPointer);
    const context = contextOf(editor, objectPointer, key);
    if (!followsLabel(current, previous, context)) return [];
    const next = keyFor(value, context);
    return next === current ? [] : [[followerPointer, next]];
  });
}

/** Sets a value, then the properties that follow it while they still do; theirs are not the owner's edits, so they are not marked as touched. */
export function setFollowed(editor: DocumentEditor, pointer: Pointer, value: unknown): void {
  // Read before writing: the editor's reads show the document as last drawn.
  const changes = followerChanges(editor, pointer, value);
  editor.set(pointer, value);
  for (const [follower, next] of changes) editor.set(follower, next, { touch: false });
}
