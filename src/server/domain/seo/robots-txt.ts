// robots.txt (RFC 9309) for one origin: the shop is open, the private screens and the tools
// are not, and the sitemap is named by its absolute address.
import { NOT_INDEXED_PATHS } from "../../../shared/page-meta";

export function robotsTxt(origin: string): string {
  // Each path and what is below it, by whole segments: "/order$" and "/order/" keep a content
  // page such as /order-online open, which a bare "/order" prefix would close.
  const disallow = NOT_INDEXED_PATHS.flatMap((p) => [`Disallow: ${p}$`, `Disallow: ${p}/`]);
  return ["User-agent: *", "Allow: /", ...disallow, "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
}
