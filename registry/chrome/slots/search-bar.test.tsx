import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { SearchBar } from "./search-bar";
import type { ChromeActions } from "../chrome-types";
import { withNavDefaults } from "../../../src/shared/nav-setting";
import { readRecentSearches } from "./recent-searches";

let actions: ChromeActions;
let phone = false;
beforeEach(() => {
  actions = { search: vi.fn() } as unknown as ChromeActions;
  window.localStorage.clear();
  phone = false;
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: phone && query.includes("max-width"), media: query, addEventListener() {}, removeEventListener() {} }));
});
afterEach(() => vi.unstubAllGlobals());

const renderAt = (url = "/") =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <SearchBar navSetting={withNavDefaults({})} actions={actions} />
    </MemoryRouter>,
  );
const field = () => screen.getByRole("searchbox", { name: "Search products" }) as HTMLInputElement;

describe("search bar (§5)", () => {
  it("trims the text and searches; blank text does nothing", () => {
    renderAt();
    fireEvent.change(field(), { target: { value: "   " } });
    fireEvent.submit(field());
    expect(actions.search).not.toHaveBeenCalled();
    fireEvent.change(field(), { target: { value: "  toor dal " } });
    fireEvent.submit(field());
    expect(actions.search).toHaveBeenCalledWith("toor dal");
  });

  it("shows the search the product list is showing", () => {
    renderAt("/products?q=basmati%20rice&c=rice");
    expect(field().value).toBe("basmati rice");
  });

  it("is empty on other pages", () => {
    renderAt("/products/atta?q=ignored");
    expect(field().value).toBe("");
  });

  it("offers recent searches, newest first, when focused, and searches one on a press", () => {
    renderAt();
    for (const q of ["atta", "toor dal", "ATTA"]) {
      fireEvent.change(field(), { target: { value: q } });
      fireEvent.submit(field());
    }
    expect(readRecentSearches()).toEqual(["ATTA", "toor dal"]);
    act(() => field().focus());
    const list = screen.getByRole("region", { name: "Recent searches" });
    const buttons = [...list.querySelectorAll("li button")].map((b) => b.textContent);
    expect(buttons).toEqual(["ATTA", "toor dal"]);
    fireEvent.click(screen.getByRole("button", { name: "toor dal" }));
    expect(actions.search).toHaveBeenLastCalledWith("toor dal");
    expect(readRecentSearches()).toEqual(["toor dal", "ATTA"]);
  });

  it("clears the recent searches", () => {
    window.localStorage.setItem("kirana.recent-searches", JSON.stringify(["milk"]));
    renderAt();
    act(() => field().focus());
    fireEvent.click(screen.getByRole("button", { name: "Clear" }));
    expect(screen.queryByRole("region", { name: "Recent searches" })).toBeNull();
    expect(readRecentSearches()).toEqual([]);
  });

  it("on a phone grows into a full-screen search that Back and Escape close", () => {
    phone = true;
    window.localStorage.setItem("kirana.recent-searches", JSON.stringify(["milk"]));
    const { container } = renderAt();
    act(() => field().focus());
    expect(container.querySelector(".search-open")).not.toBeNull();
    expect(document.body.style.overflow).toBe("hidden");
    // A blur (the keyboard closing) leaves it open on a phone.
    act(() => field().blur());
    expect(container.querySelector(".search-open")).not.toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Close search" }));
    expect(container.querySelector(".search-open")).toBeNull();
    expect(document.body.style.overflow).toBe("");
    act(() => field().focus());
    fireEvent.keyDown(field(), { key: "Escape" });
    expect(container.querySelector(".search-open")).toBeNull();
  });

  it("keeps no list when storage is refused", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("denied");
    });
    renderAt();
    act(() => field().focus());
    expect(screen.queryByRole("region", { name: "Recent searches" })).toBeNull();
    vi.restoreAllMocks();
  });
});
