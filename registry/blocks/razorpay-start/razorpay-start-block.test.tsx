import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import type { PaymentHandOff, RazorpayCheckout } from "../../../src/shared/api/payments";
import { createFakeShopServer, jsonResponse, type FakeShopServer } from "../../../src/client/api/fake-shop-server";
import { setConnection } from "../../../src/client/testing/connection";
import { renderScreen, screenProps } from "../../../src/client/testing/render-screen";
import type * as LoadScript from "../../parts/checkout/load-script";
import { loadScript, ScriptLoadError } from "../../parts/checkout/load-script";
import { openPage } from "../../parts/checkout/open-page";
import { RAZORPAY_SCRIPT } from "../../parts/checkout/open-razorpay";
import RazorpayStartBlock from "./razorpay-start-block";

vi.mock("../../parts/checkout/open-page", () => ({ openPage: vi.fn() }));
vi.mock("../../parts/checkout/load-script", async (original) => ({ ...(await original<typeof LoadScript>()), loadScript: vi.fn() }));

const OPTIONS: RazorpayCheckout = {
  key: "rzp_live_kirana",
  order_id: "order_Abc123",
  amount: 7400,
  currency: "INR",
  name: "Kirana Demo Store",
  description: "Order DEMO100043",
  prefill_name: "Priya Sharma",
  prefill_email: "priya@example.in",
  prefill_contact: "9876543210",
};

function handOff(over: Partial<PaymentHandOff> = {}): PaymentHandOff {
  return {
    order_id: 43,
    ordernumber: "DEMO100043",
    order_status: "pending_payment",
    status_label: "Awaiting payment",
    amount: 74,
    currency: "INR",
    method: "razorpay",
    payment_status: "pending",
    last_attempt_failed: false,
    sandbox: false,
    checkout: { method: "razorpay", ...OPTIONS },
    ...over,
  };
}

/** Razorpay Checkout as its script defines it, recording what it was opened with. */
class FakeRazorpay {
  static made: FakeRazorpay[] = [];
  failed: ((answer: { error?: { description?: string } }) => void) | null = null;
  opened = false;
  constructor(readonly options: Record<string, unknown> & { handler(answer: Record<string, string>): void; modal: { ondismiss(): void } }) {
    FakeRazorpay.made.push(this);
  }
  on(_event: string, listener: (answer: { error?: { description?: string } }) => void) {
    this.failed = listener;
  }
  open() {
    this.opened = true;
  }
}

let server: FakeShopServer;
let answers: PaymentHandOff[];
beforeEach(() => {
  answers = [handOff()];
  server = createFakeShopServer();
  vi.stubGlobal("fetch", server.fetch);
  vi.stubGlobal("Razorpay", FakeRazorpay);
  FakeRazorpay.made = [];
  vi.mocked(openPage).mockClear();
  vi.mocked(loadScript).mockReset().mockResolvedValue(undefined);
  server.on("GET", "/s/api/checkout/payment/43", () => jsonResponse(answers.length > 1 ? answers.shift()! : answers[0]!));
});
afterEach(() => {
  vi.unstubAllGlobals();
  setConnection(true);
});

/** Arrives as Place Order sends the shopper (a push), or as Back or a reload does (`pop`). */
async function show({ pop = false } = {}) {
  const view = renderScreen(<RazorpayStartBlock {...screenProps("razorpay-start", "Pay with Razorpay")} />, { path: "/checkout/razorpay/:id", url: pop ? "/checkout/razorpay/43" : "/checkout" });
  if (!pop) await act(() => view.router.navigate("/checkout/razorpay/43", { state: { message: "Order DEMO100043 is reserved for 30 minutes: pay ₹74.00 to place it" } }));
  return view;
}

const payButton = () => screen.findByRole("button", { name: /^(Pay ₹74\.00|Try again)$/ });

