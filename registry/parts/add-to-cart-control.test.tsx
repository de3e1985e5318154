import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { createStore, Provider } from "jotai";
import { emptyCart, type Cart } from "../../src/shared/api/cart";
import { createFakeShopServer, demoCart, demoCartItem, jsonResponse, type FakeShopServer } from "../../src/client/api/fake-shop-server";
import { clearRecentReports, recentReports, setReporter } from "../../src/client/lib/error-reporter";
import { CART_QUEUE_KEY, clearCartQueue, readCartQueue } from "../../src/client/offline/cart-queue";
import { cartAtom } from "../../src/client/state/cart-atom";
import { setConnection } from "../../src/client/testing/connection";
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
const adds = () => server.calls.filter((c) => c.method === "POST" && c.path === "/s/api/cart/add");

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
    // Busy as the press is handled, and the request only after that has been painted.
    expect(button(/^Add to Cart/).getAttribute("aria-busy")).toBe("true");
    expect((button(/^Add to Cart/) as HTMLButtonElement).disabled).toBe(true);
    expect(adds()).toHaveLength(0);
    await waitFor(() => expect(adds()).toHaveLength(1));
    expect(adds()[0]!.body).toEqual({ pack_id: 568, warehouse_id: 1 });

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
    await waitFor(() => expect(adds()).toHaveLength(1));
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

  it("does not offer more than the line's max_quantity, and says why under the stepper instead of in a tooltip", () => {
    show(demoCart([demoCartItem(10, { max_quantity: 10, max_per_order: 10, amount: 220 })]));
    const plus = button(/Increase quantity/) as HTMLButtonElement;
    expect(plus.disabled).toBe(true);
    expect(plus.hasAttribute("title")).toBe(false);
    const note = screen.getByText("Only 10 per order");
    expect(plus.getAttribute("aria-describedby")).toBe(note.id);
    expect(note.getAttribute("aria-live")).toBe("polite");
  });

  it("says the stock is what runs out when it is below the shop's limit", () => {
    show(demoCart([demoCartItem(2, { max_quantity: 2, max_per_order: 5, amount: 44 })]));
    expect((button(/Increase quantity/) as HTMLButtonElement).disabled).toBe(true);
    expect(button(/Increase quantity/).getAttribute("aria-describedby")).toBe(screen.getByText("Only 2 left").id);
  });

  it("says nothing below the cap, and announces the cap in the region already on the page", async () => {
    server.on("POST", "/s/api/cart/add", () => jsonResponse(demoCart([demoCartItem(3, { max_quantity: 3, max_per_order: 3, amount: 66 })])));
    show(demoCart([demoCartItem(2, { max_quantity: 3, max_per_order: 3, amount: 44 })]));
    const plus = button(/Increase quantity/) as HTMLButtonElement;
    expect(plus.disabled).toBe(false);
    expect(plus.hasAttribute("aria-describedby")).toBe(false);
    const region = document.querySelector(".add-to-cart-note")!;
    expect(region.getAttribute("aria-live")).toBe("polite");
    expect(region.textContent).toBe("");
    fireEvent.click(plus);
    await waitFor(() => expect(region.textContent).toBe("Only 3 per order"));
    // The same element: a live region put in with its text is often not read out.
    expect(document.querySelector(".add-to-cart-note")).toBe(region);
    expect(plus.disabled).toBe(true);
    expect(plus.getAttribute("aria-describedby")).toBe(region.id);
  });

  it("says Out of stock with plus off for a line none of which may be had now, and still lets it go", async () => {
    server.on("POST", "/s/api/cart/remove", () => jsonResponse(emptyCart()));
    show(demoCart([demoCartItem(1, { valid: false, message: "Out of stock", max_quantity: 0 })]));
    const plus = button(/Increase quantity/) as HTMLButtonElement;
    expect(plus.disabled).toBe(true);
    expect(plus.getAttribute("aria-describedby")).toBe(screen.getByText("Out of stock").id);
    fireEvent.click(button(/Decrease quantity/));
    expect(await screen.findByRole("button", { name: /^Add to Cart/ })).toBeTruthy();
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

describe("add-to-cart control from the keyboard", () => {
  const quantity = () => screen.getByLabelText("Quantity of Shubh Pooja Kumkum Powder, 50 g");

  it("Enter twice on Add to Cart adds two: focus lands on plus, never on minus", async () => {
    let n = 0;
    server.on("POST", "/s/api/cart/add", () => {
      n += 1;
      return jsonResponse(demoCart([demoCartItem(n, { amount: 22 * n })]));
    });
    const user = userEvent.setup();
    show();
    await user.tab();
    expect(document.activeElement).toBe(button(/^Add to Cart/));
    await user.keyboard("{Enter}");
    await waitFor(() => expect(document.activeElement).toBe(button(/Increase quantity/)));
    await user.keyboard("{Enter}");
    await waitFor(() => expect(quantity().textContent).toBe("2"));
    expect(server.log().filter((c) => c.startsWith("POST"))).toEqual(["POST /s/api/cart/add", "POST /s/api/cart/add"]);
    expect(document.activeElement).toBe(button(/Increase quantity/));
  });

  it("when Add reaches the cap, focus lands on the quantity, where a second Enter does nothing", async () => {
    server.on("POST", "/s/api/cart/add", () => jsonResponse(demoCart([demoCartItem(1, { max_quantity: 1, max_per_order: 10 })])));
    const user = userEvent.setup();
    show();
    await user.tab();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(document.activeElement).toBe(quantity()));
    expect(quantity().getAttribute("tabindex")).toBe("-1");
    expect(screen.getByText("Only 1 left")).toBeTruthy();
    await user.keyboard("{Enter}");
    expect(server.log().filter((c) => c.startsWith("POST"))).toEqual(["POST /s/api/cart/add"]);
    expect(quantity().textContent).toBe("1");
  });

  it("when plus reaches the cap, focus moves from the switched-off plus to the quantity", async () => {
    server.on("POST", "/s/api/cart/add", () => jsonResponse(demoCart([demoCartItem(3, { max_quantity: 3, max_per_order: 3, amount: 66 })])));
    const user = userEvent.setup();
    show(demoCart([demoCartItem(2, { max_quantity: 3, max_per_order: 3, amount: 44 })]));
    button(/Increase quantity/).focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(document.activeElement).toBe(quantity()));
    expect((button(/Increase quantity/) as HTMLButtonElement).disabled).toBe(true);
  });

  it("minus keeps focus while the line stays, and the last minus hands it to Add to Cart", async () => {
    let left = 2;
    server.on("POST", "/s/api/cart/remove", () => {
      left -= 1;
      return jsonResponse(left ? demoCart([demoCartItem(left, { amount: 22 * left })]) : emptyCart());
    });
    const user = userEvent.setup();
    show(demoCart([demoCartItem(2, { amount: 44 })]));
    button(/Decrease quantity/).focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(quantity().textContent).toBe("1"));
    expect(document.activeElement).toBe(button(/Decrease quantity/));
    await user.keyboard("{Enter}");
    await waitFor(() => expect(document.activeElement).toBe(button(/^Add to Cart/)));
  });

  it("leaves focus where the shopper moved it while the call ran", async () => {
    const add = held();
    server.on("POST", "/s/api/cart/add", () => add.answer);
    const user = userEvent.setup();
    store.set(cartAtom, emptyCart());
    render(
      <Provider store={store}>
        <AddToCartControl packId={568} warehouseId={1} label="Shubh Pooja Kumkum Powder, 50 g" />
        <button type="button">Elsewhere</button>
      </Provider>,
    );
    await user.tab();
    await user.keyboard("{Enter}");
    await user.click(screen.getByRole("button", { name: "Elsewhere" }));
    await act(async () => add.send(jsonResponse(demoCart([demoCartItem(1)]))));
    await screen.findByRole("group");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Elsewhere" }));
  });
});

