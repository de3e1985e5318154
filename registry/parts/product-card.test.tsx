import { beforeEach, describe, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { createStore, Provider } from "jotai";
import type { Product } from "../../src/shared/api/products";
import { emptyCart, type Cart } from "../../src/shared/api/cart";
import { demoCart, demoCartItem, demoProduct } from "../../src/client/api/fake-shop-server";
import { cartAtom } from "../../src/client/state/cart-atom";
import { ProductCard } from "./product-card";

let store: ReturnType<typeof createStore>;

function show(product: Product, cart: Cart = emptyCart()) {
  store.set(cartAtom, cart);
  render(
    <Provider store={store}>
      <MemoryRouter>
        <ProductCard product={product} />
      </MemoryRouter>
    </Provider>,
  );
  return screen.getByRole("article", { name: product.product_name });
}

/** demoProduct() with its one pack changed. */
function withPack(pack: Partial<Product["packs"][number]>): Product {
  const product = demoProduct();
  return { ...product, packs: [{ ...product.packs[0]!, ...pack }] };
}

beforeEach(() => {
  store = createStore();
});

describe("product card comparison price", () => {
  it("shows the price per kg under the price, and says it in words", () => {
    // 50 g at ₹22.
    const card = show(demoProduct());
    const shown = within(card).getByText("₹440.00/kg");
    expect(shown.getAttribute("aria-hidden")).toBe("true");
    expect(shown.closest(".product-card-unit-price")).toBeTruthy();
    expect(within(card).getByText("₹440.00 per kg")).toBeTruthy();
  });

  it("per litre, a multipack counting every item it holds", () => {
    show(withPack({ pack_name: "6 x 250 ml", price: 180, net_quantity: 250, unit: "ml", pack_count: 6 }));
    expect(screen.getByText("₹120.00/L")).toBeTruthy();
  });

  it("per piece", () => {
    show(withPack({ pack_name: "12 pcs", price: 60, net_quantity: 12, unit: "pc", pack_count: 1 }));
    expect(screen.getByText("₹5.00/pc")).toBeTruthy();
    expect(screen.getByText("₹5.00 per pc")).toBeTruthy();
  });

  it("shows none while the pack's quantity is not recorded", () => {
    const card = show(withPack({ net_quantity: null, unit: null }));
    expect(within(card).getByText("₹22.00")).toBeTruthy();
    expect(card.querySelector(".product-card-unit-price")).toBeNull();
    expect(within(card).queryByText(/per kg|\/kg/)).toBeNull();
  });
});

describe("product card at the quantity cap", () => {
  it("turns plus off and says the cap under the control", () => {
    const card = show(demoProduct(), demoCart([demoCartItem(3, { max_quantity: 3, max_per_order: 3, amount: 66 })]));
    const plus = within(card).getByRole("button", { name: /^Increase quantity/ }) as HTMLButtonElement;
    expect(plus.disabled).toBe(true);
    expect(plus.getAttribute("aria-describedby")).toBe(within(card).getByText("Only 3 per order").id);
  });
});
