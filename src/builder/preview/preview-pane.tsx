// The settings screen's live preview: the real shop drawing its header, navbar, footer,
// colours and font from the unsaved settings.
import { useMemo } from "react";
import type { SiteSettings } from "../../shared/api/site-settings";
import { PREVIEW_SETTINGS, type PreviewSettingsMessage } from "../../shared/builder-preview-messages";
import { PreviewViewport } from "./preview-viewport";

export function PreviewPane({ settings }: { settings: SiteSettings }) {
  const message = useMemo((): PreviewSettingsMessage => ({ type: PREVIEW_SETTINGS, settings }), [settings]);
  return <PreviewViewport message={message} />;
}
