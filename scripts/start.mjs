// `npm start`: build the shop when its sources are newer than the build, then serve.
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

const built = existsSync("dist/index.html") ? statSync("dist/index.html").mtimeMs : 0;
if (Math.max(...SOURCES.map(newest)) > built) {
  console.log("Building the shop…");
  // The same two steps as `npm run build`: the browser bundle, then the server's first render.
  const steps = [
    ["build", "--logLevel", "warn"],
    ["build", "--ssr", "src/client/entry-server.tsx", "--outDir", "dist/server", "--emptyOutDir", "false", "--logLevel", "warn"],
  ];
  for (const args of steps) {
    const result = spawnSync(process.execPath, ["node_modules/vite/bin/vite.js", ...args], { stdio: "inherit" });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

const server = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], { stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
