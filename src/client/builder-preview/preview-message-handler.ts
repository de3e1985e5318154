// Which messages the builder preview obeys: only a settings or page document, or a selected
// block's id, sent by the window that frames it, from this same origin. Any other page could frame the preview or post to it,
// and must not be able to draw its own header, links, colours and blocks under the shop's address.
import { isPreviewPage, isPreviewSelect, isPreviewSettings, type PreviewFrameMessage } from "../../shared/builder-preview-messages";

export interface PreviewMessageSource {
  /** This window's origin (location.origin). */
  origin: string;
  /** The framing window (window.parent). */
  parent: MessageEventSource | null;
}

/** A message listener that hands on accepted messages and ignores the rest. */
export function previewMessageHandler(own: PreviewMessageSource, onMessage: (message: PreviewFrameMessage) => void): (event: MessageEvent) => void {
  return (event) => {
    if (event.origin !== own.origin || own.parent === null || event.source !== own.parent) return;
    if (isPreviewSettings(event.data) || isPreviewPage(event.data) || isPreviewSelect(event.data)) onMessage(event.data);
  };
}
