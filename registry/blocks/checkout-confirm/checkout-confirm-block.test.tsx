import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import type { ConfirmPaymentAnswer } from "../../../src/shared/api/payments";
import { createFakeShopServer, jsonResponse, type FakeShopServer } from "../../../src/client/api/fake-shop-server";
import { renderScreen, screenProps } from "../../../src/client/testing/render-screen";
import CheckoutConfirmBlock from "./checkout-confirm-block";

const outcome = (over: Partial<ConfirmPaymentAnswer> = {}): ConfirmPaymentAnswer => ({
  status: "paid",
  order_id: 43,
  method: "razorpay",
  ordernumber: "DEMO100043",
  order_status: "placed",
  status_label: "Placed",
  message: "Payment received",
  ...over,
});

let server: FakeShopServer;
let answers: (() => Response)[];
beforeEach(() => {
  answers = [() => jsonResponse(outcome())];
  server = createFakeShopServer();
  vi.stubGlobal("fetch", server.fetch);
  server.on("POST", "/s/api/checkout/confirm/43", () => (answers.length > 1 ? answers.shift()! : answers[0]!)());
});
afterEach(() => vi.unstubAllGlobals());

const show = (search: string) =>
  renderScreen(<CheckoutConfirmBlock {...screenProps("checkout-confirm", "Confirming your payment")} />, { path: "/checkout/confirm/:id", url: `/checkout/confirm/43${search}` });
const confirmCalls = () => server.calls.filter((c) => c.path === "/s/api/checkout/confirm/43");

describe("checkout-confirm block", () => {
  it("hands Razorpay's three fields to the server and shows the order placed", async () => {
    show("?razorpay_payment_id=pay_1&razorpay_order_id=order_1&razorpay_signature=abc");
    expect(screen.getByRole("heading", { name: "Confirming your payment" })).toBeTruthy();
    expect(await screen.findByRole("heading", { name: "Payment received" })).toBeTruthy();
    expect(screen.getByText("Order DEMO100043 is placed.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "See your order" }).getAttribute("href")).toBe("/order/success/DEMO100043");
    expect(confirmCalls()[0]!.body).toEqual({ razorpay_payment_id: "pay_1", razorpay_order_id: "order_1", razorpay_signature: "abc" });
  });

  it("after a failed Razorpay payment, says so and Try again opens a new payment", async () => {
    answers = [() => jsonResponse(outcome({ status: "failed", order_status: "pending_payment", message: "The payment did not go through. You can try again." }))];
    const { router } = show("?failed=1&razorpay_order_id=order_1&error_description=Payment+failed");
    expect(await screen.findByRole("heading", { name: "Payment failed" })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe("The payment did not go through. You can try again.");
    expect(confirmCalls()[0]!.body).toEqual({ razorpay_order_id: "order_1" });
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/checkout/razorpay/43"));
  });

  it("sends nothing for Cashfree and returns to Cashfree's hand-off to try again", async () => {
    answers = [() => jsonResponse(outcome({ status: "failed", method: "cashfree", message: "The payment did not go through. You can try again." }))];
    const { router } = show("?order_id=DEMO100043&failed=1");
    fireEvent.click(await screen.findByRole("button", { name: "Try again" }));
    expect(confirmCalls()[0]!.body).toEqual({});
    await waitFor(() => expect(router.state.location.pathname).toBe("/checkout/cashfree/43"));
  });

  it("says a payment not known yet is pending, and checks again on request", async () => {
    answers = [() => jsonResponse(outcome({ status: "pending", order_status: "pending_payment", message: "The payment is not confirmed yet" })), () => jsonResponse(outcome())];
    show("?order_id=DEMO100043");
    expect(await screen.findByRole("heading", { name: "Payment not confirmed yet" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "View order" }).getAttribute("href")).toBe("/account/orders/43");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Check again" })));
    expect(await screen.findByRole("heading", { name: "Payment received" })).toBeTruthy();
    expect(confirmCalls()).toHaveLength(2);
  });

  it("tells the server's refusal, with Try again", async () => {
    answers = [() => jsonResponse({ message: "The payment could not be verified. If money was taken, it will be confirmed shortly or refunded." }, 422), () => jsonResponse(outcome())];
    show("?razorpay_payment_id=pay_1&razorpay_order_id=order_1&razorpay_signature=bad");
    expect((await screen.findByRole("alert")).textContent).toContain("The payment could not be verified.");
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "Payment received" })).toBeTruthy();
  });

  it("says when the order is not the shopper's", async () => {
    answers = [() => jsonResponse({ message: "This order does not exist" }, 404)];
    show("");
    expect(await screen.findByText("We could not find this order")).toBeTruthy();
  });
});
