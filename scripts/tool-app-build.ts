// How an owner's tool (the page builder, the back office) is built: on its own, after the
// shop, into the same folder (vite.config.ts, ADR 0024). The bundle benchmark runs the very
// same build in memory for its module graph, so the two cannot drift apart.
import react from "@vitejs/plugin-react";
import type { InlineConfig, LogLevel } from "vite";
import { failOnWarning } from "./build-warnings.js";
import { NO_PARSER_ALIAS } from "./no-parser-alias.js";

export function toolAppBuild(html: string, { root, outDir, logLevel, write = true }: { root: string; outDir: string; logLevel?: LogLevel; write?: boolean }): InlineConfig {
  return {
    configFile: false,
    root,
    logLevel,
    plugins: [react()],
    // The tools fetch the English catalogue parsed, like the shop (src/tool-shell/tool-intl.tsx).
    resolve: { alias: [NO_PARSER_ALIAS] },
    build: { outDir, emptyOutDir: false, sourcemap: false, write, rollupOptions: { input: html, onwarn: failOnWarning } },
  };
}
