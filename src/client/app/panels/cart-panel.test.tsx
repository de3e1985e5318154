import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { createStore, Provider } from "jotai";
import { emptyCart, type Cart } from "../../../shared/api/cart";
import { createFakeShopServer, demoCart, demoCartItem, jsonResponse, type FakeShopServer } from "../../api/fake-shop-server";
import { clearRecentReports, setReporter } from "../../lib/error-reporter";
import { CART_QUEUE_KEY, clearCartQueue } from "../../offline/cart-queue";
import { cartAtom } from "../../state/cart-atom";
import { clearToasts } from "../../ui/toast";
import CartPanel from "./cart-panel";

let server: FakeShopServer;
let store: ReturnType<typeof createStore>;

const atta = demoCartItem(2, { pack_id: 12, product_id: 7, slug: "aashirvaad-atta", name: "Aashirvaad Atta", pack: "5 kg", price: 255, act_price: 300, amount: 510, max_quantity: 5 });
const kumkum = demoCartItem(1);

/** Shows the panel over `cart`, which the server also answers for GET /s/api/cart unless told otherwise. */
function show(cart: Cart, pincode: string | null = "560038", serverCart: Cart = cart) {
  store.set(cartAtom, cart);
  server.on("GET", "/s/api/cart", () => jsonResponse(serverCart));
  const onClose = vi.fn();
  const onChoosePincode = vi.fn();
  const router = createMemoryRouter([{ path: "*", element: <CartPanel open onClose={onClose} pincode={pincode} onChoosePincode={onChoosePincode} /> }], { initialEntries: ["/products"] });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { router, onClose, onChoosePincode };
}

const checkoutButton = () => screen.getByRole("button", { name: /^Checkout/ }) as HTMLButtonElement;

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

