// Control characters in text people send (ADR 0049): NUL, the other C0 controls, DEL and the C1
// controls are refused in every string the server is sent; tab and line breaks only where a
// field holds several lines. The server applies this to every query, parameter and body before
// a route sees it; the contracts apply the single-line part to their one-line fields, so a
// form says so before it sends.

/**
 * Refused in every string: U+0000–U+001F except tab, LF and CR; DEL; and U+0080–U+009F. Nobody
 * types them, PostgreSQL cannot store NUL, and the C1 block is what mis-decoded bytes leave
 * behind (U+0085 is even a line break to some software).
 */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
export const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** What a field of one line refuses besides: tab and line breaks. */
export const LINE_BREAK_OR_TAB = /[\t\n\r]/;

export const CONTROL_CHARACTER_MESSAGE = "Remove the control character (such as NUL): text may hold no control character other than tab and line breaks";
export const ONE_LINE_MESSAGE = "Remove the control character, tab or line break: this is one line of text";

/** Why `text` is refused, or null. `multiline` fields may hold tabs and line breaks. */
export function controlCharacterProblem(text: string, multiline: boolean): string | null {
  if (CONTROL_CHARACTER.test(text)) return multiline ? CONTROL_CHARACTER_MESSAGE : ONE_LINE_MESSAGE;
  if (!multiline && LINE_BREAK_OR_TAB.test(text)) return ONE_LINE_MESSAGE;
  return null;
}
