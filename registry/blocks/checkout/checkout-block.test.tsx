import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { Address } from "../../../src/shared/api/account";
import type { Cart, CartGroup } from "../../../src/shared/api/cart-shape";
import type { CheckoutSummary, PlaceOrderAnswer } from "../../../src/shared/api/checkout";
import { createFakeShopServer, demoCart, demoCartItem, jsonResponse, never, type FakeShopServer, type RecordedCall } from "../../../src/client/api/fake-shop-server";
import { demoAddress } from "../../../src/client/testing/account-fixtures";
import { setConnection } from "../../../src/client/testing/connection";
import { renderScreen, screenProps } from "../../../src/client/testing/render-screen";
import { cartAtom } from "../../../src/client/state/cart-atom";
import { cartPanelOpenAtom, pincodeModalOpenAtom } from "../../../src/client/state/ui-atoms";
import { clearToasts } from "../../../src/client/ui/toast";
import CheckoutBlock from "./checkout-block";

const SLOTS = [
  { slot_id: 11, del_date: "2025-06-03", del_start_time: "09:00:00", del_end_time: "12:00:00", remaining: 8 },
  { slot_id: 12, del_date: "2025-06-03", del_start_time: "16:00:00", del_end_time: "19:00:00", remaining: 2 },
];

function groupedCart(over: Partial<Cart> = {}, group: Partial<CartGroup> = {}): Cart {
  const items = [demoCartItem(2)];
  const cart = demoCart(items);
  return {
    ...cart,
    grouped_items: [
      {
        name: "Indiranagar Hub",
        items,
        amount: cart.total,
        delivery_charge: 30,
        deliveryMessage: "",
        delivery_charge_id: 1,
        del_date: "2025-06-03",
        del_start_time: "09:00:00",
        del_end_time: "12:00:00",
        slots: SLOTS,
        ...group,
      },
    ],
    ...over,
  };
}

let server: FakeShopServer;
let summary: CheckoutSummary;
beforeEach(() => {
  summary = {
    cart: groupedCart(),
    addresses: [demoAddress(1, { is_default: false, pincode: "560071" }), demoAddress(2, { is_default: true }), demoAddress(3, { pincode: "400001", serviceable: false })],
    pincode: "560038",
    paymentMethods: ["cod", "razorpay", "cashfree"],
  };
  server = createFakeShopServer();
  vi.stubGlobal("fetch", server.fetch);
  server.on("GET", "/s/api/checkout", () => jsonResponse(summary));
  server.on("GET", "/s/api/cart", () => jsonResponse(demoCart([])));
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
  setConnection(true);
});

const show = () => renderScreen(<CheckoutBlock {...screenProps("checkout", "Checkout")} />, { path: "/checkout" });
const placeButton = () => screen.getByRole("button", { name: "Place Order" });
const press = () => act(async () => fireEvent.click(placeButton()));
const placed = (n = "DEMO100042", method = "cod", id = 42): PlaceOrderAnswer => ({
  order: { id, ordernumber: n, status: method === "cod" ? "placed" : "pending_payment", amount: 74, payment_method: method as "cod" },
  redirect: method === "cod" ? `/order/success/${n}` : `/checkout/${method}/${id}`,
  message: `Order ${n} is placed`,
});
const placeCalls = () => server.calls.filter((c) => c.method === "POST" && c.path === "/s/api/checkout/place");

