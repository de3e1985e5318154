// The builder's side of the preview channel (ADR 0024): when the framed shop says it is ready,
// it gets the current document at once; after that, every edit, once the owner pauses for
// PREVIEW_DELAY_MS, so a burst of typing redraws the shop once. Messages go to this origin
// only, and only a message from the frame itself counts as its "ready". A null message (not
// ready to be drawn yet) sends nothing.
//
// A page's preview also shares the selection: the frame says which block the owner clicked
// (`onPick`, from the frame itself and this origin only, as "ready"), and is told at once which
// block is selected, so that it outlines it.
import { useEffect, useRef, type RefObject } from "react";
import { isPreviewBlockClick, isPreviewReady, PREVIEW_SELECT, type PreviewFrameMessage, type PreviewDocumentMessage, type PreviewSelectMessage } from "../../shared/builder-preview-messages";

export const PREVIEW_DELAY_MS = 150;

/** The selected block (null: none) and what a click on a block in the frame does. */
export interface PreviewSelection {
  id: string | null;
  onPick(id: string): void;
}

function send(frame: HTMLIFrameElement | null, message: PreviewFrameMessage | null): void {
  if (message) frame?.contentWindow?.postMessage(message, location.origin);
}

const selectMessage = (selection: PreviewSelection | undefined): PreviewSelectMessage | null => (selection ? { type: PREVIEW_SELECT, id: selection.id } : null);

export function usePreviewChannel(frame: RefObject<HTMLIFrameElement | null>, message: PreviewDocumentMessage | null, selection?: PreviewSelection): void {
  const latest = useRef(message);
  const latestSelection = useRef(selection);
  useEffect(() => {
    latest.current = message;
    latestSelection.current = selection;
  });

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const target = frame.current?.contentWindow;
      if (!target || event.source !== target || event.origin !== location.origin) return;
      if (isPreviewReady(event.data)) {
        send(frame.current, latest.current);
        send(frame.current, selectMessage(latestSelection.current));
      } else if (isPreviewBlockClick(event.data)) {
        latestSelection.current?.onPick(event.data.id);
      }
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [frame]);

  useEffect(() => {
    const timer = setTimeout(() => send(frame.current, message), PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [frame, message]);

  // Not delayed: choosing a block is not typing, and the outline should follow the click.
  const selectedId = selection?.id;
  const sharesSelection = selection !== undefined;
  useEffect(() => {
    if (sharesSelection) send(frame.current, { type: PREVIEW_SELECT, id: selectedId ?? null });
  }, [frame, sharesSelection, selectedId]);
}
