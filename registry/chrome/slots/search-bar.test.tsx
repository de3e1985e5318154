import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { createFakeShopServer, jsonResponse, type FakeShopServer } from "../../../src/client/api/fake-shop-server";
import type { Suggestion } from "../../../src/shared/api/search-suggest";
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

describe("suggestions as the shopper types (issue 30)", () => {
  let server: FakeShopServer;
  const milk: Suggestion[] = [
    { kind: "category", label: "Dairy & Bakery", url: "/products?c=dairy-bakery", image: null },
    { kind: "product", label: "Desi Dairy Toned Milk", url: "/products/desi-dairy-toned-milk", image: "products/desi-dairy-toned-milk.svg" },
  ];
  beforeEach(() => {
    server = createFakeShopServer();
    server.on("GET", "/s/api/search/suggest", (call) => jsonResponse({ q: call.query.get("q"), suggestions: milk }));
    vi.stubGlobal("fetch", server.fetch);
  });
  const asked = () => server.calls.filter((c) => c.path === "/s/api/search/suggest").map((c) => c.query.get("q"));

  /** The bar, and where the shop is (pathname and search), as a shopper would see the address. */
  function renderWithAddress() {
    function Address() {
      const location = useLocation();
      return <output>{location.pathname + location.search}</output>;
    }
    render(
      <MemoryRouter initialEntries={["/"]}>
        <SearchBar navSetting={withNavDefaults({})} actions={actions} />
        <Routes>
          <Route path="*" element={<Address />} />
        </Routes>
      </MemoryRouter>,
    );
  }
  const type = (text: string) => fireEvent.change(field(), { target: { value: text } });

  it("asks once the typing pauses, from two characters, and lists categories and products", async () => {
    renderWithAddress();
    act(() => field().focus());
    type("d");
    type("do");
    type("doo");
    const list = await screen.findByRole("listbox", { name: "Suggestions" });
    expect([...list.querySelectorAll("[role=option]")].map((o) => o.textContent)).toEqual(["Dairy & BakeryCategory", "Desi Dairy Toned Milk"]);
    expect(asked()).toEqual(["doo"]);
    expect(field().getAttribute("aria-controls")).toBe(list.id);
    type("d");
    await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
    expect(asked()).toEqual(["doo"]);
  });

  it("moves through them with the arrow keys and goes to the chosen one with Enter", async () => {
    renderWithAddress();
    act(() => field().focus());
    type("doodh");
    const options = await screen.findAllByRole("option");
    expect(field().getAttribute("aria-activedescendant")).toBeNull();
    fireEvent.keyDown(field(), { key: "ArrowDown" });
    fireEvent.keyDown(field(), { key: "ArrowDown" });
    expect(field().getAttribute("aria-activedescendant")).toBe(options[1]!.id);
    expect(options[1]!.getAttribute("aria-selected")).toBe("true");
    fireEvent.keyDown(field(), { key: "ArrowUp" });
    expect(field().getAttribute("aria-activedescendant")).toBe(options[0]!.id);
    // The form, as a browser submits it (jsdom builds FormData from it).
    fireEvent.submit(field().form!);
    expect(screen.getByRole("status").textContent).toBe("/products?c=dairy-bakery");
    expect(actions.search).not.toHaveBeenCalled();
    expect(screen.queryByRole("listbox")).toBeNull();
  });

  it("searches the words as typed when Enter comes with nothing chosen, and goes to a suggestion on a press", async () => {
    renderWithAddress();
    act(() => field().focus());
    type(" doodh ");
    await screen.findByRole("listbox");
    // The form, as a browser submits it (jsdom builds FormData from it).
    fireEvent.submit(field().form!);
    expect(actions.search).toHaveBeenCalledWith("doodh");
    act(() => field().focus());
    type("milk");
    fireEvent.click((await screen.findAllByRole("option"))[1]!);
    expect(screen.getByRole("status").textContent).toBe("/products/desi-dairy-toned-milk");
  });

  it("shows no suggestions when the shop cannot answer, and keeps the recent searches", async () => {
    server.on("GET", "/s/api/search/suggest", () => jsonResponse({ message: "down" }, 503));
    window.localStorage.setItem("kirana.recent-searches", JSON.stringify(["milk"]));
    renderWithAddress();
    act(() => field().focus());
    type("paneer");
    await waitFor(() => expect(asked()).toEqual(["paneer"]));
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(screen.getByRole("region", { name: "Recent searches" })).toBeTruthy();
  });
});
