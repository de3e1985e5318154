// A message of the server's catalogue (issue 35, ADR 0085): its id and values, said in English
// where the server keeps words for itself (logs, stored records, Error.message) and in the
// asker's language where a person reads them (an answer's `message`, a text, an email).
// Parameterised messages name their id where they are made; a fixed English text needs none:
// its catalogue entry is found by its words (http/server-messages.ts).
import type { IntlShape } from "@formatjs/intl";
import { buildCatalogue, type ShopCatalogue } from "./i18n/shop-catalogues";
import { messageArguments } from "../../shared/i18n/compile-messages";
import { EN_MESSAGES, type MessageId } from "../../shared/i18n/messages/catalogues";
import type { Lang } from "../../shared/i18n/languages";

/** The ids a server message may have: its own area's and the validators'. */
export type ServerMessageId = Extract<MessageId, `server.${string}` | `validation.${string}`>;

/** A value: words as they are (a name, a number, a price), a message of its own, or words per locale (a date). */
export type TextValue = string | number | ServerText | ((locale: string) => string);

export class ServerText {
  constructor(
    readonly id: ServerMessageId,
    readonly values: Readonly<Record<string, TextValue>> = {},
  ) {}

  /** The words in a catalogue's language, with the owner's overrides where the catalogue has them. */
  in(intl: IntlShape<string>): string {
    const values: Record<string, string | number> = {};
    for (const [name, value] of Object.entries(this.values)) {
      values[name] = value instanceof ServerText ? value.in(intl) : typeof value === "function" ? value(intl.locale) : value;
    }
    return intl.formatMessage({ id: this.id }, values);
  }

  /** The English words, as the default catalogue has them. */
  toString(): string {
    return this.in(defaultIntl("en"));
  }
}

/** A message of the server's catalogue: `text("server.onlyLeft", { count: 3 })`. */
export const text = (id: ServerMessageId, values?: Readonly<Record<string, TextValue>>): ServerText => new ServerText(id, values);

/** Where a website's catalogue comes from (services.catalogues). */
export interface CatalogueSource {
  catalogue(websiteId: number, lang: Lang): Promise<ShopCatalogue>;
}

const defaults = new Map<Lang, IntlShape<string>>();

/** A language's default catalogue, without any website's overrides (parsed once). */
export function defaultIntl(lang: Lang): IntlShape<string> {
  let intl = defaults.get(lang);
  if (!intl) {
    intl = buildCatalogue(lang, {}).intl;
    defaults.set(lang, intl);
  }
  return intl;
}

let fixed: Map<string, ServerMessageId> | null = null;

/** The id of a fixed server or validation message (one without values), by its English words. */
export function fixedTextId(words: string): ServerMessageId | undefined {
  if (!fixed) {
    fixed = new Map();
    const english = defaultIntl("en");
    for (const [id, message] of Object.entries(EN_MESSAGES as Record<string, string>)) {
      if (!/^(server|validation)\./.test(id) || messageArguments(message).size > 0) continue;
      const said = english.formatMessage({ id });
      if (!fixed.has(said)) fixed.set(said, id as ServerMessageId);
    }
  }
  return fixed.get(words);
}

/** English words as a message: their catalogue entry where they are a fixed text, else the words (a value of another message). */
export function said(words: string): ServerText | string {
  const id = fixedTextId(words);
  return id ? new ServerText(id) : words;
}
