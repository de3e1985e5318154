import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { createFakeShopServer, jsonResponse, type FakeShopServer } from "../../../src/client/api/fake-shop-server";
import { clearRecentReports, recentReports, setReporter } from "../../../src/client/lib/error-reporter";
import { readPendingSignIn, savePendingSignIn } from "../../../src/client/lib/pending-sign-in";
import { replacePage } from "../../../src/client/lib/reload-page";
import { userAtom } from "../../../src/client/state/user-atom";
import { renderScreen, screenProps } from "../../../src/client/testing/render-screen";
import LogoutBlock from "./logout-block";

vi.mock("../../../src/client/lib/reload-page", () => ({ replacePage: vi.fn(), reloadPage: vi.fn() }));

let server: FakeShopServer;
beforeEach(() => {
  vi.mocked(replacePage).mockClear();
  setReporter(() => undefined);
  clearRecentReports();
  server = createFakeShopServer();
  vi.stubGlobal("fetch", server.fetch);
});
afterEach(() => {
  vi.unstubAllGlobals();
  setReporter(null);
});

const show = () => renderScreen(<LogoutBlock {...screenProps("logout", "Signing out")} />, { path: "/auth/logout" });

describe("logout block", () => {
  it("ends the session once, then clears the user and loads the home page afresh (§4)", async () => {
    savePendingSignIn({ phone: "9876543210", resendAt: 0, message: "", verified: false });
    server.on("GET", "/s/api/auth/logout", () => jsonResponse({ message: "You have been signed out" }));
    const { store } = show();
    expect(screen.getByText("Signing you out…")).toBeTruthy();
    await waitFor(() => expect(replacePage).toHaveBeenCalledWith("/"));
    expect(server.log()).toEqual(["GET /s/api/auth/logout"]);
    expect(server.calls[0]!.headers.get("x-web-url")).toBe(window.location.origin);
    expect(store.get(userAtom)).toBeNull();
    expect(readPendingSignIn()).toBeNull();
  });

  it("says so when the call fails, keeps the user, and tries again on request", async () => {
    let fail = true;
    server.on("GET", "/s/api/auth/logout", () => (fail ? jsonResponse({ message: "The shop is busy" }, 503) : jsonResponse({ message: "You have been signed out" })));
    const { store } = show();
    expect((await screen.findByRole("alert")).textContent).toContain("We could not sign you out. The shop is busy");
    expect(store.get(userAtom)).not.toBeNull();
    expect(replacePage).not.toHaveBeenCalled();
    expect(recentReports().map((r) => r.context)).toEqual([{ where: "logout" }]);
    fail = false;
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Try again" })));
    await waitFor(() => expect(replacePage).toHaveBeenCalledWith("/"));
    expect(store.get(userAtom)).toBeNull();
  });
});
