import { afterEach, describe, expect, it, vi } from "vitest";
import { act, render } from "@testing-library/react";
import { Carousel } from "./carousel";

afterEach(() => vi.unstubAllGlobals());

/** Watches what the carousel observes, and lets the test bring it near the screen. */
function watchIntersections() {
  const seen: { callback: (entries: { isIntersecting: boolean }[]) => void; observed: Element[]; disconnected: boolean }[] = [];
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      own: (typeof seen)[number];
      constructor(callback: (typeof seen)[number]["callback"]) {
        this.own = { callback, observed: [], disconnected: false };
        seen.push(this.own);
      }
      observe(el: Element) {
        this.own.observed.push(el);
      }
      disconnect() {
        this.own.disconnected = true;
      }
    },
  );
  return seen;
}

const row = () => <Carousel label="Best deals" items={["atta", "dal", "rice"]} itemKey={(item) => item} renderItem={(item) => <p>{item}</p>} placeholder={null} />;

describe("a carousel further down the page", () => {
  it("is taken over only once it nears the screen", () => {
    const observers = watchIntersections();
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, "requestAnimationFrame").mockImplementation((cb) => (frames.push(cb), frames.length));
    const { container } = render(row());
    expect(observers).toHaveLength(1);
    expect(observers[0]!.observed).toEqual([container.querySelector(".carousel")]);
    // Off screen: nothing is scheduled, so swiper is neither fetched nor run.
    act(() => observers[0]!.callback([{ isIntersecting: false }]));
    expect(frames).toHaveLength(0);
    act(() => observers[0]!.callback([{ isIntersecting: true }]));
    expect(frames).toHaveLength(1);
    expect(observers[0]!.disconnected).toBe(true);
    vi.mocked(window.requestAnimationFrame).mockRestore();
  });

  it("stops watching when it leaves the page before it was reached", () => {
    const observers = watchIntersections();
    const { unmount } = render(row());
    unmount();
    expect(observers[0]!.disconnected).toBe(true);
  });
});
