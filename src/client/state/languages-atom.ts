import { atom } from "jotai";
import type { Lang } from "../../shared/i18n/languages";

/** The page's language and the website's languages (init's `languages`, issue 35). */
export const languagesAtom = atom<{ current: Lang; offered: readonly Lang[] }>({ current: "en", offered: ["en"] });
