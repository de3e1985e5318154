import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { SearchBar } from "./search-bar";
import type { ChromeActions } from "../chrome-types";
import { withNavDefaults } from "../../../src/shared/nav-setting";

const actions = { search: vi.fn() } as unknown as ChromeActions;
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("search bar (§5)", () => {
  it("trims the text and searches; blank text does nothing", () => {
    render(<SearchBar navSetting={withNavDefaults({})} actions={actions} />);
    const [inline] = screen.getAllByRole("searchbox");
    fireEvent.change(inline!, { target: { value: "   " } });
    fireEvent.submit(inline!);
    expect(actions.search).not.toHaveBeenCalled();
    fireEvent.change(inline!, { target: { value: "  toor dal " } });
    fireEvent.submit(inline!);
    expect(actions.search).toHaveBeenCalledWith("toor dal");
  });

  it("focuses the field 300 ms after the panel opens", () => {
    render(<SearchBar navSetting={withNavDefaults({})} actions={actions} />);
    fireEvent.click(screen.getByRole("button", { name: "Open search" }));
    const field = screen.getByRole("dialog", { name: "Search" }).querySelector("input")!;
    act(() => vi.advanceTimersByTime(299));
    expect(document.activeElement).not.toBe(field);
    act(() => vi.advanceTimersByTime(1));
    expect(document.activeElement).toBe(field);
  });
});
