import { useCallback } from "react";
import type { MessageId } from "../../shared/i18n/messages/catalogues";
import { useIntlShape } from "./intl-context";

export type { MessageId };
export type MessageValues = Record<string, string | number | Date | null | undefined>;
/** A message as text, its arguments filled in. */
export type Translate = (id: MessageId, values?: MessageValues) => string;

/** The page's messages as text: `const t = useT(); t("cart.addToCart")`. Ids are literal strings, never built. */
export function useT(): Translate {
  const intl = useIntlShape();
  return useCallback((id, values) => String(intl.formatMessage({ id }, values)), [intl]);
}

/** The page's language as the `Intl` formatters want it (dates follow the language; prices stay en-IN, §9). */
export function useLocale(): string {
  return useIntlShape().locale;
}
