// API contract of a website's settings as the page builder reads and writes them (issue 8, ADR
// 0023): the §3 website fields, theme colours, navigation settings and items, footer groups,
// popup, SEO settings and address, as one document. The server judges a saved document with
// the JSON Schemas in schemas/site/ (site.json, nav-setting.json), which the builder also uses
// to draw its forms; this zod contract reads the server's answer. Paths are below /s.
import * as z from "zod/mini";
import type { NavSetting } from "../nav-setting";
import { footerGroupSchema, navItemSchema, navSettingSchema, popupSchema, webAddressSchema, webSeoSchema, type FooterGroup, type NavItem, type Popup, type WebAddress, type WebSeo } from "./init";

/**
 * GET: the ACTIVE website's settings (SiteSettingsAnswer). PUT: replace them with a whole
 * SiteSettings document; answers the saved SiteSettingsAnswer, and the live shop shows it at
 * once. 401 signed out; 403 when the user is not an admin of the active website (nor a
 * superadmin); 422 {message, errors} for an invalid document, errors keyed by JSON path
 * ("/name", "/navs/0/children/1/name", "/navSetting/navbar_height").
 */
export const ADMIN_SITE_PATH = "/api/admin/site";

/**
 * POST an image for the active website: the raw file as the body with its Content-Type
 * (image/png, image/jpeg, image/webp, image/gif, image/svg+xml), or multipart/form-data with
 * one file field named "file". Answers 201 UploadedMedia. 413 {message: MEDIA_TOO_BIG} over
 * MEDIA_UPLOAD_MAX_BYTES; 415 {message: MEDIA_WRONG_TYPE} when the bytes are not one of the
 * accepted types (judged by the bytes, not by the declared type, which must agree with them);
 * 422 for an SVG with script (MEDIA_UNSAFE_SVG), a picture over MEDIA_MAX_PIXELS, or a form
 * without the file field (MEDIA_NO_FILE); 401/403 as above. The picture belongs to the active
 * website and is served at /cdn/{small|medium|large|original}/{key} on that website's domains.
 */
export const ADMIN_MEDIA_PATH = "/api/admin/media";

export const MEDIA_UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
export const MEDIA_UPLOAD_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif", "image/svg+xml"] as const;
/** For a file input's accept attribute. */
export const MEDIA_UPLOAD_ACCEPT = MEDIA_UPLOAD_TYPES.join(",");
/** Width × height a raster picture may have, so a small file cannot unpack into a huge one. */
export const MEDIA_MAX_PIXELS = 40_000_000;
export const MEDIA_TOO_BIG = "The picture is too big: upload at most 2 MB";
export const MEDIA_WRONG_TYPE = "Upload a PNG, JPEG, WebP, GIF or SVG picture";
export const MEDIA_TOO_MANY_PIXELS = "The picture has too many pixels: upload at most 40 megapixels";
export const MEDIA_UNSAFE_SVG = "This SVG holds script, event handlers or embedded documents; save it as a plain drawing";
export const MEDIA_NO_FILE = "Send the picture as the request body, or in a form field named file";

export interface UploadedMedia {
  /**
   * What to store in logo, favicon, popup.image, webSeo.og_image or a nav item's image; the
   * shop turns it into `/cdn/{size}/{key}` (§9 sizes) like every other picture.
   */
  key: string;
  /** The picture at the medium size, for showing it in the builder straight away. */
  url: string;
  content_type: string;
  size: number;
}

/** The §3 website fields the settings screen edits. */
export interface SiteWebsiteFields {
  name: string;
  description: string;
  /**
   * The description in Hindi (issue 35, ADR 0086's `_hi` sibling, declared by site.json's
   * x-translatable): shown on Hindi pages, "" for none (they show the English). Left out of a
   * saved document, the one saved before is kept.
   */
  description_hi?: string;
  /** An uploaded media key (or an absolute URL); "" for none. */
  logo: string;
  favicon: string;
  theme: string;
  font_family: string;
  nav_alignment: "left" | "center" | "right";
  show_supplier_page: boolean;
  show_cart: boolean;
}

/**
 * The whole settings document. Flat, the shape schemas/site/site.json describes, so the
 * builder's generated forms and the server's check read the same paths.
 */
export interface SiteSettings extends SiteWebsiteFields {
  /** Theme colours by name (primary, primary-contrast, background, …), each like #0f7b3f. */
  colors: Record<string, string>;
  navSetting: NavSetting;
  navs: NavItem[];
  footers: FooterGroup[];
  popup: Popup | null;
  webSeo: WebSeo;
  webAddress: WebAddress;
}

export const siteSettingsSchema = z.looseObject({
  name: z.string(),
  description: z._default(z.string(), ""),
  description_hi: z.optional(z.string()),
  logo: z._default(z.string(), ""),
  favicon: z._default(z.string(), ""),
  theme: z._default(z.string(), "light"),
  font_family: z._default(z.string(), "Inter"),
  nav_alignment: z._default(z.enum(["left", "center", "right"]), "left"),
  show_supplier_page: z._default(z.boolean(), false),
  show_cart: z._default(z.boolean(), true),
  colors: z._default(z.record(z.string(), z.string()), {}),
  navSetting: navSettingSchema,
  navs: z.array(navItemSchema),
  footers: z.array(footerGroupSchema),
  popup: z._default(z.nullable(popupSchema), null),
  webSeo: webSeoSchema,
  webAddress: webAddressSchema,
});

/** GET/PUT ADMIN_SITE_PATH answer. */
export interface SiteSettingsAnswer {
  website_id: number;
  /** Host names the website answers at (for the builder's live preview), preferred first. */
  domains: string[];
  /** The shop's address from this server, e.g. `http://fresh.localhost:3000`. */
  url: string;
  settings: SiteSettings;
}

export const siteSettingsAnswerSchema = z.strictObject({
  website_id: z.int(),
  domains: z.array(z.string()),
  url: z.string(),
  settings: siteSettingsSchema,
});
