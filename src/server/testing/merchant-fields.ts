// Every field a merchant controls, for the XSS tests (ADR 0028): the string fields of every
// block of the registry (found from the block schemas in registry/blocks/<folder>/schema.json), a page's css, search
// text and schema_script, and every string of a website's settings document. A payload goes
// into each field the schema lets it into; where a schema refuses it, the field keeps its
// fixture value and the refusal counts as safe.
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { ValidateFunction } from "ajv";
import { blockFolderOf, blockSchemaFiles } from "../../../schemas/block-schema-files";
import { createSchemaAjv } from "../../../schemas/schema-ajv";
import { withTextTranslations } from "../../../schemas/text-translations";
import { parseJsonText, type PageComponent, type PageDocument } from "../../shared/page-document";
import { cleanMerchantStrings } from "../domain/content/merchant-text";
import { placeBlockId, withBlockIds } from "../../shared/block-id";

const ROOT = new URL("../../../", import.meta.url);
const readJson = (path: string) => JSON.parse(readFileSync(new URL(path, ROOT), "utf8")) as unknown;

type Schema = { [key: string]: unknown; type?: unknown; properties?: Record<string, Schema>; items?: Schema; $ref?: string };
type Json = Record<string, unknown>;
/** Property names, "*" for every item of an array. */
export type FieldPath = readonly string[];

/** A block's folder from its name (the registry's rule). */
export const blockFile = blockFolderOf;

/** Block folder (kebab case) → schema. */
export function blockSchemas(): Map<string, Schema> {
  return new Map(blockSchemaFiles(fileURLToPath(ROOT)).map((f) => [f.folder, withTextTranslations(JSON.parse(readFileSync(f.path, "utf8")) as Schema)]));
}

let validators: Map<string, ValidateFunction> | undefined;
/** Whether the shop would render a component: its block's schema accepts it (as the renderer normalises it). */
export function blockAccepts(component: PageComponent): boolean {
  if (!validators) {
    const ajv = createSchemaAjv();
    validators = new Map([...blockSchemas()].map(([file, schema]) => [file, ajv.compile(schema)]));
  }
  const validate = validators.get(blockFile(component.name));
  return !!validate && validate({ ...component, settings: component.settings == null ? {} : parseJsonText(component.settings) });
}

const isString = (s: Schema) => s.type === "string" || (Array.isArray(s.type) && s.type.includes("string"));

/** The string fields a block schema describes under data, settings and logicdata. */
export function stringFieldPaths(schema: Schema): FieldPath[] {
  const found: FieldPath[] = [];
  const walk = (node: Schema | undefined, path: string[]) => {
    if (!node || typeof node !== "object" || path.length > 10) return;
    if (isString(node)) found.push(path);
    for (const [key, child] of Object.entries(node.properties ?? {})) walk(child, [...path, key]);
    if (node.items) walk(node.items, [...path, "*"]);
  };
  for (const part of ["data", "settings", "logicdata"]) walk(schema.properties?.[part], [part]);
  return found;
}

/** Sets a value at a path: every existing array item for "*"; a missing last key is added. */
function setAt(value: unknown, path: FieldPath, to: string): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return to;
  if (head === "*") return Array.isArray(value) ? value.map((v) => setAt(v, rest, to)) : value;
  if (!value || typeof value !== "object" || Array.isArray(value)) return value;
  const obj = value as Json;
  if (!rest.length || Object.hasOwn(obj, head)) return { ...obj, [head]: setAt(obj[head], rest, to) };
  return obj;
}

/**
 * The component with the payload in every string field its schema lets the payload into (each
 * field tried alone; one the schema refuses keeps its value). Answers the fields that took it.
 */
export function injectIntoComponent(component: PageComponent, payload: string): { component: PageComponent; fields: string[] } {
  const schema = blockSchemas().get(blockFile(component.name));
  let current = component;
  const fields: string[] = [];
  for (const path of schema ? stringFieldPaths(schema) : []) {
    const tried = setAt(current, path, payload) as PageComponent;
    if (JSON.stringify(tried) !== JSON.stringify(current) && blockAccepts(tried)) {
      current = tried;
      fields.push(`${component.name}/${path.join("/")}`);
    }
  }
  return { component: current, fields };
}

export interface FixturePage {
  /** The key the page is stored under: a system route's pattern or a content page's path. */
  url: string;
  doc: PageDocument;
}

/** The page fixtures seeded into every website (fixtures/pages/, content pages included). */
export function fixturePages(): FixturePage[] {
  const dir = new URL("fixtures/pages/", ROOT);
  const files = [
    ...readdirSync(dir).filter((f) => f.endsWith(".json")),
    ...readdirSync(new URL("content/", dir))
      .filter((f) => f.endsWith(".json"))
      .map((f) => `content/${f}`),
  ];
  return files.map((f) => {
    const doc = readJson(`fixtures/pages/${f}`) as PageDocument;
    return { url: doc.url, doc };
  });
}

/** One component of every block: each block folder's own fixture.json (ADR 0052), in folder order, each with its own id. */
export function oneOfEveryBlock(): PageComponent[] {
  const examples = blockSchemaFiles(fileURLToPath(ROOT)).map((f) => JSON.parse(readFileSync(f.fixture, "utf8")) as Omit<PageComponent, "id">);
  return withBlockIds(examples, placeBlockId);
}

/** A page with the payload in its css, search text, schema_script and every block field it can take. */
export function pageWithPayload(doc: PageDocument, payload: string, overrides: Partial<PageDocument> = {}): PageDocument {
  // What a database can store: saving (issue 10) does the same (src/server/domain/content).
  return cleanMerchantStrings({
    ...doc,
    css: payload,
    seo_title: payload,
    seo_description: payload,
    seo_keyword: payload,
    schema_script: payload,
    ...overrides,
    components: (overrides.components ?? doc.components).map((c) => injectIntoComponent(c, payload).component),
  });
}

