// The registry's contract (ADR 0052): every folder under registry/blocks/ is a whole block and
// every registered block has its folder. Each missing piece is named in words a newcomer can
// act on; the README's "Add a block" recipe lists the same pieces.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { registry } from "./index";
import type { BlockEntry } from "./block-types";
import { checkComponent } from "../src/shared/check-component";
import type { PageComponent } from "../src/shared/page-document";
import { upgradePage } from "../src/shared/page-migrations";
import { SCREEN_BLOCKS } from "../src/shared/screen-blocks";
import { BLOCK_NAMES } from "../schemas/compiled/block-names";
import { blockFolderOf, blockNameOf } from "../schemas/block-schema-files";
import type { ValidationError } from "../schemas/validator-type";

const root = join(import.meta.dirname, "..");
const BLOCKS = "registry/blocks";
const folders = readdirSync(join(root, BLOCKS), { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name)
  .sort();
const entries: readonly BlockEntry[] = Object.values(registry);
/** `announcement-bar` → `announcementBar`: the name the folder's index.ts exports. */
const exportName = (folder: string) => folder.replace(/-([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
const indexModules = import.meta.glob<Record<string, unknown>>("./blocks/*/index.ts", { eager: true });

function jsonFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? jsonFiles(join(dir, e.name)) : e.name.endsWith(".json") ? [join(dir, e.name)] : []));
}

/**
 * What a new block may leave for the owner to fill before it is published (a banner's first
 * slide, a card's picture): a required value, a list's first entry, a text's first character.
 * Anything else in the defaults must already fit.
 */
const OWNER_FILLS = ["required", "minItems", "minLength"];
/** The keyword an error is about; for an owner-facing message (ajv-errors), the keyword it words. */
const wordedKeyword = (e: ValidationError) => (e.keyword === "errorMessage" ? ((e.params.errors as ValidationError[] | undefined)?.[0]?.keyword ?? e.keyword) : e.keyword);

/** Every piece a block folder lacks, as sentences; empty when the block is whole. */
async function missingPieces(folder: string): Promise<string[]> {
  const dir = `${BLOCKS}/${folder}`;
  const has = (file: string) => existsSync(join(root, dir, file));
  const name = blockNameOf(folder);
  const out: string[] = [];
  if (!has("schema.json"))
    out.push(`${dir} has no schema.json: write the block's JSON Schema there (title, description, x-category, and data, settings or logicdata as the block needs), then run npm run schemas:build`);
  else if (!existsSync(join(root, "schemas/compiled/blocks", `${folder}.js`)) || !(BLOCK_NAMES as readonly string[]).includes(name))
    out.push(`${dir}/schema.json is not compiled yet: run npm run schemas:build`);
  if (!has("index.ts")) out.push(`${dir} has no index.ts: declare the block there with defineBlock({ meta, validator, component, defaults }), as the other folders do`);
  else if (!indexModules[`./blocks/${folder}/index.ts`]?.[exportName(folder)]) out.push(`${dir}/index.ts does not export ${exportName(folder)}: export the block under its folder's name in camelCase`);
  if (!readdirSync(join(root, dir)).some((f) => /\.test\.tsx?$/.test(f))) out.push(`${dir} has no test: add one (for example ${folder}-block.test.tsx) that renders the block from its fixture`);
  const entry = entries.find((e) => e.name === name);
  if (!entry)
    out.push(
      `registry/index.ts has no line for ${name}: import { ${exportName(folder)} } from "./blocks/${folder}" and add \`${/^[a-z]+$/.test(name) ? name : JSON.stringify(name)}: ${exportName(folder)},\``,
    );
  if (!has("fixture.json")) {
    out.push(`${dir} has no fixture.json: add one example ${name} component ({ "name": "${name}", "type": "block", "data": {…}, … }) that its schema accepts`);
  } else if (entry) {
    const fixture = JSON.parse(readFileSync(join(root, dir, "fixture.json"), "utf8")) as PageComponent;
    const check = checkComponent(await entry.validator(), fixture);
    if (fixture.name !== name) out.push(`${dir}/fixture.json is a ${String(fixture.name)} component: it must be a ${name}`);
    else if (!check.ok) out.push(`${dir}/fixture.json does not fit the block's schema: ${check.problems.join("; ")}`);
  }
  if (entry) {
    const validate = await entry.validator();
    /** What in a starting content does not fit the schema, beyond what the owner fills in. */
    const misfits = (content: object) => {
      checkComponent(validate, { id: "b000000000", name, type: "block", order: 0, logicdata: {}, response: null, settings: {}, ...content } as PageComponent);
      return (validate.errors ?? []).filter((e) => !OWNER_FILLS.includes(wordedKeyword(e))).map((e) => `${e.instancePath || "/"}: ${e.message ?? e.keyword}`);
    };
    const wrong = misfits(entry.defaults);
    if (wrong.length) out.push(`the defaults in ${dir}/index.ts do not fit the block's schema: ${wrong.join("; ")}`);
    for (const preset of entry.presets) {
      const misfit = misfits({ ...entry.defaults, ...preset.content });
      if (misfit.length) out.push(`the preset "${preset.title}" in ${dir}/schema.json (x-presets) does not fit the block's schema: ${misfit.join("; ")}`);
    }
    const titles = entry.presets.map((p) => p.title);
    if (new Set(titles).size !== titles.length) out.push(`two presets in ${dir}/schema.json share a title: each needs its own, the palette names them by it`);
  }
  return out;
}

describe("block registry contract", () => {
  for (const folder of folders) {
    it(`${BLOCKS}/${folder} is a whole block`, async () => {
      expect(await missingPieces(folder)).toEqual([]);
    });
  }

  it("registers no block without its folder", () => {
    const orphans = entries
      .filter((e) => !folders.includes(blockFolderOf(e.name)))
      .map((e) => `registry/index.ts lists ${e.name}, but ${BLOCKS}/${blockFolderOf(e.name)} does not exist: add the folder or remove the line`);
    const misnamed = Object.entries(registry)
      .filter(([key, e]) => key !== e.name)
      .map(([key, e]) => `registry/index.ts lists the block ${e.name} under the name ${key}: use ${e.name}`);
    expect([...orphans, ...misnamed]).toEqual([]);
  });

  it("every use of a block in the page fixtures fits its schema", async () => {
    const problems: string[] = [];
    for (const file of jsonFiles(join(root, "fixtures/pages"))) {
      for (const component of upgradePage(JSON.parse(readFileSync(file, "utf8"))).components) {
        const entry = entries.find((e) => e.name === component.name);
        if (!entry) continue; // a page's own screen, or a name fixtures:check reports
        const check = checkComponent(await entry.validator(), component);
        if (!check.ok) problems.push(`${file.slice(root.length + 1)}: ${component.name}: ${check.problems.join("; ")}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("places screen blocks where the screen-block table says, and no other block is limited", () => {
    const screenRoutes = new Map<string, string>(Object.entries(SCREEN_BLOCKS).map(([route, block]) => [block, route]));
    for (const entry of entries) {
      const route = screenRoutes.get(entry.name);
      expect(entry.allowedOn, entry.name).toEqual(route === undefined ? undefined : [route]);
    }
    for (const block of screenRoutes.keys())
      expect(
        entries.some((e) => e.name === block),
        `${block} is not registered`,
      ).toBe(true);
  });
});
