import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createStore, Provider } from "jotai";
import { emptyCart, type Cart } from "../../src/shared/api/cart";
import { createFakeShopServer, demoCart, demoCartItem, jsonResponse, type FakeShopServer } from "../../src/client/api/fake-shop-server";
import { clearRecentReports, recentReports, setReporter } from "../../src/client/lib/error-reporter";
import { cartAtom } from "../../src/client/state/cart-atom";
import { clearToasts, ToastHost } from "../../src/client/ui/toast";
import { AddToCartControl } from "./add-to-cart-control";

let server: FakeShopServer;
let store: ReturnType<typeof createStore>;

/** An answer the test sends when it chooses, so the loading state can be seen. */
function held() {
  let send!: (response: Response) => void;
  const answer = new Promise<Response>((resolve) => (send = resolve));
  return { answer, send };
}

function show(cart: Cart = emptyCart()) {
  store.set(cartAtom, cart);
  render(
    <Provider store={store}>
      <AddToCartControl packId={568} warehouseId={1} label="Shubh Pooja Kumkum Powder, 50 g" />
      <ToastHost />
    </Provider>,
  );
}

const button = (name: RegExp) => screen.getByRole("button", { name });

beforeEach(() => {
  server = createFakeShopServer();
  vi.stubGlobal("fetch", server.fetch);
  store = createStore();
  clearRecentReports();
  setReporter(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  setReporter(null);
  clearToasts();
});

describe("add-to-cart control (§4)", () => {
  it("says Add to Cart, is busy while the add runs, then shows the quantity between minus and plus", async () => {
    const add = held();
    server.on("POST", "/s/api/cart/add", () => add.answer);
    show();
    fireEvent.click(button(/^Add to Cart/));
    await waitFor(() => expect(button(/^Add to Cart/).getAttribute("aria-busy")).toBe("true"));
    expect((button(/^Add to Cart/) as HTMLButtonElement).disabled).toBe(true);
    expect(server.calls.at(-1)?.body).toEqual({ pack_id: 568, warehouse_id: 1 });

    await act(async () => add.send(jsonResponse(demoCart([demoCartItem(1)]))));
    expect(await screen.findByRole("group", { name: "Shubh Pooja Kumkum Powder, 50 g in cart" })).toBeTruthy();
    expect(screen.getByLabelText("Quantity of Shubh Pooja Kumkum Powder, 50 g").textContent).toBe("1");
    expect(screen.queryByRole("button", { name: /^Add to Cart/ })).toBeNull();
    // The whole answer is the cart now.
    expect(store.get(cartAtom).total).toBe(22);
  });

  it("shows loading on plus alone, and the quantity the server answers", async () => {
    const plus = held();
    server.on("POST", "/s/api/cart/add", () => plus.answer);
    show(demoCart([demoCartItem(2)]));
    fireEvent.click(button(/Increase quantity/));
    await waitFor(() => expect(button(/Increase quantity/).getAttribute("aria-busy")).toBe("true"));
    expect(button(/Decrease quantity/).getAttribute("aria-busy")).toBeNull();
    expect((button(/Decrease quantity/) as HTMLButtonElement).disabled).toBe(false);
    await act(async () => plus.send(jsonResponse(demoCart([demoCartItem(3)]))));
    await waitFor(() => expect(screen.getByLabelText(/^Quantity of/).textContent).toBe("3"));
    expect(button(/Increase quantity/).getAttribute("aria-busy")).toBeNull();
  });

  it("takes one out with minus, and goes back to Add to Cart when the last one leaves", async () => {
    server.on("POST", "/s/api/cart/remove", () => jsonResponse(emptyCart()));
    show(demoCart([demoCartItem(1)]));
    fireEvent.click(button(/Decrease quantity/));
    expect(await screen.findByRole("button", { name: /^Add to Cart/ })).toBeTruthy();
    // One, not the whole line: no remove flag.
    expect(server.calls.at(-1)?.body).toEqual({ pack_id: 568 });
  });

  it("does not offer more than the line's max_quantity", () => {
    show(demoCart([demoCartItem(10, { max_quantity: 10, amount: 220 })]));
    expect((button(/Increase quantity/) as HTMLButtonElement).disabled).toBe(true);
  });

  it("is rendered on the server with its buttons not yet pressable (a press before hydration would be lost)", () => {
    store.set(cartAtom, demoCart([demoCartItem(2)]));
    const html = renderToString(
      <Provider store={store}>
        <AddToCartControl packId={568} warehouseId={1} label="Shubh Pooja Kumkum Powder, 50 g" />
      </Provider>,
    );
    expect(html.match(/<button[^>]*>/g)?.every((tag) => / disabled=""/.test(tag))).toBe(true);
    expect(html).toContain(">2</output>");
  });

  it("on a refusal shows the server's message, reports it, and keeps the cart", async () => {
    server.on("POST", "/s/api/cart/add", () => jsonResponse({ message: "Only 2 left of Shubh Pooja Kumkum Powder 50 g" }, 422));
    const before = demoCart([demoCartItem(2)]);
    show(before);
    fireEvent.click(button(/Increase quantity/));
    expect((await screen.findByRole("alert")).textContent).toContain("Only 2 left of Shubh Pooja Kumkum Powder 50 g");
    expect(store.get(cartAtom)).toBe(before);
    expect(recentReports()).toEqual([expect.objectContaining({ kind: "error", context: { where: "cart plus" } })]);
    await waitFor(() => expect((button(/Increase quantity/) as HTMLButtonElement).disabled).toBe(false));
  });
});
