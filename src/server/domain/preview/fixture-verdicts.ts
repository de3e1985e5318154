// The fixture check's verdicts on the files of a fixtures folder, read from disk: used by
// `npm run fixtures:check` (scripts/check-fixtures.ts) and by the /preview screen's API, so both
// judge with the same schemas and the same rules (src/shared/fixtures/fixture-verdict.ts).
// The schemas are read as JSON files through ajv, as the builder and the server compile them.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import type { ValidateFunction } from "ajv";
import { blockFolderOf, blockSchemaFiles } from "../../../../schemas/block-schema-files";
import { createSchemaAjv } from "../../../../schemas/schema-ajv";
import { withTextTranslations } from "../../../../schemas/text-translations";
import { judgeBlockFixture, judgedFixturePaths, judgeFixture, type FixtureBlockSchema, type FixtureValidators, type JudgedFixture } from "../../../shared/fixtures/fixture-verdict";

interface BlockSchema extends FixtureBlockSchema {
  /** Its example component, registry/blocks/<folder>/fixture.json. */
  fixture: string;
  validate: ValidateFunction;
}

export interface SchemaSet extends FixtureValidators {
  page: ValidateFunction;
  site: ValidateFunction;
  navSetting: ValidateFunction;
  logoSettings: ValidateFunction;
  /** By folder name (registry/blocks/<folder>/schema.json). */
  blocks: Map<string, BlockSchema>;
}

type Json = Record<string, unknown>;

/** Every JSON file below `dir`, as absolute paths, sorted. */
export function jsonFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? jsonFiles(join(dir, e.name)) : e.name.endsWith(".json") ? [join(dir, e.name)] : []))
    .sort();
}

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, "utf8"));
/** A schema file as the build compiles it: its texts' versions in other languages declared (ADR 0086). */
const readSchema = (file: string): Json => withTextTranslations(readJson(file) as Json);

/** The schemas of the repository at `root`: schemas/ for pages and sites, the block folders for blocks. */
export function loadSchemas(root: string): SchemaSet {
  const ajv = createSchemaAjv();
  // Screen blocks are marked with x-screen; strict mode would reject the keyword if the shared
  // set-up has not registered it yet, and this check is not the place to fail for that.
  if (!ajv.getKeyword("x-screen")) ajv.addVocabulary(["x-screen"]);
  const schemasDir = join(root, "schemas");
  for (const file of jsonFiles(schemasDir).filter((f) => !relative(schemasDir, f).startsWith("compiled"))) ajv.addSchema(readSchema(file));
  const blocks = new Map<string, BlockSchema>();
  for (const file of blockSchemaFiles(root)) {
    const schema = readSchema(file.path);
    ajv.addSchema(schema);
    const allowed = schema["x-allowed-on"];
    blocks.set(file.folder, {
      name: file.name,
      fixture: file.fixture,
      validate: ajv.getSchema(String(schema.$id))!,
      allowedOn: Array.isArray(allowed) ? allowed.map(String) : undefined,
    });
  }
  const get = (ref: string) => {
    const validate = ajv.getSchema(ref);
    if (!validate) throw new Error(`schemas/: no schema ${ref}`);
    return validate;
  };
  return { page: get("page"), site: get("site"), navSetting: get("nav-setting"), logoSettings: get("site#/$defs/logoSettings"), blocks, block: (name) => blocks.get(blockFolderOf(name)) };
}

/** Every file below `dir`, relative to it with forward slashes, whatever its kind. */
export function filesBelow(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join("/"))
    .sort();
}

/** The check's verdict on every file of `fixturesDir` it judges, in the order it prints them. */
export function judgeFixtureFolder(fixturesDir: string, schemas: FixtureValidators): JudgedFixture[] {
  const read = (path: string) => {
    const full = join(fixturesDir, ...path.split("/"));
    return existsSync(full) ? readFileSync(full, "utf8") : undefined;
  };
  return judgedFixturePaths(filesBelow(fixturesDir)).map(({ path }) => judgeFixture(schemas, path, read));
}

/** The check's verdict on each block folder's own example (ADR 0052), by folder; paths from the repository's `root`. */
export function judgeBlockFixtures(root: string, schemas: SchemaSet): JudgedFixture[] {
  return [...schemas.blocks].map(([folder, block]) => {
    const text = existsSync(block.fixture) ? readFileSync(block.fixture, "utf8") : undefined;
    return judgeBlockFixture(block, folder, relative(root, block.fixture).split(sep).join("/"), text);
  });
}