describe("razorpay-start block", () => {
  it("opens the sandbox's hosted page by itself when the shopper was sent here", async () => {
    answers = [handOff({ sandbox: true, checkout: { method: "razorpay", ...OPTIONS, sandbox_url: "/sandbox/pay/razorpay/order_Abc123" } })];
    await show();
    await waitFor(() => expect(openPage).toHaveBeenCalledWith("/sandbox/pay/razorpay/order_Abc123"));
    expect(screen.getByText(/payment sandbox stands in for Razorpay/)).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("Taking you to Razorpay…");
    expect(loadScript).not.toHaveBeenCalled();
  });

  it("waits for a press when the shopper came back to it, then opens Razorpay Checkout with the server's options", async () => {
    await show({ pop: true });
    const pay = await payButton();
    expect(screen.getByText("DEMO100043")).toBeTruthy();
    expect(screen.getByText("Amount to pay").nextSibling!.textContent).toBe("₹74.00");
    expect(FakeRazorpay.made).toHaveLength(0);
    await act(async () => fireEvent.click(pay));

    expect(loadScript).toHaveBeenCalledWith(RAZORPAY_SCRIPT);
    const checkout = FakeRazorpay.made[0]!;
    expect(checkout.opened).toBe(true);
    expect(checkout.options).toMatchObject({
      key: "rzp_live_kirana",
      order_id: "order_Abc123",
      amount: 7400,
      currency: "INR",
      prefill: { name: "Priya Sharma", email: "priya@example.in", contact: "9876543210" },
    });
  });

  it("takes Razorpay's three fields to the confirmation page after a payment", async () => {
    const { router } = await show();
    await waitFor(() => expect(FakeRazorpay.made).toHaveLength(1));
    expect(screen.getByText("Order DEMO100043 is reserved for 30 minutes: pay ₹74.00 to place it")).toBeTruthy();
    act(() => FakeRazorpay.made[0]!.options.handler({ razorpay_payment_id: "pay_X1", razorpay_order_id: "order_Abc123", razorpay_signature: "f00d" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/checkout/confirm/43"));
    expect(router.state.location.search).toBe("?razorpay_payment_id=pay_X1&razorpay_order_id=order_Abc123&razorpay_signature=f00d");
  });

  it("offers Try again after the window closes with a failed attempt, asking the server for a fresh checkout", async () => {
    answers = [handOff(), handOff({ last_attempt_failed: true, checkout: { method: "razorpay", ...OPTIONS, order_id: "order_New456" } })];
    await show();
    await waitFor(() => expect(FakeRazorpay.made).toHaveLength(1));
    act(() => FakeRazorpay.made[0]!.failed!({ error: { description: "Your bank declined the payment." } }));
    act(() => FakeRazorpay.made[0]!.options.modal.ondismiss());
    expect((await screen.findByRole("alert")).textContent).toBe("Your bank declined the payment. You can try again.");

    await act(async () => fireEvent.click(await payButton()));
    await waitFor(() => expect(FakeRazorpay.made).toHaveLength(2));
    expect(FakeRazorpay.made[1]!.options.order_id).toBe("order_New456");
    expect(server.calls.filter((c) => c.path === "/s/api/checkout/payment/43")).toHaveLength(2);
  });

  it("says the window was closed without a payment, and that the script could not load", async () => {
    await show();
    await waitFor(() => expect(FakeRazorpay.made).toHaveLength(1));
    act(() => FakeRazorpay.made[0]!.options.modal.ondismiss());
    expect((await screen.findByRole("alert")).textContent).toBe("The Razorpay window was closed before the payment was made. You can try again.");

    vi.mocked(loadScript).mockRejectedValueOnce(new ScriptLoadError(RAZORPAY_SCRIPT));
    await act(async () => fireEvent.click(await payButton()));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("The payment page could not be loaded. Please check your connection and try again."));
  });

  it("says a paid order is paid, and an order no longer awaiting payment has nothing to pay", async () => {
    answers = [handOff({ payment_status: "paid", order_status: "placed", checkout: null })];
    const first = await show({ pop: true });
    expect(await screen.findByText("Order DEMO100043 is paid.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "See your order" }).getAttribute("href")).toBe("/order/success/DEMO100043");
    first.unmount();

    answers = [handOff({ order_status: "cancelled", status_label: "Cancelled", checkout: null })];
    await show({ pop: true });
    expect(await screen.findByText("Order DEMO100043 is cancelled: there is nothing to pay.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "View order" }).getAttribute("href")).toBe("/account/orders/43");
  });

  it("goes to the page of the order's own method", async () => {
    answers = [handOff({ method: "cashfree", checkout: { method: "cashfree", payment_session_id: "session_1", mode: "sandbox", order_id: "DEMO100043" } })];
    const { router } = await show({ pop: true });
    await waitFor(() => expect(router.state.location.pathname).toBe("/checkout/cashfree/43"));
  });

  it("says when the order does not exist, and when the hand-off could not be had", async () => {
    server.on("GET", "/s/api/checkout/payment/43", () => jsonResponse({ message: "This order does not exist" }, 404));
    const first = await show({ pop: true });
    expect(await screen.findByText("We could not find this order")).toBeTruthy();
    first.unmount();

    let fail = true;
    server.on("GET", "/s/api/checkout/payment/43", () =>
      fail ? jsonResponse({ message: "The payment provider did not answer as expected. Please try again in a moment." }, 502) : jsonResponse(handOff()),
    );
    await show({ pop: true });
    expect((await screen.findByRole("alert")).textContent).toContain("The payment provider did not answer as expected.");
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await payButton()).toBeTruthy();
  });

  it("holds Pay while offline and says why, then opens Razorpay Checkout on the press once online (issue 36)", async () => {
    await show({ pop: true });
    const pay = (await payButton()) as HTMLButtonElement;
    setConnection(false);
    await waitFor(() => expect(pay.disabled).toBe(true));
    expect(pay.getAttribute("aria-describedby")).toBe(screen.getByText("Paying needs a connection.").id);
    await act(async () => fireEvent.click(pay));
    expect(loadScript).not.toHaveBeenCalled();

    setConnection(true);
    expect(screen.queryByText("Paying needs a connection.")).toBeNull();
    expect(pay.disabled).toBe(false);
    await act(async () => fireEvent.click(pay));
    expect(FakeRazorpay.made[0]!.opened).toBe(true);
  });

  it("sent here while offline, waits for the connection before opening Razorpay Checkout by itself", async () => {
    setConnection(false);
    await show();
    expect(((await payButton()) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText("Paying needs a connection.")).toBeTruthy();
    expect(loadScript).not.toHaveBeenCalled();
    setConnection(true);
    await waitFor(() => expect(FakeRazorpay.made).toHaveLength(1));
  });
});
