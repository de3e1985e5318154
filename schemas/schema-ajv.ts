// The one ajv set-up for Kirana's JSON Schemas: draft 2020-12, owner-facing messages
// (ajv-errors), formats, the builder's hint keywords registered as a vocabulary so strict
// mode accepts them, x-object-key (object-key-keyword.ts) and x-json-text (json-text-keyword.ts).
// The build script and the server both use it.
import { Ajv2020, type Options } from "ajv/dist/2020.js";
import ajvErrors from "ajv-errors";
import ajvFormats from "ajv-formats";
import { jsonTextKeyword } from "./json-text-keyword";
import { objectKeyKeyword } from "./object-key-keyword";

/** Keywords the page builder reads; validation ignores them. */
export const BUILDER_HINTS = [
  "x-widget",
  "x-group",
  "x-order",
  "x-placeholder",
  "x-help",
  "x-category",
  "x-allowed-on",
  "x-fixture",
  "x-item-label",
  "x-enum-labels",
  "x-presets",
  "x-advanced",
  "x-derive-from",
  "x-drawn-by",
  "x-translatable",
  "x-translation-of",
] as const;

export function createSchemaAjv(options: Options = {}): Ajv2020 {
  const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true, ...options });
  ajvFormats.default(ajv);
  ajvErrors.default(ajv);
  ajv.addVocabulary([...BUILDER_HINTS]);
  ajv.addKeyword(objectKeyKeyword);
  ajv.addKeyword(jsonTextKeyword);
  return ajv;
}
