// §2/§4 carousels. The first frame is plain HTML and CSS (so it renders on the server and
// shifts nothing); swiper and its CSS are fetched only after the page has painted and hydrated,
// then take the row over: autoplay every 2.5 s (§9, carousel-autoplay.ts), arrows, swiping.
// With nothing to show, placeholder slides keep the row's shape.
import { useEffect, useRef, type CSSProperties, type ReactNode } from "react";
import { CAROUSEL_AUTOPLAY_MS } from "../../src/shared/constants";
import { useT } from "../../src/client/i18n/use-t";
import "./carousel.css";

/** Slides per view and spacing from a minimum width upwards (swiper's breakpoint form). */
export type Breakpoints = Record<number, { slidesPerView: number; spaceBetween: number }>;

/**
 * §9 product carousel: 640px → 1 slide (20), 768px → 2 (40), 1024px → 5 (50). Below 640px the
 * spec says nothing; phones show two cards side by side, as shoppers know from grocery apps.
 */
export const PRODUCT_BREAKPOINTS: Breakpoints = {
  0: { slidesPerView: 2, spaceBetween: 12 },
  640: { slidesPerView: 1, spaceBetween: 20 },
  768: { slidesPerView: 2, spaceBetween: 40 },
  1024: { slidesPerView: 5, spaceBetween: 50 },
};

export interface CarouselProps<T> {
  label: string;
  items: readonly T[];
  itemKey(item: T, index: number): string | number;
  renderItem(item: T, index: number): ReactNode;
  placeholder: ReactNode;
  placeholderCount?: number;
  breakpoints?: Breakpoints;
  autoplayMs?: number;
}

/** CSS variables that lay the static first frame out exactly as swiper will. */
function frameVariables(breakpoints: Breakpoints): CSSProperties {
  const vars: Record<string, string | number> = {};
  for (const [min, { slidesPerView, spaceBetween }] of Object.entries(breakpoints)) {
    vars[`--per-view-${min}`] = slidesPerView;
    vars[`--gap-${min}`] = `${spaceBetween}px`;
  }
  return vars as CSSProperties;
}

// The arrows' glyphs, drawn, not read: each button's name says where it goes.
const PREVIOUS_GLYPH = "\u2039";
const NEXT_GLYPH = "\u203a";

export function Carousel<T>({ label, items, itemKey, renderItem, placeholder, placeholderCount = 5, breakpoints = PRODUCT_BREAKPOINTS, autoplayMs = CAROUSEL_AUTOPLAY_MS }: CarouselProps<T>) {
  const t = useT();
  const regionRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const empty = items.length === 0;

  useEffect(() => {
    if (empty || !rootRef.current) return;
    let cancelled = false;
    let destroy: (() => void) | undefined;
    let frame = 0;
    // After the next frame has painted, and when the browser is idle, so swiper never
    // competes with the first paint.
    const idle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 200));
    const takeOver = () => {
      frame = window.requestAnimationFrame(() =>
        idle(() => {
          const loaded = Promise.all([import("swiper"), import("./swiper-modules"), import("swiper/css")]);
          // Each row takes over in an idle moment of its own: the rows of a page wait for the same
          // modules, and taking them all over as those arrived was one task of some 30 ms on a slow
          // phone, which a tap then waited behind (issue 29 §2).
          void loaded.then(([{ default: Swiper }, { autoplay, Navigation }]) =>
            idle(() => {
              if (cancelled || !rootRef.current || !regionRef.current) return;
              const still = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
              const swiper = new Swiper(rootRef.current, {
                modules: [Navigation],
                slidesPerView: breakpoints[0]?.slidesPerView ?? 1,
                spaceBetween: breakpoints[0]?.spaceBetween ?? 0,
                breakpoints,
                navigation: { prevEl: prevRef.current, nextEl: nextRef.current },
              });
              const stop = still ? undefined : autoplay(swiper, regionRef.current, autoplayMs);
              destroy = () => {
                stop?.();
                swiper.destroy(true, true);
              };
            }),
          );
        }),
      );
    };
    // A row further down the page is taken over only as it nears the screen: taking over is
    // some 50 ms of a slow phone's main thread per row, and a home page has several rows a
    // shopper may never scroll to; until then it is the plain row it was painted as.
    const root = regionRef.current;
    const watch =
      typeof IntersectionObserver === "function" && root
        ? new IntersectionObserver(
            (entries) => {
              if (!entries.some((entry) => entry.isIntersecting)) return;
              watch?.disconnect();
              takeOver();
            },
            { rootMargin: "300px 0px" },
          )
        : null;
    if (watch && root) watch.observe(root);
    else takeOver();
    return () => {
      cancelled = true;
      watch?.disconnect();
      window.cancelAnimationFrame(frame);
      destroy?.();
    };
  }, [empty, breakpoints, autoplayMs]);

  return (
    <div ref={regionRef} className="carousel" role="region" aria-roledescription="carousel" aria-label={label} style={frameVariables(breakpoints)} aria-busy={empty || undefined}>
      <div className="swiper" ref={rootRef}>
        <div className="swiper-wrapper">
          {empty
            ? Array.from({ length: placeholderCount }, (_, i) => (
                <div className="swiper-slide" key={`placeholder-${i}`}>
                  {placeholder}
                </div>
              ))
            : items.map((item, i) => (
                <div className="swiper-slide" key={itemKey(item, i)} role="group" aria-roledescription="slide" aria-label={t("parts.slideOf", { index: i + 1, count: items.length })}>
                  {renderItem(item, i)}
                </div>
              ))}
        </div>
      </div>
      {empty ? null : (
        <>
          <button type="button" className="carousel-arrow carousel-prev" ref={prevRef} aria-label={t("parts.previous", { label })}>
            {PREVIOUS_GLYPH}
          </button>
          <button type="button" className="carousel-arrow carousel-next" ref={nextRef} aria-label={t("parts.next", { label })}>
            {NEXT_GLYPH}
          </button>
        </>
      )}
    </div>
  );
}
