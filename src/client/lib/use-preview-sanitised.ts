// Merchant content the server has sanitised on every answer (ADR 0028) needs no sanitiser in
// the shopper's browser: a live page's HTML and CSS come from the page answer, cleaned there.
// A preview draws what the builder sends before the server has seen it, so only a preview
// loads a sanitiser, the first time it needs one, and shows nothing until it has it.
import { useEffect, useState } from "react";

export type Sanitiser = (value: string) => string;

/** `value` as it may be shown: as served when `live`, else cleaned by the sanitiser `load` brings. */
export function usePreviewSanitised(value: string, live: boolean, load: () => Promise<Sanitiser>): string | null {
  const [sanitise, setSanitise] = useState<Sanitiser | null>(null);
  useEffect(() => {
    if (live || sanitise) return;
    let current = true;
    void load().then((loaded) => current && setSanitise(() => loaded));
    return () => {
      current = false;
    };
  }, [live, sanitise, load]);
  if (live) return value;
  return sanitise ? sanitise(value) : null;
}
