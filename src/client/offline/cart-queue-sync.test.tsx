import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import { emptyCart, type Cart, type CartItem } from "../../shared/api/cart";
import { AddToCartControl } from "../../../registry/parts/add-to-cart-control";
import { createFakeShopServer, demoCart, demoCartItem, jsonResponse, type FakeShopServer, type RecordedCall } from "../api/fake-shop-server";
import { clearRecentReports, recentReports, setReporter } from "../lib/error-reporter";
import { cartAtom } from "../state/cart-atom";
import { setConnection } from "../testing/connection";
import { ToastHost } from "../ui/toast";
import { CART_QUEUE_KEY, clearCartQueue, readCartQueue, type CartStep } from "./cart-queue";
import { CartQueueSync } from "./cart-queue-sync";

const KUMKUM = "Shubh Pooja Kumkum Powder, 50 g";
const ATTA = "Aashirvaad Atta, 5 kg";
const attaItem = (quantity: number) => demoCartItem(quantity, { pack_id: 12, product_id: 7, warehouse_id: 2, name: "Aashirvaad Atta", pack: "5 kg", price: 255, amount: 255 * quantity });
const step = (pack_id: number, s: CartStep["step"]): CartStep => (pack_id === 568 ? { pack_id, warehouse_id: 1, label: KUMKUM, step: s } : { pack_id, warehouse_id: 2, label: ATTA, step: s });

let server: FakeShopServer;
let store: ReturnType<typeof createStore>;
/** What the fake server's cart holds, by pack. */
let held: Map<number, number>;

function answerCart(): Cart {
  const items: CartItem[] = [];
  for (const [pack, quantity] of held) if (quantity > 0) items.push(pack === 568 ? demoCartItem(quantity, { amount: 22 * quantity }) : attaItem(quantity));
  return items.length ? demoCart(items) : emptyCart();
}

/** The server's cart: adds and removes one, as the real one does, and answers the whole cart. */
function serveCart() {
  server.on("POST", "/s/api/cart/add", (call) => {
    const pack = (call.body as { pack_id: number }).pack_id;
    held.set(pack, (held.get(pack) ?? 0) + 1);
    return jsonResponse(answerCart());
  });
  server.on("POST", "/s/api/cart/remove", (call) => {
    const pack = (call.body as { pack_id: number }).pack_id;
    held.set(pack, Math.max(0, (held.get(pack) ?? 0) - 1));
    return jsonResponse(answerCart());
  });
}

function show() {
  render(
    <Provider store={store}>
      <CartQueueSync />
      <AddToCartControl packId={568} warehouseId={1} label={KUMKUM} />
      <AddToCartControl packId={12} warehouseId={2} label={ATTA} />
      <ToastHost />
    </Provider>,
  );
}

const cartPosts = () => server.calls.filter((c) => c.method === "POST" && c.path.startsWith("/s/api/cart/"));
const said = (c: RecordedCall) => `${c.path.slice("/s/api/cart/".length)} ${(c.body as { pack_id: number }).pack_id}`;
const quantity = (label: string) => screen.getByLabelText(`Quantity of ${label}`).textContent;
const stored = (...steps: CartStep[]) => localStorage.setItem(CART_QUEUE_KEY, JSON.stringify(steps));

// Held answers, let go after each test: a test failing while one is held must not leave its flush
// running (one flush at a time) into the next test.
const gates: (() => void)[] = [];
function gate() {
  let open!: () => void;
  const passed = new Promise<void>((resolve) => (open = resolve));
  gates.push(open);
  return { passed, open };
}

beforeEach(() => {
  server = createFakeShopServer();
  vi.stubGlobal("fetch", server.fetch);
  store = createStore();
  held = new Map();
  clearRecentReports();
  setReporter(() => {});
});

afterEach(() => {
  setConnection(true);
  gates.splice(0).forEach((open) => open());
  setReporter(null);
  clearCartQueue();
});

