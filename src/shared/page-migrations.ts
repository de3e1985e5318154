// Old page documents are upgraded on load by an ordered list of pure steps. Each step takes a
// document at version N and returns it at N + 1; never edit a released step, add a new one.
import { placeBlockId, withBlockIds } from "./block-id";
import type { PageComponent, PageDocument } from "./page-document";

type Loose = Record<string, unknown>;
type Step = (doc: Loose) => Loose;

/** Block names used before the registry settled on its names. */
const RENAMED_BLOCKS: Record<string, string> = {
  PRODUCTS: "products",
  PRODUCT_SWIPER: "products",
  product_swiper: "products",
  HERO_BANNER: "hero-banner",
  hero_banner: "hero-banner",
  HERO_CARD: "hero-card",
  hero_card: "hero-card",
  RICH_TEXT: "rich-text",
  html: "rich-text",
  FORM: "form",
};

const asArray = (v: unknown): Loose[] => (Array.isArray(v) ? v.filter((x): x is Loose => !!x && typeof x === "object") : []);

export const PAGE_MIGRATIONS: readonly Step[] = [
  // 0 → 1: documents from before versioning. Components get every §3 field, `order` becomes a
  // number (it was sometimes saved as text), the page flags default to shown.
  (doc) => ({
    ...doc,
    css: typeof doc.css === "string" ? doc.css : "",
    show_navbar: doc.show_navbar !== false,
    show_sub_navbar: doc.show_sub_navbar !== false,
    show_footer: doc.show_footer !== false,
    seo_title: typeof doc.seo_title === "string" ? doc.seo_title : "",
    seo_description: typeof doc.seo_description === "string" ? doc.seo_description : "",
    seo_keyword: typeof doc.seo_keyword === "string" ? doc.seo_keyword : "",
    schema_script: typeof doc.schema_script === "string" ? doc.schema_script : null,
    components: asArray(doc.components).map((c) => {
      const order = Number(c.order);
      return {
        ...c,
        type: typeof c.type === "string" ? c.type : "block",
        data: c.data ?? {},
        logicdata: c.logicdata ?? {},
        response: c.response ?? null,
        settings: c.settings ?? {},
        order: Number.isFinite(order) ? Math.trunc(order) : 0,
      };
    }),
  }),
  // 1 → 2: legacy block names map onto the registry's names.
  (doc) => ({
    ...doc,
    components: asArray(doc.components).map((c) => {
      const name = typeof c.name === "string" ? c.name : "";
      return { ...c, name: RENAMED_BLOCKS[name] ?? name };
    }),
  }),
  // 2 → 3: every component gets an id (ADR 0053). Stored pages are upgraded on each load until
  // they are next saved, so the ids come from each block's place, not from chance: the same
  // document loads with the same ids every time.
  // A document without a list of blocks keeps none, for the page schema to report.
  (doc) => (Array.isArray(doc.components) ? { ...doc, components: withBlockIds(doc.components as Loose[], placeBlockId) } : doc),
];

export const PAGE_SCHEMA_VERSION = PAGE_MIGRATIONS.length;

/** A new document at the current schema version: every §3 field at its plain value, then `fields`. */
export function newPageDocument(components: PageComponent[], fields: Partial<PageDocument> = {}): PageDocument {
  return {
    schema_version: PAGE_SCHEMA_VERSION,
    url: "/",
    css: "",
    show_navbar: true,
    show_sub_navbar: true,
    show_footer: true,
    seo_title: "",
    seo_description: "",
    seo_keyword: "",
    schema_script: null,
    components,
    ...fields,
  };
}

/** The document at the current schema version; a newer document than this code is left as is. */
export function upgradePage(input: unknown): PageDocument {
  let doc: Loose = input && typeof input === "object" && !Array.isArray(input) ? { ...(input as Loose) } : {};
  const from = Number.isInteger(doc.schema_version) ? (doc.schema_version as number) : 0;
  for (let v = Math.max(0, from); v < PAGE_MIGRATIONS.length; v++) doc = PAGE_MIGRATIONS[v]!(doc);
  if (typeof doc.url !== "string") doc.url = "/";
  return { ...doc, schema_version: Math.max(from, PAGE_SCHEMA_VERSION) } as unknown as PageDocument & { components: PageComponent[] };
}
