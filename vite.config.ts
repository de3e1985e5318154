import { build, defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
// With ".js" the config loader finds the .ts module and has no cause to warn.
import { isBackOfficePath } from "./src/shared/back-office.js";
import { isPageBuilderPath } from "./src/shared/page-builder.js";
import { isPosPath } from "./src/shared/pos.js";
import { eagerCompileHint } from "./scripts/eager-compile-hint.js";
import { toolAppBuild } from "./scripts/tool-app-build.js";
import { failOnWarning } from "./scripts/build-warnings.js";
import { NO_PARSER_ALIAS } from "./scripts/no-parser-alias.js";

/** An owner's tool: its page and the addresses the page is served at. */
interface ToolApp {
  html: string;
  isPath: (path: string) => boolean;
}

const TOOL_APPS: readonly ToolApp[] = [
  { html: "builder.html", isPath: isPageBuilderPath },
  { html: "admin.html", isPath: isBackOfficePath },
  { html: "pos.html", isPath: isPosPath },
];

/**
 * The page builder and the back office are apps of their own, each with its own page (ADR 0024;
 * DESIGN: shoppers never download them). Each is built on its own, after the shop and into the
 * same folder: one build with several pages would move every module they share with the shop
 * (React, the router, the form widgets) out of the shop's chunks into chunks of their own, which
 * costs every shopper extra requests before the first paint, and would put the tools' styles in
 * the shop's one stylesheet; nor do the tools share a build, so that one tool's modules never
 * reshape the other's chunks. The dev server answers each tool's addresses with its page, as the
 * server does.
 */
const toolApps = (apps: readonly ToolApp[]): Plugin => {
  let nested: Parameters<typeof build>[0][] = [];
  return {
    name: "kirana-tool-apps",
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const path = (req.url ?? "").split("?", 1)[0] ?? "";
        const app = apps.find((a) => a.isPath(path));
        if (app) req.url = `/${app.html}`;
        next();
      });
    },
    configResolved(config) {
      // Not for the server's render (--ssr) nor for the tools' own builds.
      nested = config.command === "build" && !config.build.ssr ? apps.map((app) => toolAppBuild(app.html, { root: config.root, outDir: config.build.outDir, logLevel: config.logLevel })) : [];
    },
    async closeBundle() {
      // In turn: their logs stay apart, and two builds do not compete for the machine.
      for (const options of nested) await build(options);
    },
  };
};

export default defineConfig(({ command }) => ({
  // The built shop has no ICU parser (scripts/no-parser-alias.ts); tests and the dev server do.
  resolve: { alias: command === "build" ? [NO_PARSER_ALIAS] : [] },
  // start-app holds React, the router and the shop's shell: all of it runs as the page hydrates
  // or at its first tap.
  plugins: [react(), toolApps(TOOL_APPS), eagerCompileHint(["start-app"])],
  // One stylesheet in the head: a lazily loaded block's CSS would otherwise arrive after the
  // server-rendered HTML it styles, and the page would shift as it landed. The manifest
  // (dist/.vite/manifest.json) tells the server which chunks a page will run, to preload them
  // (src/server/html/module-preloads.ts); the tools' builds write none.
  build: { outDir: "dist", emptyOutDir: true, sourcemap: false, cssCodeSplit: false, manifest: true, rollupOptions: { onwarn: failOnWarning } },
  // Regular expressions: a plain "/s" would also send the sources under /src to the server.
  // `npm run dev` (scripts/dev.mjs) names the API server's port.
  server: { proxy: Object.fromEntries(["^/s(/|$)", "^/cdn/", "^/fonts/"].map((path) => [path, `http://localhost:${process.env.KIRANA_API_PORT ?? "3000"}`])) },
}));
