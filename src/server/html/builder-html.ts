// The page builder's page (ADR 0024): builder.html as vite built it, the same for every path
// under /page-builder, since the builder's own router reads the path. It carries no visitor
// data (the builder asks the API), so it needs nothing written into it per request.
export const BUILDER_HTML_FILE = "/builder.html";

export const BUILDER_PLACEHOLDER = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Page builder</title></head>
<body><p>The page builder has not been built yet. Run <code>npm run build</code>, or start the server with <code>npm start</code>.</p></body></html>`;

/** The built builder page, or a page saying it has not been built. */
export function builderHtml(files: ReadonlyMap<string, Buffer>): string {
  return files.get(BUILDER_HTML_FILE)?.toString("utf8") ?? BUILDER_PLACEHOLDER;
}
