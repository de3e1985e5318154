// `npm run fixtures:check`: the QA fixtures under fixtures/ against the JSON Schemas (schemas/
// and each block's registry/blocks/<folder>/schema.json), read as JSON files through ajv rather than through the React registry, so the check
// runs in plain Node and sees exactly what the builder and the server compile. Valid fixtures
// must pass, each invalid fixture must fail for exactly the reasons its sidecar declares, the
// demo catalogue must pass the seed's schema (every pack with its quantity, ADR 0061), and the
// coverage the QA issue asks for (every route, every header × navbar pair, every block on home)
// must be there. See fixtures/README.md.
import { existsSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { blockFolderOf } from "../schemas/block-schema-files";
import { loadCatalog } from "../src/server/db/catalog-fixtures";
import { judgeBlockFixtures, judgeFixtureFolder, jsonFiles, loadSchemas } from "../src/server/domain/preview/fixture-verdicts";
import { EXPECTED_SUFFIX, HEADER_TEMPLATES, NAVBAR_TEMPLATES } from "../src/shared/fixtures/fixture-verdict";
import { routes } from "../src/shared/routes";

// The judgement itself is shared with the /preview screen's API (one verdict for both).
export { checkPage, checkSite, compareExpected, HEADER_TEMPLATES, NAVBAR_TEMPLATES, type Expectation } from "../src/shared/fixtures/fixture-verdict";
export { loadSchemas, type SchemaSet } from "../src/server/domain/preview/fixture-verdicts";

/** The registry's rule: a block's folder is its name in lower kebab case. */
export const blockFolder = blockFolderOf;

export interface FileResult {
  file: string;
  ok: boolean;
  messages: string[];
}

export interface Report {
  results: FileResult[];
  ok: boolean;
}

export function checkFixtures(fixturesDir: string, root: string): Report {
  const schemas = loadSchemas(root);
  // Printed as the fixtures folder's own name and the path below it: "fixtures/pages/home.json".
  const prefix = relative(join(fixturesDir, ".."), fixturesDir);
  const results: FileResult[] = judgeFixtureFolder(fixturesDir, schemas).map(({ path, verdict }) => ({ file: join(prefix, path), ok: verdict.ok, messages: verdict.messages }));
  // Each block's own example lives with the block (ADR 0052), and prints from the repository's root.
  const blocks = judgeBlockFixtures(root, schemas).map(({ path, verdict }) => ({ file: path, ok: verdict.ok, messages: verdict.messages }));
  results.push(...blocks, catalogue(fixturesDir), ...coverage(fixturesDir));
  return { results, ok: results.every((r) => r.ok) };
}

// A "coverage:" line like the others that are no single file: the catalogue is five files, and
// what it must hold is every pack's quantity.
export const CATALOGUE_CHECK = "coverage: the demo catalogue, every pack with its quantity";

/** The demo catalogue under the seed's own schema, which wants every pack's quantity (ADR 0061). */
function catalogue(fixturesDir: string): FileResult {
  try {
    loadCatalog(fixturesDir);
    return { file: CATALOGUE_CHECK, ok: true, messages: [] };
  } catch (error) {
    return { file: CATALOGUE_CHECK, ok: false, messages: [error instanceof Error ? error.message : String(error)] };
  }
}

/** What the QA issue asks to exist, as pseudo-files so they print like the rest. */
function coverage(fixturesDir: string): FileResult[] {
  const has = (path: string) => existsSync(join(fixturesDir, path));
  const missingPages = routes.filter((r) => !has(`pages/${r.name}.json`)).map((r) => `pages/${r.name}.json`);
  const missingSites = HEADER_TEMPLATES.flatMap((h) => NAVBAR_TEMPLATES.map((n) => `sites/header-${h}-navbar-${n}.json`)).filter((p) => !has(p));

  const invalid = jsonFiles(join(fixturesDir, "invalid")).filter((f) => !f.endsWith(EXPECTED_SUFFIX)).length;
  return [
    { file: "coverage: a page per system route", ok: !missingPages.length, messages: missingPages.map((p) => `missing ${p}`) },
    { file: "coverage: every header × navbar template", ok: !missingSites.length, messages: missingSites.map((p) => `missing ${p}`) },
    { file: "coverage: invalid fixtures", ok: invalid >= 12, messages: invalid >= 12 ? [] : [`${invalid} invalid fixtures, at least 12 wanted`] },
  ];
}

export function formatReport(report: Report): string {
  const lines = report.results.map((r) => `${r.ok ? "✓" : "✗"} ${r.file}${r.messages.length ? ` — ${r.messages.join("; ")}` : ""}`);
  const failed = report.results.filter((r) => !r.ok).length;
  lines.push("", failed ? `fixtures: ${failed} of ${report.results.length} checks failed` : `fixtures: all ${report.results.length} checks passed`);
  return lines.join("\n");
}

function main() {
  const root = fileURLToPath(new URL("..", import.meta.url));
  const report = checkFixtures(join(root, "fixtures"), root);
  console.log(formatReport(report));
  if (!report.ok) process.exitCode = 1;
}

// Imported by its unit test without running.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
