import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { alert, confirm, DialogHost } from "./confirm-dialog";
import { MODAL_CLOSE_DELAY_MS, MODAL_OPEN_DELAY_MS } from "./modal-timing";

const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

function ask<T>(open: () => Promise<T>): Promise<T> {
  let answer!: Promise<T>;
  act(() => void (answer = open()));
  advance(MODAL_OPEN_DELAY_MS);
  return answer;
}

describe("confirm and alert", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    // Let any dialog finish closing so the queue is empty for the next test.
    advance(MODAL_CLOSE_DELAY_MS);
    vi.useRealTimers();
  });

  it("confirm shows the title and text with Confirm and Cancel, and resolves true on Confirm", async () => {
    render(<DialogHost />);
    const answer = ask(() => confirm({ title: "Empty the cart?", text: "Every item will be removed." }));
    expect(screen.getByRole("dialog", { name: "Empty the cart?" }).textContent).toContain("Every item will be removed.");
    expect(screen.getByRole("button", { name: "Cancel" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Confirm" }));
    await expect(answer).resolves.toBe(true);
  });

  it("confirm resolves false on Cancel, and on Escape", async () => {
    render(<DialogHost />);
    const cancelled = ask(() => confirm({ title: "Remove this item?" }));
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await expect(cancelled).resolves.toBe(false);
    advance(MODAL_CLOSE_DELAY_MS);
    const escaped = ask(() => confirm({ title: "Remove this item?" }));
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    await expect(escaped).resolves.toBe(false);
  });

  it("takes other button texts", async () => {
    render(<DialogHost />);
    const answer = ask(() => confirm({ title: "Log out?", confirmText: "Log out", cancelText: "Stay" }));
    fireEvent.click(screen.getByRole("button", { name: "Stay" }));
    await expect(answer).resolves.toBe(false);
  });

  it("alert has a single OK button and resolves when it is pressed", async () => {
    render(<DialogHost />);
    const done = ask(() => alert({ title: "Saved", text: "Your address was saved." }));
    expect(screen.getByRole("dialog", { name: "Saved" }).textContent).toContain("Your address was saved.");
    expect(screen.queryByRole("button", { name: "Cancel" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "OK" }));
    await expect(done).resolves.toBeUndefined();
  });

  it("shows queued dialogs one at a time, the next after the first has closed", async () => {
    render(<DialogHost />);
    let first!: Promise<boolean>;
    let second!: Promise<boolean>;
    act(() => {
      first = confirm({ title: "First?" });
      second = confirm({ title: "Second?" });
    });
    advance(MODAL_OPEN_DELAY_MS);
    expect(screen.getByRole("dialog", { name: "First?" })).toBeTruthy();
    expect(screen.queryByRole("dialog", { name: "Second?" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Confirm" }));
    await expect(first).resolves.toBe(true);
    advance(MODAL_CLOSE_DELAY_MS - 1);
    expect(screen.getByRole("dialog", { name: "First?" })).toBeTruthy();
    advance(1);
    expect(screen.getByRole("dialog", { name: "Second?" })).toBeTruthy();
    advance(MODAL_OPEN_DELAY_MS);
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await expect(second).resolves.toBe(false);
  });
});
