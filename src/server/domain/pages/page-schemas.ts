// The JSON Schemas a page is judged by when it is saved or published (DESIGN "one contract,
// three uses"): schemas/page.json for the document, registry/blocks/<folder>/schema.json for each block,
// compiled once by the ajv set-up the server uses for the website settings, and read out as
// owner-facing messages keyed by JSON Pointer the same way.
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { REPOSITORY_ROOT } from "../../repository-root";
import { blockSchemaFiles } from "../../../../schemas/block-schema-files";
import type { ErrorObject, ValidateFunction } from "ajv";
import { createSchemaAjv } from "../../../../schemas/schema-ajv";
import { pointerOf } from "../../../../schemas/site-settings-check";
import { withTextTranslations } from "../../../../schemas/text-translations";

export interface BlockSchema {
  /** The registry's name for the block (`hero-banner`, `SUPPLIER_SWIPER`). */
  name: string;
  /** The schema's title, which the builder shows: how messages name the block. */
  title: string;
  /** The schema itself, for the checks a validator cannot make (missing-pictures.ts). */
  schema: object;
  validate: ValidateFunction;
}

export interface PageSchemas {
  page: ValidateFunction;
  /** schemas/page.json itself, its texts' versions declared. */
  pageSchema: object;
  /** By registry name. */
  blocks: ReadonlyMap<string, BlockSchema>;
}

/** A problem an owner can act on: where, and what to do. */
export interface Problem {
  pointer: string;
  message: string;
}

export { blockNameOf } from "../../../../schemas/block-schema-files";

const ROOT = pathToFileURL(REPOSITORY_ROOT);
/** A schema file with its texts' versions in other languages declared, as the build compiles it (ADR 0086). */
const readSchema = (path: string | URL) => withTextTranslations(JSON.parse(readFileSync(path, "utf8")) as { $id: string; title?: string });

let compiled: PageSchemas | undefined;

export function pageSchemas(): PageSchemas {
  if (!compiled) {
    const ajv = createSchemaAjv();
    const page = readSchema(new URL("schemas/page.json", ROOT));
    ajv.addSchema(page);
    const blocks = new Map<string, BlockSchema>();
    for (const file of blockSchemaFiles(REPOSITORY_ROOT)) {
      const schema = readSchema(file.path);
      ajv.addSchema(schema);
      const name = file.name;
      blocks.set(name, { name, title: schema.title ?? name, schema, validate: ajv.getSchema(schema.$id)! });
    }
    compiled = { page: ajv.getSchema(page.$id)!, pageSchema: page, blocks };
  }
  return compiled;
}

/** The keyword an error is about; for an owner-facing message (ajv-errors), the keyword it words. */
function keywordOf(error: ErrorObject): string {
  const worded = error.keyword === "errorMessage" ? (error.params.errors as ErrorObject[] | undefined)?.[0] : undefined;
  return (worded ?? error).keyword;
}

/**
 * A value's problems by one schema, pointers prefixed by where the value sits in the page; with
 * `keywords`, only the problems those keywords found.
 */
export function problemsOf(validate: ValidateFunction, value: unknown, base: string, keywords?: readonly string[]): Problem[] {
  if (validate(value)) return [];
  return (validate.errors ?? [])
    .filter((error) => keywords === undefined || keywords.includes(keywordOf(error)))
    .map((error) => ({ pointer: pointerOf(error, base), message: error.message ?? "This value is not valid" }));
}
