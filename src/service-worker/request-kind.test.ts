import { describe, expect, it } from "vitest";
import { requestKind } from "./request-kind";

const ORIGIN = "https://shop.example.in";
const get = (path: string, mode = "cors") => requestKind({ method: "GET", url: ORIGIN + path, mode }, ORIGIN);

describe("the way a request takes through the service worker", () => {
  it("keeps the catalogue's pages, and answers private ones from the network only", () => {
    expect(get("/", "navigate")).toBe("page");
    expect(get("/products?c=rice&page=2", "navigate")).toBe("page");
    expect(get("/products/atta-5kg", "navigate")).toBe("page");
    expect(get("/account/orders/4", "navigate")).toBe("online-page");
    expect(get("/checkout", "navigate")).toBe("online-page");
    expect(get("/auth/login", "navigate")).toBe("online-page");
  });

  it("does not touch the tools' pages", () => {
    expect(get("/bos/admin/orders", "navigate")).toBeNull();
    expect(get("/pos", "navigate")).toBeNull();
    expect(get("/page-builder", "navigate")).toBeNull();
  });

  it("serves built files, fonts and the messages from the shell, pictures kept as seen", () => {
    expect(get("/assets/start-app-abc123.js")).toBe("shell");
    expect(get("/fonts/inter/variable.woff2")).toBe("shell");
    expect(get("/i18n/hi.0123456789ab.json")).toBe("shell");
    expect(get("/i18n/en.json")).toBeNull();
    expect(get("/cdn/medium/products/atta.webp")).toBe("picture");
    expect(get("/icons/192.png?v=1")).toBe("picture");
    expect(get("/no-image.png")).toBe("picture");
  });

  it("keeps the catalogue's answers, the visitor's start and cart", () => {
    for (const path of [
      "/s/api/init",
      "/s/api/page/data/",
      "/s/api/page/data/products?c=rice",
      "/s/api/products?q=dal",
      "/s/api/products/405",
      "/s/api/search/suggest?q=ch",
      "/s/api/cart",
      "/s/api/check/pincode/560038",
    ]) {
      expect(get(path), path).toBe("catalogue");
    }
  });

  it("leaves private, one-off and writing calls to the network", () => {
    // The logout and coupon removal are GETs that change things; orders and addresses are private.
    for (const path of [
      "/s/api/auth/logout",
      "/s/api/remove/coupon",
      "/s/api/account/orders",
      "/s/api/address",
      "/s/api/wishlist",
      "/s/api/cookie",
      "/s/api/admin/orders",
      "/s/api/checkout/payment/9",
      "/s/api/cart/add",
    ]) {
      expect(get(path), path).toBeNull();
    }
    expect(requestKind({ method: "POST", url: `${ORIGIN}/s/api/cart/add`, mode: "cors" }, ORIGIN)).toBeNull();
    expect(requestKind({ method: "POST", url: `${ORIGIN}/`, mode: "navigate" }, ORIGIN)).toBeNull();
  });

  it("leaves other hosts alone, another website's too", () => {
    expect(requestKind({ method: "GET", url: "https://other-shop.example.in/assets/a.js", mode: "cors" }, ORIGIN)).toBeNull();
    expect(requestKind({ method: "GET", url: "https://checkout.razorpay.com/v1/checkout.js", mode: "no-cors" }, ORIGIN)).toBeNull();
  });
});
