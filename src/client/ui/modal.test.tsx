import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { Modal } from "./modal";
import { MODAL_CLOSE_DELAY_MS } from "./modal-timing";
import { alert, confirm, DialogHost } from "./confirm-dialog";

function Harness({ persistent = false }: { persistent?: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button onClick={() => setOpen(true)}>open</button>
      <Modal open={open} onClose={() => setOpen(false)} title="Change Location" persistent={persistent}>
        <p>Body</p>
      </Modal>
    </>
  );
}

describe("Modal", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("has the default width and Cancel / Ok, and unmounts 300 ms after closing", () => {
    render(<Harness />);
    act(() => void vi.advanceTimersByTime(60));
    const dialog = screen.getByRole("dialog", { name: "Change Location" });
    expect(dialog.style.width).toBe("450px");
    expect(screen.getByRole("button", { name: "Ok" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    act(() => void vi.advanceTimersByTime(MODAL_CLOSE_DELAY_MS - 1));
    expect(screen.queryByText("Body")).not.toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.queryByText("Body")).toBeNull();
  });

  it("a persistent modal ignores Escape and backdrop clicks", () => {
    render(<Harness persistent />);
    act(() => void vi.advanceTimersByTime(60));
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    fireEvent.pointerDown(document.body);
    act(() => void vi.advanceTimersByTime(MODAL_CLOSE_DELAY_MS + 10));
    expect(screen.queryByText("Body")).not.toBeNull();
  });

  it("a normal modal closes on Escape", () => {
    render(<Harness />);
    act(() => void vi.advanceTimersByTime(60));
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    act(() => void vi.advanceTimersByTime(MODAL_CLOSE_DELAY_MS + 10));
    expect(screen.queryByText("Body")).toBeNull();
  });
});

describe("confirm and alert", () => {
  it("confirm resolves true on Confirm and false on Cancel; alert has OK", async () => {
    render(<DialogHost />);
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => void (answer = confirm({ title: "Empty the cart?" })));
    fireEvent.click(await screen.findByRole("button", { name: "Confirm" }));
    await expect(answer).resolves.toBe(true);
    act(() => void (answer = confirm({ title: "Remove this item?" })));
    fireEvent.click(await screen.findByRole("button", { name: "Cancel" }));
    await expect(answer).resolves.toBe(false);
    let done: Promise<void> = Promise.resolve();
    act(() => void (done = alert({ title: "Saved", text: "Your address was saved." })));
    fireEvent.click(await screen.findByRole("button", { name: "OK" }));
    await expect(done).resolves.toBeUndefined();
  });
});
