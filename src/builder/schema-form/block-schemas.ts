// Block schemas for the builder's forms, loaded one by one: a block's JSON schema (a few
// kilobytes each, with every title and message) arrives when a block of that kind is opened,
// not with the builder. Keyed by the schema id a registry entry carries (BlockMeta.schemaId).
import { openSchema } from "./json-text";
import type { SchemaNode } from "./schema-node";

type SchemaModule = { schema: SchemaNode };

const modules = import.meta.glob<SchemaModule>("../../../schemas/compiled/blocks/*.schema.ts");

/** Schema id ("hero-banner") → the loader of its compiled schema module. */
export const BLOCK_SCHEMA_LOADERS: Readonly<Record<string, () => Promise<SchemaModule>>> = Object.fromEntries(
  Object.entries(modules).map(([path, load]) => [/([^/]+)\.schema\.ts$/.exec(path)![1]!, load]),
);

const loaded = new Map<string, Promise<SchemaNode>>();

/**
 * The block schema with this id, opened for the form (json-text.ts: settings kept as JSON text are
 * edited as fields); the same promise for every caller. Rejects for an unknown id.
 */
export function loadBlockSchema(schemaId: string): Promise<SchemaNode> {
  const cached = loaded.get(schemaId);
  if (cached) return cached;
  const load = Object.hasOwn(BLOCK_SCHEMA_LOADERS, schemaId) ? BLOCK_SCHEMA_LOADERS[schemaId] : undefined;
  if (!load) return Promise.reject(new Error(`There is no block schema ${schemaId}`));
  const promise = load().then(
    (module) => openSchema(module.schema),
    (error: unknown) => {
      // A chunk that failed to load (a deploy, a dropped connection) may load on the next try.
      loaded.delete(schemaId);
      throw error;
    },
  );
  loaded.set(schemaId, promise);
  return promise;
}
