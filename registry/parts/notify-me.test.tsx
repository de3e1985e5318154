import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { createStore, Provider } from "jotai";
import { createFakeShopServer, jsonResponse, type FakeShopServer } from "../../src/client/api/fake-shop-server";
import { setUserAtom } from "../../src/client/state/user-atom";
import { NotifyMe } from "./notify-me";

const pack = { pack_id: 568, warehouse_id: 3, pack_name: "50 g" };
let store: ReturnType<typeof createStore>;
let server: FakeShopServer;

function show() {
  const router = createMemoryRouter(
    [
      { path: "/products/:slug", element: <NotifyMe pack={pack} name="Kumkum Powder" /> },
      { path: "/auth/login", element: <p>Sign in</p> },
    ],
    { initialEntries: ["/products/kumkum"] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

beforeEach(() => {
  store = createStore();
  server = createFakeShopServer();
  vi.stubGlobal("fetch", server.fetch);
});
afterEach(() => vi.unstubAllGlobals());

describe("notify me", () => {
  it("sends a visitor to sign in first", async () => {
    const router = show();
    await userEvent.setup().click(screen.getByRole("button", { name: "Notify me when Kumkum Powder, 50 g is back" }));
    expect(router.state.location.pathname).toBe("/auth/login");
    expect(server.calls).toEqual([]);
  });

  it("asks for the pack, shows that it waits, and stops waiting on a second press", async () => {
    store.set(setUserAtom, { id: 9, name: "Priya", phone: "9876543210", email: "" });
    server.on("GET", "/s/api/account/stock-alerts", () => jsonResponse([]));
    server.on("POST", "/s/api/account/stock-alerts", () => jsonResponse({ pack_id: 568, warehouse_id: 3 }, 201));
    server.on("DELETE", "/s/api/account/stock-alerts/568", () => new Response(null, { status: 204 }));
    const user = userEvent.setup();
    show();
    await waitFor(() => expect(server.calls.map((c) => c.method)).toEqual(["GET"]));
    await user.click(screen.getByRole("button", { name: "Notify me when Kumkum Powder, 50 g is back" }));
    const waiting = await screen.findByRole("button", { name: "Notified when back: stop waiting for Kumkum Powder, 50 g" });
    expect(waiting.getAttribute("aria-pressed")).toBe("true");
    expect(server.calls.at(-1)).toMatchObject({ method: "POST", body: { pack_id: 568, warehouse_id: 3 } });
    expect(screen.getByRole("status").textContent).toBe("We will text you once when it is back in stock. Press again to stop.");

    await user.click(waiting);
    expect(await screen.findByRole("button", { name: "Notify me when Kumkum Powder, 50 g is back" })).toBeTruthy();
    expect(server.calls.at(-1)).toMatchObject({ method: "DELETE", path: "/s/api/account/stock-alerts/568" });
  });

  it("knows a pack it already waits for, and says why the shop refused", async () => {
    store.set(setUserAtom, { id: 10, name: "Priya", phone: "9876543210", email: "" });
    server.on("GET", "/s/api/account/stock-alerts", () => jsonResponse([{ pack_id: 568, warehouse_id: 3 }]));
    server.on("DELETE", "/s/api/account/stock-alerts/568", () => jsonResponse({ message: "You were not waiting for this product" }, 404));
    show();
    const waiting = await screen.findByRole("button", { name: "Notified when back: stop waiting for Kumkum Powder, 50 g" });
    await userEvent.setup().click(waiting);
    expect((await screen.findByRole("alert")).textContent).toBe("You were not waiting for this product");
  });
});
