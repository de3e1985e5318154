import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

export default defineConfig({
  plugins: [react()],
  // One stylesheet in the head: a lazily loaded block's CSS would otherwise arrive after the
  // server-rendered HTML it styles, and the page would shift as it landed.
  build: { outDir: "dist", emptyOutDir: true, sourcemap: false, cssCodeSplit: false },
  server: { proxy: { "/s": "http://localhost:3000", "/cdn": "http://localhost:3000" } },
});
