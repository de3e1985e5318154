import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { createFakeShopServer, jsonResponse, type FakeShopServer } from "../../../src/client/api/fake-shop-server";
import { demoOrder, paged } from "../../../src/client/testing/account-fixtures";
import { renderScreen, screenProps } from "../../../src/client/testing/render-screen";
import { screenAnswersAtom } from "../../../src/client/state/screen-answers-atom";
import AccountOrdersBlock from "./account-orders-block";

let server: FakeShopServer;
beforeEach(() => {
  server = createFakeShopServer();
  vi.stubGlobal("fetch", server.fetch);
});
afterEach(() => vi.unstubAllGlobals());

const show = (url = "/account/orders", answers: Record<string, unknown> = {}) =>
  renderScreen(<AccountOrdersBlock {...screenProps("account-orders", "My Orders")} />, { path: "/account/orders", url, answers });

describe("account-orders block", () => {
  it("lists a page of orders with number, date, items, status label and ₹ amount, and the total", async () => {
    server.on("GET", "/s/api/account/orders", (call) => {
      const page = Number(call.query.get("page"));
      return jsonResponse(paged([demoOrder(20 - page, { status: "out_for_delivery", status_label: "Out for delivery", amount: 99 })], 12, page));
    });
    const { router } = show();
    const table = await screen.findByRole("table", { name: "Your orders" });
    const cells = within(within(table).getAllByRole("row")[1]!)
      .getAllByRole("cell")
      .map((c) => c.textContent);
    expect(cells[0]).toMatch(/^Jun 2, 2025 \d{1,2}:\d{2} [AP]M$/);
    expect(cells.slice(1)).toEqual(["3", "Out for delivery", "₹99.00"]);
    expect(screen.getByText("Total: 12")).toBeTruthy();
    expect(server.calls[0]!.query.toString()).toBe("page=1&perPage=10");

    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Page 2" })));
    expect(router.state.location.search).toBe("?page=2");
    expect(await screen.findByRole("link", { name: "#KD-2506-1018" })).toBeTruthy();
    expect(server.calls.at(-1)!.query.toString()).toBe("page=2&perPage=10");
  });

  it("reads the page from the address", async () => {
    server.on("GET", "/s/api/account/orders", () => jsonResponse(paged([demoOrder(1)], 30, 3)));
    show("/account/orders?page=3");
    expect(await screen.findByText("Total: 30")).toBeTruthy();
    expect(server.calls[0]!.query.get("page")).toBe("3");
    expect(screen.getByRole("button", { name: "Page 3" }).getAttribute("aria-current")).toBe("page");
  });

  it("invites a shopper without orders to start shopping", async () => {
    server.on("GET", "/s/api/account/orders", () => jsonResponse(paged([])));
    show();
    expect(await screen.findByText("You have not placed any orders yet")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Start shopping" }).getAttribute("href")).toBe("/products");
    expect(screen.queryByRole("navigation", { name: "Pagination" })).toBeNull();
  });

  it("shows the orders the server embedded at once, without asking, and asks when shown again", async () => {
    server.on("GET", "/s/api/account/orders", (call) => jsonResponse(paged([demoOrder(30)], 31, Number(call.query.get("page")))));
    const { router, store } = show("/account/orders", { "/api/account/orders?page=1&perPage=10": paged([demoOrder(1)], 12, 1) });
    // Rendered with the embedded answer in the first pass, as the server rendered it.
    expect(screen.getByText("Total: 12")).toBeTruthy();
    await act(async () => {});
    expect(server.calls).toHaveLength(0);
    expect(store.get(screenAnswersAtom)).toEqual({});

    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Page 2" })));
    expect(await screen.findByText("Total: 31")).toBeTruthy();
    await act(async () => router.navigate("/account/orders"));
    await act(async () => {});
    // Page 1 again is asked for: the embedded answer was for the first screen only.
    expect(server.calls.map((c) => c.query.get("page"))).toEqual(["2", "1"]);
  });
});
