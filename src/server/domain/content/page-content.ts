// A page's merchant content made safe (ADR 0028): the page CSS allow-listed and scoped to the
// page's container, every field whose block schema says HTML sanitised with the rich-text
// rules, and every string freed of what cannot be stored. The page data answer runs it on every
// render; page saving (issue 10) runs it before it stores a document. Every other field is
// text, which the shop only ever writes as text.
import { readFileSync } from "node:fs";
import { REPOSITORY_ROOT } from "../../repository-root";
import { blockFolderOf, blockSchemaFiles } from "../../../../schemas/block-schema-files";
import { withTextTranslations } from "../../../../schemas/text-translations";
import { sanitisePageCss } from "../../../shared/merchant-css";
import type { PageComponent, PageDocument } from "../../../shared/page-document";
import { sanitiseMerchantHtml } from "./merchant-html";
import { cleanMerchantStrings } from "./merchant-text";

/** A path into a component: property names, "*" for every item of an array. */
export type FieldPath = readonly string[];

type Schema = { [key: string]: unknown; properties?: Record<string, Schema>; items?: Schema; "x-widget"?: string };

/** Whether a schema marks its string as HTML: the rich-text widget, or HTML content. */
export function isHtmlSchema(schema: Schema): boolean {
  return schema["x-widget"] === "rich-text" || schema.contentMediaType === "text/html" || schema.format === "html";
}

/** The paths of the HTML fields a block schema describes. */
export function htmlFieldPaths(schema: Schema): FieldPath[] {
  const found: FieldPath[] = [];
  const walk = (node: unknown, path: string[], depth: number) => {
    if (!node || typeof node !== "object" || depth > 12) return;
    const s = node as Schema;
    if (isHtmlSchema(s)) found.push(path);
    for (const [key, child] of Object.entries(s.properties ?? {})) walk(child, [...path, key], depth + 1);
    if (s.items) walk(s.items, [...path, "*"], depth + 1);
    for (const key of ["allOf", "anyOf", "oneOf"]) {
      const list = s[key];
      if (Array.isArray(list)) for (const part of list) walk(part, path, depth + 1);
    }
  };
  walk(schema, [], 0);
  return found;
}

let htmlFields: ReadonlyMap<string, FieldPath[]> | undefined;

/** Block folder → its HTML fields, for the blocks that have any. */
export function blockHtmlFields(): ReadonlyMap<string, FieldPath[]> {
  if (!htmlFields) {
    const map = new Map<string, FieldPath[]>();
    for (const file of blockSchemaFiles(REPOSITORY_ROOT)) {
      // With the texts' versions in other languages (ADR 0086): a Hindi rich text is HTML too.
      const paths = htmlFieldPaths(withTextTranslations(JSON.parse(readFileSync(file.path, "utf8")) as Schema));
      if (paths.length) map.set(file.folder, paths);
    }
    htmlFields = map;
  }
  return htmlFields;
}

/** Applies an async change to every string a path reaches in a value. */
async function mapAt(value: unknown, path: FieldPath, change: (text: string) => Promise<string>): Promise<unknown> {
  if (!path.length) return typeof value === "string" ? change(value) : value;
  const [head, ...rest] = path;
  if (head === "*") return Array.isArray(value) ? Promise.all(value.map((v) => mapAt(v, rest, change))) : value;
  if (!value || typeof value !== "object" || Array.isArray(value) || !Object.hasOwn(value, head!)) return value;
  const obj = value as Record<string, unknown>;
  return { ...obj, [head!]: await mapAt(obj[head!], rest, change) };
}

/** A component with its HTML fields sanitised and its strings cleaned. */
export async function sanitiseComponent<C extends Pick<PageComponent, "name">>(component: C): Promise<C> {
  let out: unknown = cleanMerchantStrings(component);
  const paths = typeof component.name === "string" ? blockHtmlFields().get(blockFolderOf(component.name)) : undefined;
  for (const path of paths ?? []) out = await mapAt(out, path, sanitiseMerchantHtml);
  return out as C;
}

/** The merchant content of a page answer or document, as it may be served or stored. */
export async function sanitisePageContent<P extends { css: string; components: readonly Pick<PageComponent, "name">[] }>(page: P): Promise<P> {
  const cleaned = cleanMerchantStrings(page);
  return { ...cleaned, css: sanitisePageCss(cleaned.css), components: await Promise.all(cleaned.components.map((c) => sanitiseComponent(c))) };
}

/** For saving a page (issue 10): the document as it should be stored. */
export function sanitisePageDocument(doc: PageDocument): Promise<PageDocument> {
  return sanitisePageContent(doc);
}
