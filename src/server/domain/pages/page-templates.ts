// What a new page starts from (issue 27, ADR 0059). The server builds it, so a template is only
// ever a document the server itself would accept: its blocks are the registry's, its pictures are
// drawn for the website and kept in its media, as a page may show only its own pictures (ADR 0054).
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { PageTemplate } from "../../../shared/api/admin-pages";
import type { PageComponent } from "../../../shared/page-document";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import { bannerSvg } from "../images/illustration";
import { nameFromUrl } from "./page-summary";
import { block, escapeHtml, paletteOf, strapOf } from "../websites/starter-home";

/** A heading for the page: its search title, else its address's last part in words ("Diwali offers"). */
export function pageHeading(seoTitle: string, url: string): string {
  return seoTitle.trim() || nameFromUrl(url) || "Our page";
}

/** The template's blocks, in order; a landing page's banner pictures are stored for the website first. */
export async function templateComponents(db: Db, websiteId: number, template: PageTemplate, heading: string): Promise<PageComponent[]> {
  const blocks: PageComponent[] = [];
  if (template === "content") {
    blocks.push(
      block("rich-text", { html: `<h1>${escapeHtml(heading)}</h1><p>Write what shoppers should know here: who you are, what you sell, how delivery works.</p>` }, { settings: { align: "left" } }),
    );
  }
  if (template === "landing") {
    const [web] = await db.select({ name: t.websites.name, description: t.websites.description, colors: t.websites.colors }).from(t.websites).where(eq(t.websites.id, websiteId));
    const palette = paletteOf(web?.colors ?? {});
    const strap = strapOf(web?.description ?? "");
    // Random names: two landing pages never share, and so never delete, each other's banner.
    const stem = `banners/page-${randomBytes(6).toString("hex")}`;
    const pictures = [
      { key: `${stem}.svg`, svg: bannerSvg(heading, strap, 1600, 600, heading, palette) },
      { key: `${stem}-sm.svg`, svg: bannerSvg(heading, strap, 800, 600, heading, palette) },
    ];
    await db.insert(t.media).values(
      pictures.map(({ key, svg }) => {
        const bytes = new TextEncoder().encode(svg);
        return { websiteId, key, name: `${heading} banner`, contentType: "image/svg+xml", bytes, size: bytes.byteLength };
      }),
    );
    const look = JSON.stringify({ aspect: "md", bgcolor: palette.ground, fullpage: false, slidesconfig: { sm: 1, md: 1, columns: 1, autoplayInterval: 5000 } });
    blocks.push(
      block("hero-banner", { slides: [{ image: pictures[0]!.key, image_sm: pictures[1]!.key, link: "/products", alt: `${heading}: ${strap}` }] }, { settings: { settings: look } }),
      block("products", { title: "Best deals this week", view_all_link: "/products?s=discount" }, { logicdata: { sort: "discount", limit: 12 } }),
      block("rich-text", { html: `<p>Change this text to tell shoppers what ${escapeHtml(web?.name ?? "your shop")} offers on this page.</p>` }, { settings: { align: "left" } }),
    );
  }
  return blocks.map((c, order) => ({ ...c, order }));
}
