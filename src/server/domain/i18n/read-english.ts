// English words the server made, or stored, read back into the message they were made from
// (issue 35): an order's timeline note kept in English, a contract's field message written in
// English in the shared zod schemas. Each message named is matched as its default English text,
// its `{arguments}` taking any words, so the words can be said again in the reader's language.
import { parse, TYPE } from "@formatjs/icu-messageformat-parser";
import { EN_MESSAGES } from "../../../shared/i18n/messages/catalogues";
import type { ServerMessageId } from "../server-text";

export interface ReadBack<Id extends ServerMessageId> {
  id: Id;
  /** The words each argument stood for. */
  values: Record<string, string>;
}

const escape = (words: string) => words.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The pattern of a message of literal words and plain `{arguments}` only; anything else is refused. */
function patternOf(id: ServerMessageId): RegExp {
  let source = "";
  for (const element of parse((EN_MESSAGES as Record<string, string>)[id]!)) {
    if (element.type === TYPE.literal) source += escape(element.value);
    else if (element.type === TYPE.argument) source += `(?<${element.value}>[\\s\\S]+?)`;
    else throw new Error(`${id} cannot be read back: only words and plain arguments can`);
  }
  return new RegExp(`^${source}$`);
}

/**
 * A reader of words made from `ids`' English: the first message (in the order given, so put a
 * longer one before a shorter one it contains) whose words they are, with its values; null for
 * words none of them made.
 */
export function englishReader<Id extends ServerMessageId>(ids: readonly Id[]): (words: string) => ReadBack<Id> | null {
  const patterns = ids.map((id) => ({ id, pattern: patternOf(id) }));
  return (words) => {
    for (const { id, pattern } of patterns) {
      const match = pattern.exec(words);
      if (match) return { id, values: { ...match.groups } };
    }
    return null;
  };
}
