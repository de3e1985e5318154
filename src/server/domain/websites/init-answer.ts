// GET /s/api/init: everything the shop needs to draw its frame, in the §3 field names.
import { offeredLanguages, type Lang } from "../../../shared/i18n/languages";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import { emptyCart, type Cart } from "../../../shared/api/cart";
import { withNavDefaults } from "../../../shared/nav-setting";
import type { CatalogueReader } from "../catalogue/catalogue-reader";
import { websiteCustomer } from "../pos/pos-customers";
import type { SessionRow } from "../sessions/session-store";
import type { Website } from "./find-website";
import { publicIntegrations } from "./integrations";
import { inLanguage } from "../catalogue/product-shape";
import { speakMenus, speakSeo } from "./menu-texts";
import { popupOf, webSeoOf } from "./site-document";

export interface SignedInUser {
  id: number;
  name: string;
  email: string;
  phone: string;
  superadmin: boolean;
  hasAdminAccess: boolean;
  isSalesAgent: boolean;
  isStaff: boolean;
}

export function createInitAnswer(db: Db, catalogue: CatalogueReader) {
  async function userFor(websiteId: number, userId: number | null): Promise<SignedInUser | null> {
    if (!userId) return null;
    const [row] = await db
      .select({ user: t.users, member: t.websiteMembers })
      .from(t.users)
      .leftJoin(t.websiteMembers, and(eq(t.websiteMembers.userId, t.users.id), eq(t.websiteMembers.websiteId, websiteId)))
      .where(eq(t.users.id, userId))
      .limit(1);
    if (!row) return null;
    return {
      id: row.user.id,
      name: row.user.name,
      email: row.user.email ?? "",
      phone: row.user.phone,
      superadmin: row.user.superadmin,
      hasAdminAccess: row.user.superadmin || (row.member?.isAdmin ?? false),
      isSalesAgent: row.member?.isSalesAgent ?? false,
      isStaff: row.member?.isStaff ?? false,
    };
  }

  return {
    userFor,
    /** `lang`: the request's language (issue 35), which the shop speaks and names its switch by. */
    async answer(web: Website, session: SessionRow | null, cart: Cart = emptyCart(web.paymentMethods), lang: Lang = "en") {
      const [user, categories, brands, actingFor] = await Promise.all([
        userFor(web.id, session?.userId ?? null),
        // The menu's categories and brands in the request's language (issue 35).
        catalogue.categoryTree(web.id, lang),
        catalogue.brands(web.id, undefined, lang),
        // The agent sees this website's record of the customer, never the name they gave elsewhere.
        session?.userId && session.actingForUserId ? websiteCustomer(db, web.id, session.actingForUserId) : Promise.resolve(null),
      ]);
      // The owner's menu labels in the request's language, English where there is no Hindi (ADR 0086).
      const menus = speakMenus({ navs: web.navs, footers: web.footers }, lang);
      return {
        user,
        web: {
          id: web.id,
          name: web.name,
          logo: web.logo ?? "",
          // The footer's and the page's fallback description, in Hindi where the owner wrote it (issue 35).
          description: inLanguage(lang, web.description, web.descriptionHi),
          theme: web.theme || "light",
          favicon: web.favicon ?? "",
          show_supplier_page: web.showSupplierPage,
          show_cart: web.showCart,
          font_family: web.fontFamily,
          nav_alignment: web.navAlignment,
        },
        pincode: session?.pincode ?? null,
        activetheme: { name: web.theme || "light", data: { colors: web.colors } },
        navSetting: withNavDefaults(web.navSetting),
        categories,
        brands: brands.map(({ name, slug }) => ({ name, slug })),
        // The page's fallback title, description and keywords in the request's language (ADR 0086).
        webSeo: speakSeo(webSeoOf(web), lang),
        webAddress: web.webAddress,
        popup: popupOf(web),
        webPages: web.webPages,
        navs: menus.navs,
        footers: menus.footers,
        cart,
        acting_for: actingFor,
        // Public client keys only (ADR 0029); both null: the shop loads no third-party code.
        integrations: publicIntegrations(web.integrations),
        languages: { current: lang, offered: offeredLanguages(web.languages, web.defaultLanguage) },
      };
    },
  };
}
export type InitAnswer = ReturnType<typeof createInitAnswer>;
