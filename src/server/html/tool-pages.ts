// The owner's tools' pages (ADR 0024): builder.html, admin.html and pos.html as vite built them, each the
// same for every path under its tool's address, since the tool's own router reads the path.
// They carry no visitor data (the tools ask the API), so nothing is written into them per request.
import { isBackOfficePath } from "../../shared/back-office";
import { isPageBuilderPath } from "../../shared/page-builder";
import { isPosPath } from "../../shared/pos";

interface ToolPage {
  /** The built page's path in dist/; never served at that name. */
  file: string;
  /** What the placeholder calls the tool. */
  name: string;
  isPath: (path: string) => boolean;
}

export const TOOL_PAGES: readonly ToolPage[] = [
  { file: "/builder.html", name: "The page builder", isPath: isPageBuilderPath },
  { file: "/admin.html", name: "The back office", isPath: isBackOfficePath },
  { file: "/pos.html", name: "The point of sale", isPath: isPosPath },
];

/** Served in place of a tool's page that the build did not make. */
export function toolPlaceholder(name: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${name}</title></head>
<body><p>${name} has not been built yet. Run <code>npm run build</code>, or start the server with <code>npm start</code>.</p></body></html>`;
}

/** Whether a path is a tool page's file name, which is served only at the tool's addresses. */
export function isToolPageFile(path: string): boolean {
  return TOOL_PAGES.some((page) => page.file === path);
}

/** The page for a path under one of the tools' addresses (or its placeholder), else undefined. */
export function toolPages(files: ReadonlyMap<string, Buffer>): (path: string) => string | undefined {
  const pages = TOOL_PAGES.map((page) => ({ isPath: page.isPath, html: files.get(page.file)?.toString("utf8") ?? toolPlaceholder(page.name) }));
  return (path) => pages.find((page) => page.isPath(path))?.html;
}
