import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { EAGER_COMPILE_HINT, eagerCompileHint } from "./eager-compile-hint";

type WriteBundle = (options: { dir?: string }, bundle: Record<string, unknown>) => Promise<void>;

async function written(files: Record<string, { name: string; type?: "chunk" | "asset" }>) {
  const dir = await mkdtemp(join(tmpdir(), "compile-hint-"));
  const bundle: Record<string, unknown> = {};
  for (const [fileName, { name, type = "chunk" }] of Object.entries(files)) {
    await writeFile(join(dir, fileName), `const __vite__mapDeps=1;\nexport const ${name.replace(/-/g, "_")} = 1;\n`);
    bundle[fileName] = { type, name, fileName };
  }
  const writeBundle = eagerCompileHint(["start-app"]).writeBundle as unknown as WriteBundle;
  return { dir, run: () => writeBundle.call({}, { dir }, bundle), read: (file: string) => readFile(join(dir, file), "utf8") };
}

describe("eager compile hint", () => {
  it("puts the hint on the first line of the named chunk only, above Vite's preload helper, once", async () => {
    const build = await written({ "start-app-abc.js": { name: "start-app" }, "carousel-def.js": { name: "carousel" }, "style.css": { name: "start-app", type: "asset" } });
    await build.run();
    await build.run();
    const hinted = await build.read("start-app-abc.js");
    expect(hinted.split("\n")[0]).toBe(EAGER_COMPILE_HINT);
    expect(hinted.split("\n")[1]).toBe("const __vite__mapDeps=1;");
    expect(hinted.split(EAGER_COMPILE_HINT)).toHaveLength(2);
    expect(await build.read("carousel-def.js")).not.toContain(EAGER_COMPILE_HINT);
    expect(await build.read("style.css")).not.toContain(EAGER_COMPILE_HINT);
  });
});
