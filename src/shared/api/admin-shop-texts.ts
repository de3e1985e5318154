// API contract of the back office's "Shop texts" (issue 35, ADR 0085): every text the shop shows,
// with the shop's own wording in each language and the owner's wording where they gave one. The
// owner's wording is laid over the default in that language on every server at once; deleting it
// brings the default back. The defaults themselves never change. Paths are below /s. Every route
// answers 401 signed out and 403 to anyone but an admin of the active website (or a superadmin),
// before its body is read. Errors are in the §8 shape {message, errors?}.
import * as z from "zod/mini";
import { LANGUAGES, type Lang } from "../i18n/languages";
import { listQuery, type ListMeta } from "./admin-catalogue";

/** GET ShopTextsQuery: ShopTextsAnswer, a page of the texts in the catalogue's order. */
export const ADMIN_SHOP_TEXTS_PATH = "/api/admin/shop-texts";
/**
 * PUT ShopTextBody: the owner's wording of one text in one language, answering the ShopText as it
 * is now; 422 {message, errors: {text}} for wording that is not a message or names other values
 * than the default; 404 for a key the shop has no text under.
 * DELETE: the owner's wording removed (the default shows again), answering the ShopText; 404 as PUT.
 */
export const adminShopTextPath = (lang: Lang, key: string) => `${ADMIN_SHOP_TEXTS_PATH}/${lang}/${encodeURIComponent(key)}`;

/** The longest wording an owner may give one text. */
export const SHOP_TEXT_MAX = 500;

export const SHOP_TEXT_REQUIRED = "Enter the text";
export const SHOP_TEXT_TOO_LONG = `The text may hold at most ${SHOP_TEXT_MAX} characters`;
export const NO_SUCH_SHOP_TEXT = "The shop has no text under this key";
export const UNKNOWN_LANGUAGE = `The language must be one of ${LANGUAGES.join(", ")}`;

export interface ShopText {
  /** The text's id in the catalogue, `cart.addToCart`. */
  key: string;
  /** The shop's own wording in every language it speaks. */
  defaults: Record<Lang, string>;
  /** The owner's wording, in the languages they gave one. */
  overrides: Partial<Record<Lang, string>>;
  /**
   * The values and tags the wording carries (`count`, `b` for `<b>…</b>`): an owner's wording
   * keeps exactly these.
   */
  arguments: string[];
}

export interface ShopTextsAnswer {
  data: ShopText[];
  meta: ListMeta;
  /** The languages the website offers, in the shop's order: the screen's columns. */
  languages: Lang[];
}

export const shopTextsQuery = z.extend(listQuery, {
  /** "true": only the texts the owner gave their own wording. */
  changed: z.optional(z.enum(["true", "false"], "changed must be true or false")),
});
export type ShopTextsQuery = z.input<typeof shopTextsQuery>;

export const shopTextParams = z.object({
  lang: z.enum(LANGUAGES, UNKNOWN_LANGUAGE),
  key: z.string("Name the text").check(z.minLength(1, "Name the text"), z.maxLength(200, NO_SUCH_SHOP_TEXT)),
});

export const shopTextBody = z.strictObject(
  {
    text: z.string(SHOP_TEXT_REQUIRED).check(z.trim(), z.minLength(1, SHOP_TEXT_REQUIRED), z.maxLength(SHOP_TEXT_MAX, SHOP_TEXT_TOO_LONG)),
  },
  { error: (issue) => (issue.code === "unrecognized_keys" ? `A shop text does not take ${issue.keys.join(", ")}` : "Send {text}") },
);
export type ShopTextBody = z.input<typeof shopTextBody>;
