// The back office's calls for the shop's texts (src/shared/api/admin-shop-texts.ts).
import { http } from "../../client/api/http-client";
import { adminShopTextPath, ADMIN_SHOP_TEXTS_PATH, type ShopText, type ShopTextsAnswer } from "../../shared/api/admin-shop-texts";
import type { Lang } from "../../shared/i18n/languages";

export interface ShopTextFilters {
  q?: string | undefined;
  /** Only the texts the owner gave their own wording. */
  changed?: boolean;
  page: number;
  per_page: number;
}

export const shopTextsApi = {
  list: ({ changed, ...query }: ShopTextFilters, signal?: AbortSignal) => http.get<ShopTextsAnswer>(ADMIN_SHOP_TEXTS_PATH, { query: { ...query, changed: changed ? "true" : undefined }, signal }),
  save: (lang: Lang, key: string, text: string) => http.put<ShopText>(adminShopTextPath(lang, key), { text }),
  reset: (lang: Lang, key: string) => http.delete<ShopText>(adminShopTextPath(lang, key)),
};
