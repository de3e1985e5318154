import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import type { PaymentHandOff } from "../../../src/shared/api/payments";
import { createFakeShopServer, jsonResponse, type FakeShopServer } from "../../../src/client/api/fake-shop-server";
import { setConnection } from "../../../src/client/testing/connection";
import { renderScreen, screenProps } from "../../../src/client/testing/render-screen";
import type * as LoadScript from "../../parts/checkout/load-script";
import { loadScript } from "../../parts/checkout/load-script";
import { CASHFREE_SCRIPT } from "../../parts/checkout/open-cashfree";
import { openPage } from "../../parts/checkout/open-page";
import CashfreeStartBlock from "./cashfree-start-block";

vi.mock("../../parts/checkout/open-page", () => ({ openPage: vi.fn() }));
vi.mock("../../parts/checkout/load-script", async (original) => ({ ...(await original<typeof LoadScript>()), loadScript: vi.fn() }));

function handOff(over: Partial<PaymentHandOff> = {}): PaymentHandOff {
  return {
    order_id: 44,
    ordernumber: "DEMO100044",
    order_status: "pending_payment",
    status_label: "Awaiting payment",
    amount: 1234.5,
    currency: "INR",
    method: "cashfree",
    payment_status: "pending",
    last_attempt_failed: false,
    sandbox: false,
    checkout: { method: "cashfree", payment_session_id: "session_abc", mode: "production", order_id: "DEMO100044" },
    ...over,
  };
}

let server: FakeShopServer;
let answer: PaymentHandOff;
const cashfree = { mode: "", checkout: vi.fn() };
beforeEach(() => {
  answer = handOff();
  server = createFakeShopServer();
  vi.stubGlobal("fetch", server.fetch);
  cashfree.checkout.mockReset().mockResolvedValue({ redirect: true });
  vi.stubGlobal("Cashfree", ({ mode }: { mode: string }) => {
    cashfree.mode = mode;
    return { checkout: cashfree.checkout };
  });
  vi.mocked(openPage).mockClear();
  vi.mocked(loadScript).mockReset().mockResolvedValue(undefined);
  server.on("GET", "/s/api/checkout/payment/44", () => jsonResponse(answer));
});
afterEach(() => {
  vi.unstubAllGlobals();
  setConnection(true);
});

async function show({ pop = false } = {}) {
  const view = renderScreen(<CashfreeStartBlock {...screenProps("cashfree-start", "Pay with Cashfree")} />, { path: "/checkout/cashfree/:id", url: pop ? "/checkout/cashfree/44" : "/checkout" });
  if (!pop) await act(() => view.router.navigate("/checkout/cashfree/44"));
  return view;
}

describe("cashfree-start block", () => {
  it("opens the sandbox's hosted page by itself when the shopper was sent here", async () => {
    answer = handOff({ sandbox: true, checkout: { method: "cashfree", payment_session_id: "session_abc", mode: "sandbox", order_id: "DEMO100044", sandbox_url: "/sandbox/pay/cashfree/DEMO100044" } });
    await show();
    await waitFor(() => expect(openPage).toHaveBeenCalledWith("/sandbox/pay/cashfree/DEMO100044"));
    expect(loadScript).not.toHaveBeenCalled();
    expect(screen.getByRole("heading", { name: "Pay with Cashfree" })).toBeTruthy();
  });

  it("loads Cashfree.js and opens Cashfree's page with the payment session, in the credentials' mode", async () => {
    await show();
    await waitFor(() => expect(cashfree.checkout).toHaveBeenCalledWith({ paymentSessionId: "session_abc", redirectTarget: "_self" }));
    expect(loadScript).toHaveBeenCalledWith(CASHFREE_SCRIPT);
    expect(cashfree.mode).toBe("production");
    expect(screen.getByRole("status").textContent).toBe("Taking you to Cashfree…");
  });

  it("tells what Cashfree refused, and tries again on a press", async () => {
    cashfree.checkout.mockResolvedValueOnce({ error: { message: "payment_session_id is not valid" } });
    await show();
    expect((await screen.findByRole("alert")).textContent).toBe("payment_session_id is not valid");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Try again" })));
    await waitFor(() => expect(cashfree.checkout).toHaveBeenCalledTimes(2));
    expect(server.calls.filter((c) => c.path === "/s/api/checkout/payment/44")).toHaveLength(2);
  });

  it("says the last payment failed when the shopper comes back to it, with the amount in ₹", async () => {
    answer = handOff({ last_attempt_failed: true, payment_status: "failed" });
    await show({ pop: true });
    expect((await screen.findByRole("alert")).textContent).toBe("Your last payment did not go through. You can try again.");
    expect(screen.getByText("Amount to pay").nextSibling!.textContent).toBe("₹1,234.50");
    expect(cashfree.checkout).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Try again" })));
    expect(cashfree.checkout).toHaveBeenCalledTimes(1);
  });

  it("holds Try again while offline and says why, and goes to Cashfree on the press once online (issue 36)", async () => {
    answer = handOff({ last_attempt_failed: true, payment_status: "failed" });
    await show({ pop: true });
    const retry = (await screen.findByRole("button", { name: "Try again" })) as HTMLButtonElement;
    setConnection(false);
    await waitFor(() => expect(retry.disabled).toBe(true));
    expect(retry.getAttribute("aria-describedby")).toBe(screen.getByText("Paying needs a connection.").id);
    setConnection(true);
    expect(screen.queryByText("Paying needs a connection.")).toBeNull();
    await act(async () => fireEvent.click(retry));
    expect(cashfree.checkout).toHaveBeenCalledTimes(1);
  });
});
