// Timing one tap on "Add to Cart", for bench/tap.ts. `recordTap` (an init script, before any of
// the shop's code) and `tapSettled` run in the page, so they use nothing outside their own
// bodies, and name no inner function either: tsx would wrap it in its __name helper, which the
// page does not have. `readTap` turns what the page noted into the tap's latency.
//
// When to tap: the server renders the button disabled, and the control enables it once its block
// has hydrated (its `ready`), when a press would first do something. The page is scrolled to put
// the button in the middle of the screen once the server's HTML is read (the shopper scrolls to
// it while it is still being readied); the moment it is enabled, the page logs the point to
// touch for the bench, so the touch follows at once: polling from the bench instead (Playwright's
// waitForFunction, or locator.tap()'s checks) waits for frames or round trips on the slowed main
// thread, and touched 0.3 to 0.8 s later, when the page had gone quiet.
//
// The tap starts when the touch reaches the page: its pointerdown's timestamp plus the time
// DevTools alone held it (`devtoolsWait`), so time the page's busy main thread kept it waiting
// counts and the wait no finger meets does not. The loading state is drawn by the click's
// own handler (registry/parts/add-to-cart-control.tsx marks the add busy as it runs, and React
// commits a click's update before the event's dispatch ends), so the first frame after the click
// was handled shows it: Event Timing's click entry says when, as startTime + duration (rounded by
// the browser to 8 ms). Entries under 16 ms are never reported; such a tap counts as taking its
// click's timestamp plus 16 ms, an upper bound. The recorder checks that aria-busy was set before
// the click's processing ended, else the entry would time a frame without the loading state.

export interface TapRecord {
  /** event.timeStamp of the first pointerdown, and of the first click on an Add to Cart button. */
  pointerdown: number | null;
  click: number | null;
  /** What the first click landed on instead, if not such a button. */
  missed: string | null;
  /** performance.now() when the first Add to Cart button was enabled, and when one first said
   *  aria-busy="true". */
  readyAt: number | null;
  busyAt: number | null;
  entries: { name: string; startTime: number; processingStart: number; processingEnd: number; duration: number }[];
}

export const ADD_BUTTON = 'button[aria-label^="Add to Cart"]';
/** What the page logs, followed by the point to touch as JSON, once the first Add to Cart button
 *  is enabled. A log, not a binding: Playwright answers a binding's call by running script in the
 *  page, which took the slowed main thread 10 to 15 ms just as the touch came. */
export const READY_LOG = "tap-ready ";

export interface TapPoint {
  x: number;
  y: number;
}

