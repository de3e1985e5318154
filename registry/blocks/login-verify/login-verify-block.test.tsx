import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { createFakeShopServer, demoCart, jsonResponse, type FakeShopServer } from "../../../src/client/api/fake-shop-server";
import { REDIRECT_KEY } from "../../../src/client/lib/auth-redirect";
import { readPendingSignIn, savePendingSignIn } from "../../../src/client/lib/pending-sign-in";
import { cartAtom } from "../../../src/client/state/cart-atom";
import { userAtom } from "../../../src/client/state/user-atom";
import { setConnection } from "../../../src/client/testing/connection";
import { PRIYA, RAVI, renderScreen, screenProps } from "../../../src/client/testing/render-screen";
import { clearToasts } from "../../../src/client/ui/toast";
import LoginVerifyBlock from "./login-verify-block";

let server: FakeShopServer;
beforeEach(() => {
  sessionStorage.clear();
  server = createFakeShopServer();
  vi.stubGlobal("fetch", server.fetch);
  server.on("GET", "/s/api/cart", () => jsonResponse(demoCart()));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  clearToasts();
  setConnection(true);
});

const pending = (over: Partial<Parameters<typeof savePendingSignIn>[0]> = {}) =>
  savePendingSignIn({ phone: "9876543210", resendAt: Date.now() + 30_000, message: "We have sent a 6-digit code to +91 ******3210", verified: false, ...over });
const show = () => renderScreen(<LoginVerifyBlock {...screenProps("login-verify", "Verify your phone")} />, { path: "/auth/verify", user: null });
const code = () => screen.findByLabelText(/^Code/);
const type = async (value: string) => {
  const input = await code();
  await act(async () => fireEvent.change(input, { target: { value } }));
};

