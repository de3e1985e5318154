// ICU messages parsed once, where a parser may run (the server, tests): the browser receives the
// parsed form and carries no parser (ADR 0085).
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";

export type CompiledMessages = Record<string, MessageFormatElement[]>;

/** Parses every message; throws on the first that does not parse, naming it. */
export function compileMessages(messages: Readonly<Record<string, string>>): CompiledMessages {
  const out: CompiledMessages = {};
  for (const [id, text] of Object.entries(messages)) {
    try {
      out[id] = parse(text);
    } catch (error) {
      throw new Error(`message ${id} does not parse: ${(error as Error).message}`, { cause: error });
    }
  }
  return out;
}

/** The argument names a message uses (`{count}`, `<b>…</b>`, plural and select cases). */
export function messageArguments(text: string): Set<string> {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const el of elements) {
      if (el.type !== TYPE.literal && "value" in el && typeof el.value === "string") names.add(el.value);
      if ("options" in el) for (const option of Object.values(el.options)) walk(option.value);
      if ("children" in el) walk(el.children);
    }
  };
  walk(parse(text));
  return names;
}
