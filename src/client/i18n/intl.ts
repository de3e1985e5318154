// The shop's one way to its messages (ADR 0085): blocks and panels use useT/Message, never the
// library itself, so the library can change behind this folder. FormatJS's intl-messageformat
// formats the server-parsed messages: 3 kB in the browser, where react-intl's createIntl around
// it weighs 8 kB for formatters the shop does not use (its dates and prices have their own).
import { IntlMessageFormat } from "intl-messageformat";
import type { MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import type { Lang } from "../../shared/i18n/languages";

export type ShopMessages = Record<string, MessageFormatElement[]>;
export type MessageArgs = Record<string, unknown>;

/** A page's messages in its language. */
export interface IntlShape {
  readonly lang: Lang;
  /** "en-IN" or "hi-IN", for Intl's formatters. */
  readonly locale: string;
  /** The message with its arguments; with tag functions or elements among them, an array of parts. */
  formatMessage(descriptor: { id: string }, values?: MessageArgs): string | unknown[];
}

/**
 * One language's formatter over a compiled catalogue. `onMissing`: what a message the catalogue
 * lacks, or one that fails to format, does (tests throw; a shop reports it and shows the id).
 */
export function makeIntl(lang: Lang, messages: ShopMessages, onMissing: (error: Error) => void): IntlShape {
  const locale = lang === "hi" ? "hi-IN" : "en-IN";
  const formats = new Map<string, IntlMessageFormat>();
  return {
    lang,
    locale,
    formatMessage({ id }, values) {
      let format = formats.get(id);
      if (!format) {
        const message = messages[id];
        if (!message) {
          onMissing(new Error(`no message ${id} in the ${lang} catalogue`));
          return id;
        }
        format = new IntlMessageFormat(message, locale);
        formats.set(id, format);
      }
      try {
        const out = format.format(values as Parameters<IntlMessageFormat["format"]>[0]);
        return Array.isArray(out) ? out : String(out);
      } catch (error) {
        onMissing(error instanceof Error ? error : new Error(String(error)));
        return id;
      }
    },
  };
}