// Website settings ---------------------------------------------------------------------------

/** A settings document with every list the shop draws filled: nested links, footer links, a popup. */
export function fullSettings(base: Json): Json {
  const link = (name: string, children?: Json[]) => ({
    group: 0,
    name,
    icon: "phone",
    show_icon: 1,
    link: "/products",
    value: "v",
    image: "banners/hero-fresh.svg",
    open: false,
    slug: "s",
    ...(children ? { children } : {}),
  });
  return {
    ...base,
    navs: [link("Menu", [link("Sub", [link("Leaf")])]), ...(Array.isArray(base.navs) ? base.navs.slice(0, 3) : [])],
    footers: [
      {
        name: "Help",
        children: [
          { name: "Call us", link: "tel:+91 98765 43210", icon: "phone", show_icon: 1 },
          { name: "Page", link: "/about-us", icon: "banners/hero-fresh.svg", show_icon: 1 },
        ],
      },
    ],
    popup: { image: "banners/popup-fresh.svg", duration: 5, link: "/products", once: false },
    webSeo: { og_title: "t", og_description: "d", meta_keywords: "k", og_image: "banners/hero-fresh.svg" },
    webAddress: { line1: "1", line2: "2", city: "c", state: "s", pincode: "560038", phone: "9876543210", email: "shop@example.com" },
  };
}

/** Every string of a document, as JSON pointers. */
export function stringPointers(value: unknown, base = ""): string[] {
  if (typeof value === "string") return [base];
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([k, v]) => stringPointers(v, `${base}/${k.replace(/~/g, "~0").replace(/\//g, "~1")}`));
}

const unescapePointer = (part: string) => part.replace(/~1/g, "/").replace(/~0/g, "~");

export function getPointer(doc: unknown, pointer: string): unknown {
  if (!pointer || pointer === "/") return doc;
  return pointer
    .split("/")
    .slice(1)
    .reduce<unknown>((v, part) => (v && typeof v === "object" ? (v as Json)[unescapePointer(part)] : undefined), doc);
}

export function setPointer<T>(doc: T, pointer: string, to: unknown): T {
  const parts = pointer.split("/").slice(1).map(unescapePointer);
  const walk = (v: unknown, i: number): unknown => {
    if (i === parts.length) return to;
    const key = parts[i]!;
    if (Array.isArray(v)) return v.map((item, j) => (String(j) === key ? walk(item, i + 1) : item));
    if (v && typeof v === "object") return { ...(v as Json), [key]: walk((v as Json)[key], i + 1) };
    return v;
  };
  return walk(doc, 0) as T;
}

/** The settings document with the payload in every string it holds. */
export function settingsWithPayload(base: Json, payload: string): Json {
  return settingsWithPayloads(base, [payload]);
}

/** Settings fields of free text, which take any payload of up to 200 characters. */
export const FREE_TEXT_SETTINGS = ["/description", "/webSeo/og_description", "/webSeo/meta_keywords", "/webSeo/og_title", "/webAddress/line1", "/webAddress/line2"] as const;

/**
 * The settings document with several payloads spread over its strings: payload k in free-text
 * field k (so each lands somewhere the shop draws), then the payloads in turn through every
 * other string.
 */
export function settingsWithPayloads(base: Json, texts: readonly string[]): Json {
  if (texts.length > FREE_TEXT_SETTINGS.length) throw new Error(`at most ${FREE_TEXT_SETTINGS.length} payloads at once`);
  const rest = stringPointers(base).filter((p) => !(FREE_TEXT_SETTINGS as readonly string[]).includes(p));
  let doc = base;
  texts.forEach((text, k) => (doc = setPointer(doc, FREE_TEXT_SETTINGS[k]!, text)));
  rest.forEach((pointer, j) => (doc = setPointer(doc, pointer, texts[j % texts.length]!)));
  return doc;
}

export type SaveSettings = (doc: Json) => Promise<{ status: number; errors?: Record<string, string>; body: string }>;

/**
 * Saves a settings document as far as the schemas allow: `save` answers the server's status
 * and, for a 422, its errors keyed by pointer; each refused field (or the nearest object the
 * base has) goes back to its base value and the rest is sent again. Answers the document saved
 * and the pointers the server refused (which count as safe: the payload never got in).
 */
export async function saveWithRefusals(base: Json, sent: Json, save: SaveSettings): Promise<{ doc: Json; refused: string[] }> {
  let doc = sent;
  const refused: string[] = [];
  for (let round = 0; round < 8; round++) {
    const res = await save(doc);
    if (res.status === 200) return { doc, refused };
    if (res.status !== 422 || !res.errors) throw new Error(`saving the settings answered ${res.status}: ${res.body}`);
    for (const pointer of Object.keys(res.errors)) {
      let at = pointer;
      while (at && getPointer(base, at) === undefined) at = at.slice(0, at.lastIndexOf("/"));
      if (!at) throw new Error(`the server refused ${pointer}, which the base settings do not have: ${res.body}`);
      doc = setPointer(doc, at, getPointer(base, at));
      refused.push(pointer);
    }
  }
  throw new Error("the settings were still refused after 8 rounds");
}

/** Saves the payload into every settings string the schemas let it into; answers where it went. */
export async function saveSettingsWithPayload(base: Json, payload: string, save: SaveSettings): Promise<{ accepted: string[]; refused: string[] }> {
  const { doc, refused } = await saveWithRefusals(base, settingsWithPayload(base, payload), save);
  return { accepted: stringPointers(doc).filter((p) => getPointer(doc, p) === payload), refused };
}
