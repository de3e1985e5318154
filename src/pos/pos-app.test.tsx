// The point of sale's frame below /pos: who is here decides between the counter and a message
// saying where to go; the header names the shop, who sells and the counter's warehouse, which is
// remembered per website.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, type FakeShopServer } from "../client/api/fake-shop-server";
import { NOT_COUNTER_STAFF } from "../shared/api/pos";
import { openAt, posServer, SESSION } from "./pos-testing";

let server: FakeShopServer;
beforeEach(() => {
  localStorage.clear();
  server = posServer();
});
afterEach(() => vi.unstubAllGlobals());

describe("the point of sale", () => {
  it("opens on the counter with the shop, who is selling, the default warehouse and the navigation", async () => {
    const { router } = openAt("");
    expect(await screen.findByRole("searchbox", { name: /Search products/ })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/pos/counter");
    const header = screen.getByRole("banner");
    expect(within(header).getByText("Fresh Basket")).toBeTruthy();
    expect(within(header).getByText("Asha Rao (Staff)")).toBeTruthy();
    expect((within(header).getByRole("combobox", { name: "Counter stock" }) as HTMLSelectElement).value).toBe("1");
    const nav = within(header).getByRole("navigation", { name: "Point of sale" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((l) => [l.textContent, l.getAttribute("href")]),
    ).toEqual([
      ["Counter", "/pos/counter"],
      ["Today's sales", "/pos/sales"],
    ]);
    // The search is where the counter starts.
    expect(document.activeElement).toBe(screen.getByRole("searchbox", { name: /Search products/ }));
  });

  it("remembers the chosen warehouse for the website and searches its stock", async () => {
    openAt("/counter");
    const select = await screen.findByRole("combobox", { name: "Counter stock" });
    await userEvent.selectOptions(select, "4");
    expect(localStorage.getItem(`kirana.pos.warehouse.${SESSION.website.id}`)).toBe("4");
    await userEvent.type(screen.getByRole("searchbox", { name: /Search products/ }), "dal");
    await screen.findByRole("button", { name: /^Toor Dal · Tata Sampann 500 g/ });
    expect(
      server.calls
        .filter((c) => c.path === "/s/api/pos/products")
        .at(-1)
        ?.query.get("warehouse_id"),
    ).toBe("4");
  });

  it("offers the remembered warehouse again, and falls back to the default when it is gone", async () => {
    localStorage.setItem(`kirana.pos.warehouse.${SESSION.website.id}`, "4");
    const first = openAt("/counter");
    expect(((await screen.findByRole("combobox", { name: "Counter stock" })) as HTMLSelectElement).value).toBe("4");
    first.unmount();
    localStorage.setItem(`kirana.pos.warehouse.${SESSION.website.id}`, "99");
    openAt("/counter");
    expect(((await screen.findByRole("combobox", { name: "Counter stock" })) as HTMLSelectElement).value).toBe("1");
  });

  it("asks a signed-out visitor to sign in", async () => {
    server.on("GET", "/s/api/pos/session", () => jsonResponse({ message: "Please sign in" }, 401));
    openAt("/counter");
    expect(await screen.findByRole("heading", { name: "Sign in to use the point of sale" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/auth/login");
    expect(screen.queryByRole("searchbox")).toBeNull();
    expect(server.log()).toEqual(["GET /s/api/pos/session"]);
  });

  it("tells a shopper, or staff of another website, that only admins and staff may sell here", async () => {
    server.on("GET", "/s/api/pos/session", () => jsonResponse({ message: NOT_COUNTER_STAFF }, 403));
    openAt("/sales");
    expect(await screen.findByRole("heading", { name: "Only admins and staff can use the point of sale" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Choose a website" }).getAttribute("href")).toBe("/auth/bos/choose");
    expect(screen.queryByRole("navigation")).toBeNull();
    // The screen's data is asked for beside the session (ADR 0076), and none of it is shown.
    expect(server.log().sort()).toEqual(["GET /s/api/pos/sales", "GET /s/api/pos/session"]);
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("says what failed and tries again", async () => {
    let calls = 0;
    server.on("GET", "/s/api/pos/session", () => (++calls === 1 ? jsonResponse({ message: "The database is resting" }, 503) : jsonResponse(SESSION)));
    openAt("/counter");
    expect(await screen.findByRole("heading", { name: "The point of sale could not start" })).toBeTruthy();
    expect(screen.getByText("The database is resting")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("searchbox", { name: /Search products/ })).toBeTruthy();
  });

  it("says so when the website has no warehouse to sell from", async () => {
    server.on("GET", "/s/api/pos/session", () => jsonResponse({ ...SESSION, warehouses: [] }));
    openAt("/counter");
    expect(await screen.findByText(/This website has no warehouse to sell from/)).toBeTruthy();
    expect(server.calls.some((c) => c.path === "/s/api/pos/quote")).toBe(false);
  });
});