describe("checkout block", () => {
  it("offers the addresses, a slot per delivery group and the payment methods, chosen sensibly, beside the server's amounts", async () => {
    const { store } = show();
    expect(screen.getByRole("progressbar", { name: "Loading your checkout" })).toBeTruthy();
    const addresses = await screen.findByRole("group", { name: "Delivery address" });
    // The address in the delivery pincode comes before the default one; one not delivered to cannot be chosen.
    expect((within(addresses).getByRole("radio", { name: /Flat 402/ }) as HTMLInputElement).checked).toBe(true);
    const far = within(addresses).getByRole("radio", { name: /Flat 403/ }) as HTMLInputElement;
    expect(far.disabled).toBe(true);
    expect(within(addresses).getByText("We do not deliver to 400001 yet")).toBeTruthy();
    expect(within(addresses).getByText("560038")).toBeTruthy();

    const slots = screen.getByRole("group", { name: "Delivery slot · Indiranagar Hub" });
    expect(
      within(slots)
        .getAllByRole("radio")
        .map((r) => (r as HTMLInputElement).checked),
    ).toEqual([true, false]);
    expect(within(slots).getByRole("radio", { name: /16:00–19:00 Only 2 left/ })).toBeTruthy();

    const payment = screen.getByRole("group", { name: "Payment method" });
    expect(
      within(payment)
        .getAllByRole("radio")
        .map((r) => r.closest("label")!.querySelector(".choice-label")!.textContent),
    ).toEqual(["Cash on delivery", "Razorpay (UPI, cards, netbanking)", "Cashfree (UPI, cards, netbanking)"]);

    const order = screen.getByRole("complementary", { name: "Order summary" });
    expect(within(order).getByRole("listitem", { name: "Shubh Pooja Kumkum Powder, 50 g" }).textContent).toContain("2 × ₹22.00");
    const amounts = within(order).getByRole("group", { name: "Amounts" });
    expect(within(amounts).getByText("To pay").nextSibling!.textContent).toBe("₹74.00");
    expect(within(amounts).getByText("Delivery").nextSibling!.textContent).toBe("₹30.00");
    expect(within(order).getByRole("textbox", { name: "Coupon code" })).toBeTruthy();
    // The answer's cart is the shop's cart now (§4).
    expect(store.get(cartAtom).grouped_items[0]!.slots).toHaveLength(2);
    expect(placeButton().hasAttribute("disabled")).toBe(false);

    fireEvent.click(within(order).getByRole("button", { name: "Edit cart" }));
    expect(store.get(cartPanelOpenAtom)).toBe(true);
  });

  it("places a cash-on-delivery order with the choices, a fresh Idempotency-Key, and goes to the success page with the emptied cart", async () => {
    let answer!: (r: Response) => void;
    server.on("POST", "/s/api/checkout/place", () => new Promise<Response>((resolve) => (answer = resolve)));
    const { router, store } = show();
    await screen.findByRole("group", { name: "Delivery address" });
    fireEvent.click(screen.getByRole("radio", { name: /Flat 401/ }));
    fireEvent.click(screen.getByRole("radio", { name: /16:00–19:00/ }));
    fireEvent.change(screen.getByRole("textbox", { name: "Notes for delivery (optional)" }), { target: { value: "  Ring twice  " } });
    await press();

    expect(placeButton().getAttribute("aria-busy")).toBe("true");
    expect(placeButton().hasAttribute("disabled")).toBe(true);
    const call = placeCalls()[0]!;
    expect(call.body).toEqual({ address_id: 1, payment_method: "cod", slots: [{ delivery_charge_id: 1, slot_id: 12, date: "2025-06-03" }], notes: "Ring twice" });
    expect(call.headers.get("idempotency-key")).toMatch(/^[0-9a-f-]{36}$/);

    await act(async () => answer(jsonResponse(placed(), 201)));
    await waitFor(() => expect(router.state.location.pathname).toBe("/order/success/DEMO100042"));
    await waitFor(() => expect(store.get(cartAtom).items).toHaveLength(0));
    expect(server.log()).toContain("GET /s/api/cart");
  });

  it("sends an online order to its payment hand-off with the server's message", async () => {
    server.on("POST", "/s/api/checkout/place", () => jsonResponse({ ...placed("DEMO100043", "razorpay", 43), message: "Order DEMO100043 is reserved for 30 minutes: pay ₹74.00 to place it" }, 201));
    const { router } = show();
    fireEvent.click(await screen.findByRole("radio", { name: /^Razorpay/ }));
    await press();
    await waitFor(() => expect(router.state.location.pathname).toBe("/checkout/razorpay/43"));
    expect(router.state.location.state).toEqual({ message: "Order DEMO100043 is reserved for 30 minutes: pay ₹74.00 to place it" });
    expect(placeCalls()[0]!.body).toMatchObject({ payment_method: "razorpay" });
  });

  it("sends the same order again under the same key after no answer came, and a new key after a refusal", async () => {
    const answers: (() => Response | Promise<Response>)[] = [
      () => Promise.reject(new TypeError("Failed to fetch")),
      () =>
        jsonResponse({ message: "This delivery slot has just filled up. Please choose another slot.", errors: { slots: "This delivery slot has just filled up. Please choose another slot." } }, 409),
      () => jsonResponse(placed(), 201),
    ];
    server.on("POST", "/s/api/checkout/place", () => answers.shift()!());
    const { router } = show();
    await screen.findByRole("group", { name: "Delivery address" });

    await press();
    expect((await screen.findByRole("alert")).textContent).toMatch(/^Could not reach the shop\. .* Pressing Place Order again sends the same order, never a second one\.$/);
    // Nothing changed on screen, so the checkout is not asked for again.
    expect(server.calls.filter((c) => c.path === "/s/api/checkout")).toHaveLength(1);

    await press();
    expect((await screen.findByRole("alert")).textContent).toBe("This delivery slot has just filled up. Please choose another slot.");
    const [first, second] = placeCalls() as [RecordedCall, RecordedCall];
    expect(second.headers.get("idempotency-key")).toBe(first.headers.get("idempotency-key"));
    // After a refusal the checkout is asked for again: the cart, slots and addresses that hold now.
    await waitFor(() => expect(server.calls.filter((c) => c.path === "/s/api/checkout")).toHaveLength(2));
    // The cart is left as it was.
    expect(screen.getByRole("listitem", { name: "Shubh Pooja Kumkum Powder, 50 g" })).toBeTruthy();

    await press();
    await waitFor(() => expect(router.state.location.pathname).toBe("/order/success/DEMO100042"));
    expect(placeCalls()[2]!.headers.get("idempotency-key")).not.toBe(first.headers.get("idempotency-key"));
  });

  it("sends a business's GSTIN and name only when given, after checking the GSTIN as the server does", async () => {
    server.on("POST", "/s/api/checkout/place", () => jsonResponse(placed(), 201));
    const first = show();
    await screen.findByRole("group", { name: "Delivery address" });
    // Closed at first: an ordinary order sends nothing of it.
    const toggle = screen.getByRole("checkbox", { name: "Add GSTIN for a business invoice (optional)" }) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    expect(screen.queryByRole("textbox", { name: "GSTIN" })).toBeNull();
    await press();
    expect(Object.keys(placeCalls()[0]!.body as object)).not.toContain("gstin");
    expect(Object.keys(placeCalls()[0]!.body as object)).not.toContain("business_name");
    first.unmount();

    show();
    fireEvent.click(await screen.findByRole("checkbox", { name: "Add GSTIN for a business invoice (optional)" }));
    const gstin = screen.getByRole("textbox", { name: "GSTIN" });
    fireEvent.change(gstin, { target: { value: "29aakfk4321j1z6" } });
    fireEvent.blur(gstin);
    expect(within(gstin.closest(".field")!).getByRole("alert").textContent).toBe("The GSTIN's last character does not match: check it for a typo");
    expect(gstin.getAttribute("aria-invalid")).toBe("true");
    await press();
    // Refused here: nothing is sent, and the field to fix has the focus.
    expect(placeCalls()).toHaveLength(1);
    expect(document.activeElement).toBe(gstin);

    fireEvent.change(gstin, { target: { value: " 29aakfk4321j1z5 " } });
    expect(within(gstin.closest(".field")!).queryByRole("alert")).toBeNull();
    await press();
    await waitFor(() => expect(placeCalls()).toHaveLength(2));
    expect(placeCalls()[1]!.body).toMatchObject({ gstin: "29AAKFK4321J1Z5" });
    expect(Object.keys(placeCalls()[1]!.body as object)).not.toContain("business_name");
  });

  it("sends the business name with the GSTIN, and shows the server's refusal of the GSTIN under the field", async () => {
    const refusal = "This shop cannot issue an e-invoice for a business purchase yet: leave the GSTIN out to order with a bill";
    server.on("POST", "/s/api/checkout/place", () => jsonResponse({ message: refusal, errors: { gstin: refusal } }, 422));
    show();
    fireEvent.click(await screen.findByRole("checkbox", { name: "Add GSTIN for a business invoice (optional)" }));
    const gstin = screen.getByRole("textbox", { name: "GSTIN" });
    fireEvent.change(gstin, { target: { value: "27AAKFK4321J1Z9" } });
    fireEvent.change(screen.getByRole("textbox", { name: "Business name" }), { target: { value: "  Sharma Traders " } });
    await press();
    expect(placeCalls()[0]!.body).toMatchObject({ gstin: "27AAKFK4321J1Z9", business_name: "Sharma Traders" });
    await waitFor(() => expect(gstin.getAttribute("aria-invalid")).toBe("true"));
    expect(within(gstin.closest(".field")!).getByRole("alert").textContent).toBe(refusal);
    expect(screen.getByRole("complementary", { name: "Order summary" }).querySelector(".checkout-alert")!.textContent).toBe(refusal);
    // Unticked, the GSTIN is left out and the order can go.
    server.on("POST", "/s/api/checkout/place", () => jsonResponse(placed(), 201));
    fireEvent.click(screen.getByRole("checkbox", { name: "Add GSTIN for a business invoice (optional)" }));
    await press();
    await waitFor(() => expect(placeCalls()).toHaveLength(2));
    expect(Object.keys(placeCalls()[1]!.body as object)).not.toContain("gstin");
  });

  it("says why an order cannot be placed yet: no address delivered to, an invalid line, no slot open", async () => {
    summary = { ...summary, addresses: [demoAddress(3, { pincode: "400001", serviceable: false })] };
    const first = show();
    await screen.findByRole("group", { name: "Delivery address" });
    expect(placeButton().hasAttribute("disabled")).toBe(true);
    expect(screen.getByText("Choose or add an address we deliver to.").id).toBe(placeButton().getAttribute("aria-describedby"));
    first.unmount();

    summary = { ...summary, addresses: [demoAddress(1)], cart: groupedCart({ valid: false, items: [demoCartItem(2, { valid: false, message: "Only 1 left" })] }) };
    const second = show();
    expect(await screen.findByText("Remove or change the items marked in your order to place it.")).toBeTruthy();
    expect(screen.getByText("Only 1 left")).toBeTruthy();
    expect(placeButton().hasAttribute("disabled")).toBe(true);
    second.unmount();

    summary = { ...summary, cart: groupedCart({}, { slots: [] }) };
    show();
    expect(await screen.findByText("No delivery slot is open for Indiranagar Hub now.")).toBeTruthy();
    expect(screen.getByText(/No delivery slot is open for Indiranagar Hub in the next few days/)).toBeTruthy();
    expect(placeButton().hasAttribute("disabled")).toBe(true);
  });

  it("adds an address with the account's address form and delivers to it", async () => {
    summary = { ...summary, addresses: [] };
    const made: Address = demoAddress(9, { line1: "12, 5th Cross", pincode: "560038" });
    server.on("POST", "/s/api/account/addresses", () => {
      summary = { ...summary, addresses: [made] };
      return jsonResponse(made, 201);
    });
    show();
    // No saved address: the form is open at once.
    const form = await screen.findByRole("form", { name: "New address" });
    expect(placeButton().hasAttribute("disabled")).toBe(true);
    const fill = (label: RegExp, value: string) => fireEvent.change(within(form).getByLabelText(label), { target: { value } });
    fill(/^House, flat and street/, "12, 5th Cross");
    fill(/^City/, "Bengaluru");
    fill(/^State/, "Karnataka");
    fill(/^Pincode/, "560038");
    await act(async () => fireEvent.click(within(form).getByRole("button", { name: "Save address" })));

    const chosen = (await screen.findByRole("radio", { name: /12, 5th Cross/ })) as HTMLInputElement;
    expect(chosen.checked).toBe(true);
    expect(screen.queryByRole("form", { name: "New address" })).toBeNull();
    expect(screen.getByText("Address for Priya Sharma added")).toBeTruthy();
    server.on("POST", "/s/api/checkout/place", () => jsonResponse(placed(), 201));
    await press();
    expect(placeCalls()[0]!.body).toMatchObject({ address_id: 9 });
  });

  it("asks for a delivery pincode first (§8), and shows an empty cart as such", async () => {
    summary = { ...summary, pincode: null };
    const { store, unmount } = show();
    expect(await screen.findByText("Delivery Pincode Required")).toBeTruthy();
    expect(screen.getByText("Please select your delivery pincode to proceed to checkout.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Select pincode" }));
    expect(store.get(pincodeModalOpenAtom)).toBe(true);
    unmount();

    summary = { ...summary, pincode: "560038", cart: demoCart([]) };
    show();
    expect(await screen.findByText("Your cart is empty")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Continue shopping" }).getAttribute("href")).toBe("/products");
  });

  it("says when the checkout could not be loaded, and tries again", async () => {
    let fail = true;
    server.on("GET", "/s/api/checkout", () => (fail ? jsonResponse({ message: "The shop is resting" }, 503) : jsonResponse(summary)));
    show();
    expect((await screen.findByRole("alert")).textContent).toContain("We could not load your checkout. The shop is resting");
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("group", { name: "Delivery address" })).toBeTruthy();
  });

  it("sends a shopper whose session ended to sign in, and back here after", async () => {
    server.on("GET", "/s/api/checkout", () => jsonResponse({ message: "Please sign in to check out" }, 401));
    const { router } = show();
    await waitFor(() => expect(router.state.location.pathname).toBe("/auth/login"));
  });

  it("keeps Place Order busy while the order is on its way", async () => {
    server.on("POST", "/s/api/checkout/place", () => never());
    show();
    await screen.findByRole("group", { name: "Delivery address" });
    await press();
    await press();
    expect(placeCalls()).toHaveLength(1);
  });

  const offline = "Placing an order needs a connection. It will be back as soon as you are online.";

  it("holds Place Order while offline and says why, then places the order once online (issue 36)", async () => {
    server.on("POST", "/s/api/checkout/place", () => jsonResponse(placed(), 201));
    const { router } = show();
    await screen.findByRole("group", { name: "Delivery address" });
    expect(screen.queryByText(offline)).toBeNull();

    setConnection(false);
    // The block hears the connection from its first effects on; on a busy machine those may run
    // just after the form shows, and the block then reads the connection as it subscribes.
    await waitFor(() => expect(placeButton().hasAttribute("disabled")).toBe(true));
    expect(placeButton().getAttribute("aria-describedby")).toBe(screen.getByText(offline).id);
    await press();
    expect(placeCalls()).toHaveLength(0);

    setConnection(true);
    expect(screen.queryByText(offline)).toBeNull();
    expect(placeButton().hasAttribute("disabled")).toBe(false);
    expect(placeButton().hasAttribute("aria-describedby")).toBe(false);
    await press();
    await waitFor(() => expect(router.state.location.pathname).toBe("/order/success/DEMO100042"));
    expect(placeCalls()).toHaveLength(1);
  });

  it("gives both reasons when the order is held for another one too", async () => {
    summary = { ...summary, addresses: [demoAddress(3, { pincode: "400001", serviceable: false })] };
    show();
    await screen.findByRole("group", { name: "Delivery address" });
    setConnection(false);
    await screen.findByText(offline);
    const reasons = [screen.getByText("Choose or add an address we deliver to.").id, screen.getByText(offline).id];
    expect(placeButton().getAttribute("aria-describedby")).toBe(reasons.join(" "));
    setConnection(true);
    expect(placeButton().getAttribute("aria-describedby")).toBe(reasons[0]);
    expect(placeButton().hasAttribute("disabled")).toBe(true);
  });
});
