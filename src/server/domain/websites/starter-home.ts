// A website's own starter home (issue 26, ADR 0057): its name and description on a banner drawn
// in its colours, a carousel for each category it already sells, a few lines about shopping
// with it, and a form asking what it should stock. Nothing of any other website, and no block
// bound to data it does not have: a new website has no catalogue, so its home has no carousel
// until the owner adds one. The demo store keeps its fuller home (fixtures/pages/home.json).
import { newBlockId } from "../../../shared/block-id";
import type { PageComponent } from "../../../shared/page-document";
import { newPageDocument } from "../../../shared/page-migrations";
import { bannerSvg, type BannerPalette } from "../images/illustration";

export interface StarterSite {
  name: string;
  description: string;
  /** The website's theme colours (site.json's colors). */
  colors: Readonly<Record<string, string>>;
  /** The categories it sells already, in the order to show them (a seeded demo); none for a new website. */
  categories?: readonly { slug: string; name: string }[];
}

export interface StarterPicture {
  key: string;
  svg: string;
}

export const WELCOME_BANNER = "banners/welcome.svg";
export const WELCOME_BANNER_SM = "banners/welcome-sm.svg";

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** The banner in the website's colours: its text colours on its surface, as its pages draw them. */
export function paletteOf(colors: StarterSite["colors"]): BannerPalette {
  const pick = (key: string, fallback: string) => colors[key] ?? fallback;
  return {
    ground: pick("surface", "#f6f7f5"),
    shape: pick("primary", "#0f7b3f"),
    accent: pick("secondary", "#f59e0b"),
    headline: pick("text", "#1f2937"),
    strap: pick("text", "#1f2937"),
  };
}

/** The strap line: the description's first sentence, short enough for a phone's banner. */
export function strapOf(description: string): string {
  const first = description.trim().split(/(?<=[.!?])\s/)[0] ?? "";
  const text = first || "Groceries delivered to your door";
  return text.length <= 60 ? text : `${text.slice(0, 57).trimEnd()}…`;
}

export const block = (name: string, data: unknown, rest: Pick<Partial<PageComponent>, "logicdata" | "settings"> = {}): PageComponent => ({
  id: newBlockId(),
  name,
  type: "block",
  data,
  logicdata: rest.logicdata ?? {},
  response: null,
  order: 0,
  settings: rest.settings ?? {},
});

/** The website's home document and the pictures it shows, drawn for it. */
export function starterHome(site: StarterSite): { doc: Record<string, unknown>; pictures: StarterPicture[] } {
  const palette = paletteOf(site.colors);
  const strap = strapOf(site.description);
  const pictures = [
    { key: WELCOME_BANNER, svg: bannerSvg(site.name, strap, 1600, 600, site.name, palette) },
    { key: WELCOME_BANNER_SM, svg: bannerSvg(site.name, strap, 800, 600, site.name, palette) },
  ];
  const look = JSON.stringify({ aspect: "md", bgcolor: palette.ground, fullpage: false, slidesconfig: { sm: 1, md: 1, columns: 1, autoplayInterval: 5000 } });
  const components = [
    block("hero-banner", { slides: [{ image: WELCOME_BANNER, image_sm: WELCOME_BANNER_SM, link: "/products", alt: `${site.name}: ${strap}` }] }, { settings: { settings: look } }),
    ...(site.categories ?? []).map((c) =>
      block("products", { title: c.name, view_all_link: `/products?c=${encodeURIComponent(c.slug)}` }, { logicdata: { category: c.slug, sort: "relevance", limit: 12 } }),
    ),
    block(
      "rich-text",
      {
        html:
          `<h2>Why shop with ${escapeHtml(site.name)}</h2><ul>` +
          "<li><strong>Fresh every day</strong> – fruit, vegetables and dairy picked for your order.</li>" +
          "<li><strong>Fair prices</strong> – MRP or below on every pack.</li>" +
          "<li><strong>Delivery slots that suit you</strong> – choose your slot at checkout.</li></ul>",
      },
      { settings: { align: "left" } },
    ),
    block("form", {
      form_id: "product-request",
      title: "Can't find what you need?",
      description: "Tell us the product and we will try to stock it.",
      submit_label: "Request it",
      success_message: "Thank you! We will message you when it is in stock.",
      fields: [
        { name: "product", label: "Product", type: "text", required: true, placeholder: "e.g. Kolam rice 5 kg" },
        { name: "phone", label: "Mobile number", type: "phone", required: true, placeholder: "10-digit mobile number" },
      ],
    }),
  ].map((c, order) => ({ ...c, order }));
  const doc = newPageDocument(components) as unknown as Record<string, unknown>;
  return { doc, pictures };
}
