import { build, defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
// With ".js" the config loader finds the .ts module and has no cause to warn.
import { isPageBuilderPath } from "./src/shared/page-builder.js";

/**
 * The page builder is a second app with its own page, builder.html (ADR 0024; DESIGN: shoppers
 * never download it). It is built on its own, after the shop and into the same folder: one
 * build with both pages would move every module the two share (React, the router, the form
 * widgets) out of the shop's chunks into chunks of their own, which costs every shopper extra
 * requests before the first paint, and would put the builder's styles in the shop's one
 * stylesheet. The dev server answers /page-builder/* with builder.html, as the server does.
 */
const pageBuilderApp = (): Plugin => {
  let nested: Parameters<typeof build>[0] | null = null;
  return {
    name: "kirana-page-builder",
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const path = (req.url ?? "").split("?", 1)[0] ?? "";
        if (isPageBuilderPath(path)) req.url = "/builder.html";
        next();
      });
    },
    configResolved(config) {
      // Not for the server's render (--ssr) nor for the builder's own build.
      nested =
        config.command === "build" && !config.build.ssr
          ? {
              configFile: false,
              root: config.root,
              logLevel: config.logLevel,
              plugins: [react()],
              build: { outDir: config.build.outDir, emptyOutDir: false, sourcemap: false, rollupOptions: { input: "builder.html" } },
            }
          : null;
    },
    async closeBundle() {
      if (nested) await build(nested);
    },
  };
};

export default defineConfig({
  plugins: [react(), pageBuilderApp()],
  // One stylesheet in the head: a lazily loaded block's CSS would otherwise arrive after the
  // server-rendered HTML it styles, and the page would shift as it landed.
  build: { outDir: "dist", emptyOutDir: true, sourcemap: false, cssCodeSplit: false },
  // Regular expressions: a plain "/s" would also send the sources under /src to the server.
  server: { proxy: { "^/s(/|$)": "http://localhost:3000", "^/cdn/": "http://localhost:3000", "^/fonts/": "http://localhost:3000" } },
});
