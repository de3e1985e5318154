// The page being edited as the editor holds it: the document with its components in the order
// they show, and beside them a stable key per component (components have no ids of their own),
// so a moved block keeps its element, its selection and the keyboard focus. Every edit is a
// pure function answering a new snapshot, which is what the undo history stores.
import type { BlockEntry } from "../../../registry/block-types";
import { SCREEN_BLOCKS } from "../../shared/screen-blocks";
import { sortComponents, type PageComponent, type PageDocument } from "../../shared/page-document";
import { setAt, type Pointer } from "../schema-form/json-pointer";

export interface PageSnapshot {
  doc: PageDocument;
  /** One per component, in the same order. */
  keys: readonly string[];
}

let nextKey = 1;
/** A key no block has had yet. Made outside the edits, so that they stay pure. */
export const newBlockKey = () => `block-${nextKey++}`;

/** A snapshot of a document from the server: components in their `order`, each with a new key. */
export function pageSnapshot(doc: PageDocument): PageSnapshot {
  const components = sortComponents(doc.components);
  return { doc: { ...doc, components }, keys: components.map(newBlockKey) };
}

/**
 * `doc` in place of the snapshot's document. Keys stay when the blocks are the same ones (the
 * server's sanitised copy of what was sent); otherwise every block gets a new key.
 */
export function withDocument(snapshot: PageSnapshot, doc: PageDocument): PageSnapshot {
  const components = sortComponents(doc.components);
  const same = components.length === snapshot.keys.length && components.every((c, i) => c.name === snapshot.doc.components[i]?.name);
  return same ? { doc: { ...doc, components }, keys: snapshot.keys } : pageSnapshot(doc);
}

/** The document as it is sent: each component's `order` is its place in the list. */
export function documentToSave(doc: PageDocument): PageDocument {
  return { ...doc, components: doc.components.map((component, order) => (component.order === order ? component : { ...component, order })) };
}

/** A document from the server as the editor would send it back unchanged: what "saved" compares with. */
export function asSent(doc: PageDocument): PageDocument {
  return documentToSave({ ...doc, components: sortComponents(doc.components) });
}

const SCREEN_BLOCK_NAMES: ReadonlySet<string> = new Set(Object.values(SCREEN_BLOCKS));

export function isScreenBlock(name: string): boolean {
  return SCREEN_BLOCK_NAMES.has(name);
}

/** A new block from its registry entry's defaults. */
export function newComponent(entry: BlockEntry): PageComponent {
  return {
    name: entry.name,
    type: isScreenBlock(entry.name) ? "screen" : "block",
    data: structuredClone(entry.defaults.data),
    logicdata: structuredClone(entry.defaults.logicdata ?? {}),
    response: null,
    order: 0,
    settings: structuredClone(entry.defaults.settings ?? {}),
  };
}

function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item!);
  return copy;
}

function withComponents(snapshot: PageSnapshot, components: PageComponent[], keys: readonly string[]): PageSnapshot {
  return { doc: { ...snapshot.doc, components }, keys };
}

/** Adds `component` under `key` at `index` (the end by default). */
export function insertBlock(snapshot: PageSnapshot, component: PageComponent, key: string, index = snapshot.keys.length): PageSnapshot {
  const components = [...snapshot.doc.components];
  components.splice(index, 0, component);
  const keys = [...snapshot.keys];
  keys.splice(index, 0, key);
  return withComponents(snapshot, components, keys);
}

/** A copy of the block at `index`, under `key`, right after it. */
export function duplicateBlock(snapshot: PageSnapshot, index: number, key: string): PageSnapshot {
  return insertBlock(snapshot, structuredClone(snapshot.doc.components[index]!), key, index + 1);
}

export function removeBlock(snapshot: PageSnapshot, index: number): PageSnapshot {
  return withComponents(
    snapshot,
    snapshot.doc.components.filter((_, i) => i !== index),
    snapshot.keys.filter((_, i) => i !== index),
  );
}

/** Moves the block at `from` to `to` (both places in the list as it is); the same snapshot when it stays. */
export function moveBlock(snapshot: PageSnapshot, from: number, to: number): PageSnapshot {
  const last = snapshot.keys.length - 1;
  if (from === to || from < 0 || from > last || to < 0 || to > last) return snapshot;
  return withComponents(snapshot, moved(snapshot.doc.components, from, to), moved(snapshot.keys, from, to));
}

export function replaceBlock(snapshot: PageSnapshot, index: number, component: PageComponent): PageSnapshot {
  return withComponents(
    snapshot,
    snapshot.doc.components.map((c, i) => (i === index ? component : c)),
    snapshot.keys,
  );
}

/** Sets one of the page's own fields (seo_title, show_footer, …) by its pointer. */
export function setPageField(snapshot: PageSnapshot, pointer: Pointer, value: unknown): PageSnapshot {
  return { ...snapshot, doc: setAt(snapshot.doc, pointer, value) };
}
