// The media library (issue 27, ADR 0058): a website's pictures as the builder lists them, where
// each is shown, and deleting one nothing shows any more. Size copies (variantKey) belong to
// their picture and are never listed on their own.
import { and, count, desc, eq, ilike, inArray, not, like, sql, type SQL } from "drizzle-orm";
import { IMAGE_SIZES } from "../../../shared/constants";
import { MEDIA_NOT_FOUND, mediaInUse, type MediaPicture, type MediaUse } from "../../../shared/api/media-library";
import type { ListMeta } from "../../../shared/api/admin-catalogue";
import { cdnImage } from "../../../shared/cdn-image";
import { queryRows, type Db } from "../../db/client";
import * as t from "../../db/schema";
import { Refusal, notFound } from "../refusal";
import { containsPattern } from "../admin-catalogue/admin-products";
import { variantKey } from "../websites/media-uploads";
import { isPrivateMedia, PRIVATE_MEDIA_PREFIX } from "./private-media";

export interface MediaFilter {
  q?: string | undefined;
  page: number;
  perPage: number;
}

const VARIANTS = "variants/%";
const keyList = (keys: readonly string[]) =>
  sql`array[${sql.join(
    keys.map((k) => sql`${k}`),
    sql`, `,
  )}]::text[]`;
/** The last part of a key, for pictures that came with the shop and so have no file name. */
const fileName = (key: string) => key.slice(key.lastIndexOf("/") + 1);

/**
 * Every place of the website that shows one of `keys`. Page documents and settings are JSON the
 * builder writes keys into anywhere (banners, popups, nav items), so they are searched as text;
 * the catalogue keeps keys in its own columns, which are compared whole. Only a page's published
 * document and its draft count: older versions are history, and restoring one after its picture
 * was deleted shows the picture missing (ADR 0058).
 */
export async function whereUsed(db: Db, websiteId: number, keys: readonly string[]): Promise<Map<string, MediaUse[]>> {
  const uses = new Map<string, MediaUse[]>(keys.map((k) => [k, []]));
  if (!keys.length) return uses;
  const wanted = keyList(keys);
  const rows = await queryRows<{ key: string; kind: MediaUse["kind"]; name: string }>(
    db,
    sql`
      with k(key) as (select unnest(${wanted}))
      select k.key, 'page' as kind, p.url as name from k
        join pages p on p.website_id = ${websiteId}
          and (strpos(p.doc::text, k.key) > 0 or strpos(coalesce(p.draft::text, ''), k.key) > 0)
      union all
      select k.key, 'settings', '' from k
        join websites w on w.id = ${websiteId}
          and strpos(concat_ws(' ', w.logo, w.favicon, w.nav_setting::text, w.web_seo::text, w.popup::text,
            w.web_pages::text, w.navs::text, w.footers::text, w.web_address::text), k.key) > 0
      union all
      select k.key, 'product', pr.name from k
        join products pr on pr.website_id = ${websiteId} and pr.medias @> jsonb_build_array(jsonb_build_object('src', k.key))
      union all
      select k.key, 'category', c.name from k join categories c on c.website_id = ${websiteId} and c.avatar = k.key
      union all
      select k.key, 'brand', b.name from k join brands b on b.website_id = ${websiteId} and b.logo = k.key
      union all
      select k.key, 'supplier', s.name from k join suppliers s on s.website_id = ${websiteId} and s.image = k.key
      order by 1, 2, 3`,
  );
  for (const row of rows) uses.get(row.key)?.push({ kind: row.kind, name: row.name });
  return uses;
}

export function createMediaLibrary(db: Db) {
  return {
    /** One page of the website's pictures, newest first; `shopUrl` is where the website is served. */
    async list(websiteId: number, filter: MediaFilter, shopUrl: string): Promise<{ data: MediaPicture[]; meta: ListMeta }> {
      const where: SQL[] = [eq(t.media.websiteId, websiteId), not(like(t.media.key, VARIANTS)), not(like(t.media.key, `${PRIVATE_MEDIA_PREFIX}%`))];
      // Pictures without a stored name are found by their key's name, which is what they show.
      if (filter.q) where.push(ilike(sql`coalesce(nullif(${t.media.name}, ''), ${t.media.key})`, containsPattern(filter.q)));
      const [rows, [total]] = await Promise.all([
        db
          .select({ key: t.media.key, name: t.media.name, size: t.media.size, contentType: t.media.contentType, createdAt: t.media.createdAt })
          .from(t.media)
          .where(and(...where))
          .orderBy(desc(t.media.createdAt), desc(t.media.key))
          .limit(filter.perPage)
          .offset((filter.page - 1) * filter.perPage),
        db
          .select({ n: count() })
          .from(t.media)
          .where(and(...where)),
      ]);
      const uses = await whereUsed(
        db,
        websiteId,
        rows.map((r) => r.key),
      );
      return {
        data: rows.map((r) => ({
          key: r.key,
          url: shopUrl + cdnImage(r.key, "medium"),
          name: r.name || fileName(r.key),
          size: r.size,
          content_type: r.contentType,
          created_at: r.createdAt.toISOString(),
          used_in: uses.get(r.key) ?? [],
        })),
        meta: { total: total?.n ?? 0, page: filter.page, per_page: filter.perPage },
      };
    },

    /** Deletes the picture and its size copies; 404 when it is not the website's, 409 while it is shown. */
    async remove(websiteId: number, key: string): Promise<void> {
      // A shopper's photo is the order's, not the library's to delete.
      if (isPrivateMedia(key)) throw notFound(MEDIA_NOT_FOUND);
      const [found] = await db
        .select({ key: t.media.key })
        .from(t.media)
        .where(and(eq(t.media.websiteId, websiteId), eq(t.media.key, key)));
      if (!found) throw notFound(MEDIA_NOT_FOUND);
      const uses = (await whereUsed(db, websiteId, [key])).get(key) ?? [];
      if (uses.length) throw new Refusal("conflict", mediaInUse(uses));
      const copies = IMAGE_SIZES.filter((size) => size !== "original").map((size) => variantKey(key, size));
      await db.delete(t.media).where(and(eq(t.media.websiteId, websiteId), inArray(t.media.key, [key, ...copies])));
    },
  };
}
export type MediaLibrary = ReturnType<typeof createMediaLibrary>;
