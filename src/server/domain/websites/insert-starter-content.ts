// What every website holds from its first moment, whether the seed makes it or an owner
// creates it: a page document for every system route (fixtures/pages/, DESIGN "Routes"), a home
// of its own (starter-home.ts; the demo store keeps the fuller fixture home), the pictures its
// pages show (a page may show only its website's own pictures, ADR 0054), and a browser-tab icon
// drawn from its name.
import type { Db } from "../../db/client";
import { loadPageFixtures } from "../../db/catalog-fixtures";
import * as t from "../../db/schema";
import { insertPages } from "../pages/insert-pages";
import { avatarSvg, bannerSvg, cardArtSvg } from "../images/illustration";
import { FAVICON_KEY } from "./starter-settings";
import { starterHome, type StarterPicture, type StarterSite } from "./starter-home";

/** The demo home's banner pictures (fixtures/pages/home.json). */
const DEMO_BANNERS: readonly { key: string; headline: string; strap: string; width: number; height: number; seed: string }[] = [
  { key: "banners/hero-staples.svg", headline: "Monthly staples", strap: "Atta, rice and dals at mill prices", width: 1600, height: 600, seed: "staples" },
  { key: "banners/hero-staples-sm.svg", headline: "Monthly staples", strap: "Atta, rice and dals", width: 800, height: 600, seed: "staples" },
  { key: "banners/hero-fresh.svg", headline: "Picked this morning", strap: "Fresh fruit and vegetables", width: 1600, height: 600, seed: "fresh" },
  { key: "banners/hero-fresh-sm.svg", headline: "Picked this morning", strap: "Fruit and vegetables", width: 800, height: 600, seed: "fresh" },
  { key: "banners/hero-dairy.svg", headline: "Dairy at dawn", strap: "Milk, curd and paneer by 7 am", width: 1600, height: 600, seed: "dairy" },
  { key: "banners/hero-dairy-sm.svg", headline: "Dairy at dawn", strap: "Milk, curd and paneer", width: 800, height: 600, seed: "dairy" },
];

/** The demo home's hero card sets its own words beside its picture, so the picture has none. */
const DEMO_CARD_ART = { key: "banners/fresh-card.svg", words: "tomato carrot apple banana vegetables fruit", label: "Fresh fruit and vegetables", width: 800, height: 600, seed: "fresh" };

export interface StarterContentOptions {
  /** The demo store: the fixture home with its banners, and the content pages of fixtures/pages/content/. */
  demo?: boolean;
}

export async function insertStarterContent(db: Db, websiteId: number, site: StarterSite, options: StarterContentOptions = {}): Promise<void> {
  const pages = loadPageFixtures();
  const own = options.demo ? null : starterHome(site);
  const system = pages.system.map((p) => (own && p.doc.url === "/" ? { ...p, doc: own.doc } : p));
  await insertPages(
    db,
    [...system, ...(options.demo ? pages.content : [])].map((p) => ({ websiteId, url: p.doc.url as string, routeName: p.routeName, doc: p.doc })),
  );
  const card = DEMO_CARD_ART;
  const banners: StarterPicture[] = own
    ? own.pictures
    : [
        ...DEMO_BANNERS.map((b) => ({ key: b.key, svg: bannerSvg(b.headline, b.strap, b.width, b.height, b.seed) })),
        { key: card.key, svg: cardArtSvg(card.words, card.label, card.width, card.height, card.seed) },
      ];
  const pictures = [{ key: FAVICON_KEY, svg: avatarSvg(site.name) }, ...banners];
  await db.insert(t.media).values(
    pictures.map(({ key, svg }) => {
      const bytes = new TextEncoder().encode(svg);
      return { websiteId, key, contentType: "image/svg+xml", bytes, size: bytes.byteLength };
    }),
  );
}
