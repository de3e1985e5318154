// §9 "Carousels autoplay every 2.5 s", while a shopper could be watching: paused while a mouse is
// over the carousel or focus is inside it (someone reading or pressing a card, which must not slide
// away under them), while it is scrolled off the screen, and while the tab is hidden. Swiper's own
// Autoplay is not used: for as long as it plays it asks for every animation frame (to report the
// time left, which nothing here reads), so each carousel kept the page's main thread drawing frames
// for good — home has seven — and a tap waited behind them on a slow phone (issue 29 §2).
import type Swiper from "swiper";

/** The part of a swiper autoplay turns. */
export type Turnable = Pick<Swiper, "isEnd" | "slideNext" | "slideTo" | "on" | "off">;

/** Turns the carousel every `delay` ms, after the last slide back to the first; returns a stop. */
export function autoplay(swiper: Turnable, region: HTMLElement, delay: number): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let onScreen = true;
  let hovered = false;
  let focused = false;

  const turn = () => {
    timer = undefined;
    if (swiper.isEnd) swiper.slideTo(0);
    else swiper.slideNext();
  };
  // Every change of slide, the shopper's swipes and arrows included, starts a full wait again.
  const wait = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (onScreen && !hovered && !focused && document.visibilityState === "visible") timer = setTimeout(turn, delay);
  };

  // A touch sends pointerenter too; only a mouse resting on the carousel pauses it.
  const enter = (e: PointerEvent) => {
    if (e.pointerType !== "mouse") return;
    hovered = true;
    wait();
  };
  const leave = (e: PointerEvent) => {
    if (e.pointerType !== "mouse") return;
    hovered = false;
    wait();
  };
  const focusIn = () => {
    focused = true;
    wait();
  };
  const focusOut = (e: FocusEvent) => {
    if (e.relatedTarget instanceof Node && region.contains(e.relatedTarget)) return;
    focused = false;
    wait();
  };
  const seen =
    typeof IntersectionObserver === "function"
      ? new IntersectionObserver((entries) => {
          onScreen = entries.some((entry) => entry.isIntersecting);
          wait();
        })
      : null;

  region.addEventListener("pointerenter", enter);
  region.addEventListener("pointerleave", leave);
  region.addEventListener("focusin", focusIn);
  region.addEventListener("focusout", focusOut);
  document.addEventListener("visibilitychange", wait);
  seen?.observe(region);
  swiper.on("slideChange", wait);
  wait();

  return () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    region.removeEventListener("pointerenter", enter);
    region.removeEventListener("pointerleave", leave);
    region.removeEventListener("focusin", focusIn);
    region.removeEventListener("focusout", focusOut);
    document.removeEventListener("visibilitychange", wait);
    seen?.disconnect();
    swiper.off("slideChange", wait);
  };
}
