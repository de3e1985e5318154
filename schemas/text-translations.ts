// Owner texts in more than one language (issue 35, ADR 0086). A schema marks a string the shopper
// reads (a heading, a button, a picture's description, rich text, a menu label) with
// `"x-translatable": true`; its version in each other language is a sibling property named
// `<key>_<lang>` ("title_hi"), declared here from the English one: a string no longer than it,
// optional, titled "Heading (हिन्दी)" and marked `x-translation-of`. The build compiles the schemas
// with these siblings (so the builder draws them and the validators judge them), and the server
// reads its schema files through the same function. A sibling travels with its object, so moving
// a slide or a form field moves its Hindi too. The server lays the request's language over the
// English where it has a text (speakTexts) and never sends the versions on.
import { LANGUAGE_NAMES, LANGUAGES, type Lang } from "../src/shared/i18n/languages";

export const TRANSLATABLE_KEYWORD = "x-translatable";
export const TRANSLATION_OF_KEYWORD = "x-translation-of";

/** A language an owner's text may have a version in, beside the English it is written in. */
export type TextLang = Exclude<Lang, "en">;
export const TEXT_LANGUAGES: readonly TextLang[] = LANGUAGES.filter((lang): lang is TextLang => lang !== "en");

export const isTextLang = (lang: unknown): lang is TextLang => (TEXT_LANGUAGES as readonly unknown[]).includes(lang);

/** The property holding a text's version in a language: `title` → `title_hi`. */
export const translationKey = (key: string, lang: TextLang): string => `${key}_${lang}`;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);
const hasType = (node: Json, type: string) => node.type === type || (Array.isArray(node.type) && node.type.includes(type));

/** Keywords whose values are data, not schemas: nothing in them is declared. */
const DATA_KEYWORDS = new Set(["x-presets", "x-enum-labels", "x-fixture", "default", "examples", "enum", "const", "errorMessage"]);
/** Keywords whose values are maps of name → schema. */
const SCHEMA_MAPS = new Set(["properties", "$defs", "definitions", "patternProperties", "dependentSchemas"]);

const readable = (key: string) => {
  const words = key.replace(/[_-]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The schema of a text's version in one language, from the English text's schema. */
function translationSchema(key: string, english: Json, lang: TextLang): Json {
  if (!hasType(english, "string")) throw new Error(`${TRANSLATABLE_KEYWORD} marks ${key}, which is not a string`);
  const max = english.maxLength;
  if (typeof max !== "number") throw new Error(`${TRANSLATABLE_KEYWORD} marks ${key}, which has no maxLength: its translations need one too`);
  const title = `${typeof english.title === "string" ? english.title : readable(key)} (${LANGUAGE_NAMES[lang]})`;
  return {
    type: "string",
    maxLength: max,
    title,
    ...(typeof english["x-widget"] === "string" ? { "x-widget": english["x-widget"] } : {}),
    ...(english["x-advanced"] === true ? { "x-advanced": true } : {}),
    [TRANSLATION_OF_KEYWORD]: key,
    errorMessage: { type: `${title} must be text`, maxLength: `${title} may hold at most ${max} characters` },
  };
}

function withSiblings(properties: Json): Json {
  const out: Json = {};
  for (const [key, child] of Object.entries(properties)) {
    out[key] = withTranslationsAt(child);
    if (!isObject(child) || child[TRANSLATABLE_KEYWORD] !== true) continue;
    for (const lang of TEXT_LANGUAGES) {
      const sibling = translationKey(key, lang);
      if (Object.hasOwn(properties, sibling)) throw new Error(`${key} is marked ${TRANSLATABLE_KEYWORD}, and its translation's name ${sibling} is taken`);
      out[sibling] = translationSchema(key, child, lang);
    }
  }
  return out;
}

function withTranslationsAt(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withTranslationsAt);
  if (!isObject(node)) return node;
  const out: Json = {};
  for (const [keyword, value] of Object.entries(node)) {
    if (DATA_KEYWORDS.has(keyword)) out[keyword] = value;
    else if (keyword === "properties" && isObject(value)) out[keyword] = withSiblings(value);
    else if (SCHEMA_MAPS.has(keyword) && isObject(value)) out[keyword] = Object.fromEntries(Object.entries(value).map(([name, schema]) => [name, withTranslationsAt(schema)]));
    else out[keyword] = withTranslationsAt(value);
  }
  return out;
}

/**
 * The schema with each translatable text's versions declared beside it, in the order the
 * builder draws them (the English first). Throws for a mark on a text that cannot have them.
 */
export function withTextTranslations<T>(schema: T): T {
  return withTranslationsAt(schema) as T;
}

/** A path to strings in a document: property names, "*" for every item of a list. */
export type TextPath = readonly string[];

/**
 * The paths of the translatable texts a schema describes, following its own `#/$defs/…`
 * references and `allOf` parts (menus nest a definition in another).
 */
export function translatableTextPaths(schema: unknown): TextPath[] {
  const root = isObject(schema) ? schema : {};
  const found: TextPath[] = [];
  const walk = (node: unknown, path: string[], depth: number) => {
    if (!isObject(node) || depth > 16) return;
    const ref = typeof node.$ref === "string" ? /^#\/\$defs\/([^/]+)$/.exec(node.$ref) : null;
    if (ref) walk((root.$defs as Json | undefined)?.[ref[1]!], path, depth + 1);
    for (const part of Array.isArray(node.allOf) ? node.allOf : []) walk(part, path, depth + 1);
    for (const [key, child] of Object.entries(isObject(node.properties) ? node.properties : {})) {
      if (isObject(child) && child[TRANSLATABLE_KEYWORD] === true) found.push([...path, key]);
      else walk(child, [...path, key], depth + 1);
    }
    if (node.items) walk(node.items, [...path, "*"], depth + 1);
  };
  walk(root, [], 0);
  return found;
}

function speakAt(value: unknown, path: TextPath, lang: Lang): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  if (head === "*") {
    if (!Array.isArray(value)) return value;
    const items = value.map((item) => speakAt(item, rest, lang));
    return items.every((item, i) => item === value[i]) ? value : items;
  }
  if (!isObject(value)) return value;
  if (rest.length) {
    const child = Object.hasOwn(value, head) ? speakAt(value[head], rest, lang) : value[head];
    return child === value[head] ? value : { ...value, [head]: child };
  }
  const versions = TEXT_LANGUAGES.map((l) => translationKey(head, l)).filter((key) => Object.hasOwn(value, key));
  if (!versions.length) return value;
  const out = { ...value };
  const spoken = isTextLang(lang) ? value[translationKey(head, lang)] : undefined;
  for (const key of versions) delete out[key];
  if (typeof spoken === "string" && spoken.trim()) out[head] = spoken;
  return out;
}

/**
 * The value as a shopper in `lang` reads it: at each path, the text's version in that language
 * where it has one that is not empty, else the English; the versions themselves are left out.
 * Untouched parts keep their identity.
 */
export function speakTexts<T>(value: T, paths: readonly TextPath[], lang: Lang): T {
  return paths.reduce<unknown>((current, path) => speakAt(current, path, lang), value) as T;
}