describe("add-to-cart control offline (issue 36)", () => {
  const quantity = () => screen.getByLabelText("Quantity of Shubh Pooja Kumkum Powder, 50 g");
  const note = () => document.querySelector(".add-to-cart-note")!;
  const WAITING = "Waiting for a connection: your cart will be updated when you are back online.";
  const kumkum = { pack_id: 568, warehouse_id: 1, label: "Shubh Pooja Kumkum Powder, 50 g" };

  afterEach(() => {
    setConnection(true);
    clearCartQueue();
  });

  it("queues Add, plus and minus instead of calling the server, and counts them at once", () => {
    setConnection(false);
    show();
    fireEvent.click(button(/^Add to Cart/));
    expect(quantity().textContent).toBe("1");
    fireEvent.click(button(/Increase quantity/));
    expect(quantity().textContent).toBe("2");
    expect(server.calls).toHaveLength(0);
    expect(readCartQueue()).toEqual([
      { ...kumkum, step: "add" },
      { ...kumkum, step: "add" },
    ]);
    expect(note().textContent).toBe(WAITING);
    expect(button(/Increase quantity/).getAttribute("aria-describedby")).toBe(note().id);
    // Minus takes a queued plus back rather than queue a remove after it.
    fireEvent.click(button(/Decrease quantity/));
    expect(quantity().textContent).toBe("1");
    expect(readCartQueue()).toEqual([{ ...kumkum, step: "add" }]);
    fireEvent.click(button(/Decrease quantity/));
    expect(button(/^Add to Cart/)).toBeTruthy();
    expect(readCartQueue()).toEqual([]);
    expect(note().textContent).toBe("");
    expect(server.calls).toHaveLength(0);
  });

  it("shows the server's quantity moved by the queued steps, with plus off and the cap's note at a line's max_quantity", () => {
    setConnection(false);
    show(demoCart([demoCartItem(2, { max_quantity: 3, max_per_order: 3, amount: 44 })]));
    expect(quantity().textContent).toBe("2");
    fireEvent.click(button(/Increase quantity/));
    expect(quantity().textContent).toBe("3");
    expect((button(/Increase quantity/) as HTMLButtonElement).disabled).toBe(true);
    // The cap is said rather than the wait: it is why plus is off.
    expect(note().textContent).toBe("Only 3 per order");
    expect(store.get(cartAtom).items[0]!.quantity).toBe(2);
  });

  it("queues a remove below the server's line, and says under Add to Cart that it waits", () => {
    setConnection(false);
    show(demoCart([demoCartItem(1)]));
    fireEvent.click(button(/Decrease quantity/));
    expect(button(/^Add to Cart/).getAttribute("aria-describedby")).toBe(note().id);
    expect(note().textContent).toBe(WAITING);
    expect(readCartQueue()).toEqual([{ ...kumkum, step: "remove" }]);
    expect(server.calls).toHaveLength(0);
  });

  it("online, calls the server and queues nothing", async () => {
    server.on("POST", "/s/api/cart/add", () => jsonResponse(demoCart([demoCartItem(1)])));
    show();
    fireEvent.click(button(/^Add to Cart/));
    await waitFor(() => expect(adds()).toHaveLength(1));
    await waitFor(() => expect(quantity().textContent).toBe("1"));
    expect(readCartQueue()).toEqual([]);
    expect(note().textContent).toBe("");
  });

  it("counts the steps a page queued before this one was loaded, once it has hydrated", () => {
    localStorage.setItem(
      CART_QUEUE_KEY,
      JSON.stringify([
        { ...kumkum, step: "add" },
        { ...kumkum, step: "add" },
      ]),
    );
    store.set(cartAtom, demoCart([demoCartItem(1)]));
    // The server cannot know the queue: its HTML, which hydration must match, counts none.
    const html = renderToString(
      <Provider store={store}>
        <AddToCartControl packId={568} warehouseId={1} label="Shubh Pooja Kumkum Powder, 50 g" />
      </Provider>,
    );
    expect(html).toContain(">1</output>");
    setConnection(false);
    show(demoCart([demoCartItem(1)]));
    expect(quantity().textContent).toBe("3");
    expect(note().textContent).toBe(WAITING);
  });

  it("ignores a queue in storage it cannot read", () => {
    localStorage.setItem(CART_QUEUE_KEY, '[{"pack_id": 568, "step": "add"');
    show(demoCart([demoCartItem(2)]));
    expect(quantity().textContent).toBe("2");
    expect(note().textContent).toBe("");
  });

  it("Enter on Add to Cart offline lands focus on plus, as online", async () => {
    setConnection(false);
    const user = userEvent.setup();
    show();
    await user.tab();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(document.activeElement).toBe(button(/Increase quantity/)));
    expect(quantity().textContent).toBe("1");
  });

  it("Enter on plus offline up to the cap moves focus from the switched-off plus to the quantity", async () => {
    setConnection(false);
    const user = userEvent.setup();
    show(demoCart([demoCartItem(2, { max_quantity: 3, max_per_order: 3, amount: 44 })]));
    button(/Increase quantity/).focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(document.activeElement).toBe(quantity()));
    expect(quantity().textContent).toBe("3");
    expect(server.calls).toHaveLength(0);
  });
});
