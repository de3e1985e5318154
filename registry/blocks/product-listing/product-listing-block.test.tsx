import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { createStore, Provider } from "jotai";
import { createFakeShopServer, demoInitAnswer, demoProduct, jsonResponse, type FakeShopServer } from "../../../src/client/api/fake-shop-server";
import { hydrateFromInit } from "../../../src/client/state/hydrate-from-init";
import type { Product, ProductListResponse } from "../../../src/shared/api/products";
import ProductListingBlock from "./product-listing-block";

const product = (id: number, name: string): Product => ({ ...demoProduct(), product_id: id, product_name: name, slug: `p-${id}` });
const answer = (names: string[], total = names.length): ProductListResponse => ({
  data: names.map((n, i) => product(i + 1, n)),
  meta: { total, page: 1, perPage: 24, lastPage: Math.max(1, Math.ceil(total / 24)) },
});

let server: FakeShopServer;
// jsdom does not lay pages out, so it has no scrolling; the list asks for it on a page change.
const scrollIntoView = vi.fn();
beforeEach(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
  scrollIntoView.mockClear();
  server = createFakeShopServer();
  vi.stubGlobal("fetch", server.fetch);
});
afterEach(() => vi.unstubAllGlobals());

function renderAt(url: string, first: ProductListResponse | null) {
  const store = createStore();
  hydrateFromInit(store, demoInitAnswer() as never);
  const router = createMemoryRouter(
    [{ path: "/products", element: <ProductListingBlock name="product-listing" type="screen" order={0} mode="live" data={{ title: "All Products" }} settings={{}} logicdata={{}} response={first as never} /> }],
    { initialEntries: [url] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

const names = () => screen.queryAllByRole("article").map((a) => a.getAttribute("aria-label"));

describe("product-listing block", () => {
  it("shows the page's own answer at once, with the total, and fetches nothing", () => {
    renderAt("/products", answer(["Toor Dal", "Basmati Rice"], 30));
    expect(names()).toEqual(["Toor Dal", "Basmati Rice"]);
    expect(screen.getByText("Total: 30")).toBeTruthy();
    expect(server.calls).toHaveLength(0);
  });

  it("keeps the address in step with sort and pages, asking for page only above 1 and 24 per page", async () => {
    server.on("GET", "/s/api/products", (call) => jsonResponse(answer([`Sorted ${call.query.get("s")} page ${call.query.get("page") ?? 1}`], 60)));
    const router = renderAt("/products", answer(["First"], 60));
    await act(async () => fireEvent.change(screen.getByLabelText("Sort by"), { target: { value: "price-asc" } }));
    expect(router.state.location.search).toBe("?s=price-asc");
    expect(await screen.findByRole("article", { name: "Sorted price-asc page 1" })).toBeTruthy();
    expect(server.calls[0]!.query.toString()).toBe("s=price-asc&perPage=24");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Page 2" })));
    expect(router.state.location.search).toBe("?s=price-asc&page=2");
    // A new page starts at the top of the list, not where the pagination was.
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole("article", { name: "Sorted price-asc page 2" })).toBeTruthy();
  });

  it("never lets a slow older answer replace the newer one", async () => {
    const release: Record<string, () => void> = {};
    server.on("GET", "/s/api/products", (call) => {
      const c = call.query.get("c") ?? "";
      return new Promise((resolve) => (release[c] = () => resolve(jsonResponse(answer([`Only ${c}`])))));
    });
    renderAt("/products", answer(["Everything"]));
    const filters = screen.getByRole("complementary", { name: "Filters" });
    const [first, second] = within(filters).getAllByRole("checkbox");
    await act(async () => fireEvent.click(first!));
    await act(async () => fireEvent.click(second!));
    await act(async () => fireEvent.click(first!));
    const last = Object.keys(release).at(-1)!;
    await act(async () => release[last]!());
    await act(async () => Object.values(release).forEach((go) => go()));
    expect(names()).toEqual([`Only ${last}`]);
    expect(last.split(",")).toHaveLength(1);
  });

  it("says when nothing matches and clears the filters", async () => {
    server.on("GET", "/s/api/products", (call) => jsonResponse(call.query.get("q") ? answer([]) : answer(["Back again"])));
    const router = renderAt("/products?q=zzzz", null);
    expect(await screen.findByText(/No products match/)).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Clear filters" })));
    expect(router.state.location.search).toBe("");
    expect(await screen.findByRole("article", { name: "Back again" })).toBeTruthy();
  });

  it("offers to try again when the list cannot load", async () => {
    let fail = true;
    server.on("GET", "/s/api/products", () => (fail ? jsonResponse({ message: "down" }, 503) : jsonResponse(answer(["Recovered"]))));
    renderAt("/products?s=name", null);
    expect((await screen.findByRole("alert")).textContent).toContain("could not load");
    fail = false;
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Try again" })));
    expect(await screen.findByRole("article", { name: "Recovered" })).toBeTruthy();
  });
});
