// The shop's one way to its messages (ADR 0085): blocks and panels use useT/Message, never the
// library itself, so the library can change behind this folder.
import { createIntl, createIntlCache, type IntlShape } from "react-intl";
import type { MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import type { Lang } from "../../shared/i18n/languages";

export type { IntlShape };
export type ShopMessages = Record<string, MessageFormatElement[]>;

const cache = createIntlCache();

/**
 * One language's formatter over a compiled catalogue. `onMissing`: what a message the catalogue
 * lacks does (tests throw; a shop reports it and shows the id).
 */
export function makeIntl(lang: Lang, messages: ShopMessages, onMissing: (error: Error) => void): IntlShape {
  return createIntl(
    {
      locale: lang === "hi" ? "hi-IN" : "en-IN",
      defaultLocale: "en-IN",
      messages,
      onError: (error) => {
        if (error.code === "MISSING_TRANSLATION" || error.code === "FORMAT_ERROR") onMissing(error);
      },
    },
    cache,
  );
}