describe("sending the cart presses queued offline (issue 36)", () => {
  it("sends them in the order pressed when the connection returns, and shows the server's cart", async () => {
    serveCart();
    held.set(568, 1);
    store.set(cartAtom, answerCart());
    setConnection(false);
    show();
    fireEvent.click(screen.getByRole("button", { name: `Increase quantity of ${KUMKUM}` }));
    fireEvent.click(screen.getByRole("button", { name: `Add to Cart: ${ATTA}` }));
    fireEvent.click(screen.getByRole("button", { name: `Increase quantity of ${ATTA}` }));
    fireEvent.click(screen.getByRole("button", { name: `Increase quantity of ${KUMKUM}` }));
    expect(quantity(KUMKUM)).toBe("3");
    expect(quantity(ATTA)).toBe("2");
    expect(server.calls).toHaveLength(0);

    setConnection(true);
    expect(await screen.findByText("Your cart is up to date.")).toBeTruthy();
    expect(cartPosts().map(said)).toEqual(["add 568", "add 12", "add 12", "add 568"]);
    expect(cartPosts()[1]!.body).toEqual({ pack_id: 12, warehouse_id: 2 });
    expect(readCartQueue()).toEqual([]);
    expect(localStorage.getItem(CART_QUEUE_KEY)).toBeNull();
    // The last answer is the cart, and the controls show its quantities, counted once.
    expect(store.get(cartAtom).items.map((i) => [i.pack_id, i.quantity])).toEqual([
      [568, 3],
      [12, 2],
    ]);
    expect(quantity(KUMKUM)).toBe("3");
    expect(quantity(ATTA)).toBe("2");
  });

  it("sends what an earlier page queued as soon as the shop starts online", async () => {
    serveCart();
    stored(step(12, "add"), step(568, "add"));
    show();
    await waitFor(() => expect(quantity(KUMKUM)).toBe("1"));
    expect(cartPosts().map(said)).toEqual(["add 12", "add 568"]);
    expect(store.get(cartAtom).items).toHaveLength(2);
  });

  it("drops a step the server refuses, names the pack with the server's message, and sends the rest", async () => {
    serveCart();
    server.on("POST", "/s/api/cart/add", (call) => {
      const pack = (call.body as { pack_id: number }).pack_id;
      if (pack === 12) return jsonResponse({ message: "Only 0 left of Aashirvaad Atta 5 kg" }, 422);
      held.set(pack, (held.get(pack) ?? 0) + 1);
      return jsonResponse(answerCart());
    });
    stored(step(12, "add"), step(12, "add"), step(568, "add"));
    show();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(`${ATTA} could not be added to your cart: Only 0 left of Aashirvaad Atta 5 kg`);
    await screen.findByText("Your cart is up to date.");
    expect(cartPosts().map(said)).toEqual(["add 12", "add 12", "add 568"]);
    // Both refusals said the same: one toast.
    expect(screen.getAllByRole("alert")).toHaveLength(1);
    expect(readCartQueue()).toEqual([]);
    expect(quantity(KUMKUM)).toBe("1");
    expect(screen.getByRole("button", { name: `Add to Cart: ${ATTA}` })).toBeTruthy();
  });

  it("stops at a network failure, keeps that step and the rest, and sends them when back online", async () => {
    serveCart();
    let down = true;
    server.on("POST", "/s/api/cart/add", (call) => {
      if (down) return Promise.reject(new TypeError("Failed to fetch"));
      const pack = (call.body as { pack_id: number }).pack_id;
      held.set(pack, (held.get(pack) ?? 0) + 1);
      return jsonResponse(answerCart());
    });
    stored(step(568, "add"), step(12, "add"));
    show();
    await waitFor(() => expect(recentReports()).toHaveLength(1));
    expect(cartPosts()).toHaveLength(1);
    // The failed step stays first: it may not have reached the server, so it is tried again.
    expect(readCartQueue()).toEqual([step(568, "add"), step(12, "add")]);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(quantity(KUMKUM)).toBe("1");

    down = false;
    setConnection(false);
    setConnection(true);
    await screen.findByText("Your cart is up to date.");
    expect(cartPosts().map(said)).toEqual(["add 568", "add 568", "add 12"]);
    expect(store.get(cartAtom).items.map((i) => [i.pack_id, i.quantity])).toEqual([
      [568, 1],
      [12, 1],
    ]);
  });

  it("sends each step once, however many times it is asked to start", async () => {
    serveCart();
    const first = gate();
    server.on("POST", "/s/api/cart/add", async (call) => {
      if (server.calls.filter((c) => c.method === "POST").length === 1) await first.passed;
      const pack = (call.body as { pack_id: number }).pack_id;
      held.set(pack, (held.get(pack) ?? 0) + 1);
      return jsonResponse(answerCart());
    });
    stored(step(568, "add"), step(12, "add"));
    const second = createStore();
    render(
      <>
        <Provider store={store}>
          <CartQueueSync />
          <ToastHost />
        </Provider>
        <Provider store={second}>
          <CartQueueSync />
        </Provider>
      </>,
    );
    await waitFor(() => expect(cartPosts()).toHaveLength(1));
    setConnection(false);
    setConnection(true);
    await act(async () => first.open());
    await screen.findByText("Your cart is up to date.");
    expect(cartPosts().map(said)).toEqual(["add 568", "add 12"]);
    expect(readCartQueue()).toEqual([]);
  });

  it("does not undo a step already sent when its opposite is pressed offline meanwhile", async () => {
    serveCart();
    const sent = gate();
    server.on("POST", "/s/api/cart/add", async () => {
      await sent.passed;
      held.set(568, 1);
      return jsonResponse(answerCart());
    });
    stored(step(568, "add"));
    show();
    await waitFor(() => expect(cartPosts()).toHaveLength(1));
    setConnection(false);
    fireEvent.click(screen.getByRole("button", { name: `Decrease quantity of ${KUMKUM}` }));
    // The add may already have reached the server: the remove follows it instead of erasing it.
    expect(readCartQueue()).toEqual([step(568, "add"), step(568, "remove")]);
    expect(screen.getByRole("button", { name: `Add to Cart: ${KUMKUM}` })).toBeTruthy();
    await act(async () => sent.open());
    await waitFor(() => expect(readCartQueue()).toEqual([step(568, "remove")]));
    // Offline, the rest waits rather than fail.
    expect(cartPosts()).toHaveLength(1);
    setConnection(true);
    await screen.findByText("Your cart is up to date.");
    expect(cartPosts().map(said)).toEqual(["add 568", "remove 568"]);
    expect(store.get(cartAtom).items).toEqual([]);
  });

  it("holds the browser's lock on the queue while sending, so the shop's other tabs wait", async () => {
    serveCart();
    const request = vi.fn((_name: string, send: () => Promise<void>) => send());
    Object.defineProperty(navigator, "locks", { configurable: true, value: { request } });
    try {
      stored(step(568, "add"));
      show();
      await screen.findByText("Your cart is up to date.");
      expect(request).toHaveBeenCalledWith(CART_QUEUE_KEY, expect.any(Function));
      expect(cartPosts().map(said)).toEqual(["add 568"]);
    } finally {
      Reflect.deleteProperty(navigator, "locks");
    }
  });
});
