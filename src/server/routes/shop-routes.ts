// Serves the built shop: hashed assets for a year, every other path gets the app's page.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { extname, join, relative } from "node:path";
import type { FastifyInstance } from "fastify";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".json": "application/json",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};

function readTree(root: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else files.set(`/${relative(root, full).split("\\").join("/")}`, readFileSync(full));
    }
  };
  if (existsSync(root)) walk(root);
  return files;
}

const PLACEHOLDER = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Kirana</title></head>
<body><p>The shop has not been built yet. Run <code>npm run build</code>, or start it with <code>npm start</code>.</p></body></html>`;

export function shopRoutes(app: FastifyInstance, distDir: string): void {
  // Read once at start: the built shop is small and never changes while the server runs.
  const files = readTree(distDir);
  const indexHtml = files.get("/index.html")?.toString("utf8") ?? PLACEHOLDER;

  app.get("/*", async (request, reply) => {
    let path: string;
    try {
      path = decodeURIComponent(request.url.split("?", 1)[0] ?? "/");
    } catch {
      return reply.status(400).type("text/plain; charset=utf-8").send("Bad address");
    }
    // The API and the image paths never fall through to the shop.
    if (path === "/s" || path.startsWith("/s/") || path.startsWith("/cdn/")) return reply.callNotFound();
    const file = path !== "/index.html" ? files.get(path) : undefined;
    if (file) {
      const immutable = path.startsWith("/assets/");
      reply.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600");
      return reply.type(TYPES[extname(path)] ?? "application/octet-stream").send(file);
    }
    if (extname(path) && !path.endsWith(".html")) {
      return reply.status(404).type("text/plain; charset=utf-8").send("Not found");
    }
    reply.header("cache-control", "no-cache");
    return reply.type(TYPES[".html"]!).send(indexHtml);
  });
}
