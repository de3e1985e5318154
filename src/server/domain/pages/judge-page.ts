// Whether a page document may be published (issue 10): the document by schemas/page.json, each
// block by its own schema, and the page rules — a block name the registry knows, screen blocks
// only on their own route's page (src/shared/screen-blocks.ts), the page's screen block present
// once, a system page's address unchanged and a content page's address one it may take.
// Problems are keyed by JSON Pointer into the document, so each message names its block and
// field ("/components/2/data/slides/0/image"). Pure: whether another page holds the address is
// for the caller, which has the database.
import { repeatedBlockId } from "../../../shared/block-id";
import { blockAllowedOn, requiredBlock, SCREEN_BLOCKS } from "../../../shared/screen-blocks";
import { DYNAMIC_PAGE, routes } from "../../../shared/routes";
import { contentPageUrlProblem } from "./content-page-url";
import { pageSchemas, problemsOf, type BlockSchema, type Problem } from "./page-schemas";
import { JSON_TEXT_KEYWORD } from "../../../../schemas/json-text-keyword";
import { OBJECT_KEY_KEYWORD } from "../../../../schemas/object-key-keyword";

/** Owner-facing messages keyed by JSON Pointer into the document, the first for each place. */
export type PageProblems = Record<string, string>;

/** The page a document is judged for: its route (dynamic-page for content pages) and stored address. */
export interface PagePlace {
  routeName: string;
  url: string;
}

export const SYSTEM_URL_FIXED = "The address of a page of the shop itself cannot change";
export const noSuchBlock = (name: string) => `There is no block called ${name}`;
export const screenBlockMissing = (title: string) => `This page must hold the ${title} block`;
export const screenBlockTwice = (title: string) => `This page holds the ${title} block only once`;
export const sameBlockId = (title: string, place: number, firstPlace: number) => `${title} (block ${place + 1}) has the same id as block ${firstPlace + 1}; each block needs its own`;
export const screenBlockMisplaced = (title: string, path: string) => `The ${title} block belongs only on the page at ${path}`;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

const routePath = new Map(routes.map((r) => [r.name, r.path]));
const screenRouteOf = new Map(Object.entries(SCREEN_BLOCKS).map(([route, block]) => [block, route]));

function collect(problems: Problem[]): PageProblems | null {
  const out: PageProblems = {};
  for (const { pointer, message } of problems) out[pointer || "/"] ??= message;
  return Object.keys(out).length ? out : null;
}

/**
 * Two blocks under one id (ADR 0053) would be one block to the builder and the renderer: the
 * later one is named. Blocks without an id are given one when the page is kept.
 */
function repeatedIdProblems(components: readonly unknown[], blocks: ReadonlyMap<string, BlockSchema>): Problem[] {
  const repeated = repeatedBlockId(components);
  if (!repeated) return [];
  const c = components[repeated.place];
  const name = isObject(c) && typeof c.name === "string" ? c.name : "";
  return [{ pointer: `/components/${repeated.place}/id`, message: sameBlockId(blocks.get(name)?.title ?? (name || "A block"), repeated.place, repeated.firstPlace) }];
}

/** Deeper than any block's data goes; a document nested further is refused before it is stored. */
export const MAX_PAGE_DEPTH = 32;
export const PAGE_TOO_DEEP = "The page is nested too deeply";

function deeperThan(value: unknown, limit: number): boolean {
  if (typeof value !== "object" || value === null) return false;
  if (limit === 0) return true;
  return Object.values(value).some((v) => deeperThan(v, limit - 1));
}

/** What a draft's blocks are judged by: the rest waits for publish. */
const DRAFT_KEYWORDS = [OBJECT_KEY_KEYWORD, JSON_TEXT_KEYWORD] as const;

/**
 * Whether a document is page-shaped (what a draft must be); null when it is. A draft's blocks may
 * be unfinished, but none may hold a key that cannot be an object's key (x-object-key): the
 * builder's preview renders drafts too, and such a key breaks the block that keys by it. Nor may
 * a setting kept as JSON text hold text that is not JSON (x-json-text): the builder edits such
 * settings as fields and could not show it; what the JSON holds is judged at publish.
 */
export function judgePageShape(doc: unknown): PageProblems | null {
  if (deeperThan(doc, MAX_PAGE_DEPTH)) return { "/": PAGE_TOO_DEEP };
  const { page, blocks } = pageSchemas();
  const found = problemsOf(page, doc, "");
  const components = isObject(doc) && Array.isArray(doc.components) ? doc.components : [];
  components.forEach((c: unknown, i) => {
    const block = isObject(c) && typeof c.name === "string" ? blocks.get(c.name) : undefined;
    if (block) found.push(...problemsOf(block.validate, c, `/components/${i}`, DRAFT_KEYWORDS));
  });
  found.push(...repeatedIdProblems(components, blocks));
  return collect(found);
}

/** Every problem that keeps a document from being published on a page; null when there is none. */
export function judgePage(doc: unknown, place: PagePlace): PageProblems | null {
  const { page, blocks } = pageSchemas();
  const found = problemsOf(page, doc, "");
  if (!isObject(doc)) return collect(found);

  if (place.routeName === DYNAMIC_PAGE) {
    const problem = typeof doc.url === "string" ? contentPageUrlProblem(doc.url) : null;
    if (problem) found.push({ pointer: "/url", message: problem });
  } else if (doc.url !== place.url) {
    found.push({ pointer: "/url", message: SYSTEM_URL_FIXED });
  }

  const required = requiredBlock(place.routeName);
  let holdsRequired = 0;
  const components = Array.isArray(doc.components) ? doc.components : [];
  components.forEach((c: unknown, i) => {
    // A block without a name has been reported by the page schema.
    if (!isObject(c) || typeof c.name !== "string" || !c.name) return;
    const at = `/components/${i}`;
    const block = blocks.get(c.name);
    if (!block) {
      found.push({ pointer: `${at}/name`, message: noSuchBlock(c.name) });
      return;
    }
    found.push(...problemsOf(block.validate, c, at));
    if (!blockAllowedOn(block.name, place.routeName)) {
      found.push({ pointer: `${at}/name`, message: screenBlockMisplaced(block.title, routePath.get(screenRouteOf.get(block.name)!) ?? "") });
    } else if (block.name === required && ++holdsRequired > 1) {
      found.push({ pointer: `${at}/name`, message: screenBlockTwice(block.title) });
    }
  });
  found.push(...repeatedIdProblems(components, blocks));
  if (required && holdsRequired === 0) found.push({ pointer: "/components", message: screenBlockMissing(blocks.get(required)?.title ?? required) });
  return collect(found);
}
