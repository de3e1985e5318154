import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { createStore, Provider } from "jotai";
import { createFakeShopServer, jsonResponse, type FakeShopServer } from "../../api/fake-shop-server";
import { REDIRECT_KEY } from "../../lib/auth-redirect";
import { wishlistFlagsAtom } from "../../state/wishlist-atom";
import { clearToasts, ToastHost } from "../../ui/toast";
import WishlistModal from "./wishlist-modal";

let server: FakeShopServer;
let store: ReturnType<typeof createStore>;
const target = { product_id: 405, product_name: "Shubh Pooja Kumkum Powder" };
const lists = () => [
  { id: 1, name: "Monthly staples", product_ids: [7] },
  { id: 2, name: "Pooja", product_ids: [] as number[] },
];

function show() {
  const onClose = vi.fn();
  const router = createMemoryRouter(
    [
      { path: "/products/:slug", element: <WishlistModal target={target} onClose={onClose} /> },
      { path: "/auth/login", element: <p>Sign in</p> },
    ],
    { initialEntries: ["/products/shubh-pooja-kumkum-powder?from=home"] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
      <ToastHost />
    </Provider>,
  );
  return { router, onClose };
}

const choice = (name: string) => screen.findByRole("button", { name: new RegExp(`^${name}`) });

beforeEach(() => {
  server = createFakeShopServer();
  vi.stubGlobal("fetch", server.fetch);
  server.on("GET", "/s/api/wishlist", () => jsonResponse(lists()));
  store = createStore();
  sessionStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

describe("Add Products In Wishlist modal (§2, §4, §8)", () => {
  it("is 400 px wide and lists the shopper's wish lists, marking those holding the product", async () => {
    server.on("GET", "/s/api/wishlist", () => jsonResponse([{ id: 1, name: "Monthly staples", product_ids: [405] }, lists()[1]]));
    show();
    const dialog = await screen.findByRole("dialog", { name: "Add Products In Wishlist" });
    expect(dialog.style.width).toBe("400px");
    expect((await choice("Monthly staples")).getAttribute("aria-pressed")).toBe("true");
    expect((await choice("Pooja")).getAttribute("aria-pressed")).toBe("false");
  });

  it("flips the product's flag only once the server has saved it", async () => {
    let answer!: (r: Response) => void;
    server.on("POST", "/s/api/wishlist/update", () => new Promise<Response>((resolve) => (answer = resolve)));
    show();
    const pooja = await choice("Pooja");
    fireEvent.click(pooja);
    await waitFor(() => expect(pooja.getAttribute("aria-busy")).toBe("true"));
    // Sent once the busy state has been painted.
    await waitFor(() => expect(server.calls.at(-1)?.body).toEqual({ product_id: 405, wishlist_category_id: 2 }));
    expect(store.get(wishlistFlagsAtom)[405]).toBeUndefined();
    expect(pooja.getAttribute("aria-pressed")).toBe("false");

    await act(async () => answer(jsonResponse({ saved: true, wishlist: true, message: "Saved to Pooja" })));
    await waitFor(() => expect(pooja.getAttribute("aria-pressed")).toBe("true"));
    expect(store.get(wishlistFlagsAtom)[405]).toBe(true);
    expect(pooja.getAttribute("aria-busy")).toBeNull();
    expect(screen.getByText("Saved to Pooja")).toBeTruthy();
  });

  it("leaves the flag alone and shows a toast when the server fails", async () => {
    server.on("POST", "/s/api/wishlist/update", () => jsonResponse({ message: "This product is not available" }, 404));
    show();
    const pooja = await choice("Pooja");
    fireEvent.click(pooja);
    // The toast stack sits outside the dialog, which Radix hides from the accessibility tree.
    expect((await screen.findByText("This product is not available")).closest(".toast-error")).toBeTruthy();
    expect(store.get(wishlistFlagsAtom)[405]).toBeUndefined();
    expect(pooja.getAttribute("aria-pressed")).toBe("false");
    expect((pooja as HTMLButtonElement).disabled).toBe(false);
  });

  it("shows §8's fallback text in the toast, never a proxy's error page", async () => {
    server.on("POST", "/s/api/wishlist/update", () => new Response("<html>oops</html>", { status: 502, headers: { "content-type": "text/html" } }));
    show();
    fireEvent.click(await choice("Pooja"));
    expect((await screen.findByText("There's been an error, please try again.")).closest(".toast-error")).toBeTruthy();
    expect(document.body.textContent).not.toContain("oops");
  });

  it("sends a signed-out shopper (401) to sign in, keeping the page to come back to", async () => {
    server.on("GET", "/s/api/wishlist", () => jsonResponse({ message: "Please sign in to use wish lists" }, 401));
    const { router, onClose } = show();
    await waitFor(() => expect(router.state.location.pathname).toBe("/auth/login"));
    expect(sessionStorage.getItem(REDIRECT_KEY)).toBe("/products/shubh-pooja-kumkum-powder?from=home");
    expect(onClose).toHaveBeenCalled();
  });
});

describe("Create Another Wish List modal", () => {
  it("is 500 px wide, creates the list with a toast, and the list joins the choices", async () => {
    server.on("POST", "/s/api/wishlistCategory", () => jsonResponse({ message: "Wishlist added successfully", category: { id: 3, name: "Party", product_ids: [] } }, 201));
    show();
    await choice("Pooja");
    fireEvent.click(screen.getByRole("button", { name: "Create Another Wish List" }));
    const dialog = await screen.findByRole("dialog", { name: "Create Another Wish List" });
    expect(dialog.style.width).toBe("500px");
    fireEvent.change(within(dialog).getByLabelText("Wish list name"), { target: { value: "  Party " } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create" }));
    expect((await screen.findByText("Wishlist added successfully")).closest(".toast-success")).toBeTruthy();
    expect(server.calls.at(-1)?.body).toEqual({ name: "Party" });
    expect(await choice("Party")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Create Another Wish List" })).toBeNull());
  });

  it("asks nothing for an empty name, and shows the server's refusal as a toast", async () => {
    server.on("POST", "/s/api/wishlistCategory", () => jsonResponse({ message: "You already have a wish list called Pooja" }, 422));
    show();
    await choice("Pooja");
    fireEvent.click(screen.getByRole("button", { name: "Create Another Wish List" }));
    const dialog = await screen.findByRole("dialog", { name: "Create Another Wish List" });
    const before = server.calls.length;
    fireEvent.click(within(dialog).getByRole("button", { name: "Create" }));
    expect(within(dialog).getByRole("alert").textContent).toBe("Enter a name for the wish list");
    expect(server.calls.length).toBe(before);

    fireEvent.change(within(dialog).getByLabelText("Wish list name"), { target: { value: "pooja" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create" }));
    expect((await screen.findByText("You already have a wish list called Pooja")).closest(".toast-error")).toBeTruthy();
    expect(screen.getByRole("dialog", { name: "Create Another Wish List" })).toBeTruthy();
  });
});
