// The keywords our schemas add beside JSON Schema's own, for typing schemas as TypeScript.

/** The keyword of a string kept as JSON text, whose value is the schema of what the text holds (json-text-keyword.ts). */
export const JSON_TEXT_KEYWORD = "x-json-text";
export interface SchemaHints {
  "x-widget"?: string;
  "x-group"?: string;
  "x-order"?: number;
  "x-placeholder"?: string;
  "x-help"?: string;
  "x-category"?: string;
  "x-allowed-on"?: readonly string[];
  "x-fixture"?: string;
  /** What one entry of a list is called ("Slide"): "Slide 2" names an entry with no text yet. */
  "x-item-label"?: string;
  /** What the builder shows for each value of an enum ({ "sm": "Low" }); the value made readable otherwise. */
  "x-enum-labels"?: Readonly<Record<string, string>>;
  /** Drawn in the "Advanced" part of its object's fields; "part": drawn as usual, and its widget adds a part there (answer-check's custom pattern). */
  "x-advanced"?: boolean | "part";
  /** The sibling property this one follows while the owner has not changed it by hand: a form field's key follows its label (derive-key.ts). */
  "x-derive-from"?: string;
  /** The sibling property whose widget draws this one (a form field's min and max, drawn by its check); nothing of its own. */
  "x-drawn-by"?: string;
  /** A text the shopper reads, with a version per language beside it (`title_hi`; text-translations.ts). */
  "x-translatable"?: boolean;
  /** On a text's version in another language: the English text's property (`title`). */
  "x-translation-of"?: string;
  /** A block's named starting points in the builder's palette (schema-meta.ts, BlockPreset). */
  "x-presets"?: unknown;
  /** The schema the parsed content of a JSON-text string must meet (json-text-keyword.ts). */
  "x-json-text"?: unknown;
  errorMessage?: unknown;
  [key: string]: unknown;
}
