// The messages between the page builder and the shop's /builder-preview screen in its frame
// (ADR 0024): the frame says it is listening, the builder sends the unsaved settings.
import type { SiteSettings } from "./api/site-settings";

/** The preview frame → the builder: listening, send the document now. */
export const PREVIEW_READY = "kirana:builder-preview-ready";
/** The builder → the preview frame: draw the shop with these (unsaved) settings. */
export const PREVIEW_SETTINGS = "kirana:builder-preview-settings";

export interface PreviewReadyMessage {
  type: typeof PREVIEW_READY;
}

export interface PreviewSettingsMessage {
  type: typeof PREVIEW_SETTINGS;
  settings: SiteSettings;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function isPreviewReady(data: unknown): data is PreviewReadyMessage {
  return isRecord(data) && data.type === PREVIEW_READY;
}

/**
 * A settings message whose document has the parts the shop's frame is drawn from. Only the
 * outline is checked: the sender is the builder of the same origin, which has checked the
 * document against the site schemas, and the shop draws partial settings with its defaults.
 */
export function isPreviewSettings(data: unknown): data is PreviewSettingsMessage {
  if (!isRecord(data) || data.type !== PREVIEW_SETTINGS || !isRecord(data.settings)) return false;
  const s = data.settings;
  return typeof s.name === "string" && isRecord(s.navSetting) && Array.isArray(s.navs) && Array.isArray(s.footers);
}
