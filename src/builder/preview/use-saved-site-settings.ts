// The active website's saved settings, fetched once: the page preview draws the page inside
// the chrome shoppers will see (the settings screen's unsaved edits are its own preview's).
import { useCallback, useEffect, useState } from "react";
import { isAbortError } from "../../client/api/http-client";
import type { SiteSettings } from "../../shared/api/site-settings";
import { userMessage } from "../../shared/error-message";
import { fetchSiteSettings } from "../api/site-settings-api";

export interface SavedSiteSettings {
  settings: SiteSettings | null;
  /** Why they could not be fetched, for the owner; null while fetching or once fetched. */
  error: string | null;
  retry(): void;
}

export function useSavedSiteSettings(): SavedSiteSettings {
  const [settings, setSettings] = useState<SiteSettings | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetchSiteSettings({ signal: controller.signal }).then(
      (answer) => setSettings(answer.settings),
      (failure: unknown) => {
        if (!isAbortError(failure)) setError(userMessage(failure));
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => {
    setError(null);
    setAttempt((n) => n + 1);
  }, []);
  return { settings, error, retry };
}
