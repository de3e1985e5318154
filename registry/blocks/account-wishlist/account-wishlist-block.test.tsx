import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { createFakeShopServer, demoProduct, jsonResponse, type FakeShopServer } from "../../../src/client/api/fake-shop-server";
import { wishlistFlagsAtom } from "../../../src/client/state/wishlist-atom";
import { renderScreen, screenProps } from "../../../src/client/testing/render-screen";
import { clearToasts } from "../../../src/client/ui/toast";
import AccountWishlistBlock from "./account-wishlist-block";

let server: FakeShopServer;
beforeEach(() => {
  server = createFakeShopServer();
  vi.stubGlobal("fetch", server.fetch);
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

const atta = { ...demoProduct(), product_id: 9, product_name: "Aashirvaad Atta", slug: "aashirvaad-atta", wishlist: true };
const show = () => renderScreen(<AccountWishlistBlock {...screenProps("account-wishlist", "My Wishlist")} />, { path: "/account/wishlist" });

describe("account-wishlist block", () => {
  it("shows each list with its products as cards, and an empty list as such", async () => {
    server.on("GET", "/s/api/account/wishlist", () =>
      jsonResponse([
        { id: 1, name: "Monthly staples", products: [atta, { ...demoProduct(), wishlist: true }] },
        { id: 2, name: "Diwali", products: [] },
      ]),
    );
    show();
    const staples = await screen.findByRole("region", { name: "Monthly staples (2)" });
    expect(
      within(staples)
        .getAllByRole("article")
        .map((a) => a.getAttribute("aria-label")),
    ).toEqual(["Aashirvaad Atta", "Shubh Pooja Kumkum Powder"]);
    expect(
      within(staples)
        .getByRole("link", { name: /Aashirvaad Atta/ })
        .getAttribute("href"),
    ).toBe("/products/aashirvaad-atta");
    expect(within(screen.getByRole("region", { name: "Diwali (0)" })).getByText("Nothing saved in this list yet.")).toBeTruthy();
  });

  it("removes a product from a list through the toggle, once the server has answered", async () => {
    server.on("GET", "/s/api/account/wishlist", () => jsonResponse([{ id: 1, name: "Monthly staples", products: [atta] }]));
    server.on("POST", "/s/api/wishlist/update", () => jsonResponse({ saved: false, wishlist: false, message: "Removed from Monthly staples" }));
    const { store } = show();
    const remove = await screen.findByRole("button", { name: "Remove Aashirvaad Atta from Monthly staples" });
    await act(async () => fireEvent.click(remove));
    await waitFor(() => expect(screen.queryByRole("article", { name: "Aashirvaad Atta" })).toBeNull());
    expect(server.calls.find((c) => c.method === "POST")!.body).toEqual({ product_id: 9, wishlist_category_id: 1 });
    expect(store.get(wishlistFlagsAtom)).toEqual({ 9: false });
    expect(screen.getByText("Nothing saved in this list yet.")).toBeTruthy();
  });

  it("invites a shopper without wish lists to browse", async () => {
    server.on("GET", "/s/api/account/wishlist", () => jsonResponse([]));
    show();
    expect(await screen.findByText("Your wish list is empty")).toBeTruthy();
  });
});
