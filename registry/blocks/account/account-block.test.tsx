import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { createFakeShopServer, jsonResponse, type FakeShopServer } from "../../../src/client/api/fake-shop-server";
import { REDIRECT_KEY } from "../../../src/client/lib/auth-redirect";
import { setReporter } from "../../../src/client/lib/error-reporter";
import { userAtom } from "../../../src/client/state/user-atom";
import { demoOrder, paged } from "../../../src/client/testing/account-fixtures";
import { PRIYA, RAVI, renderScreen, screenProps } from "../../../src/client/testing/render-screen";
import { clearToasts } from "../../../src/client/ui/toast";
import AccountBlock from "./account-block";

let server: FakeShopServer;
beforeEach(() => {
  sessionStorage.clear();
  setReporter(() => undefined);
  server = createFakeShopServer();
  vi.stubGlobal("fetch", server.fetch);
});
afterEach(() => {
  vi.unstubAllGlobals();
  setReporter(null);
  clearToasts();
});

const show = (user: Record<string, unknown> = PRIYA) => renderScreen(<AccountBlock {...screenProps("account", "My Account")} />, { path: "/account", user });

describe("account block", () => {
  it("greets the shopper and shows the three most recent orders with status and ₹ amounts", async () => {
    server.on("GET", "/s/api/account/orders", () => jsonResponse(paged([demoOrder(3, { status: "delivered", status_label: "Delivered" }), demoOrder(2), demoOrder(1)], 8, 1, 3)));
    show();
    expect(screen.getByText("Hello, Priya!")).toBeTruthy();
    expect(screen.getByRole("progressbar", { name: "Loading your recent orders" })).toBeTruthy();
    const table = await screen.findByRole("table", { name: "Your most recent orders" });
    expect(within(table).getAllByRole("row")).toHaveLength(4);
    expect(within(table).getByRole("link", { name: "#KD-2506-1003" }).getAttribute("href")).toBe("/account/orders/3");
    expect(within(table).getByText("Delivered")).toBeTruthy();
    expect(within(table).getAllByText("₹1,234.50")).toHaveLength(3);
    expect(server.calls[0]!.query.toString()).toBe("page=1&perPage=3");
  });

  it("has shortcuts to the account pages, and the sales dashboard for an agent only", async () => {
    server.on("GET", "/s/api/account/orders", () => jsonResponse(paged([])));
    show();
    const shortcuts = () =>
      within(screen.getByRole("region", { name: "Your account" }))
        .getAllByRole("link")
        .map((a) => a.getAttribute("href"));
    expect(shortcuts()).toEqual(["/account/orders", "/account/addresses", "/account/details", "/account/wishlist"]);
    expect(await screen.findByText("No orders yet")).toBeTruthy();
    const nav = screen.getByRole("navigation", { name: "My account" });
    expect(within(nav).getByRole("link", { name: "Overview" }).getAttribute("aria-current")).toBe("page");
    expect(within(nav).queryByRole("link", { name: "Sales dashboard" })).toBeNull();
  });

  it("adds the sales dashboard for a sales agent", () => {
    server.on("GET", "/s/api/account/orders", () => jsonResponse(paged([])));
    show(RAVI);
    expect(
      within(screen.getByRole("region", { name: "Your account" }))
        .getByRole("link", { name: /Sales dashboard/ })
        .getAttribute("href"),
    ).toBe("/account/dashboard");
    expect(within(screen.getByRole("navigation", { name: "My account" })).getByRole("link", { name: "Sales dashboard" })).toBeTruthy();
  });

  it("says when the orders could not be loaded, and tries again", async () => {
    let fail = true;
    server.on("GET", "/s/api/account/orders", () => (fail ? jsonResponse({ message: "Database is resting" }, 500) : jsonResponse(paged([demoOrder(1)]))));
    show();
    expect((await screen.findByRole("alert")).textContent).toContain("We could not load your recent orders. Database is resting");
    fail = false;
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Try again" })));
    expect(await screen.findByRole("link", { name: "#KD-2506-1001" })).toBeTruthy();
  });

  it("sends the shopper to sign in, and back here after, when the session has ended", async () => {
    server.on("GET", "/s/api/account/orders", () => jsonResponse({ message: "Please sign in to continue" }, 401));
    const { router, store } = show();
    await waitFor(() => expect(router.state.location.pathname).toBe("/auth/login"));
    expect(sessionStorage.getItem(REDIRECT_KEY)).toBe("/account");
    expect(store.get(userAtom)).toBeNull();
  });
});
