// The owners' tools (builder, back office, counter) speak English (issue 35 is the shop's
// languages), yet they use the shop's form widgets, dialogs and toasts, which take their words
// from the catalogue. A tool fetches the website's English catalogue, compiled, as the shop
// does (ADR 0085): bundling the texts and a parser would put some 30 kB on every tool's start.
import type { ReactNode } from "react";
import { makeIntl, type IntlShape, type ShopMessages } from "../client/i18n/intl";
import { I18nProvider } from "../client/i18n/intl-context";
import { installIntl } from "../client/i18n/translate";
import { TOOL_MESSAGES_PATH } from "../shared/i18n/messages-meta";

/** The English catalogue, installed for code outside React too; without one, ids show. */
export async function loadToolIntl(): Promise<IntlShape> {
  let messages: ShopMessages = {};
  try {
    const response = await fetch(TOOL_MESSAGES_PATH, { credentials: "same-origin" });
    if (response.ok) messages = (await response.json()) as ShopMessages;
  } catch {
    // The tool's own calls will say the server cannot be reached.
  }
  const intl = makeIntl("en", messages, (error) => console.error(error));
  installIntl(intl);
  return intl;
}

export function ToolIntl({ intl, children }: { intl: IntlShape; children: ReactNode }) {
  return <I18nProvider intl={intl}>{children}</I18nProvider>;
}
