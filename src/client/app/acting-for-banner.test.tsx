import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import { createFakeShopServer, demoCart, demoCartItem, jsonResponse, type FakeShopServer } from "../api/fake-shop-server";
import { setReporter } from "../lib/error-reporter";
import { actingForAtom } from "../state/acting-for-atom";
import { cartAtom } from "../state/cart-atom";
import { ActingForBanner } from "./acting-for-banner";

let server: FakeShopServer;

beforeEach(() => {
  server = createFakeShopServer();
  vi.stubGlobal("fetch", server.fetch);
  setReporter(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  setReporter(null);
});

function show(store = createStore()) {
  render(
    <Provider store={store}>
      <ActingForBanner />
    </Provider>,
  );
  return store;
}

describe("the banner of an agent shopping for a customer (ADR 0017)", () => {
  it("shows nothing while the agent shops for themselves", () => {
    show();
    expect(screen.queryByRole("region", { name: "Shopping for a customer" })).toBeNull();
  });

  it("names the customer, and Stop ends it on the server, then reloads the agent's own cart", async () => {
    const own = demoCart([demoCartItem(3)]);
    server.on("POST", "/s/api/agent/customer/stop", () => jsonResponse({ message: "You are shopping for yourself again" }));
    server.on("GET", "/s/api/cart", () => jsonResponse(own));
    const store = createStore();
    store.set(actingForAtom, { id: 9, name: "Lakshmi Rao", phone: "7100000001" });
    show(store);
    const banner = screen.getByRole("region", { name: "Shopping for a customer" });
    expect(banner.textContent).toContain("Shopping for Lakshmi Rao");
    fireEvent.click(screen.getByRole("button", { name: "Stop" }));
    await waitFor(() => expect(screen.queryByRole("region", { name: "Shopping for a customer" })).toBeNull());
    expect(store.get(actingForAtom)).toBeNull();
    await waitFor(() => expect(store.get(cartAtom)).toEqual(own));
    expect(server.calls.map((c) => `${c.method} ${c.path}`)).toContain("POST /s/api/agent/customer/stop");
  });

  it("keeps the banner when the server refuses", async () => {
    server.on("POST", "/s/api/agent/customer/stop", () => jsonResponse({ message: "Only sales agents can do this" }, 403));
    const store = createStore();
    store.set(actingForAtom, { id: 9, name: "Lakshmi Rao", phone: "7100000001" });
    show(store);
    fireEvent.click(screen.getByRole("button", { name: "Stop" }));
    await waitFor(() => expect((screen.getByRole("button", { name: "Stop" }) as HTMLButtonElement).disabled).toBe(false));
    expect(store.get(actingForAtom)).not.toBeNull();
  });
});
