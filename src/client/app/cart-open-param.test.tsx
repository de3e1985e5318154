import { describe, expect, it } from "vitest";
import { act, render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { createStore, Provider } from "jotai";
import { cartPanelOpenAtom } from "../state/ui-atoms";
import { asksForOpenCart, useCartOpenParam } from "./cart-open-param";

function Probe() {
  useCartOpenParam();
  return null;
}

function visit(url: string) {
  const store = createStore();
  const router = createMemoryRouter([{ path: "*", element: <Probe /> }], { initialEntries: [url] });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, router };
}

describe("cart panel opened by the address", () => {
  it("reads only cart=open among the query's parameters", () => {
    expect(asksForOpenCart("?cart=open")).toBe(true);
    expect(asksForOpenCart("?c=3&cart=open&s=price-asc")).toBe(true);
    expect(asksForOpenCart("")).toBe(false);
    expect(asksForOpenCart("?cart=1")).toBe(false);
    expect(asksForOpenCart("?cart=OPEN")).toBe(false);
    expect(asksForOpenCart("?q=cart%3Dopen")).toBe(false);
  });

  it("opens the panel on arrival at an address that asks for it", () => {
    expect(visit("/products?cart=open").store.get(cartPanelOpenAtom)).toBe(true);
    expect(visit("/?cart=open").store.get(cartPanelOpenAtom)).toBe(true);
  });

  it("leaves it closed elsewhere, and opens it when a later navigation asks", async () => {
    const { store, router } = visit("/products?c=3");
    expect(store.get(cartPanelOpenAtom)).toBe(false);
    await act(() => router.navigate("/products?c=3&cart=open"));
    expect(store.get(cartPanelOpenAtom)).toBe(true);
  });

  it("keeps closed a panel the shopper closed, as they browse on", async () => {
    const { store, router } = visit("/?cart=open");
    act(() => store.set(cartPanelOpenAtom, false));
    expect(store.get(cartPanelOpenAtom)).toBe(false);
    await act(() => router.navigate("/products"));
    expect(store.get(cartPanelOpenAtom)).toBe(false);
  });
});
