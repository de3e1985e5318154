import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { PopupBanner } from "./popup-banner";

const popup = { image: "banners/popup.svg", duration: 3, link: "/products?c=dairy", once: false };
const show = (props: { popup: typeof popup | null; path: string }) =>
  render(
    <MemoryRouter>
      <PopupBanner {...props} />
    </MemoryRouter>,
  );

beforeEach(() => {
  vi.useFakeTimers();
  window.localStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe("popup banner (§4)", () => {
  it("appears 5 s after load on / and hides itself after its duration", () => {
    show({ popup, path: "/" });
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.queryByRole("dialog")).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole("dialog", { name: "Offer" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Open the offer" }).getAttribute("href")).toBe("/products?c=dairy");
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("stays 5 s when no duration is given, and closes by hand", () => {
    show({ popup: { ...popup, duration: 0 }, path: "/products" });
    act(() => vi.advanceTimersByTime(5000 + 4999));
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("never shows on other pages", () => {
    show({ popup, path: "/about-us" });
    act(() => vi.advanceTimersByTime(20_000));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("with once, remembers the image and does not show it again", () => {
    const first = show({ popup: { ...popup, once: true }, path: "/" });
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole("dialog")).toBeTruthy();
    first.unmount();
    show({ popup: { ...popup, once: true }, path: "/" });
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.queryByRole("dialog")).toBeNull();
    show({ popup: { ...popup, image: "banners/other.svg", once: true }, path: "/" });
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole("dialog")).toBeTruthy();
  });
});