describe("cart panel (§2, §8, §9)", () => {
  it("is titled Cart Summary, 500 px wide, and shows the empty state with no checkout", async () => {
    show(emptyCart());
    const dialog = await screen.findByRole("dialog", { name: "Cart Summary" });
    expect(dialog.style.width).toBe("500px");
    expect(within(dialog).getByRole("heading", { name: "Empty Cart" })).toBeTruthy();
    expect(within(dialog).getByText("Your cart is empty")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Checkout/ })).toBeNull();
  });

  it("asks the server for the cart on opening and shows what it answers", async () => {
    // Another tab added atta since this page loaded.
    show(emptyCart(), "560038", demoCart([atta]));
    expect(await screen.findByRole("listitem", { name: "Aashirvaad Atta, 5 kg" })).toBeTruthy();
    expect(server.calls.find((c) => c.path === "/s/api/cart")?.query.get("groupby_delivery")).toBe("true");
  });

  it("lists the lines with ₹ amounts, the totals and the delivery message", async () => {
    const cart = demoCart([atta, kumkum], { deliveryMessage: "Yay! You get free delivery", delivery_charge: 30, finalDelivery: 0 });
    show(cart);
    const line = await screen.findByRole("listitem", { name: "Aashirvaad Atta, 5 kg" });
    expect(within(line).getByText("₹255.00")).toBeTruthy();
    expect(within(line).getByLabelText("MRP ₹300.00")).toBeTruthy();
    expect(within(line).getByLabelText("Amount ₹510.00")).toBeTruthy();
    expect(within(line).getByLabelText("Quantity of Aashirvaad Atta, 5 kg").textContent).toBe("2");
    expect(within(line).getByRole("link", { name: "Aashirvaad Atta" }).getAttribute("href")).toBe("/products/aashirvaad-atta");
    const amounts = screen.getByRole("region", { name: "Amounts" });
    expect(within(amounts).getByText("Items total").nextElementSibling?.textContent).toBe("₹532.00");
    expect(within(amounts).getByText("Delivery").nextElementSibling?.textContent).toBe("Free");
    expect(within(amounts).getByText("To pay").nextElementSibling?.textContent).toBe("₹532.00");
    expect(screen.getByText("Yay! You get free delivery")).toBeTruthy();
  });

  it("disables Checkout with the pincode notice while no pincode is set", async () => {
    const { onChoosePincode } = show(demoCart([kumkum]), null);
    await screen.findByRole("dialog", { name: "Cart Summary" });
    expect(checkoutButton().disabled).toBe(true);
    const notice = screen.getByRole("note", { name: "Delivery Pincode Required" });
    expect(notice.textContent).toContain("Please select your delivery pincode to proceed to checkout.");
    expect(checkoutButton().getAttribute("aria-describedby")).toBe(notice.id);
    fireEvent.click(within(notice).getByRole("button", { name: "Select pincode" }));
    expect(onChoosePincode).toHaveBeenCalled();
  });

  it("with a pincode, Checkout closes the panel and goes to /checkout", async () => {
    const { router, onClose } = show(demoCart([kumkum]), "560038");
    await screen.findByRole("dialog", { name: "Cart Summary" });
    expect(screen.queryByRole("note")).toBeNull();
    expect(checkoutButton().disabled).toBe(false);
    fireEvent.click(checkoutButton());
    expect(onClose).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe("/checkout");
  });

  it("keeps Checkout disabled while a line is invalid, and shows the line's message", async () => {
    show(demoCart([demoCartItem(1, { valid: false, message: "Out of stock" })]), "560038");
    expect(await screen.findByText("Out of stock")).toBeTruthy();
    expect(checkoutButton().disabled).toBe(true);
  });

  it("an out-of-stock line says so once, has plus off, and offers Remove", async () => {
    server.on("POST", "/s/api/cart/remove", () => jsonResponse(demoCart([kumkum])));
    const gone = { ...atta, valid: false, message: "Out of stock", max_quantity: 0 };
    show(demoCart([gone, kumkum]), "560038");
    const line = await screen.findByRole("listitem", { name: "Aashirvaad Atta, 5 kg" });
    const said = within(line).getAllByText("Out of stock");
    expect(said).toHaveLength(1);
    const plus = within(line).getByRole("button", { name: "Increase quantity of Aashirvaad Atta, 5 kg" }) as HTMLButtonElement;
    expect(plus.disabled).toBe(true);
    expect(plus.getAttribute("aria-describedby")).toBe(said[0]!.id);
    expect(line.classList.contains("cart-line-invalid")).toBe(true);
    expect(checkoutButton().disabled).toBe(true);
    fireEvent.click(within(line).getByRole("button", { name: "Remove Aashirvaad Atta, 5 kg" }));
    await waitFor(() => expect(screen.queryByRole("listitem", { name: "Aashirvaad Atta, 5 kg" })).toBeNull());
    expect(server.calls.at(-1)?.body).toEqual({ pack_id: 12, remove: true });
    expect(checkoutButton().disabled).toBe(false);
  });

  it("keeps a server message the stepper does not say", async () => {
    show(demoCart([{ ...atta, quantity: 3, max_quantity: 2, valid: false, message: "Only 2 left in stock" }]), "560038");
    const line = await screen.findByRole("listitem", { name: "Aashirvaad Atta, 5 kg" });
    expect(within(line).getByText("Only 2 left in stock")).toBeTruthy();
    expect(within(line).getByText("Only 2 left")).toBeTruthy();
  });

  it("a line at its cap shows the control's cap note with plus off", async () => {
    show(demoCart([{ ...atta, quantity: 5, amount: 1275, max_quantity: 5, max_per_order: 5 }]));
    const line = await screen.findByRole("listitem", { name: "Aashirvaad Atta, 5 kg" });
    const plus = within(line).getByRole("button", { name: "Increase quantity of Aashirvaad Atta, 5 kg" }) as HTMLButtonElement;
    expect(plus.disabled).toBe(true);
    expect(plus.getAttribute("aria-describedby")).toBe(within(line).getByText("Only 5 per order").id);
  });

  it("Remove takes the whole line out, busy while it runs", async () => {
    let answer!: (r: Response) => void;
    server.on("POST", "/s/api/cart/remove", () => new Promise<Response>((resolve) => (answer = resolve)));
    show(demoCart([atta, kumkum]));
    const remove = (await screen.findByRole("button", { name: "Remove Aashirvaad Atta, 5 kg" })) as HTMLButtonElement;
    fireEvent.click(remove);
    await waitFor(() => expect(remove.getAttribute("aria-busy")).toBe("true"));
    expect(remove.disabled).toBe(true);
    // Sent once the busy state has been painted.
    await waitFor(() => expect(server.calls.at(-1)?.body).toEqual({ pack_id: 12, remove: true }));
    await act(async () => answer(jsonResponse(demoCart([kumkum]))));
    await waitFor(() => expect(screen.queryByRole("listitem", { name: "Aashirvaad Atta, 5 kg" })).toBeNull());
    expect(screen.getByRole("listitem", { name: "Shubh Pooja Kumkum Powder, 50 g" })).toBeTruthy();
  });

  it("shows the empty state once the last line is removed", async () => {
    server.on("POST", "/s/api/cart/remove", () => jsonResponse(emptyCart()));
    show(demoCart([kumkum]));
    fireEvent.click(await screen.findByRole("button", { name: "Remove Shubh Pooja Kumkum Powder, 50 g" }));
    expect(await screen.findByRole("heading", { name: "Empty Cart" })).toBeTruthy();
    expect(store.get(cartAtom).items).toEqual([]);
  });
});

