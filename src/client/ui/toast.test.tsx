import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { toast, ToastHost, TOAST_DURATION_MS } from "./toast";

describe("toasts", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("stack up and leave after 5000 ms", () => {
    render(<ToastHost />);
    act(() => {
      toast.success("Wishlist added successfully");
      toast.error("Something went wrong");
    });
    expect(screen.getByRole("status").textContent).toContain("Wishlist added successfully");
    expect(screen.getByRole("alert").textContent).toContain("Something went wrong");
    expect(TOAST_DURATION_MS).toBe(5000);
    act(() => void vi.advanceTimersByTime(4999));
    expect(screen.queryByText("Wishlist added successfully")).not.toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.queryByText("Wishlist added successfully")).toBeNull();
    expect(screen.queryByText("Something went wrong")).toBeNull();
  });

  it("close at once with the close button", () => {
    render(<ToastHost />);
    act(() => void toast.info("Saved"));
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByText("Saved")).toBeNull();
  });
});
