// The page's compiled messages (ADR 0085), at the address the server wrote in the head. Kept by
// the browser for good (the address changes with the content) and by the service worker.
import { MESSAGES_META } from "../../shared/i18n/messages-meta";
import type { ShopMessages } from "./intl";

/** null when the page names no catalogue or it cannot be fetched: the shop then renders its start failure. */
export async function fetchMessages(): Promise<ShopMessages | null> {
  const path = document.querySelector<HTMLMetaElement>(`meta[name="${MESSAGES_META}"]`)?.content;
  if (!path) return null;
  try {
    const response = await fetch(path, { credentials: "same-origin" });
    return response.ok ? ((await response.json()) as ShopMessages) : null;
  } catch {
    return null;
  }
}
