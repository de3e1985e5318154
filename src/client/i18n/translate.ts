// Messages for code outside React's tree (a toast from a state module, a confirm dialog's text):
// the page speaks one language, installed once when the shop starts. Never used by the server's
// render, which passes each request's catalogue down the tree.
import type { MessageId } from "../../shared/i18n/messages/catalogues";
import type { IntlShape } from "./intl";
import type { MessageValues } from "./use-t";

let current: IntlShape | null = null;
let fallback: IntlShape | null = null;

/** Called by the shop's start with the page's catalogue. */
export function installIntl(intl: IntlShape): void {
  current = intl;
}

/** What tests use when no shop started (English). */
export function setFallbackTranslate(intl: IntlShape | null): void {
  fallback = intl;
}

export function translate(id: MessageId, values?: MessageValues): string {
  const intl = current ?? fallback;
  if (!intl) throw new Error(`no catalogue installed for ${id}`);
  return String(intl.formatMessage({ id }, values));
}
