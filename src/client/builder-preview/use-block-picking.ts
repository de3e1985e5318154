// Choosing a block by clicking it in the builder's page preview: the click tells the framing
// builder the block's id (its `data-block-id`, drawn in preview mode only), and the block the
// builder has selected is scrolled into view when it is off screen. The outline itself is CSS
// on the `data-selected` mark the renderer draws.
//
// Inside a block a click only chooses it: it is caught in the capture phase, before the shop's
// own handlers, so links do not navigate, buttons do not act and forms do not submit. Owners
// try a block's controls on the live shop; the preview is for looking and choosing.
import { useEffect, useRef } from "react";
import { PREVIEW_BLOCK_CLICK, type PreviewBlockClickMessage } from "../../shared/builder-preview-messages";
import { isBlockId } from "../../shared/block-id";

export const BLOCK_ID_ATTRIBUTE = "data-block-id";

/** A capture-phase click listener that stops a click inside a block and hands on the block's id. */
export function blockClickHandler(onPick: (id: string) => void): (event: MouseEvent) => void {
  return (event) => {
    const target = event.target;
    const block = target instanceof Element ? target.closest(`[${BLOCK_ID_ATTRIBUTE}]`) : null;
    const id = block?.getAttribute(BLOCK_ID_ATTRIBUTE);
    if (!isBlockId(id)) return;
    event.preventDefault();
    event.stopPropagation();
    onPick(id);
  };
}

function isOffScreen(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.bottom <= 0 || box.top >= window.innerHeight;
}

function reveal(element: Element): void {
  if (!isOffScreen(element)) return;
  const tall = element.getBoundingClientRect().height > window.innerHeight;
  const smooth = !window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  // jsdom has no scrollIntoView.
  element.scrollIntoView?.({ block: tall ? "start" : "center", behavior: smooth ? "smooth" : "auto" });
}

/**
 * While `active` (a page is drawn in the builder's frame): clicks on blocks are posted to the
 * builder, and each newly selected block is revealed once it is drawn.
 */
export function useBlockPicking(active: boolean, selectedId: string | null): void {
  useEffect(() => {
    if (!active || window.parent === window) return;
    const onClick = blockClickHandler((id) => {
      const message: PreviewBlockClickMessage = { type: PREVIEW_BLOCK_CLICK, id };
      window.parent.postMessage(message, location.origin);
    });
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, [active]);

  // A block the builder has just added is selected before it is drawn, and a block's code loads
  // after the page: it is revealed once it appears, and only once, so later edits leave the
  // owner's scrolling alone.
  const revealed = useRef<string | null>(null);
  useEffect(() => {
    if (!active || !selectedId || revealed.current === selectedId) return;
    const find = () => document.querySelector(`[${BLOCK_ID_ATTRIBUTE}="${selectedId}"]`);
    const done = (element: Element) => {
      revealed.current = selectedId;
      reveal(element);
    };
    const now = find();
    if (now) return done(now);
    const observer = new MutationObserver(() => {
      const later = find();
      if (!later) return;
      observer.disconnect();
      done(later);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [active, selectedId]);
}
