// Changing the page's language (issue 35): the choice is saved, then the page is asked for again,
// so the server renders it in the new language. The pages and answers the phone kept offline are
// in the old one and are dropped with it.
import type { Lang } from "../../shared/i18n/languages";
import { saveLanguage } from "../api/language-api";
import { clearPrivateCopies } from "../offline/clear-private-copies";

export async function switchLanguage(lang: Lang): Promise<void> {
  await saveLanguage(lang);
  await clearPrivateCopies();
  location.reload();
}
