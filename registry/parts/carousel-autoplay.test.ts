import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { autoplay, type Turnable } from "./carousel-autoplay";

/** A swiper of `pages` positions that says when its slide changes, as swiper does. */
function fakeSwiper(pages: number) {
  const handlers = new Set<() => void>();
  const at = { index: 0 };
  const move = (index: number) => {
    if (index === at.index) return;
    at.index = index;
    for (const h of handlers) h();
  };
  const swiper = {
    get isEnd() {
      return at.index === pages - 1;
    },
    slideNext: () => move(Math.min(pages - 1, at.index + 1)),
    slideTo: (index: number) => move(index),
    on: (_event: string, h: () => void) => handlers.add(h),
    off: (_event: string, h: () => void) => handlers.delete(h),
  };
  return { swiper: swiper as unknown as Turnable, at, move, handlers };
}

let observed: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        observed = callback;
      }
      observe() {}
      disconnect() {
        observed = undefined;
      }
    },
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

const region = () => document.body.appendChild(document.createElement("div"));
const pointer = (type: string, pointerType: string) => Object.assign(new Event(type), { pointerType });

describe("carousel autoplay", () => {
  it("turns every delay, from the last slide back to the first, and a swipe starts a full wait", () => {
    const { swiper, at, move } = fakeSwiper(3);
    autoplay(swiper, region(), 2500);
    vi.advanceTimersByTime(2499);
    expect(at.index).toBe(0);
    vi.advanceTimersByTime(1);
    expect(at.index).toBe(1);
    vi.advanceTimersByTime(2500);
    expect(at.index).toBe(2);
    vi.advanceTimersByTime(2500);
    expect(at.index).toBe(0);
    vi.advanceTimersByTime(1000);
    move(2); // the shopper swipes
    vi.advanceTimersByTime(2000);
    expect(at.index).toBe(2);
    vi.advanceTimersByTime(500);
    expect(at.index).toBe(0);
  });

  it("waits while a mouse rests on it or focus is inside it, not for a touch", () => {
    const { swiper, at } = fakeSwiper(3);
    const el = region();
    const card = el.appendChild(document.createElement("button"));
    autoplay(swiper, el, 1000);
    el.dispatchEvent(pointer("pointerenter", "touch"));
    vi.advanceTimersByTime(1000);
    expect(at.index).toBe(1);
    el.dispatchEvent(pointer("pointerenter", "mouse"));
    vi.advanceTimersByTime(5000);
    expect(at.index).toBe(1);
    el.dispatchEvent(pointer("pointerleave", "mouse"));
    card.focus();
    vi.advanceTimersByTime(5000);
    expect(at.index).toBe(1);
    card.blur();
    vi.advanceTimersByTime(1000);
    expect(at.index).toBe(2);
  });

  it("waits while it is off the screen, and stops for good when stopped", () => {
    const { swiper, at, handlers } = fakeSwiper(3);
    const stop = autoplay(swiper, region(), 1000);
    observed!([{ isIntersecting: false }]);
    vi.advanceTimersByTime(5000);
    expect(at.index).toBe(0);
    observed!([{ isIntersecting: true }]);
    vi.advanceTimersByTime(1000);
    expect(at.index).toBe(1);
    stop();
    vi.advanceTimersByTime(5000);
    expect(at.index).toBe(1);
    expect(handlers.size).toBe(0);
    expect(observed).toBeUndefined();
  });
});
