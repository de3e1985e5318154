import { Fragment, type ReactNode } from "react";
import type { MessageId } from "../../shared/i18n/messages/catalogues";
import { useIntlShape } from "./intl-context";

/**
 * A message with markup or components in it: `<Message id="checkout.terms" values={{ link: (text) => <a href="/terms">{text}</a> }} />`
 * for `"By ordering you accept the <link>terms</link>"`, so a translation can move the link.
 */
export function Message({ id, values }: { id: MessageId; values?: Record<string, ReactNode | ((chunks: ReactNode[]) => ReactNode)> }) {
  const out = useIntlShape().formatMessage({ id }, values);
  // Parts in the message's order; each keyed by its place, which a given message never changes.
  return <>{Array.isArray(out) ? out.map((part, i) => <Fragment key={i}>{part as ReactNode}</Fragment>) : out}</>;
}
