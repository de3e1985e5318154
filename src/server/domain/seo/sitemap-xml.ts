// The sitemap protocol's XML (sitemaps.org 0.9) for a list of addresses on one origin.
import type { SitemapEntry } from "./sitemap-entries";

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

/** A stored path as a URL path: each segment percent-encoded, so slugs in any script are valid. */
const encodePath = (path: string) => path.split("/").map(encodeURIComponent).join("/");

/** W3C Datetime to the second, as the protocol asks. */
const w3cDate = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, "Z");

export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((e) => `<url><loc>${escapeXml(origin + encodePath(e.path))}</loc>${e.lastmod ? `<lastmod>${w3cDate(e.lastmod)}</lastmod>` : ""}</url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}