describe("coupon entry", () => {
  it("applies a code and shows the cart the server answers with its discount", async () => {
    const before = demoCart([atta]);
    const after = { ...before, offercode: "SAVE10", discount: 51, amount: 459 };
    server.on("POST", "/s/api/apply/coupon", () => jsonResponse({ message: "Coupon SAVE10 applied", cart: after }));
    show(before);
    fireEvent.change(await screen.findByLabelText("Coupon code"), { target: { value: "save10" } });
    fireEvent.click(screen.getByRole("button", { name: "Apply" }));
    expect(await screen.findByText("Coupon SAVE10 applied")).toBeTruthy();
    expect(server.calls.at(-1)?.body).toEqual({ code: "save10" });
    expect(store.get(cartAtom)).toEqual(after);
    expect(screen.getByText("Coupon SAVE10").nextElementSibling?.textContent).toBe("−₹51.00");
    expect(screen.getByRole("button", { name: "Remove coupon SAVE10" })).toBeTruthy();
  });

  it("shows the server's refusal under the field and keeps the cart", async () => {
    const before = demoCart([atta]);
    server.on("POST", "/s/api/apply/coupon", () => jsonResponse({ message: "This coupon has expired" }, 422));
    show(before);
    const field = await screen.findByLabelText("Coupon code");
    fireEvent.change(field, { target: { value: "DIWALI2025" } });
    fireEvent.click(screen.getByRole("button", { name: "Apply" }));
    expect((await screen.findByRole("alert")).textContent).toBe("This coupon has expired");
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(store.get(cartAtom)).toEqual(before);
  });

  it("asks nothing for an empty code", async () => {
    show(demoCart([atta]));
    await screen.findByLabelText("Coupon code");
    const before = server.calls.length;
    fireEvent.click(screen.getByRole("button", { name: "Apply" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Enter a coupon code");
    expect(server.calls.length).toBe(before);
  });

  it("removes the applied coupon", async () => {
    const withCoupon = demoCart([atta], { offercode: "SAVE10", discount: 51, amount: 459 });
    server.on("GET", "/s/api/remove/coupon", () => jsonResponse({ message: "Coupon removed", cart: demoCart([atta]) }));
    show(withCoupon);
    fireEvent.click(await screen.findByRole("button", { name: "Remove coupon SAVE10" }));
    expect(await screen.findByLabelText("Coupon code")).toBeTruthy();
    expect(store.get(cartAtom).offercode).toBeNull();
    expect(screen.getByText("Coupon removed")).toBeTruthy();
  });
});

describe("presses queued offline (issue 36)", () => {
  const attaStep = { pack_id: 12, warehouse_id: 1, label: "Aashirvaad Atta, 5 kg" };
  const kumkumStep = { pack_id: 568, warehouse_id: 1, label: "Shubh Pooja Kumkum Powder, 50 g" };
  const queue = (...steps: object[]) => localStorage.setItem(CART_QUEUE_KEY, JSON.stringify(steps));

  afterEach(() => clearCartQueue());

  it("lists each queued pack once with its net change, and says they will be sent", async () => {
    queue({ ...attaStep, step: "add" }, { ...kumkumStep, step: "remove" }, { ...attaStep, step: "add" });
    show(demoCart([{ ...kumkum, quantity: 2, amount: 44 }]));
    const waiting = await screen.findByRole("region", { name: "Waiting for a connection" });
    expect(
      within(waiting)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["+2 Aashirvaad Atta, 5 kg", "−1 Shubh Pooja Kumkum Powder, 50 g"]);
    expect(within(waiting).getByText("These will be sent to your cart when you are back online.")).toBeTruthy();
    // The line itself stays the server's, its control counting the queued remove.
    const line = screen.getByRole("listitem", { name: "Shubh Pooja Kumkum Powder, 50 g" });
    expect(within(line).getByLabelText("Amount ₹44.00")).toBeTruthy();
    expect(within(line).getByLabelText("Quantity of Shubh Pooja Kumkum Powder, 50 g").textContent).toBe("1");
  });

  it("shows them over an empty cart in place of the empty state", async () => {
    queue({ ...attaStep, step: "add" });
    show(emptyCart());
    const waiting = await screen.findByRole("region", { name: "Waiting for a connection" });
    expect(within(waiting).getByRole("listitem").textContent).toBe("+1 Aashirvaad Atta, 5 kg");
    expect(screen.queryByRole("heading", { name: "Empty Cart" })).toBeNull();
    expect(screen.getByRole("button", { name: "Continue shopping" })).toBeTruthy();
  });

  it("says nothing is waiting when nothing is queued", async () => {
    show(demoCart([kumkum]));
    await screen.findByRole("listitem", { name: "Shubh Pooja Kumkum Powder, 50 g" });
    expect(screen.queryByRole("region", { name: "Waiting for a connection" })).toBeNull();
  });
});
