// Which messages the settings preview obeys: only a settings document sent by the window that
// frames it, from this same origin. Any other page could frame the preview or post to it, and
// must not be able to draw its own header, links and colours under the shop's address.
import type { SiteSettings } from "../../shared/api/site-settings";
import { isPreviewSettings } from "../../shared/builder-preview-messages";

export interface PreviewMessageSource {
  /** This window's origin (location.origin). */
  origin: string;
  /** The framing window (window.parent). */
  parent: MessageEventSource | null;
}

/** A message listener that hands on the settings of accepted messages and ignores the rest. */
export function previewMessageHandler(own: PreviewMessageSource, onSettings: (settings: SiteSettings) => void): (event: MessageEvent) => void {
  return (event) => {
    if (event.origin !== own.origin || own.parent === null || event.source !== own.parent) return;
    if (isPreviewSettings(event.data)) onSettings(event.data.settings);
  };
}
