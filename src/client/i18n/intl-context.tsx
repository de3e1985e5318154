// Which catalogue the tree below speaks. A page speaks one language: the shop's start passes the
// page's catalogue here, the server's render its own per request (no module keeps a request's).
import { createContext, useContext, type ReactNode } from "react";
import type { IntlShape } from "./intl";

const IntlContext = createContext<IntlShape | null>(null);

let fallback: IntlShape | null = null;

/** The catalogue of trees rendered without a provider: component tests set English here. */
export function setFallbackIntl(intl: IntlShape | null): void {
  fallback = intl;
}

export function I18nProvider({ intl, children }: { intl: IntlShape; children: ReactNode }) {
  return <IntlContext.Provider value={intl}>{children}</IntlContext.Provider>;
}

/** The catalogue the component speaks. */
export function useIntlShape(): IntlShape {
  const intl = useContext(IntlContext) ?? fallback;
  if (!intl) throw new Error("no catalogue: render the shop inside I18nProvider");
  return intl;
}
