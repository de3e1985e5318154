import { describe, expect, it } from "vitest";
import { createStore } from "jotai";
import { emptyCart, type Cart, type CartItem } from "../../shared/api/cart";
import { demoCartItem } from "../api/fake-shop-server";
import { cartAtom, cartCountAtom, cartLineAtom, cartTicket, receiveCartAtom } from "./cart-atom";

const line = (pack_id: number, quantity: number): CartItem =>
  demoCartItem(quantity, {
    pack_id,
    product_id: pack_id,
    slug: `pack-${pack_id}`,
    image: `products/${pack_id}.svg`,
    name: `Pack ${pack_id}`,
    pack: "1 kg",
    price: 50,
    act_price: 60,
    amount: 50 * quantity,
  });

const cartWith = (...items: CartItem[]): Cart => ({
  ...emptyCart(["cod"]),
  items,
  quantity: items.reduce((n, i) => n + i.quantity, 0),
  total: items.reduce((n, i) => n + i.amount, 0),
});

describe("cartAtom (§4: replaced wholesale)", () => {
  it("starts as the empty cart", () => {
    const store = createStore();
    expect(store.get(cartAtom)).toEqual(emptyCart());
    expect(store.get(cartCountAtom)).toBe(0);
  });

  it("is replaced by each server cart, keeping nothing of the last one", () => {
    const store = createStore();
    const first = { ...cartWith(line(1, 2), line(2, 1)), offercode: "SAVE10", message: "Coupon applied" };
    store.set(cartAtom, first);
    expect(store.get(cartAtom)).toBe(first);

    const second = cartWith(line(3, 1));
    store.set(cartAtom, second);
    expect(store.get(cartAtom)).toBe(second);
    expect(store.get(cartAtom).offercode).toBeNull();
    expect(store.get(cartAtom).items.map((i) => i.pack_id)).toEqual([3]);
  });

  it("derives the badge count from the items' quantities", () => {
    const store = createStore();
    store.set(cartAtom, cartWith(line(1, 2), line(2, 3)));
    expect(store.get(cartCountAtom)).toBe(5);
    store.set(cartAtom, cartWith(line(2, 1)));
    expect(store.get(cartCountAtom)).toBe(1);
    store.set(cartAtom, emptyCart());
    expect(store.get(cartCountAtom)).toBe(0);
  });
});

describe("receiveCartAtom (answers in the order their calls began)", () => {
  it("drops the answer of a call begun before one whose answer is already shown", () => {
    const store = createStore();
    const slow = cartTicket();
    const quick = cartTicket();
    const newer = cartWith(line(1, 1), line(2, 1));
    store.set(receiveCartAtom, newer, quick);
    store.set(receiveCartAtom, cartWith(line(1, 1)), slow);
    expect(store.get(cartAtom)).toBe(newer);
    const latest = cartWith(line(2, 1));
    store.set(receiveCartAtom, latest, cartTicket());
    expect(store.get(cartAtom)).toBe(latest);
  });
});

describe("answers that change nothing", () => {
  it("keeps the cart shown when an answer equals it, and takes one that differs", () => {
    const store = createStore();
    const shown = cartWith(line(1, 2));
    store.set(receiveCartAtom, shown, cartTicket());
    store.set(receiveCartAtom, cartWith(line(1, 2)), cartTicket());
    expect(store.get(cartAtom)).toBe(shown);
    const changed = cartWith(line(1, 3));
    store.set(receiveCartAtom, changed, cartTicket());
    expect(store.get(cartAtom)).toBe(changed);
  });

  it("tells a pack's line only when that line changes", () => {
    const store = createStore();
    const seen: (number | undefined)[] = [];
    store.sub(cartLineAtom(1), () => seen.push(store.get(cartLineAtom(1))?.quantity));
    store.set(receiveCartAtom, cartWith(line(1, 2)), cartTicket());
    store.set(receiveCartAtom, cartWith(line(1, 2), line(2, 1)), cartTicket());
    store.set(receiveCartAtom, cartWith(line(1, 3), line(2, 1)), cartTicket());
    store.set(receiveCartAtom, cartWith(line(2, 1)), cartTicket());
    expect(seen).toEqual([2, 3, undefined]);
    expect(store.get(cartLineAtom(2))?.quantity).toBe(1);
  });
});
