// Keeps the navbar on one row: measures its top-level items once with all of them drawn (the
// server draws them all, clipped, so the first paint never wraps), then on every resize works
// out from those widths how many fit, without drawing them again. Fonts that arrive later change
// the widths, so they are measured again then.
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from "react";
import { fittingCount } from "./fitting-count";

// The server has no layout: the effect only runs in a browser.
const useBrowserLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

interface Measured {
  widths: number[];
  more: number;
  gap: number;
}

function contentWidth(el: HTMLElement): number {
  const style = getComputedStyle(el);
  return el.clientWidth - (parseFloat(style.paddingLeft) || 0) - (parseFloat(style.paddingRight) || 0);
}

/** `null` while measuring (every item drawn); then how many items to draw before "More". */
export function useFittingCount(list: RefObject<HTMLUListElement | null>, itemsKey: string): number | null {
  const [count, setCount] = useState<number | null>(null);
  const measured = useRef<Measured | null>(null);

  const fit = useCallback(() => {
    const ul = list.current;
    const m = measured.current;
    if (!ul?.parentElement || !m) return;
    setCount(fittingCount(m.widths, m.more, contentWidth(ul.parentElement), m.gap));
  }, [list]);

  const remeasure = useCallback(() => {
    measured.current = null;
    setCount(null);
  }, []);

  // New items (the owner edited the navigation) are measured afresh; the first ones already are.
  const shownKey = useRef(itemsKey);
  useEffect(() => {
    if (shownKey.current === itemsKey) return;
    shownKey.current = itemsKey;
    remeasure();
  }, [itemsKey, remeasure]);

  useBrowserLayoutEffect(() => {
    const ul = list.current;
    if (count !== null || !ul) return;
    const items = [...ul.children].filter((li): li is HTMLElement => li instanceof HTMLElement && !li.classList.contains("nav-more"));
    const more = ul.querySelector<HTMLElement>(":scope > .nav-more");
    measured.current = {
      widths: items.map((li) => li.getBoundingClientRect().width),
      more: more?.getBoundingClientRect().width ?? 0,
      gap: parseFloat(getComputedStyle(ul).columnGap) || 0,
    };
    fit();
  }, [count, list, fit]);

  useEffect(() => {
    const ul = list.current;
    if (!ul?.parentElement || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(fit);
    observer.observe(ul.parentElement);
    return () => observer.disconnect();
  }, [list, fit]);

  useEffect(() => {
    const fonts = typeof document === "undefined" ? undefined : document.fonts;
    if (!fonts || fonts.status === "loaded") return;
    let live = true;
    void fonts.ready.then(() => live && remeasure());
    return () => {
      live = false;
    };
  }, [remeasure]);

  return count;
}
