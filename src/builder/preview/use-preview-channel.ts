// The builder's side of the preview channel (ADR 0024): when the framed shop says it is ready,
// it gets the current document at once; after that, every edit, once the owner pauses for
// PREVIEW_DELAY_MS, so a burst of typing redraws the shop once. Messages go to this origin
// only, and only a message from the frame itself counts as its "ready".
import { useEffect, useRef, type RefObject } from "react";
import type { SiteSettings } from "../../shared/api/site-settings";
import { isPreviewReady, PREVIEW_SETTINGS, type PreviewSettingsMessage } from "../../shared/builder-preview-messages";

export const PREVIEW_DELAY_MS = 150;

function send(frame: HTMLIFrameElement | null, settings: SiteSettings): void {
  const message: PreviewSettingsMessage = { type: PREVIEW_SETTINGS, settings };
  frame?.contentWindow?.postMessage(message, location.origin);
}

export function usePreviewChannel(frame: RefObject<HTMLIFrameElement | null>, settings: SiteSettings): void {
  const latest = useRef(settings);
  useEffect(() => {
    latest.current = settings;
  });

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const target = frame.current?.contentWindow;
      if (!target || event.source !== target || event.origin !== location.origin || !isPreviewReady(event.data)) return;
      send(frame.current, latest.current);
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [frame]);

  useEffect(() => {
    const timer = setTimeout(() => send(frame.current, settings), PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [frame, settings]);
}
