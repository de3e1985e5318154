// Issue 27 §2: the /preview screen's list says, for every file in fixtures/, what
// `npm run fixtures:check` says of it: the same files judged, each with the same verdict and
// messages; the files the check does not judge (catalogue data, sidecars, the README) are not
// offered as judged either. The blocks' own examples, which the check also judges, likewise.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { join } from "node:path";
import { checkFixtures } from "../../../scripts/check-fixtures";
import type { PreviewFixture } from "../../shared/api/preview";
import { fixturesDir } from "../db/catalog-fixtures";
import { filesBelow } from "../domain/preview/fixture-verdicts";
import { createTestApp, ShopClient, type TestApp } from "../testing/test-app";

const root = join(fixturesDir, "..");

let h: TestApp;
let listed: PreviewFixture[];
beforeAll(async () => {
  h = await createTestApp({ nodeEnv: "development" });
  const res = await new ShopClient(h.app).get("/s/api/preview/fixtures");
  expect(res.statusCode).toBe(200);
  listed = res.json() as PreviewFixture[];
});
afterAll(() => h.close());

describe("/preview and npm run fixtures:check", () => {
  it("give the same verdict on every file in fixtures/ and every block example, and judge the same files", () => {
    // The script prints fixtures/<path> and the block examples from the repository's root; its coverage lines are no files.
    const checked = new Map(
      checkFixtures(fixturesDir, root)
        .results.filter((r) => !r.file.startsWith("coverage: "))
        .map((r) => [r.file.startsWith("fixtures/") ? r.file.slice("fixtures/".length) : r.file, { ok: r.ok, messages: r.messages }]),
    );
    const previewed = new Map(listed.map((f) => [f.path, f.verdict]));
    const files = filesBelow(fixturesDir);
    // Not vacuous: the folder holds pages, sites and broken documents, and the check judges them.
    for (const group of ["pages/", "sites/", "invalid/", "registry/blocks/"]) expect([...checked.keys()].filter((p) => p.startsWith(group)).length, group).toBeGreaterThan(1);
    for (const file of files) expect(previewed.get(file) ?? "not judged", file).toEqual(checked.get(file) ?? "not judged");
    const examples = [...checked.keys()].filter((p) => p.startsWith("registry/blocks/"));
    for (const example of examples) expect(previewed.get(example), example).toEqual(checked.get(example));
    // Nothing judged by one and not the other.
    expect([...previewed.keys()].sort()).toEqual([...checked.keys()].sort());
    expect([...checked.keys()].filter((p) => !files.includes(p) && !examples.includes(p))).toEqual([]);
  });

  it("lists the site fixtures, every header × navbar pair, as website settings", () => {
    const sites = listed.filter((f) => f.group === "sites");
    expect(sites.map((f) => f.path)).toEqual(filesBelow(join(fixturesDir, "sites")).map((p) => `sites/${p}`));
    expect(sites).toHaveLength(20);
    expect(sites.every((f) => f.document === "site")).toBe(true);
  });

  it("says how to draw each broken document: as the page or website settings its sidecar declares", () => {
    const byPath = new Map(listed.map((f) => [f.path, f]));
    expect(byPath.get("invalid/page-unknown-block.json")?.document).toBe("page");
    expect(byPath.get("invalid/site-header-template-9.json")?.document).toBe("site");
    // A passing broken document shows what it failed with, as the script prints it.
    expect(byPath.get("invalid/page-unknown-block.json")?.verdict).toEqual({ ok: true, messages: [expect.stringContaining('There is no block named "MARQUEE"')] });
  });
});
