// What every website holds from its first moment, whether the seed makes it or an owner
// creates it: a page document for every system route (fixtures/pages/, DESIGN "Routes") and a
// browser-tab icon drawn from its name.
import type { Db } from "../../db/client";
import { loadPageFixtures } from "../../db/catalog-fixtures";
import * as t from "../../db/schema";
import { insertPages } from "../pages/insert-pages";
import { avatarSvg } from "../images/illustration";
import { FAVICON_KEY } from "./starter-settings";

export interface StarterContentOptions {
  /** Also the content-managed pages of fixtures/pages/content/ (the demo store has them). */
  contentPages?: boolean;
}

export async function insertStarterContent(db: Db, websiteId: number, name: string, options: StarterContentOptions = {}): Promise<void> {
  const pages = loadPageFixtures();
  await insertPages(
    db,
    [...pages.system, ...(options.contentPages ? pages.content : [])].map((p) => ({ websiteId, url: p.doc.url, routeName: p.routeName, doc: p.doc })),
  );
  const bytes = new TextEncoder().encode(avatarSvg(name));
  await db.insert(t.media).values({ websiteId, key: FAVICON_KEY, contentType: "image/svg+xml", bytes, size: bytes.byteLength });
}
