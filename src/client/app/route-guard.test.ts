import { beforeEach, describe, expect, it } from "vitest";
import { routes } from "../../shared/routes";
import { guardRedirect } from "./route-guard";
import { landingPath, REDIRECT_KEY, takeRedirect } from "../lib/auth-redirect";

const meta = (name: string) => routes.find((r) => r.name === name)!.meta;

describe("route guard (§4)", () => {
  beforeEach(() => sessionStorage.clear());

  it("sends a visitor to /auth/login from a route needing sign-in and saves the target", () => {
    expect(guardRedirect(meta("checkout"), null, "/checkout?x=1")).toBe("/auth/login");
    expect(sessionStorage.getItem(REDIRECT_KEY)).toBe("/checkout?x=1");
    expect(takeRedirect()).toBe("/checkout?x=1");
    expect(takeRedirect()).toBeNull();
  });

  it("sends a signed-in shopper who is not an agent to /account/orders from the dashboard", () => {
    expect(guardRedirect(meta("account-sales-dashboard"), { isSalesAgent: false }, "/account/dashboard")).toBe("/account/orders");
    expect(sessionStorage.getItem(REDIRECT_KEY)).toBe("/account/dashboard");
    expect(guardRedirect(meta("account-sales-dashboard"), { isSalesAgent: true }, "/account/dashboard")).toBeNull();
  });

  it("lets anyone through open routes", () => {
    expect(guardRedirect(meta("home"), null, "/")).toBeNull();
    expect(guardRedirect(meta("products"), null, "/products")).toBeNull();
    expect(sessionStorage.getItem(REDIRECT_KEY)).toBeNull();
  });

  it("sends a signed-in user from a sign-in screen to the saved path, taking it", () => {
    sessionStorage.setItem(REDIRECT_KEY, "/checkout");
    expect(guardRedirect(meta("login"), { isSalesAgent: false }, "/auth/login")).toBe("/checkout");
    expect(sessionStorage.getItem(REDIRECT_KEY)).toBeNull();
  });

  it("without a saved path lands a shopper on /account and a sales agent on the dashboard", () => {
    for (const name of ["login", "login-verify", "login-register"]) {
      expect(guardRedirect(meta(name), { isSalesAgent: false }, "/auth/x")).toBe("/account");
      expect(guardRedirect(meta(name), { isSalesAgent: true }, "/auth/x")).toBe("/account/dashboard");
    }
    expect(guardRedirect(meta("login"), null, "/auth/login")).toBeNull();
    expect(guardRedirect(meta("logout"), { isSalesAgent: false }, "/auth/logout")).toBeNull();
  });

  it("does not send a signed-in user back to a saved sign-in screen", () => {
    sessionStorage.setItem(REDIRECT_KEY, "/auth/verify");
    expect(landingPath({ isSalesAgent: false })).toBe("/account");
  });

  it("ignores a saved path that leaves the site", () => {
    sessionStorage.setItem(REDIRECT_KEY, "//evil.example");
    expect(takeRedirect()).toBeNull();
  });
});
