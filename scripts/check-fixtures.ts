// `npm run fixtures:check`: the QA fixtures under fixtures/ against the JSON Schemas (schemas/
// and each block's registry/blocks/<folder>/schema.json), read as JSON files through ajv rather than through the React registry, so the check
// runs in plain Node and sees exactly what the builder and the server compile. Valid fixtures
// must pass, each invalid fixture must fail for exactly the reasons its sidecar declares, and the
// coverage the QA issue asks for (every route, every header × navbar pair, every block on home)
// must be there. See fixtures/README.md.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { ErrorObject, ValidateFunction } from "ajv";
import { blockFolderOf, blockSchemaFiles } from "../schemas/block-schema-files";
import { createSchemaAjv } from "../schemas/schema-ajv";
import { checkSiteSettings } from "../schemas/site-settings-check";
import { repeatedBlockId } from "../src/shared/block-id";
import { upgradePage } from "../src/shared/page-migrations";
import { DYNAMIC_PAGE, routes } from "../src/shared/routes";

type Json = Record<string, unknown>;

export const HEADER_TEMPLATES = [1, 2, 3, 4] as const;
export const NAVBAR_TEMPLATES = [1, 2, 3, 4, 5] as const;
const SITE_FILE = /^header-(\d+)-navbar-(\d+)\.json$/;
const EXPECTED_SUFFIX = ".expected.json";

/** The registry's rule: a block's folder is its name in lower kebab case. */
export const blockFolder = blockFolderOf;

interface BlockSchema {
  /** The block's name on the wire (`SUPPLIER_SWIPER`). */
  name: string;
  /** Its example component, registry/blocks/<folder>/fixture.json. */
  fixture: string;
  validate: ValidateFunction;
  allowedOn: readonly string[] | undefined;
}

export interface SchemaSet {
  page: ValidateFunction;
  site: ValidateFunction;
  navSetting: ValidateFunction;
  logoSettings: ValidateFunction;
  /** By folder name (registry/blocks/<folder>/schema.json). */
  blocks: Map<string, BlockSchema>;
}

export interface FileResult {
  file: string;
  ok: boolean;
  messages: string[];
}

export interface Expectation {
  kind: "page" | "site";
  /** Route the page is checked for; content pages (dynamic-page) when absent. */
  route?: string;
  errors: string[];
}

const isObject = (v: unknown): v is Json => !!v && typeof v === "object" && !Array.isArray(v);

function jsonFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? jsonFiles(join(dir, e.name)) : e.name.endsWith(".json") ? [join(dir, e.name)] : []))
    .sort();
}

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, "utf8"));

