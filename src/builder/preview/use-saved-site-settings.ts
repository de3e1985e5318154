// The active website's saved settings, fetched once: the page preview draws the page inside
// the chrome shoppers will see (the settings screen's unsaved edits are its own preview's).
import type { SiteSettings } from "../../shared/api/site-settings";
import { useLoaded } from "../../tool-shell/use-loaded";
import { fetchSiteSettings } from "../api/site-settings-api";

export interface SavedSiteSettings {
  settings: SiteSettings | null;
  /** Why they could not be fetched, for the owner; null while fetching or once fetched. */
  error: string | null;
  retry(): void;
}

export function useSavedSiteSettings(): SavedSiteSettings {
  const saved = useLoaded("site-settings", (signal) => fetchSiteSettings({ signal }).then((answer) => answer.settings));
  // "Try again" takes the failure away at once: the owner sees it is being tried.
  return { settings: saved.data, error: saved.loading ? null : saved.error, retry: saved.reload };
}
