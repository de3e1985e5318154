import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { PHONE_MESSAGE } from "../../../src/shared/api/auth";
import { createFakeShopServer, jsonResponse, type FakeShopServer } from "../../../src/client/api/fake-shop-server";
import { readPendingSignIn } from "../../../src/client/lib/pending-sign-in";
import { setConnection } from "../../../src/client/testing/connection";
import { renderScreen, screenProps } from "../../../src/client/testing/render-screen";
import { clearToasts } from "../../../src/client/ui/toast";
import LoginBlock from "./login-block";

let server: FakeShopServer;
beforeEach(() => {
  sessionStorage.clear();
  server = createFakeShopServer();
  vi.stubGlobal("fetch", server.fetch);
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
  setConnection(true);
});

const show = () => renderScreen(<LoginBlock {...screenProps("login", "Sign in")} />, { path: "/auth/login", user: null });
const phone = () => screen.getByLabelText(/^Phone/);
const submit = () => act(async () => fireEvent.click(screen.getByRole("button", { name: "Get OTP" })));

describe("login block", () => {
  it("asks for the phone with the §5 messages and calls nothing until it is a mobile number", async () => {
    show();
    expect(screen.getByRole("heading", { name: "Sign in" })).toBeTruthy();
    await submit();
    expect(screen.getByRole("alert").textContent).toBe("Phone is required");
    fireEvent.change(phone(), { target: { value: "5123456789" } });
    await submit();
    expect(screen.getByRole("alert").textContent).toBe(PHONE_MESSAGE);
    expect(server.calls).toHaveLength(0);
  });

  it("keeps the ten digits of a pasted number", () => {
    show();
    fireEvent.change(phone(), { target: { value: "+91 98765-43210" } });
    expect((phone() as HTMLInputElement).value).toBe("9876543210");
    expect(phone().getAttribute("type")).toBe("tel");
  });

  it("sends the code, keeps the phone and the resend time for the code screen, and goes there", async () => {
    server.on("POST", "/s/api/auth/otp", () => jsonResponse({ message: "We have sent a 6-digit code to +91 ******3210", resend_after: 30, expires_in: 300 }));
    const { router } = show();
    fireEvent.change(phone(), { target: { value: "9876543210" } });
    const before = Date.now();
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe("/auth/verify"));
    expect(server.calls.find((c) => c.path === "/s/api/auth/otp")!.body).toEqual({ phone: "9876543210" });
    const pending = readPendingSignIn()!;
    expect(pending).toMatchObject({ phone: "9876543210", message: "We have sent a 6-digit code to +91 ******3210", verified: false });
    expect(pending.resendAt).toBeGreaterThanOrEqual(before + 30_000);
  });

  it("shows the server's refusal under the field and stays", async () => {
    server.on(
      "POST",
      "/s/api/auth/otp",
      () =>
        new Response(JSON.stringify({ message: "Too many codes were sent to this number. Please try again later." }), {
          status: 429,
          headers: { "content-type": "application/json", "retry-after": "600" },
        }),
    );
    const { router } = show();
    fireEvent.change(phone(), { target: { value: "9876543210" } });
    await submit();
    expect((await screen.findByRole("alert")).textContent).toBe("Too many codes were sent to this number. Please try again later.");
    expect(router.state.location.pathname).toBe("/auth/login");
    expect(readPendingSignIn()).toBeNull();
  });

  it("holds Get OTP while offline and says why, and sends the code once online (issue 36)", async () => {
    server.on("POST", "/s/api/auth/otp", () => jsonResponse({ message: "We have sent a 6-digit code to +91 ******3210", resend_after: 30, expires_in: 300 }));
    const { router } = show();
    fireEvent.change(phone(), { target: { value: "9876543210" } });
    expect(screen.queryByText("Signing in needs a connection.")).toBeNull();

    setConnection(false);
    const button = screen.getByRole("button", { name: "Get OTP" }) as HTMLButtonElement;
    await waitFor(() => expect(button.disabled).toBe(true));
    expect(button.getAttribute("aria-describedby")).toBe(screen.getByText("Signing in needs a connection.").id);
    await submit();
    expect(server.calls).toHaveLength(0);

    setConnection(true);
    expect(screen.queryByText("Signing in needs a connection.")).toBeNull();
    expect(button.disabled).toBe(false);
    expect(button.hasAttribute("aria-describedby")).toBe(false);
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe("/auth/verify"));
  });
});
