// The production server as compiled JavaScript (dist/server-app/main.mjs), so that `npm start`
// runs compiled code instead of transpiling TypeScript at every start. Packages stay imports
// of node_modules; the project's own modules are bundled. What the server imports lazily (the
// payment sandbox, loaded only where it is allowed) is a chunk of its own beside main.mjs — in
// the same folder, so src/server/repository-root.ts finds the project from either. Fails on any
// warning, like the shop's build (scripts/build-warnings.ts).
import { rmSync } from "node:fs";
import { build } from "esbuild";

rmSync("dist/server-app", { recursive: true, force: true });
const result = await build({
  entryPoints: { main: "src/server/main.ts" },
  outdir: "dist/server-app",
  outExtension: { ".js": ".mjs" },
  splitting: true,
  chunkNames: "[name]-[hash]",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  // Module names in stack traces and logs stay readable.
  keepNames: true,
  logLevel: "silent",
});
const problems = [...result.errors, ...result.warnings];
if (problems.length) {
  for (const p of problems) console.error(`${p.location ? `${p.location.file}:${p.location.line}: ` : ""}${p.text}`);
  process.exit(1);
}
