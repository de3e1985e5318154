import type { ReactNode } from "react";
import type { MessageId } from "../../shared/i18n/messages/catalogues";
import { useIntlShape } from "./intl-context";

/**
 * A message with markup or components in it: `<Message id="checkout.terms" values={{ link: (text) => <a href="/terms">{text}</a> }} />`
 * for `"By ordering you accept the <link>terms</link>"`, so a translation can move the link.
 */
export function Message({ id, values }: { id: MessageId; values?: Record<string, ReactNode | ((chunks: ReactNode[]) => ReactNode)> }) {
  const intl = useIntlShape();
  return <>{intl.formatMessage({ id }, values as Record<string, ReactNode>)}</>;
}
