import { beforeEach, describe, expect, it } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { createStore, Provider } from "jotai";
import { REDIRECT_KEY } from "../../src/client/lib/auth-redirect";
import { wishlistTargetAtom } from "../../src/client/state/ui-atoms";
import { setUserAtom } from "../../src/client/state/user-atom";
import { setWishlistFlagAtom } from "../../src/client/state/wishlist-atom";
import { WishlistHeart } from "./wishlist-heart";

const product = { product_id: 405, product_name: "Shubh Pooja Kumkum Powder", wishlist: false };
let store: ReturnType<typeof createStore>;

function show(p = product) {
  const router = createMemoryRouter(
    [
      { path: "/products/:slug", element: <WishlistHeart product={p} /> },
      { path: "/auth/login", element: <p>Sign in</p> },
    ],
    { initialEntries: ["/products/shubh-pooja-kumkum-powder?ref=deals#top"] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

beforeEach(() => {
  store = createStore();
  sessionStorage.clear();
});

describe("wishlist heart", () => {
  it("sends a signed-out visitor to sign in, saving the page to come back to", () => {
    const router = show();
    fireEvent.click(screen.getByRole("button", { name: "Add Shubh Pooja Kumkum Powder to a wish list" }));
    expect(router.state.location.pathname).toBe("/auth/login");
    expect(sessionStorage.getItem(REDIRECT_KEY)).toBe("/products/shubh-pooja-kumkum-powder?ref=deals#top");
    expect(store.get(wishlistTargetAtom)).toBeNull();
  });

  it("opens the wishlist modal for the product when signed in", () => {
    store.set(setUserAtom, { id: 1, name: "Priya Sharma", email: "", phone: "9876543210" });
    const router = show();
    const heart = screen.getByRole("button", { name: "Add Shubh Pooja Kumkum Powder to a wish list" });
    expect(heart.getAttribute("aria-haspopup")).toBe("dialog");
    fireEvent.click(heart);
    expect(store.get(wishlistTargetAtom)).toEqual({ product_id: 405, product_name: "Shubh Pooja Kumkum Powder" });
    expect(router.state.location.pathname).toBe("/products/shubh-pooja-kumkum-powder");
  });

  it("reads a local change over the page data's flag", () => {
    store.set(setWishlistFlagAtom, 405, true);
    show();
    expect(screen.getByRole("button", { name: "Shubh Pooja Kumkum Powder is in your wish list: change wish lists" }).dataset.saved).toBe("true");
  });

  it("shows the page data's flag until something changes it", () => {
    show({ ...product, wishlist: true });
    expect(screen.getByRole("button", { name: /is in your wish list/ })).toBeTruthy();
  });
});
