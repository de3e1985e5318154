// API contract of GET /s/api/init (§3 "Initialisation response fields", §7): what the shop
// needs to draw its frame. Shapes the server builds itself are strict, so drift between the
// server and this contract shows up as a failed check; settings the owner types in (theme
// colours, SEO, address, popup, menus, web pages) are stored as JSON and kept loose.
import * as z from "zod/mini";
import { withNavDefaults, type NavSetting } from "../nav-setting";
import type { Cart } from "./cart";
import { publicIntegrationsSchema } from "./integrations";
import { LANGUAGES } from "../i18n/languages";

export const signedInUserSchema = z.strictObject({
  id: z.int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  superadmin: z._default(z.boolean(), false),
  hasAdminAccess: z._default(z.boolean(), false),
  isSalesAgent: z._default(z.boolean(), false),
  /** Staff of this website: sells at its point of sale (admins do too). */
  isStaff: z._default(z.boolean(), false),
});
export type SignedInUser = z.infer<typeof signedInUserSchema>;

export const websiteSchema = z.strictObject({
  id: z.int(),
  name: z.string(),
  logo: z.string(),
  description: z.string(),
  theme: z._default(z.string(), "light"),
  favicon: z.string(),
  show_supplier_page: z.boolean(),
  show_cart: z.boolean(),
  font_family: z.string(),
  nav_alignment: z.string(),
});
export type Website = z.infer<typeof websiteSchema>;

export const activeThemeSchema = z.looseObject({
  name: z.string(),
  data: z.looseObject({ colors: z.record(z.string(), z.string()) }),
});
export type ActiveTheme = z.infer<typeof activeThemeSchema>;

// The server merges the stored settings over the §9 defaults; doing it again here keeps a
// hand-made or embedded answer just as complete.
export const navSettingSchema = z.pipe(
  z.record(z.string(), z.unknown()),
  z.transform((stored: Record<string, unknown>): NavSetting => withNavDefaults(stored)),
);

export interface Category {
  name: string;
  slug: string;
  avatar: string;
  children: Category[];
}
export const categorySchema: z.ZodMiniType<Category> = z.strictObject({
  name: z.string(),
  slug: z.string(),
  avatar: z.string(),
  get children() {
    return z.array(categorySchema);
  },
});

export const brandSchema = z.strictObject({ name: z.string(), slug: z.string() });
export type Brand = z.infer<typeof brandSchema>;

export const webSeoSchema = z.looseObject({
  og_title: z.string(),
  og_description: z.string(),
  meta_keywords: z.string(),
  og_image: z.string(),
});
export type WebSeo = z.infer<typeof webSeoSchema>;

/** The shop's postal address; its fields are not fixed by the spec. */
export const webAddressSchema = z.record(z.string(), z.unknown());
export type WebAddress = z.infer<typeof webAddressSchema>;

export const popupSchema = z.looseObject({
  image: z.string(),
  /** Seconds the popup stays up. */
  duration: z._default(z.number(), 5),
  link: z._default(z.string(), ""),
  once: z._default(z.boolean(), false),
});
export type Popup = z.infer<typeof popupSchema>;

/** §3 navigation item, nested to any depth. Only name and link are needed to draw one. */
export interface NavItem {
  group: number;
  name: string;
  icon: string;
  show_icon: number;
  link: string;
  value: string;
  image: string;
  children: NavItem[];
  open: boolean;
  slug: string;
  [extra: string]: unknown;
}
export interface NavItemInput {
  group?: number;
  name: string;
  icon?: string;
  show_icon?: number;
  link: string;
  value?: string;
  image?: string;
  children?: NavItemInput[];
  open?: boolean;
  slug?: string;
  [extra: string]: unknown;
}
export const navItemSchema: z.ZodMiniType<NavItem, NavItemInput> = z.looseObject({
  group: z._default(z.number(), 1),
  name: z.string(),
  icon: z._default(z.string(), ""),
  show_icon: z._default(z.number(), 0),
  link: z.string(),
  value: z._default(z.string(), ""),
  image: z._default(z.string(), ""),
  get children() {
    return z._default(z.array(navItemSchema), []);
  },
  open: z._default(z.boolean(), false),
  slug: z._default(z.string(), ""),
});

export const footerLinkSchema = z.looseObject({
  name: z.string(),
  link: z.string(),
  icon: z._default(z.string(), ""),
  show_icon: z._default(z.number(), 0),
});
export type FooterLink = z.infer<typeof footerLinkSchema>;

export const footerGroupSchema = z.looseObject({
  name: z.string(),
  children: z._default(z.array(footerLinkSchema), []),
});
export type FooterGroup = z.infer<typeof footerGroupSchema>;

// The cart's own contract belongs to the cart module; here only its presence is checked.
const cartSchema = z.custom<Cart>((value) => typeof value === "object" && value !== null && Array.isArray((value as { items?: unknown }).items), { error: "cart must be an object with items" });

export const initAnswerSchema = z.strictObject({
  user: z.nullable(signedInUserSchema),
  web: websiteSchema,
  pincode: z.nullable(z.string()),
  activetheme: activeThemeSchema,
  navSetting: navSettingSchema,
  categories: z.array(categorySchema),
  brands: z.array(brandSchema),
  webSeo: webSeoSchema,
  webAddress: webAddressSchema,
  popup: z.nullable(popupSchema),
  /** Owner-added scripts; their shape is not fixed by the spec. */
  webPages: z.array(z.unknown()),
  navs: z.array(navItemSchema),
  footers: z.array(footerGroupSchema),
  cart: cartSchema,
  /** The customer a signed-in sales agent is shopping for (ADR 0017), else null. */
  acting_for: z._default(z.nullable(z.strictObject({ id: z.int(), name: z.string(), phone: z.string() })), null),
  /**
   * The website's analytics and error-reporting public keys (ADR 0029). The server always sends
   * it; an answer without it (or with both null) means no third-party code is loaded.
   */
  integrations: z.optional(publicIntegrationsSchema),
  /**
   * The language the page speaks and those the website offers (issue 35): the switch in the
   * header and drawer shows when there is more than one. Left out: English only.
   */
  languages: z.optional(z.strictObject({ current: z.enum(LANGUAGES), offered: z.array(z.enum(LANGUAGES)) })),
});
export type InitAnswer = z.infer<typeof initAnswerSchema>;
