import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { createFakeShopServer, demoCart, jsonResponse, type FakeShopServer } from "../../../src/client/api/fake-shop-server";
import { readPendingSignIn, savePendingSignIn } from "../../../src/client/lib/pending-sign-in";
import { userAtom } from "../../../src/client/state/user-atom";
import { setConnection } from "../../../src/client/testing/connection";
import { renderScreen, screenProps } from "../../../src/client/testing/render-screen";
import { clearToasts } from "../../../src/client/ui/toast";
import LoginRegisterBlock from "./login-register-block";

let server: FakeShopServer;
beforeEach(() => {
  sessionStorage.clear();
  server = createFakeShopServer();
  vi.stubGlobal("fetch", server.fetch);
  server.on("GET", "/s/api/cart", () => jsonResponse(demoCart([])));
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
  setConnection(true);
});

const verified = () => savePendingSignIn({ phone: "7012345678", resendAt: 0, message: "", verified: true });
const show = () => renderScreen(<LoginRegisterBlock {...screenProps("login-register", "Create your account")} />, { path: "/auth/register", user: null });
const create = () => act(async () => fireEvent.click(screen.getByRole("button", { name: "Create account" })));
const NEHA = { id: 9, name: "Neha Iyer", email: "neha@example.in", phone: "7012345678", superadmin: false, hasAdminAccess: false, isSalesAgent: false, isStaff: false };

describe("login-register block", () => {
  it("starts with the mobile number when no phone has been verified", async () => {
    show();
    expect(await screen.findByRole("button", { name: "Continue" })).toBeTruthy();
    expect(screen.getByLabelText(/^Phone/)).toBeTruthy();
    expect(screen.queryByLabelText(/^Name/)).toBeNull();
  });

  it("asks the verified phone for a name (required) and an email (optional, §5)", async () => {
    verified();
    show();
    expect(await screen.findByText("+91 70123 45678")).toBeTruthy();
    await create();
    expect(screen.getByRole("alert").textContent).toBe("Name is required");
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: "Neha Iyer" } });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: "neha@example" } });
    await create();
    expect(screen.getByRole("alert").textContent).toBe("Email is not a valid email address");
    expect(server.calls.some((c) => c.path === "/s/api/auth/register")).toBe(false);
  });

  it("creates the account, signs it in and lands on /account", async () => {
    verified();
    server.on("POST", "/s/api/auth/register", () => jsonResponse({ user: NEHA, message: "Welcome, Neha Iyer!" }));
    const { router, store } = show();
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: "  Neha Iyer " } });
    await create();
    await waitFor(() => expect(router.state.location.pathname).toBe("/account"));
    expect(server.calls.find((c) => c.path === "/s/api/auth/register")!.body).toEqual({ name: "Neha Iyer" });
    expect(store.get(userAtom)).toEqual(NEHA);
    expect(server.log()).toContain("GET /s/api/cart");
    expect(readPendingSignIn()).toBeNull();
  });

  it("shows the server's field message under its field", async () => {
    verified();
    server.on("POST", "/s/api/auth/register", () => jsonResponse({ message: "Name cannot hold < or >", errors: { name: "Name cannot hold < or >" } }, 422));
    show();
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: "<b>" } });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: "neha@example.in" } });
    await create();
    expect((await screen.findByRole("alert")).textContent).toBe("Name cannot hold < or >");
    expect(server.calls.find((c) => c.path === "/s/api/auth/register")!.body).toEqual({ name: "<b>", email: "neha@example.in" });
  });

  it("goes back to the mobile number when the verification has lapsed", async () => {
    verified();
    server.on("POST", "/s/api/auth/register", () => jsonResponse({ message: "Please verify your phone number first" }, 401));
    show();
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: "Neha" } });
    await create();
    expect((await screen.findByRole("alert")).textContent).toBe("Please verify your phone number first");
    expect(screen.getByRole("button", { name: "Continue" })).toBeTruthy();
    expect(readPendingSignIn()).toBeNull();
  });

  it("holds both steps' buttons while offline and says why (issue 36)", async () => {
    const first = show();
    const next = (await screen.findByRole("button", { name: "Continue" })) as HTMLButtonElement;
    setConnection(false);
    await waitFor(() => expect(next.disabled).toBe(true));
    expect(next.getAttribute("aria-describedby")).toBe(screen.getByText("Signing in needs a connection.").id);
    setConnection(true);
    first.unmount();

    verified();
    server.on("POST", "/s/api/auth/register", () => jsonResponse({ user: NEHA, message: "Welcome, Neha Iyer!" }));
    const { router } = show();
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: "Neha Iyer" } });
    setConnection(false);
    const button = screen.getByRole("button", { name: "Create account" }) as HTMLButtonElement;
    await waitFor(() => expect(button.disabled).toBe(true));
    expect(button.getAttribute("aria-describedby")).toBe(screen.getByText("Signing in needs a connection.").id);
    setConnection(true);
    expect(screen.queryByText("Signing in needs a connection.")).toBeNull();
    await create();
    await waitFor(() => expect(router.state.location.pathname).toBe("/account"));
  });
});
