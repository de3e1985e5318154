import { describe, expect, it } from "vitest";
import { isToolPath, mayKeepOffline } from "./kept-pages";

describe("which pages a phone may keep offline", () => {
  it("keeps the catalogue's pages: home, lists, product pages, content pages", () => {
    for (const path of ["/", "/products", "/products/basmati-rice", "/about-us", "/offers/diwali"]) expect(mayKeepOffline(path), path).toBe(true);
  });

  it("never keeps a private page, a sign-in step or a step of paying", () => {
    const never = [
      "/account",
      "/account/orders",
      "/account/orders/12",
      "/account/addresses",
      "/account/details",
      "/account/wishlist",
      "/checkout",
      "/checkout/razorpay/9",
      "/checkout/cashfree/9",
      "/checkout/confirm/9",
      "/order/success/KIR-1",
      "/auth/login",
      "/auth/verify",
      "/auth/register",
      "/auth/logout",
    ];
    for (const path of never) expect(mayKeepOffline(path), path).toBe(false);
  });

  it("leaves the tools and the previews alone", () => {
    for (const path of ["/bos/admin", "/bos/admin/orders", "/page-builder", "/page-builder/pages/3", "/pos", "/pos/sales", "/builder-preview", "/preview"]) {
      expect(isToolPath(path), path).toBe(true);
      expect(mayKeepOffline(path), path).toBe(false);
    }
    expect(isToolPath("/products")).toBe(false);
  });
});
