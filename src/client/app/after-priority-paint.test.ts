import { afterEach, describe, expect, it, vi } from "vitest";
import { afterPriorityPaint } from "./after-priority-paint";

afterEach(() => vi.useRealTimers());

const root = (html: string) => {
  const div = document.createElement("div");
  div.innerHTML = html;
  return div;
};

describe("afterPriorityPaint", () => {
  it("waits for the priority pictures to load, then a frame", async () => {
    const el = root('<img fetchpriority="high" src="/a.svg"><img src="/lazy.svg">');
    let done = false;
    const wait = afterPriorityPaint(el, 10_000).then(() => (done = true));
    await new Promise((r) => setTimeout(r, 20));
    expect(done).toBe(false);
    el.querySelector("img")!.dispatchEvent(new Event("load"));
    await wait;
    expect(done).toBe(true);
  });

  it("gives up waiting after the cap, so a picture that never comes cannot hold the shop back", async () => {
    const el = root('<img fetchpriority="high" src="/never.svg">');
    const started = Date.now();
    await afterPriorityPaint(el, 50);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
  });
});