export function recordTap({ addButton, readyLog }: { addButton: string; readyLog: string }): void {
  const record: TapRecord = { pointerdown: null, click: null, missed: null, readyAt: null, busyAt: null, entries: [] };
  (window as unknown as { __tap: TapRecord }).__tap = record;
  addEventListener("pointerdown", (e) => (record.pointerdown ??= e.timeStamp), { capture: true });
  addEventListener(
    "click",
    (e) => {
      if (record.click !== null || record.missed !== null || !(e.target instanceof Element)) return;
      if (e.target.closest(addButton)) record.click = e.timeStamp;
      else record.missed = e.target.outerHTML.slice(0, 120);
    },
    { capture: true },
  );
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as PerformanceEventTiming[]) {
      record.entries.push({ name: e.name, startTime: e.startTime, processingStart: e.processingStart, processingEnd: e.processingEnd, duration: e.duration });
    }
  }).observe({ type: "event", durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  new MutationObserver((mutations) => {
    if (record.busyAt !== null) return;
    const busy = mutations.some((m) => m.target instanceof Element && m.target.matches(addButton) && m.target.getAttribute("aria-busy") === "true");
    if (busy) record.busyAt = performance.now();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["aria-busy"] });
  // The shopper scrolls to the product as soon as the page shows it, before its button works;
  // scrolling at the tap instead would make the touch wait for the frame that commits the scroll.
  addEventListener("DOMContentLoaded", () => document.querySelector(addButton)?.scrollIntoView({ block: "center", behavior: "instant" }));
  new MutationObserver((_, observer) => {
    const button = document.querySelector<HTMLButtonElement>(addButton);
    if (!button || button.disabled) return;
    observer.disconnect();
    record.readyAt = performance.now();
    // Scrolled to already; again only if hydration moved it out of the middle of the screen.
    const before = button.getBoundingClientRect();
    if (before.top < innerHeight / 4 || before.bottom > (innerHeight * 3) / 4) button.scrollIntoView({ block: "center", behavior: "instant" });
    const box = button.getBoundingClientRect();
    const point: TapPoint = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    console.info(readyLog + JSON.stringify(point));
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["disabled"] });
}

/** Whether the page has noted all it will: the loading state and the click's entry, if any. */
export function tapSettled(): boolean {
  const r = (window as unknown as { __tap: TapRecord }).__tap;
  return r.click !== null && r.busyAt !== null && r.entries.some((e) => e.name === "click" && Math.abs(e.startTime - r.click!) < 1);
}

export interface TapTiming {
  /** From the touch reaching the page to the first frame showing the loading state. */
  ms: number;
  /** From DevTools' touch (the event's timestamp) to that frame: `ms` plus `devtoolsWaitMs`. */
  fromSendMs: number;
  /** How long DevTools held the touch before handing it to the page (see `devtoolsWait`). */
  devtoolsWaitMs: number;
  /** The touch (as it reached the page) until the click's handlers start (the main thread busy,
   *  the touch's own events, the browser turning the touch into a click), those handlers, and
   *  then the wait for the frame. */
  inputDelayMs: number;
  handlerMs: number;
  toPaintMs: number;
  /** From the button being enabled to the touch: how "right after load" the tap was. */
  afterReadyMs: number;
  /** The click took under 16 ms to paint, so `ms` is an upper bound. */
  bound: boolean;
}

/**
 * How long DevTools held the touch before handing it to the page, from a trace of the tap
 * (category "latencyInfo"). Input.dispatchTouchEvent stamps the touch when the command arrives,
 * then waits for the page's next frame before routing it (Chromium tests that it does: "waits
 * for a frame before committing"); a finger's touch goes to the page at once. On a page busy
 * loading that wait was 25 to 50 ms of each tap's figure. The touch's latency record carries both
 * moments on the browser's clock: the original timestamp (the event's timeStamp in the page) and
 * when the browser's widget host began to route it.
 */
export function devtoolsWait(traceEvents: readonly { name: string; ph: string; args?: unknown }[]): number {
  type Component = { component_type: string; time_us: number };
  const start = traceEvents.find((e) => e.name === "InputLatency::TouchStart" && e.ph === "b");
  const components = (start?.args as { chrome_latency_info?: { component_info?: Component[] } } | undefined)?.chrome_latency_info?.component_info ?? [];
  const at = (type: string) => components.find((c) => c.component_type === type)?.time_us;
  const original = at("COMPONENT_INPUT_EVENT_LATENCY_ORIGINAL");
  const routed = at("COMPONENT_INPUT_EVENT_LATENCY_BEGIN_RWH");
  if (original === undefined || routed === undefined) throw new Error("the trace holds no latency record of the touch, so DevTools' wait cannot be taken out");
  return Math.max(0, (routed - original) / 1000);
}

export function readTap(r: TapRecord, devtoolsWaitMs: number): TapTiming {
  if (r.click === null) throw new Error(`the tap missed the Add to Cart button${r.missed ? `: it landed on ${r.missed}` : ""}`);
  if (r.busyAt === null) throw new Error("the tapped button never said aria-busy");
  const sent = r.pointerdown ?? r.click;
  const start = sent + devtoolsWaitMs;
  const afterReadyMs = sent - (r.readyAt ?? NaN);
  const click = r.entries.find((e) => e.name === "click" && Math.abs(e.startTime - r.click!) < 1);
  const timing = (paint: number) => ({ ms: paint - start, fromSendMs: paint - sent, devtoolsWaitMs, afterReadyMs });
  if (!click) return { ...timing(r.click + 16), inputDelayMs: NaN, handlerMs: NaN, toPaintMs: NaN, bound: true };
  if (r.busyAt > click.processingEnd)
    throw new Error(
      `the loading state came ${(r.busyAt - click.processingEnd).toFixed(0)} ms after the click was handled: it is no longer drawn by the click's own handler, so its click entry does not time it`,
    );
  const paint = click.startTime + click.duration;
  return { ...timing(paint), inputDelayMs: click.processingStart - start, handlerMs: click.processingEnd - click.processingStart, toPaintMs: paint - click.processingEnd, bound: false };
}
