// The page being edited as the editor holds it: the document with its components in the order
// they show. Each block is known by its id (ADR 0053), so a moved block keeps its element, its
// selection and the keyboard focus. Every edit is a pure function answering a new document,
// which is what the undo history stores; ids are made outside the edits.
import type { BlockContent, BlockEntry } from "../../../registry/block-types";
import type { BlockPreset } from "../../../schemas/schema-meta";
import { newBlockId, withBlockIds } from "../../shared/block-id";
import { SCREEN_BLOCKS } from "../../shared/screen-blocks";
import { sortComponents, type PageComponent, type PageDocument } from "../../shared/page-document";
import { setAt, type Pointer } from "../schema-form/json-pointer";

/**
 * A document from the server as the editor holds it: components in their `order`. The server
 * answers every block with an id; one without (or repeating another's) gets a new one here, as
 * the server would give it when the page is saved.
 */
export function editorDocument(doc: PageDocument): PageDocument {
  return { ...doc, components: withBlockIds(sortComponents(doc.components), newBlockId) };
}

/** The blocks' ids in the order they show. */
export const blockIds = (doc: PageDocument): string[] => doc.components.map((c) => c.id);

const placeOf = (doc: PageDocument, id: string) => doc.components.findIndex((c) => c.id === id);

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

/** A new block with id `id` from its registry entry's defaults, or from one of its presets over them. */
export function newComponent(entry: BlockEntry, id: string, preset?: BlockPreset<BlockContent>): PageComponent {
  const content = { ...entry.defaults, ...preset?.content };
  return {
    id,
    name: entry.name,
    type: isScreenBlock(entry.name) ? "screen" : "block",
    data: structuredClone(content.data),
    logicdata: structuredClone(content.logicdata ?? {}),
    response: null,
    order: 0,
    settings: structuredClone(content.settings ?? {}),
  };
}

const withComponents = (doc: PageDocument, components: PageComponent[]): PageDocument => ({ ...doc, components });

/** Adds `component` (with its own id) at `index`, the end by default. */
export function insertBlock(doc: PageDocument, component: PageComponent, index = doc.components.length): PageDocument {
  const components = [...doc.components];
  components.splice(index, 0, component);
  return withComponents(doc, components);
}

/** A copy of block `id`, with id `copyId`, right after it; the same document when there is no such block. */
export function duplicateBlock(doc: PageDocument, id: string, copyId: string): PageDocument {
  const place = placeOf(doc, id);
  return place < 0 ? doc : insertBlock(doc, { ...structuredClone(doc.components[place]!), id: copyId }, place + 1);
}

export function removeBlock(doc: PageDocument, id: string): PageDocument {
  return placeOf(doc, id) < 0
    ? doc
    : withComponents(
        doc,
        doc.components.filter((c) => c.id !== id),
      );
}

/** Moves block `id` to place `to` (in the list as it is); the same document when it stays or cannot go there. */
export function moveBlock(doc: PageDocument, id: string, to: number): PageDocument {
  const from = placeOf(doc, id);
  const last = doc.components.length - 1;
  if (from < 0 || from === to || to < 0 || to > last) return doc;
  const components = [...doc.components];
  const [item] = components.splice(from, 1);
  components.splice(to, 0, item!);
  return withComponents(doc, components);
}

/** Block `id` in place of what it was; it keeps its id whatever the form gave back. */
export function replaceBlock(doc: PageDocument, id: string, component: PageComponent): PageDocument {
  return placeOf(doc, id) < 0
    ? doc
    : withComponents(
        doc,
        doc.components.map((c) => (c.id === id ? { ...component, id } : c)),
      );
}

/** Sets one of the page's own fields (seo_title, show_footer, …) by its pointer. */
export function setPageField(doc: PageDocument, pointer: Pointer, value: unknown): PageDocument {
  return setAt(doc, pointer, value);
}
