import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { useRef, useState } from "react";
import { computePopperPosition, Popper, POPPER_FADE_MS, POPPER_OFFSET, POPPER_Z_INDEX, type PopperCloseReason, type PopperPlacement } from "./popper";

const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

function Harness({ onClose, placement }: { onClose?: (reason: PopperCloseReason) => void; placement?: PopperPlacement }) {
  const anchor = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(true);
  return (
    <>
      <button ref={anchor} onClick={() => setOpen((o) => !o)}>
        anchor
      </button>
      <p>elsewhere</p>
      <Popper
        anchor={anchor}
        open={open}
        placement={placement}
        onClose={(reason) => {
          onClose?.(reason);
          setOpen(false);
        }}
      >
        <p>Panel</p>
      </Popper>
    </>
  );
}

const panel = () => screen.getByText("Panel").parentElement as HTMLElement;

describe("computePopperPosition", () => {
  const viewport = { width: 1000, height: 800 };
  const anchor = { top: 100, bottom: 140, left: 200, right: 300 };
  const size = { width: 250, height: 200 };

  it("places the panel 10 px below the anchor, left edges aligned, by default", () => {
    expect(computePopperPosition(anchor, size, viewport)).toEqual({ top: 150, left: 200, placement: "bottom-start" });
  });
  it("aligns right edges for the end placements and goes above for the top ones", () => {
    expect(computePopperPosition(anchor, size, viewport, "bottom-end")).toEqual({ top: 150, left: 50, placement: "bottom-end" });
    const high = { top: 500, bottom: 540, left: 200, right: 300 };
    expect(computePopperPosition(high, size, viewport, "top-start")).toEqual({ top: 290, left: 200, placement: "top-start" });
  });
  it("flips above when there is no room below and more room above", () => {
    const low = { top: 700, bottom: 740, left: 200, right: 300 };
    expect(computePopperPosition(low, size, viewport)).toEqual({ top: 490, left: 200, placement: "top-start" });
  });
  it("flips below when there is no room above and more room below", () => {
    expect(computePopperPosition(anchor, size, viewport, "top-start")).toEqual({ top: 150, left: 200, placement: "bottom-start" });
  });
  it("stays put when neither side has room but the preferred one has more", () => {
    const tall = { width: 250, height: 790 };
    expect(computePopperPosition(anchor, tall, viewport).placement).toBe("bottom-start");
  });
  it("shifts sideways to stay inside the viewport", () => {
    const right = { top: 100, bottom: 140, left: 900, right: 980 };
    expect(computePopperPosition(right, size, viewport).left).toBe(750);
    expect(computePopperPosition(anchor, size, viewport, "bottom-end", 10).left).toBe(50);
    const left = { top: 100, bottom: 140, left: 10, right: 60 };
    expect(computePopperPosition(left, size, viewport, "bottom-end").left).toBe(0);
  });
  it("takes another offset", () => {
    expect(computePopperPosition(anchor, size, viewport, "bottom-start", 4).top).toBe(144);
  });
});

describe("Popper", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("floats at z-index 9999, 10 px below its anchor", () => {
    expect([POPPER_Z_INDEX, POPPER_OFFSET]).toEqual([9999, 10]);
    render(<Harness />);
    expect(panel().style.zIndex).toBe("9999");
    expect(panel().style.position).toBe("fixed");
    // jsdom lays nothing out: the anchor's box is all zeros, so the panel sits at 0 + 10.
    expect(panel().style.top).toBe("10px");
    expect(panel().style.left).toBe("0px");
  });

  it("measures the anchor and flips above when there is no room below", () => {
    vi.spyOn(HTMLElement.prototype, "offsetHeight", "get").mockReturnValue(120);
    vi.spyOn(HTMLElement.prototype, "offsetWidth", "get").mockReturnValue(200);
    vi.spyOn(HTMLButtonElement.prototype, "getBoundingClientRect").mockReturnValue({
      top: window.innerHeight - 60,
      bottom: window.innerHeight - 20,
      left: 40,
      right: 140,
      width: 100,
      height: 40,
      x: 40,
      y: 0,
      toJSON: () => ({}),
    });
    render(<Harness />);
    expect(panel().style.top).toBe(`${window.innerHeight - 60 - 10 - 120}px`);
    expect(panel().style.left).toBe("40px");
    expect(panel().dataset.placement).toBe("top-start");
  });

  it("fades in after mounting and fades out over 200 ms on Escape, staying mounted meanwhile", () => {
    expect(POPPER_FADE_MS).toBe(200);
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    expect(panel().classList.contains("is-shown")).toBe(false);
    advance(0);
    expect(panel().classList.contains("is-shown")).toBe(true);
    fireEvent.keyDown(document.body, { key: "Escape" });
    expect(onClose).toHaveBeenCalledWith("escape");
    expect(panel().classList.contains("is-shown")).toBe(false);
    expect(panel().dataset.state).toBe("closed");
    advance(POPPER_FADE_MS - 1);
    expect(screen.queryByText("Panel")).not.toBeNull();
    advance(1);
    expect(screen.queryByText("Panel")).toBeNull();
  });

  it("closes on a press outside, but not on a press inside or on the anchor", () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    fireEvent.pointerDown(screen.getByText("Panel"));
    fireEvent.pointerDown(screen.getByText("anchor"));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.pointerDown(screen.getByText("elsewhere"));
    expect(onClose).toHaveBeenCalledWith("outside");
  });

  it("stops listening once closed", () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    fireEvent.keyDown(document.body, { key: "Escape" });
    fireEvent.keyDown(document.body, { key: "Escape" });
    fireEvent.pointerDown(screen.getByText("elsewhere"));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
