// API contract of the media library (issue 27, ADR 0058): the active website's uploaded pictures,
// searched by the name they had on the owner's device, and deleted only when nothing shows them.
// Paths are below /s. Both routes answer 401 signed out and 403 to anyone but an admin of the
// active website (or a superadmin), like the upload (POST ADMIN_MEDIA_PATH in site-settings.ts).
import * as z from "zod/mini";
import { listQuery, MEDIA_KEY, MEDIA_KEY_MAX } from "./admin-catalogue";
import { ADMIN_MEDIA_PATH } from "./site-settings";

/**
 * GET MediaLibraryAnswer. Query: q (the picture's name contains it, any case; at most 100
 * characters), page (default 1), per_page (5, 10, 20, 50 or 100; default 20). Originals only
 * (a picture's size copies are part of it), newest first.
 */
export const MEDIA_LIBRARY_PATH = ADMIN_MEDIA_PATH;

/**
 * DELETE: the picture and its size copies; 204. 409 {message: mediaInUse(…)} while a page, the
 * website's settings or the catalogue shows it; 404 MEDIA_NOT_FOUND for a key that is not one of
 * the active website's pictures; 422 for a key that cannot be a picture's.
 */
export const mediaPicturePath = (key: string) => `${ADMIN_MEDIA_PATH}/${encodeURIComponent(key)}`;

export const MEDIA_NOT_FOUND = "There is no such picture in this shop";
const NOT_A_PICTURE = "This is not a picture of this shop";

export const mediaListQuery = listQuery;

export const mediaKeyParams = z.object({
  key: z.string(NOT_A_PICTURE).check(
    z.maxLength(MEDIA_KEY_MAX, NOT_A_PICTURE),
    z.regex(MEDIA_KEY, NOT_A_PICTURE),
    // Size copies go with their picture; they are never deleted on their own.
    z.refine((key) => !key.startsWith("variants/"), NOT_A_PICTURE),
  ),
});

/** Where a picture is shown, as the owner knows the place. */
export const mediaUseSchema = z.object({
  kind: z.enum(["page", "settings", "product", "category", "brand", "supplier"]),
  /** The page's address, or the product's, category's, brand's or supplier's name; "" for settings. */
  name: z.string(),
});
export type MediaUse = z.infer<typeof mediaUseSchema>;

export const mediaPictureSchema = z.object({
  key: z.string(),
  /** The picture at the medium size on the website's own address. */
  url: z.string(),
  /** The file's name on the owner's device; for pictures that came with the shop, its key's last part. */
  name: z.string(),
  size: z.number(),
  content_type: z.string(),
  created_at: z.string(),
  /** Every place that shows it; empty when it may be deleted. */
  used_in: z.array(mediaUseSchema),
});
export type MediaPicture = z.infer<typeof mediaPictureSchema>;

export const mediaLibraryAnswerSchema = z.object({
  data: z.array(mediaPictureSchema),
  meta: z.object({ total: z.number(), page: z.number(), per_page: z.number() }),
});
export type MediaLibraryAnswer = z.infer<typeof mediaLibraryAnswerSchema>;

/** The place in words: "on /about-us", "on the product Basmati Rice", "in your website's settings". */
export function mediaUsePlace(use: MediaUse): string {
  if (use.kind === "page") return `on ${use.name}`;
  return use.kind === "settings" ? "in your website's settings" : `on the ${use.kind} ${use.name}`;
}

/** Why a picture cannot be deleted, naming the first place that shows it. */
export function mediaInUse(uses: readonly MediaUse[]): string {
  const more = uses.length - 1;
  const others = more > 0 ? ` and ${more} other place${more === 1 ? "" : "s"}` : "";
  return `This picture is in use ${mediaUsePlace(uses[0]!)}${others}; take it out there first`;
}
