import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PREVIEW_READY, PREVIEW_SETTINGS } from "../../shared/builder-preview-messages";
import { demoSettings } from "../testing/settings-harness";
import { PreviewPane } from "./preview-pane";
import { PREVIEW_DELAY_MS } from "./use-preview-channel";

afterEach(() => vi.useRealTimers());

function renderPane() {
  const settings = demoSettings();
  const view = render(<PreviewPane settings={settings} />);
  const frame = screen.getByTitle("Shop preview") as HTMLIFrameElement;
  const posted = vi.fn();
  frame.contentWindow!.postMessage = posted as never;
  return { ...view, settings, frame, posted };
}

const ready = (source: Window | null, origin = location.origin) => act(() => void window.dispatchEvent(new MessageEvent("message", { data: { type: PREVIEW_READY }, origin, source })));

describe("the preview pane", () => {
  it("frames the shop's preview route and switches between phone, tablet and laptop widths", async () => {
    const user = userEvent.setup();
    const { frame } = renderPane();
    expect(frame.getAttribute("src")).toBe("/builder-preview");
    expect(frame.style.width).toBe("1280px");
    expect(screen.getByRole("button", { name: "Desktop 1280 px" }).getAttribute("aria-pressed")).toBe("true");
    await user.click(screen.getByRole("button", { name: "Mobile 390 px" }));
    expect(frame.style.width).toBe("390px");
    expect(screen.getByRole("button", { name: "Mobile 390 px" }).getAttribute("aria-pressed")).toBe("true");
    await user.click(screen.getByRole("button", { name: "Tablet 768 px" }));
    expect(frame.style.width).toBe("768px");
  });

  it("sends the document to this origin as soon as its frame is ready", () => {
    const { frame, posted, settings } = renderPane();
    ready(frame.contentWindow);
    expect(posted).toHaveBeenCalledWith({ type: PREVIEW_SETTINGS, settings }, location.origin);
  });

  it("does not take another window's or origin's word that the frame is ready", () => {
    const { frame, posted } = renderPane();
    const stranger = document.body.appendChild(document.createElement("iframe")).contentWindow;
    ready(stranger);
    ready(frame.contentWindow, "https://evil.example");
    expect(posted).not.toHaveBeenCalled();
  });

  it("sends each edit once the owner pauses", () => {
    vi.useFakeTimers();
    const { rerender, posted } = renderPane();
    act(() => void vi.advanceTimersByTime(PREVIEW_DELAY_MS));
    posted.mockClear();
    const edits = ["A", "AB", "ABC"].map((name) => ({ ...demoSettings(), name }));
    for (const edit of edits) {
      rerender(<PreviewPane settings={edit} />);
      act(() => void vi.advanceTimersByTime(PREVIEW_DELAY_MS / 3));
    }
    expect(posted).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(PREVIEW_DELAY_MS));
    expect(posted).toHaveBeenCalledTimes(1);
    expect(posted).toHaveBeenCalledWith({ type: PREVIEW_SETTINGS, settings: edits[2] }, location.origin);
  });
});