/** The schemas of the repository at `root`: schemas/ for pages and sites, the block folders for blocks. */
export function loadSchemas(root: string): SchemaSet {
  const ajv = createSchemaAjv();
  // Screen blocks are marked with x-screen; strict mode would reject the keyword if the shared
  // set-up has not registered it yet, and this check is not the place to fail for that.
  if (!ajv.getKeyword("x-screen")) ajv.addVocabulary(["x-screen"]);
  const schemasDir = join(root, "schemas");
  for (const file of jsonFiles(schemasDir).filter((f) => !relative(schemasDir, f).startsWith("compiled"))) ajv.addSchema(readJson(file) as Json);
  const blocks = new Map<string, BlockSchema>();
  for (const file of blockSchemaFiles(root)) {
    const schema = readJson(file.path) as Json;
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
  return { page: get("page"), site: get("site"), navSetting: get("nav-setting"), logoSettings: get("site#/$defs/logoSettings"), blocks };
}

/** ajv's errors as one owner-facing line each, prefixed by where they were found. */
function messages(validate: ValidateFunction, value: unknown, where: string): string[] {
  if (validate(value)) return [];
  const lines = (validate.errors ?? []).map((e: ErrorObject) => {
    const path = e.instancePath;
    return `${where}${path ? ` ${path}` : ""}: ${e.message ?? e.keyword}`;
  });
  // A bad property name is reported by propertyNames and by the rule inside it, with one message.
  return [...new Set(lines)];
}

const routePaths = new Map(routes.map((r) => [r.name, r.path]));

/**
 * A page document as the server would serve it (upgraded from its stored version first), for
 * the route it belongs to: system pages carry their route's address, content pages any other.
 */
export function checkPage(schemas: SchemaSet, raw: unknown, routeName: string): string[] {
  if (!isObject(raw)) return ["page: the document is not a JSON object"];
  const doc = upgradePage(raw) as unknown as Json;
  const out = messages(schemas.page, doc, "page");
  const repeated = repeatedBlockId(Array.isArray(doc.components) ? doc.components : []);
  if (repeated) out.push(`page /components/${repeated.place}/id: the id ${repeated.id} is also block ${repeated.firstPlace}'s; each block needs its own`);

  const expectedUrl = routePaths.get(routeName);
  if (expectedUrl !== undefined && doc.url !== expectedUrl) out.push(`page /url: the ${routeName} page must have the address ${expectedUrl}, not ${JSON.stringify(doc.url)}`);
  if (expectedUrl === undefined && typeof doc.url === "string" && [...routePaths.values()].includes(doc.url)) out.push(`page /url: ${doc.url} belongs to a system route, not to a content page`);

  const components = Array.isArray(doc.components) ? doc.components : [];
  components.forEach((c: unknown, i) => {
    if (!isObject(c) || typeof c.name !== "string" || !c.name) return; // the page schema has already said so
    const name = c.name;
    // A system route's own screen is drawn by the router, not looked up as a block.
    if (c.type === "screen" && name === routeName) return;
    const where = `component ${i} (${name})`;
    const block = schemas.blocks.get(blockFolder(name));
    if (!block) {
      out.push(`${where}: There is no block named "${name}"`);
      return;
    }
    out.push(...messages(block.validate, c, where));
    if (block.allowedOn && !block.allowedOn.includes(routeName)) out.push(`${where}: this block may only be placed on ${block.allowedOn.join(", ")}`);
  });
  return out;
}

/**
 * A website settings document, judged as the server judges it (schemas/site-settings-check.ts):
 * site.json, then its navSetting and the logo_settings JSON text in it. One line per problem,
 * named by the schema that found it and the place within its part ("navSetting /navbar_height").
 */
export function checkSite(schemas: SchemaSet, doc: unknown): string[] {
  return checkSiteSettings(schemas, doc).map(({ pointer, message, part }) => {
    const path = pointer.slice(part.length);
    return `${part ? "navSetting" : "site"}${path ? ` ${path}` : ""}: ${message}`;
  });
}

/** Problems with an invalid fixture's outcome: a declared message that did not occur, or one that was not declared. */
export function compareExpected(actual: readonly string[], expected: readonly string[]): string[] {
  if (!actual.length) return ["passed, but it must fail"];
  const missing = expected.filter((want) => !actual.some((m) => m.includes(want))).map((want) => `expected a message containing "${want}"`);
  // A fixture broken in a second, undeclared way would stop testing the first one.
  const unexpected = actual.filter((m) => !expected.some((want) => m.includes(want))).map((m) => `unexpected: ${m}`);
  return [...missing, ...unexpected];
}

function parseExpectation(value: unknown): Expectation | string {
  if (!isObject(value) || (value.kind !== "page" && value.kind !== "site")) return `kind must be "page" or "site"`;
  if (!Array.isArray(value.errors) || !value.errors.length || !value.errors.every((e) => typeof e === "string" && e)) return "errors must be a non-empty list of message substrings";
  if (value.route !== undefined && (typeof value.route !== "string" || (value.route !== DYNAMIC_PAGE && !routePaths.has(value.route)))) return `route must be a route name from src/shared/routes.ts`;
  return value as unknown as Expectation;
}

/** Reads a file as JSON, or says why it cannot be read. */
function load(file: string): { doc: unknown } | { error: string } {
  try {
    return { doc: readJson(file) };
  } catch (e) {
    return { error: `not readable JSON: ${(e as Error).message}` };
  }
}

export interface Report {
  results: FileResult[];
  ok: boolean;
}

export function checkFixtures(fixturesDir: string, root: string): Report {
  const schemas = loadSchemas(root);
  const results: FileResult[] = [];
  const rel = (f: string) => relative(join(fixturesDir, ".."), f);
  const record = (file: string, problems: string[], shown = problems) => results.push({ file: rel(file), ok: !problems.length, messages: shown });
  const withDoc = (file: string, check: (doc: unknown) => string[]) => {
    const loaded = load(file);
    record(file, "error" in loaded ? [loaded.error] : check(loaded.doc));
  };

  // Valid pages: fixtures/pages/<route-name>.json for system routes, content/ for the rest.
  const pagesDir = join(fixturesDir, "pages");
  for (const file of jsonFiles(pagesDir)) {
    const inContent = relative(pagesDir, file).includes("/");
    const route = inContent ? DYNAMIC_PAGE : basename(file, ".json");
    if (!inContent && !routePaths.has(route)) record(file, [`${route} is not a route in src/shared/routes.ts; content pages go in pages/content/`]);
    else withDoc(file, (doc) => checkPage(schemas, doc, route));
  }

  // Valid sites: the file name names the templates the document must use.
  for (const file of jsonFiles(join(fixturesDir, "sites"))) {
    const m = SITE_FILE.exec(basename(file));
    withDoc(file, (doc) => {
      const problems = checkSite(schemas, doc);
      const nav = isObject(doc) && isObject(doc.navSetting) ? doc.navSetting : {};
      if (!m) problems.push("site fixtures are named header-<1-4>-navbar-<1-5>.json");
      else if (nav.header_template !== Number(m[1]) || nav.navbar_template !== Number(m[2])) problems.push(`the file name says header ${m[1]} × navbar ${m[2]}, the document has ${String(nav.header_template)} × ${String(nav.navbar_template)}`);
      return problems;
    });
  }

  // Invalid documents, each with <name>.expected.json beside it.
  const invalidDir = join(fixturesDir, "invalid");
  const invalidFiles = jsonFiles(invalidDir);
  for (const file of invalidFiles.filter((f) => !f.endsWith(EXPECTED_SUFFIX))) {
    const sidecar = file.replace(/\.json$/, EXPECTED_SUFFIX);
    if (!existsSync(sidecar)) {
      record(file, [`no ${basename(sidecar)} declares what must fail`]);
      continue;
    }
    const side = load(sidecar);
    const expectation = "error" in side ? side.error : parseExpectation(side.doc);
    if (typeof expectation === "string") {
      record(file, [`${basename(sidecar)}: ${expectation}`]);
      continue;
    }
    const loaded = load(file);
    const actual = "error" in loaded ? [loaded.error] : expectation.kind === "page" ? checkPage(schemas, loaded.doc, expectation.route ?? DYNAMIC_PAGE) : checkSite(schemas, loaded.doc);
    const problems = compareExpected(actual, expectation.errors);
    record(file, problems, problems.length ? problems : actual);
  }
  for (const sidecar of invalidFiles.filter((f) => f.endsWith(EXPECTED_SUFFIX))) {
    if (!existsSync(sidecar.slice(0, -EXPECTED_SUFFIX.length) + ".json")) record(sidecar, ["declares errors for a document that does not exist"]);
  }

  results.push(...blockFixtures(root, schemas), ...coverage(fixturesDir));
  return { results, ok: results.every((r) => r.ok) };
}

/**
 * Each block's own example, registry/blocks/<folder>/fixture.json (ADR 0052): one component of
 * that block that its schema accepts. It lives with the block, so adding a block touches no
 * shared page; the demo pages stay as they are.
 */
function blockFixtures(root: string, schemas: SchemaSet): FileResult[] {
  return [...schemas.blocks].map(([folder, block]) => {
    const file = relative(root, block.fixture);
    if (!existsSync(block.fixture)) return { file, ok: false, messages: [`missing: registry/blocks/${folder} needs one example ${block.name} component here`] };
    const loaded = load(block.fixture);
    if ("error" in loaded) return { file, ok: false, messages: [loaded.error] };
    const c = loaded.doc;
    const problems = !isObject(c) ? ["the fixture is not one component (a JSON object)"] : c.name !== block.name ? [`the fixture's name is ${JSON.stringify(c.name)}, not ${block.name}`] : messages(block.validate, c, block.name);
    return { file, ok: !problems.length, messages: problems };
  });
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
