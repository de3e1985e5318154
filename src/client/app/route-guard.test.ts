import { beforeEach, describe, expect, it } from "vitest";
import { routes } from "../../shared/routes";
import { guardRedirect } from "./route-guard";
import { REDIRECT_KEY, takeRedirect } from "../lib/auth-redirect";

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

  it("ignores a saved path that leaves the site", () => {
    sessionStorage.setItem(REDIRECT_KEY, "//evil.example");
    expect(takeRedirect()).toBeNull();
  });
});
