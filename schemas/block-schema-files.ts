// Where the block schemas live: each block's folder holds its own, registry/blocks/<folder>/schema.json
// (ADR 0052). The build script, the fixture check and the server all list them through here.
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";

/** The block folders, relative to the repository's root. */
export const BLOCKS_DIR = "registry/blocks";
export const BLOCK_SCHEMA_FILE = "schema.json";
/** A block's example component: the fixture check, the contract test and the XSS tests use it. */
export const BLOCK_FIXTURE_FILE = "fixture.json";

/**
 * A block's name on the wire from its folder: the folder's name, except the carousels the spec
 * names in capitals (§2: SUPPLIER_SWIPER, CATEGORY_SWIPER, BRAND_SWIPER).
 */
export function blockNameOf(folder: string): string {
  return folder.endsWith("-swiper") ? folder.toUpperCase().replace(/-/g, "_") : folder;
}

/** The block's folder from its name: the name in lower kebab case (`SUPPLIER_SWIPER` → `supplier-swiper`). */
export function blockFolderOf(name: string): string {
  return name.toLowerCase().replace(/_/g, "-");
}

export interface BlockSchemaFile {
  /** The block's folder: its name in lower kebab case (`supplier-swiper`). */
  folder: string;
  /** The block's name on the wire (`SUPPLIER_SWIPER`). */
  name: string;
  /** The schema file's absolute path. */
  path: string;
  /** The block's example component's path (its folder's fixture.json, which may be missing). */
  fixture: string;
  /** Whether the folder has a server resolver, resolve.ts. */
  resolves: boolean;
}

/** Every block folder's schema file, sorted by folder; a folder without one is left to the registry contract test. */
export function blockSchemaFiles(root: string): BlockSchemaFile[] {
  const dir = join(root, BLOCKS_DIR);
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(join(dir, e.name, BLOCK_SCHEMA_FILE)))
    .map((e) => ({
      folder: e.name,
      name: blockNameOf(e.name),
      path: join(dir, e.name, BLOCK_SCHEMA_FILE),
      fixture: join(dir, e.name, BLOCK_FIXTURE_FILE),
      resolves: existsSync(join(dir, e.name, "resolve.ts")),
    }))
    .sort((a, b) => (a.folder < b.folder ? -1 : 1));
}
