// The server's own short pages, outside any shop (an unverified domain, an address the shop can
// never have made): readable on a phone, not indexed, with no script and no shop around them.
import { escapeHtml } from "./embed-json";

/** A whole HTML document: `title` is text (escaped here); `body` is HTML the caller escaped. */
export function plainPage(title: string, body: string): string {
  const heading = escapeHtml(title);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${heading}</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#222}a{color:#0b57d0}</style></head>
<body><main><h1>${heading}</h1>
${body}</main></body></html>
`;
}
