// The builder's side of the preview channel (ADR 0024): when the framed shop says it is ready,
// it gets the current document at once; after that, every edit, once the owner pauses for
// PREVIEW_DELAY_MS, so a burst of typing redraws the shop once. Messages go to this origin
// only, and only a message from the frame itself counts as its "ready". A null message (not
// ready to be drawn yet) sends nothing.
import { useEffect, useRef, type RefObject } from "react";
import { isPreviewReady, type PreviewDocumentMessage } from "../../shared/builder-preview-messages";

export const PREVIEW_DELAY_MS = 150;

function send(frame: HTMLIFrameElement | null, message: PreviewDocumentMessage | null): void {
  if (message) frame?.contentWindow?.postMessage(message, location.origin);
}

export function usePreviewChannel(frame: RefObject<HTMLIFrameElement | null>, message: PreviewDocumentMessage | null): void {
  const latest = useRef(message);
  useEffect(() => {
    latest.current = message;
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
    const timer = setTimeout(() => send(frame.current, message), PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [frame, message]);
}
