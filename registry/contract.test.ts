// The registry's contract: every block has a schema, a folder with a test and a fixture that
// uses it; every block schema has a block; every fixture's use of a block is valid.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { registry } from "./index";
import { checkComponent } from "../src/client/render/validate-component";
import type { PageComponent } from "../src/shared/page-document";
import { upgradePage } from "../src/shared/page-migrations";
import { SCREEN_BLOCKS } from "../src/shared/screen-blocks";

const root = join(import.meta.dirname, "..");
const folderOf = (name: string) => name.toLowerCase().replace(/_/g, "-");

function jsonFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? jsonFiles(join(dir, e.name)) : e.name.endsWith(".json") ? [join(dir, e.name)] : [],
  );
}

const fixtureComponents: { file: string; component: PageComponent }[] = jsonFiles(join(root, "fixtures/pages")).flatMap((file) =>
  upgradePage(JSON.parse(readFileSync(file, "utf8"))).components.map((component) => ({ file, component })),
);

describe("block registry contract", () => {
  for (const [name, entry] of Object.entries(registry)) {
    describe(name, () => {
      it("is registered under its own name", () => expect(entry.name).toBe(name));

      it("has a JSON Schema in schemas/blocks/", () => {
        expect(existsSync(join(root, "schemas/blocks", `${folderOf(name)}.json`))).toBe(true);
      });

      it("has a folder with a component test", () => {
        const folder = join(root, "registry/blocks", folderOf(name));
        expect(existsSync(folder)).toBe(true);
        expect(readdirSync(folder).some((f) => /\.test\.tsx?$/.test(f))).toBe(true);
      });

      it("is used by a page fixture, and every use there is valid", async () => {
        const validator = await entry.validator();
        const uses = fixtureComponents.filter((u) => u.component.name === name);
        expect(uses.length, `no fixture in fixtures/pages uses ${name}`).toBeGreaterThan(0);
        for (const u of uses) {
          const check = checkComponent(validator, u.component);
          expect(check.ok, `${u.file}: ${check.ok ? "" : check.problems.join("; ")}`).toBe(true);
        }
      });

      it("accepts its own defaults", async () => {
        expect(checkComponent(await entry.validator(), { name, type: "block", order: 0, logicdata: {}, response: null, settings: {}, ...entry.defaults }).ok).toBe(true);
      });
    });
  }

  it("places screen blocks where the screen-block table says, and no other block is limited", () => {
    const screenRoutes = new Map(Object.entries(SCREEN_BLOCKS).map(([route, block]) => [block, route]));
    for (const [name, entry] of Object.entries(registry)) {
      const route = screenRoutes.get(name);
      expect(entry.allowedOn, name).toEqual(route === undefined ? undefined : [route]);
    }
    for (const block of screenRoutes.keys()) expect(registry[block], `${block} is not registered`).toBeDefined();
  });

  it("every block schema has a registered block", () => {
    const registered = new Set(Object.keys(registry).map(folderOf));
    const schemas = readdirSync(join(root, "schemas/blocks")).filter((f) => f.endsWith(".json"));
    for (const f of schemas) expect(registered.has(f.replace(/\.json$/, "")), `schemas/blocks/${f} has no block`).toBe(true);
  });
});