describe("login-verify block", () => {
  it("sends a visitor without a code on its way back to the phone step", async () => {
    const { router } = show();
    await waitFor(() => expect(router.state.location.pathname).toBe("/auth/login"));
  });

  it("names the phone and the server's note, takes one numeric one-time-code input, and counts down to Resend", async () => {
    pending();
    show();
    const input = await code();
    expect(input.getAttribute("inputmode")).toBe("numeric");
    expect(input.getAttribute("autocomplete")).toBe("one-time-code");
    expect(screen.getByText("+91 98765 43210")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("We have sent a 6-digit code to +91 ******3210");
    expect((screen.getByRole("button", { name: "Resend code" }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/^in 0:(29|30)$/)).toBeTruthy();
  });

  it("shows the server's message with the tries left for a wrong code, sent as soon as the sixth digit is in", async () => {
    pending();
    server.on("POST", "/s/api/auth/verify", () => jsonResponse({ message: "The code is not correct. 4 tries left.", errors: { otp: "Not correct" } }, 422));
    show();
    await type("12345");
    expect(server.calls.some((c) => c.path === "/s/api/auth/verify")).toBe(false);
    await type("123456");
    expect((await screen.findByRole("alert")).textContent).toBe("The code is not correct. 4 tries left.");
    expect(server.calls.find((c) => c.path === "/s/api/auth/verify")!.body).toEqual({ phone: "9876543210", otp: "123456" });
    // A corrected code goes at once too.
    await type("123457");
    await waitFor(() => expect(server.calls.filter((c) => c.path === "/s/api/auth/verify").map((c) => (c.body as { otp: string }).otp)).toEqual(["123456", "123457"]));
  });

  it("signs a known phone in: the user is set, the cart fetched again, and the saved path taken", async () => {
    pending();
    sessionStorage.setItem(REDIRECT_KEY, "/checkout");
    server.on("POST", "/s/api/auth/verify", () => jsonResponse({ registered: true, user: PRIYA, message: "Welcome back, Priya Sharma!" }));
    const { router, store } = show();
    await type("654321");
    await waitFor(() => expect(router.state.location.pathname).toBe("/checkout"));
    expect(store.get(userAtom)).toEqual(PRIYA);
    expect(store.get(cartAtom).items).toHaveLength(1);
    expect(server.log()).toContain("GET /s/api/cart");
    expect(sessionStorage.getItem(REDIRECT_KEY)).toBeNull();
    expect(readPendingSignIn()).toBeNull();
  });

  it("lands a sales agent without a saved path on the sales dashboard", async () => {
    pending({ phone: RAVI.phone });
    server.on("POST", "/s/api/auth/verify", () => jsonResponse({ registered: true, user: RAVI, message: "Welcome back" }));
    const { router } = show();
    await type("654321");
    await waitFor(() => expect(router.state.location.pathname).toBe("/account/dashboard"));
  });

  it("sends a new phone on to registration, marked verified", async () => {
    pending();
    server.on("POST", "/s/api/auth/verify", () => jsonResponse({ registered: false, user: null, message: "Your number is verified." }));
    const { router, store } = show();
    await type("654321");
    await waitFor(() => expect(router.state.location.pathname).toBe("/auth/register"));
    expect(readPendingSignIn()).toMatchObject({ phone: "9876543210", verified: true });
    expect(store.get(userAtom)).toBeNull();
  });

  it("resends when the wait is over, and counts down again", async () => {
    pending({ resendAt: Date.now() - 1 });
    server.on("POST", "/s/api/auth/otp", () => jsonResponse({ message: "We have sent a new code to +91 ******3210", resend_after: 30, expires_in: 300 }));
    show();
    const resend = await screen.findByRole("button", { name: "Resend code" });
    expect((resend as HTMLButtonElement).disabled).toBe(false);
    await act(async () => fireEvent.click(resend));
    await waitFor(() => expect((screen.getByRole("button", { name: "Resend code" }) as HTMLButtonElement).disabled).toBe(true));
    expect(screen.getByRole("status").textContent).toBe("We have sent a new code to +91 ******3210");
    expect(readPendingSignIn()!.resendAt).toBeGreaterThan(Date.now() + 25_000);
  });

  it("on a 429 says why and waits as long as the server's Retry-After", async () => {
    pending({ resendAt: Date.now() - 1 });
    server.on(
      "POST",
      "/s/api/auth/otp",
      () => new Response(JSON.stringify({ message: "Please wait 42 seconds before asking for another code" }), { status: 429, headers: { "content-type": "application/json", "retry-after": "42" } }),
    );
    show();
    await act(async () => fireEvent.click(await screen.findByRole("button", { name: "Resend code" })));
    expect((await screen.findByRole("alert")).textContent).toBe("Please wait 42 seconds before asking for another code");
    expect(screen.getByText(/^in 0:4[12]$/)).toBeTruthy();
  });

  it("forgets the phone when the shopper changes the number", async () => {
    pending();
    const { router } = show();
    fireEvent.click(await screen.findByRole("button", { name: "Change number" }));
    expect(router.state.location.pathname).toBe("/auth/login");
    expect(readPendingSignIn()).toBeNull();
  });

  it("keeps a complete code while offline, says why, and sends it on the button once online (issue 36)", async () => {
    pending({ resendAt: Date.now() - 1 });
    server.on("POST", "/s/api/auth/verify", () => jsonResponse({ registered: true, user: PRIYA, message: "Welcome back, Priya Sharma!" }));
    const { router } = show();
    await code();
    setConnection(false);
    const verify = screen.getByRole("button", { name: "Verify and continue" }) as HTMLButtonElement;
    await waitFor(() => expect(verify.disabled).toBe(true));
    expect(verify.getAttribute("aria-describedby")).toBe(screen.getByText("Signing in needs a connection.").id);
    expect((screen.getByRole("button", { name: "Resend code" }) as HTMLButtonElement).disabled).toBe(true);
    await type("654321");
    expect(server.calls.some((c) => c.path === "/s/api/auth/verify")).toBe(false);

    setConnection(true);
    expect(screen.queryByText("Signing in needs a connection.")).toBeNull();
    expect((screen.getByRole("button", { name: "Resend code" }) as HTMLButtonElement).disabled).toBe(false);
    await act(async () => fireEvent.click(verify));
    await waitFor(() => expect(router.state.location.pathname).toBe("/account"));
    expect(server.calls.filter((c) => c.path === "/s/api/auth/verify")).toHaveLength(1);
  });
});
