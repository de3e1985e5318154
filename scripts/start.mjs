// `npm start`: build the shop and the server when their sources are newer than the build, then
// run the compiled server.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

// Every app entry (shop, page builder, back office, point of sale) and what it is built from: a
// change to any of them must rebuild, or `npm start` would serve a tool older than its sources.
const SOURCES = [
  "index.html",
  "builder.html",
  "admin.html",
  "pos.html",
  "src/builder",
  "src/admin",
  "src/pos",
  "src/tool-shell",
  "scripts/tool-app-build.ts",
  "vite.config.ts",
  "public",
  "src/client",
  "src/shared",
  "registry",
  "schemas",
];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

const builtAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);
const run = (args) => {
  const result = spawnSync(process.execPath, args, { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (Math.max(...SOURCES.map(newest)) > builtAt("dist/index.html")) {
  console.log("Building the shop…");
  // The same steps as `npm run build`: the browser bundle, the server's first render, the compressed copies.
  run(["node_modules/vite/bin/vite.js", "build", "--logLevel", "warn"]);
  run(["node_modules/vite/bin/vite.js", "build", "--ssr", "src/client/entry-server.tsx", "--outDir", "dist/server", "--emptyOutDir", "false", "--logLevel", "warn"]);
  run(["--import", "tsx", "scripts/compress-build.ts"]);
}
// What the compiled server is built from (its import graph's folders, and package.json for its packages).
const SERVER_SOURCES = ["src/server", "src/shared", "registry", "schemas", "scripts/build-server.mjs", "package.json"];
if (Math.max(...SERVER_SOURCES.map(newest)) > builtAt("dist/server-app/main.mjs")) {
  console.log("Building the server…");
  run(["scripts/build-server.mjs"]);
}

const server = spawn(process.execPath, ["--enable-source-maps", "dist/server-app/main.mjs"], { stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
