import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { Modal, type ModalProps } from "./modal";
import { MODAL_CLOSE_DELAY_MS, MODAL_DEFAULT_WIDTH, MODAL_OPEN_DELAY_MS } from "./modal-timing";

type HarnessProps = Omit<ModalProps, "open" | "title" | "onOpenChange" | "onClose"> & { initiallyOpen?: boolean; onOpenChange?: (open: boolean) => void };

function Harness({ initiallyOpen = true, onOpenChange, ...props }: HarnessProps) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <button onClick={() => setOpen(true)}>open</button>
      <Modal
        {...props}
        open={open}
        title="Change Location"
        onOpenChange={(next) => {
          onOpenChange?.(next);
          setOpen(next);
        }}
      >
        <p>Body</p>
      </Modal>
    </>
  );
}

const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));
const overlay = () => document.querySelector(".modal-overlay") as HTMLElement;
// The whole sequence a mouse click makes: Radix decides on "outside" at pointerdown but acts
// on the click that follows.
function clickBackdrop() {
  const target = overlay();
  fireEvent.pointerDown(target, { button: 0 });
  fireEvent.mouseDown(target, { button: 0 });
  fireEvent.pointerUp(target, { button: 0 });
  fireEvent.mouseUp(target, { button: 0 });
  fireEvent.click(target, { button: 0 });
}

describe("Modal", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("uses the §4/§9 timing constants", () => {
    expect(MODAL_CLOSE_DELAY_MS).toBe(300);
    expect(MODAL_OPEN_DELAY_MS).toBe(50);
    expect(MODAL_DEFAULT_WIDTH).toBe(450);
  });

  it("mounts on open and turns visible after the open delay, so its transition runs", () => {
    render(<Harness initiallyOpen={false} />);
    expect(screen.queryByRole("dialog")).toBeNull();
    fireEvent.click(screen.getByText("open"));
    const dialog = screen.getByRole("dialog", { name: "Change Location" });
    expect(dialog.classList.contains("is-shown")).toBe(false);
    advance(MODAL_OPEN_DELAY_MS - 1);
    expect(dialog.classList.contains("is-shown")).toBe(false);
    advance(1);
    expect(dialog.classList.contains("is-shown")).toBe(true);
    expect(overlay().classList.contains("is-shown")).toBe(true);
  });

  it("is 450 px wide by default, or the width given", () => {
    const { unmount } = render(<Harness />);
    expect(screen.getByRole("dialog").style.width).toBe("450px");
    unmount();
    render(<Harness width={400} />);
    expect(screen.getByRole("dialog").style.width).toBe("400px");
  });

  it("stays mounted for 300 ms after closing, then unmounts", () => {
    const onOpenChange = vi.fn();
    render(<Harness onOpenChange={onOpenChange} />);
    advance(MODAL_OPEN_DELAY_MS);
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole("dialog").classList.contains("is-shown")).toBe(false);
    expect(screen.queryByText("Body")).not.toBeNull();
    advance(MODAL_CLOSE_DELAY_MS - 1);
    expect(screen.queryByText("Body")).not.toBeNull();
    advance(1);
    expect(screen.queryByText("Body")).toBeNull();
  });

  it("asks to close once, however often it is clicked while fading out", () => {
    const onOpenChange = vi.fn();
    render(<Harness onOpenChange={onOpenChange} />);
    advance(MODAL_OPEN_DELAY_MS);
    const cancel = screen.getByRole("button", { name: "Cancel" });
    fireEvent.click(cancel);
    fireEvent.click(cancel);
    expect(onOpenChange).toHaveBeenCalledTimes(1);
  });

  it("has Cancel and Ok by default; Ok calls onOk, the texts can change", () => {
    const onOk = vi.fn();
    const { unmount } = render(<Harness />);
    expect(screen.getByRole("button", { name: "Cancel" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Ok" }));
    advance(MODAL_CLOSE_DELAY_MS);
    expect(screen.queryByRole("dialog")).toBeNull();
    unmount();
    render(<Harness onOk={onOk} okText="Apply" cancelText="Reset All" />);
    fireEvent.click(screen.getByRole("button", { name: "Apply" }));
    expect(onOk).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button", { name: "Reset All" })).toBeTruthy();
  });

  it("disables Ok while loading or disabled, and can hide or replace the footer", () => {
    const { rerender } = render(<Modal open title="T" okLoading />);
    const ok = screen.getByRole("button", { name: "Ok" }) as HTMLButtonElement;
    expect(ok.disabled).toBe(true);
    expect(ok.getAttribute("aria-busy")).toBe("true");
    rerender(<Modal open title="T" okDisabled />);
    expect((screen.getByRole("button", { name: "Ok" }) as HTMLButtonElement).disabled).toBe(true);
    rerender(<Modal open title="T" hideFooter />);
    expect(screen.queryByRole("button", { name: "Ok" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Cancel" })).toBeNull();
    rerender(<Modal open title="T" footer={<button>Done</button>} />);
    expect(screen.getByRole("button", { name: "Done" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Ok" })).toBeNull();
  });

  it("calls onClose as well as onOpenChange", () => {
    const onClose = vi.fn();
    render(<Modal open title="T" onClose={onClose} />);
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("closes on Escape and on a backdrop click", () => {
    const onOpenChange = vi.fn();
    const { unmount } = render(<Harness onOpenChange={onOpenChange} />);
    advance(MODAL_OPEN_DELAY_MS);
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    advance(MODAL_CLOSE_DELAY_MS);
    expect(screen.queryByText("Body")).toBeNull();
    unmount();
    render(<Harness onOpenChange={onOpenChange} />);
    advance(MODAL_OPEN_DELAY_MS);
    clickBackdrop();
    advance(MODAL_CLOSE_DELAY_MS);
    expect(screen.queryByText("Body")).toBeNull();
    expect(onOpenChange.mock.calls).toEqual([[false], [false]]);
  });

  it("when persistent, ignores Escape and backdrop clicks but still closes with its buttons", () => {
    const onOpenChange = vi.fn();
    render(<Harness persistent onOpenChange={onOpenChange} />);
    advance(MODAL_OPEN_DELAY_MS);
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    clickBackdrop();
    advance(MODAL_CLOSE_DELAY_MS + 10);
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.queryByText("Body")).not.toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    advance(MODAL_CLOSE_DELAY_MS);
    expect(screen.queryByText("Body")).toBeNull();
  });

  it("announces its description", () => {
    render(<Modal open title="Delivery Pincode Required" description="Please select your delivery pincode to proceed to checkout." />);
    const dialog = screen.getByRole("dialog", { name: "Delivery Pincode Required" });
    const describedBy = dialog.getAttribute("aria-describedby");
    expect(describedBy && document.getElementById(describedBy)?.textContent).toBe("Please select your delivery pincode to proceed to checkout.");
  });
});
