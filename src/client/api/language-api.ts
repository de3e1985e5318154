// POST /s/api/language: keeps the shopper's language (issue 35) in a cookie and their profile.
import type { Lang } from "../../shared/i18n/languages";
import { http } from "./http-client";

export function saveLanguage(lang: Lang): Promise<{ lang: Lang }> {
  return http.post<{ lang: Lang }>("/api/language", { lang });
}
