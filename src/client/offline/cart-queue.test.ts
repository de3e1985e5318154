import { afterEach, describe, expect, it, vi } from "vitest";
import { createStore } from "jotai";
import { demoCart, demoCartItem } from "../api/fake-shop-server";
import { cartAtom } from "../state/cart-atom";
import { CART_QUEUE_KEY, cartCountWithQueueAtom, cartQueueAtom, clearCartQueue, netQueued, queueCartStep, queuedPacks, readCartQueue, type CartStep } from "./cart-queue";

const kumkum = (step: CartStep["step"]): CartStep => ({ pack_id: 568, warehouse_id: 1, label: "Shubh Pooja Kumkum Powder, 50 g", step });
const atta = (step: CartStep["step"]): CartStep => ({ pack_id: 12, warehouse_id: 2, label: "Aashirvaad Atta, 5 kg", step });

/** A store with the queue mounted, as a screen showing it has it. */
function mountedStore() {
  const store = createStore();
  const unsubscribe = store.sub(cartCountWithQueueAtom, () => {});
  return { store, unsubscribe };
}

// The module keeps a copy for a browser that refuses storage; the set-up clears only the storage.
afterEach(() => clearCartQueue());

describe("cart queue (issue 36)", () => {
  it("keeps the steps in localStorage in the order pressed, so a reloaded page finds them", () => {
    queueCartStep(kumkum("add"));
    queueCartStep(atta("add"));
    queueCartStep(kumkum("add"));
    const stored: unknown = JSON.parse(localStorage.getItem(CART_QUEUE_KEY)!);
    expect(stored).toEqual([kumkum("add"), atta("add"), kumkum("add")]);
    // What a reloaded page reads: the stored text, written there by another page.
    localStorage.setItem(CART_QUEUE_KEY, JSON.stringify([atta("remove"), kumkum("add")]));
    expect(readCartQueue()).toEqual([atta("remove"), kumkum("add")]);
  });

  it("ignores what is not a queue in storage, and keeps the steps that are", () => {
    localStorage.setItem(CART_QUEUE_KEY, "{not json");
    expect(readCartQueue()).toEqual([]);
    localStorage.setItem(CART_QUEUE_KEY, JSON.stringify({ steps: [kumkum("add")] }));
    expect(readCartQueue()).toEqual([]);
    localStorage.setItem(CART_QUEUE_KEY, JSON.stringify([{ pack_id: "568", step: "add" }, null, { ...atta("add"), step: "buy" }, { ...kumkum("add"), extra: true }]));
    expect(readCartQueue()).toEqual([kumkum("add")]);
    queueCartStep(atta("add"));
    expect(JSON.parse(localStorage.getItem(CART_QUEUE_KEY)!)).toEqual([kumkum("add"), atta("add")]);
  });

  it("counts a pack's adds minus its removes, and lists each pack once in the order first pressed", () => {
    const queue = [kumkum("add"), atta("remove"), kumkum("add"), atta("remove"), kumkum("remove")];
    expect(netQueued(queue, 568)).toBe(1);
    expect(netQueued(queue, 12)).toBe(-2);
    expect(netQueued(queue, 99)).toBe(0);
    expect(queuedPacks(queue)).toEqual([
      { pack_id: 568, label: "Shubh Pooja Kumkum Powder, 50 g", net: 1 },
      { pack_id: 12, label: "Aashirvaad Atta, 5 kg", net: -2 },
    ]);
    expect(queuedPacks([kumkum("add"), kumkum("remove")])).toEqual([]);
  });

  it("takes a queued press back out when its opposite is pressed, rather than queue both", () => {
    queueCartStep(kumkum("add"));
    queueCartStep(atta("add"));
    queueCartStep(kumkum("add"));
    queueCartStep(kumkum("remove"));
    expect(readCartQueue()).toEqual([kumkum("add"), atta("add")]);
    queueCartStep(atta("remove"));
    queueCartStep(atta("remove"));
    expect(readCartQueue()).toEqual([kumkum("add"), atta("remove")]);
  });

  it("clearCartQueue, a plain call, empties the storage and every store showing the queue", () => {
    const { store, unsubscribe } = mountedStore();
    queueCartStep(kumkum("add"));
    queueCartStep(atta("add"));
    expect(store.get(cartQueueAtom)).toHaveLength(2);
    clearCartQueue();
    expect(localStorage.getItem(CART_QUEUE_KEY)).toBeNull();
    expect(readCartQueue()).toEqual([]);
    expect(store.get(cartQueueAtom)).toEqual([]);
    unsubscribe();
  });

  it("hears another tab's change through the storage event", () => {
    const { store, unsubscribe } = mountedStore();
    localStorage.setItem(CART_QUEUE_KEY, JSON.stringify([atta("add")]));
    window.dispatchEvent(new StorageEvent("storage", { key: CART_QUEUE_KEY }));
    expect(store.get(cartQueueAtom)).toEqual([atta("add")]);
    unsubscribe();
  });

  it("shows no queue in a store until a screen showing it has mounted (the server cannot know it)", () => {
    queueCartStep(kumkum("add"));
    const store = createStore();
    expect(store.get(cartQueueAtom)).toEqual([]);
    const unsubscribe = store.sub(cartQueueAtom, () => {});
    expect(store.get(cartQueueAtom)).toEqual([kumkum("add")]);
    unsubscribe();
  });

  it("counts the queued presses in the badge, never below nothing for a pack, and leaves the cart atom the server's", () => {
    const { store, unsubscribe } = mountedStore();
    const cart = demoCart([demoCartItem(2)]);
    store.set(cartAtom, cart);
    expect(store.get(cartCountWithQueueAtom)).toBe(2);
    queueCartStep(atta("add"));
    queueCartStep(atta("add"));
    queueCartStep(kumkum("remove"));
    expect(store.get(cartCountWithQueueAtom)).toBe(3);
    // Three removes of a line of two: the badge says none of it, not minus one.
    queueCartStep(kumkum("remove"));
    queueCartStep(kumkum("remove"));
    expect(store.get(cartCountWithQueueAtom)).toBe(2);
    expect(store.get(cartAtom)).toBe(cart);
    unsubscribe();
  });

  it("keeps the queue for the page's life when the browser refuses to store it", () => {
    const setItem = vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    });
    queueCartStep(kumkum("add"));
    queueCartStep(atta("add"));
    expect(setItem).toHaveBeenCalled();
    expect(readCartQueue()).toEqual([kumkum("add"), atta("add")]);
    clearCartQueue();
    expect(readCartQueue()).toEqual([]);
  });

  it("works, for the page's life, where reading storage throws (storage blocked)", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    });
    expect(readCartQueue()).toEqual([]);
    queueCartStep(kumkum("add"));
    expect(readCartQueue()).toEqual([kumkum("add")]);
  });
});
