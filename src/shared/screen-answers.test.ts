import { describe, expect, it } from "vitest";
import { RECENT_ORDERS, screenAnswerPaths, screenApi } from "./screen-answers";

describe("the answers a signed-in screen shows first", () => {
  it("names the API addresses each screen asks for, with the page from the address", () => {
    expect(screenAnswerPaths("/checkout", "")).toEqual(["/api/checkout"]);
    expect(screenAnswerPaths("/account", "")).toEqual([`/api/account/orders?page=1&perPage=${RECENT_ORDERS}`]);
    expect(screenAnswerPaths("/account/orders", "?page=3")).toEqual(["/api/account/orders?page=3&perPage=10"]);
    expect(screenAnswerPaths("/account/orders/", "?page=nope")).toEqual(["/api/account/orders?page=1&perPage=10"]);
    expect(screenAnswerPaths("/account/orders/42", "")).toEqual([screenApi.order("42")]);
    expect(screenAnswerPaths("/account/addresses", "")).toEqual(["/api/account/addresses"]);
    expect(screenAnswerPaths("/account/details", "")).toEqual(["/api/account/profile"]);
    expect(screenAnswerPaths("/account/wishlist", "")).toEqual(["/api/account/wishlist"]);
  });

  it("names none for public pages, and none for an order id the API would refuse", () => {
    for (const path of ["/", "/products", "/products/tomato", "/about-us", "/auth/login"]) expect(screenAnswerPaths(path, "")).toEqual([]);
    expect(screenAnswerPaths("/account/orders/abc", "")).toEqual([]);
  });
});
