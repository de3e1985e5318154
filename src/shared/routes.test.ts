import { describe, expect, it } from "vitest";
import { isSystemPath, matchRoute, normalisePath, routes } from "./routes";

describe("route table", () => {
  it("holds every §2 route once, with its name", () => {
    const names = routes.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(
      expect.arrayContaining([
        "home",
        "account",
        "account-orders",
        "account-orders-view",
        "account-addresses",
        "account-profile",
        "account-wishlist",
        "account-sales-dashboard",
        "bos-choose",
        "bos-create-website",
        "login",
        "login-verify",
        "login-register",
        "logout",
        "products",
        "product",
        "checkout",
        "razorpay-start",
        "cashfree-start",
        "checkout-confirm",
        "success",
      ]),
    );
  });

  it("carries the §2 meta", () => {
    const byName = Object.fromEntries(routes.map((r) => [r.name, r.meta]));
    expect(byName["login"]!.fullWidth).toBe(true);
    expect(byName["checkout"]).toMatchObject({ fullWidth: true, requiresAuth: true });
    expect(byName["account-sales-dashboard"]).toMatchObject({ requiresAuth: true, requiresAgent: true });
    expect(byName["success"]!.requiresAuth).toBe(true);
    expect(byName["home"]).toMatchObject({ fullWidth: false, requiresAuth: false, guestOnly: false, scrollToTop: true });
    // Content pages sit in the header's centred container, as the home does (issue 27).
    expect(matchRoute("/about-us").route.meta.fullWidth).toBe(false);
    expect(routes.filter((r) => r.meta.guestOnly).map((r) => r.name)).toEqual(["login", "login-verify", "login-register"]);
  });

  it("matches paths by pattern and falls back to the dynamic page", () => {
    expect(matchRoute("/products/toor-dal")).toMatchObject({ route: { name: "product" }, params: { slug: "toor-dal" } });
    expect(matchRoute("/products/")).toMatchObject({ route: { name: "products" } });
    expect(matchRoute("/order/success/KD-1")).toMatchObject({ params: { ordernumber: "KD-1" } });
    expect(matchRoute("/about-us").route.name).toBe("dynamic-page");
    expect(matchRoute("/products/a/b").route.name).toBe("dynamic-page");
    expect(matchRoute("/products/%E0%A4%A").route.name).toBe("dynamic-page");
    expect(isSystemPath("/checkout")).toBe(true);
    expect(isSystemPath("/offers")).toBe(false);
  });

  it("normalises paths", () => {
    expect(normalisePath("")).toBe("/");
    expect(normalisePath("/a/b/?x=1#y")).toBe("/a/b");
    expect(normalisePath("about")).toBe("/about");
  });
});
