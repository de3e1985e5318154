import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, expect, it } from "vitest";
import { readBuiltFiles, writeCompressedCopies } from "./built-files";

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function builtShop() {
  const root = mkdtempSync(join(tmpdir(), "kirana-built-"));
  dirs.push(root);
  mkdirSync(join(root, "assets"));
  mkdirSync(join(root, "server-app"));
  mkdirSync(join(root, "server"));
  writeFileSync(join(root, "assets", "app.js"), "export const price = 42;\n".repeat(200));
  writeFileSync(join(root, "assets", "tiny.js"), "x");
  writeFileSync(join(root, "server-app", "main.mjs"), "const secret = 1;\n".repeat(200));
  writeFileSync(join(root, "server", "entry-server.js"), "render();\n".repeat(200));
  return root;
}

it("writes compressed copies at build and reads them back instead of compressing at start", () => {
  const root = builtShop();
  expect(writeCompressedCopies(root)).toBe(1);
  const { files, compressed } = readBuiltFiles(root);
  // The server's own code is never a file to send, and the copies are not files of their own.
  expect([...files.keys()].sort()).toEqual(["/assets/app.js", "/assets/tiny.js"]);
  const app = compressed.get("/assets/app.js")!;
  expect(brotliDecompressSync(app.br).equals(files.get("/assets/app.js")!)).toBe(true);
  expect(gunzipSync(app.gzip).equals(files.get("/assets/app.js")!)).toBe(true);
});

it("ignores copies older than their file, so a changed file is never sent as it was", () => {
  const root = builtShop();
  writeCompressedCopies(root);
  const app = join(root, "assets", "app.js");
  writeFileSync(app, "export const price = 43;\n".repeat(200));
  const later = new Date(Date.now() + 60_000);
  utimesSync(app, later, later);
  expect(readBuiltFiles(root).compressed.has("/assets/app.js")).toBe(false);
});
