// The shop's service worker (src/service-worker/worker.ts) as one classic script, which every
// browser that has service workers can run. The server sends it at /sw.js with the build's
// config ahead of it (src/server/domain/offline/service-worker-script.ts); it is not an asset
// of its own, so it sits with the server's files.
import { build } from "esbuild";

const result = await build({
  entryPoints: ["src/service-worker/worker.ts"],
  outfile: "dist/server/service-worker.js",
  bundle: true,
  format: "iife",
  target: "es2020",
  minify: true,
  legalComments: "none",
  logLevel: "silent",
});
const problems = [...result.errors, ...result.warnings];
if (problems.length) {
  for (const p of problems) console.error(`${p.location ? `${p.location.file}:${p.location.line}: ` : ""}${p.text}`);
  process.exit(1);
}
