import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { clearToasts, dismissToast, toast, ToastHost, TOAST_DURATION_MS } from "./toast";

describe("toasts", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    act(() => clearToasts());
    vi.useRealTimers();
  });

  it("last 5000 ms", () => {
    expect(TOAST_DURATION_MS).toBe(5000);
    render(<ToastHost />);
    act(() => void toast.success("Wishlist added successfully"));
    act(() => void vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.queryByText("Wishlist added successfully")).not.toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.queryByText("Wishlist added successfully")).toBeNull();
  });

  it("each keep their own time", () => {
    render(<ToastHost />);
    act(() => void toast.info("First"));
    act(() => void vi.advanceTimersByTime(3000));
    act(() => void toast.info("Second"));
    act(() => void vi.advanceTimersByTime(2000));
    expect(screen.queryByText("First")).toBeNull();
    expect(screen.queryByText("Second")).not.toBeNull();
    act(() => void vi.advanceTimersByTime(3000));
    expect(screen.queryByText("Second")).toBeNull();
  });

  it("stack in order, errors as alerts and the rest as status messages", () => {
    const { container } = render(<ToastHost />);
    act(() => {
      toast.success("Saved");
      toast.error("Something went wrong");
      toast.info("Cart updated");
    });
    const stack = container.querySelector(".toast-stack")!;
    expect(Array.from(stack.querySelectorAll(".toast-message")).map((n) => n.textContent)).toEqual(["Saved", "Something went wrong", "Cart updated"]);
    expect(screen.getByRole("alert").textContent).toContain("Something went wrong");
    expect(screen.getAllByRole("status").map((n) => within(n).getByText(/./, { selector: ".toast-message" }).textContent)).toEqual(["Saved", "Cart updated"]);
    expect(stack.querySelector(".toast-success")).not.toBeNull();
    expect(stack.querySelector(".toast-error")).not.toBeNull();
    expect(stack.querySelector(".toast-info")).not.toBeNull();
  });

  it("close at once with their close button, leaving the others", () => {
    render(<ToastHost />);
    act(() => {
      toast.info("Saved");
      toast.info("Kept");
    });
    const saved = screen.getByText("Saved").closest(".toast") as HTMLElement;
    fireEvent.click(within(saved).getByRole("button", { name: "Close" }));
    expect(screen.queryByText("Saved")).toBeNull();
    expect(screen.queryByText("Kept")).not.toBeNull();
  });

  it("can be dismissed by id", () => {
    render(<ToastHost />);
    let id = 0;
    act(() => void (id = toast.error("Gone")));
    act(() => dismissToast(id));
    expect(screen.queryByText("Gone")).toBeNull();
  });
});
