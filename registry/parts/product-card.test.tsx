import { beforeEach, describe, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { createStore, Provider } from "jotai";
import type { Product } from "../../src/shared/api/products";
import { emptyCart, type Cart } from "../../src/shared/api/cart";
import { demoCart, demoCartItem, demoProduct } from "../../src/client/api/fake-shop-server";
import { cartAtom } from "../../src/client/state/cart-atom";
import { ProductCard, shownPack } from "./product-card";

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

describe("the pack a card shows", () => {
  const sizes = (): Product => {
    const product = demoProduct();
    const pack = product.packs[0]!;
    return {
      ...product,
      packs: [
        { ...pack, pack_id: 1, pack_name: "1 kg", price: 74, net_quantity: 1000, unit: "g", pack_count: 1, in_stock: true },
        { ...pack, pack_id: 5, pack_name: "5 kg", price: 350, net_quantity: 5000, unit: "g", pack_count: 1, in_stock: true },
        { ...pack, pack_id: 10, pack_name: "2 x 5 kg", price: 690, net_quantity: 5000, unit: "g", pack_count: 2, in_stock: false },
      ],
    };
  };

  it("is the cheapest in stock, or the size a search asked for where it is in stock", () => {
    expect(shownPack(sizes())?.pack_name).toBe("1 kg");
    expect(shownPack(sizes(), { amount: 5000, unit: "g" })?.pack_name).toBe("5 kg");
    // 10 kg only as two 5 kg bags, and those are out of stock: the usual pack.
    expect(shownPack(sizes(), { amount: 10000, unit: "g" })?.pack_name).toBe("1 kg");
    expect(shownPack(sizes(), { amount: 5000, unit: "ml" })?.pack_name).toBe("1 kg");
  });

  it("shows the searched size's price on the card", () => {
    store.set(cartAtom, emptyCart());
    render(
      <Provider store={store}>
        <MemoryRouter>
          <ProductCard product={sizes()} size={{ amount: 5000, unit: "g" }} />
        </MemoryRouter>
      </Provider>,
    );
    const card = screen.getByRole("article");
    expect(within(card).getByText("₹350.00")).toBeTruthy();
    expect(within(card).queryByText("₹74.00")).toBeNull();
  });
});
