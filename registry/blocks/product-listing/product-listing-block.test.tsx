import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { use, type ReactNode } from "react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { createStore, Provider } from "jotai";
import { createFakeShopServer, demoInitAnswer, demoProduct, jsonResponse, type FakeShopServer } from "../../../src/client/api/fake-shop-server";
import { hydrateFromInit } from "../../../src/client/state/hydrate-from-init";
import type { Product, ProductListResponse } from "../../../src/shared/api/products";
import type { Category } from "../../../src/shared/api/init";
import { PHONE_MEDIA_QUERY } from "../../../src/client/lib/phone-width";
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

const category = (name: string, slug: string, children: Category[] = []): Category => ({ name, slug, avatar: "", children });
// Two branches and a leaf, so that collapsing and opening can be seen.
const CATEGORIES = [
  category("Fruits & Vegetables", "fruits-vegetables", [category("Fresh Vegetables", "fresh-vegetables"), category("Fresh Fruits", "fresh-fruits")]),
  category("Atta, Rice & Dal", "atta-rice-dal", [category("Atta", "atta")]),
  category("Snacks", "snacks"),
];

/** Lays the page out as a phone's (the sheet) or wider (the column), as matchMedia answers. */
function layOutAs(width: "phone" | "desktop") {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: width === "phone" && query === PHONE_MEDIA_QUERY,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
}

type Catalogue = { categories?: Category[]; brands?: { name: string; slug: string }[] };

function renderAt(url: string, first: ProductListResponse | null, catalogue: Catalogue = {}, besides: ReactNode = null) {
  const store = createStore();
  hydrateFromInit(store, { ...demoInitAnswer(), ...catalogue } as never);
  const router = createMemoryRouter(
    [
      {
        path: "/products",
        element: (
          <>
            <ProductListingBlock name="product-listing" type="screen" order={0} mode="live" data={{ title: "All Products" }} settings={{}} logicdata={{}} response={first as never} />
            {besides}
          </>
        ),
      },
    ],
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
    await act(async () => fireEvent.click(within(filters).getByRole("button", { name: "Fruits & Vegetables sub-categories" })));
    const first = within(filters).getByRole("checkbox", { name: "Fruits & Vegetables" });
    const second = within(filters).getByRole("checkbox", { name: "Fresh Vegetables" });
    await act(async () => fireEvent.click(first!));
    await act(async () => fireEvent.click(second!));
    await act(async () => fireEvent.click(first!));
    const last = Object.keys(release).at(-1)!;
    await act(async () => release[last]!());
    await act(async () => Object.values(release).forEach((go) => go()));
    expect(names()).toEqual([`Only ${last}`]);
    expect(last.split(",")).toHaveLength(1);
  });

  it("ticks a filter and shows the chosen sort at once, while the page for the new address is still rendering", async () => {
    server.on("GET", "/s/api/products", () => jsonResponse(answer(["Filtered"])));
    // Another part of the page that takes long to render for the new address: the router's
    // transition waits for it, and the old page stays on the screen meanwhile.
    const never = new Promise<never>(() => {});
    function SlowToRender() {
      const { search } = useLocation();
      if (search) use(never);
      return null;
    }
    const router = renderAt("/products", answer(["Everything"]), { categories: CATEGORIES }, <SlowToRender />);
    const filters = screen.getByRole("complementary", { name: "Filters" });
    await act(async () => fireEvent.click(within(filters).getByRole("checkbox", { name: "Snacks" })));
    expect(router.state.location.search).toBe("?c=snacks");
    expect(names()).toEqual(["Everything"]);
    expect((within(filters).getByRole("checkbox", { name: "Snacks" }) as HTMLInputElement).checked).toBe(true);
    await act(async () => fireEvent.change(screen.getByLabelText("Sort by"), { target: { value: "price-asc" } }));
    expect((screen.getByLabelText("Sort by") as HTMLSelectElement).value).toBe("price-asc");
    expect(within(filters).getByRole("checkbox", { name: "Snacks" })).toHaveProperty("checked", true);
  });

  it("says when nothing matches the filters and clears them", async () => {
    server.on("GET", "/s/api/products", (call) => jsonResponse(call.query.get("c") ? answer([]) : answer(["Back again"])));
    const router = renderAt("/products?c=snacks", null, { categories: CATEGORIES });
    expect(await screen.findByText(/No products match/)).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Clear filters" })));
    expect(router.state.location.search).toBe("");
    expect(await screen.findByRole("article", { name: "Back again" })).toBeTruthy();
  });

  it("answers a search that found nothing with the search it may have meant and the shop's popular products", async () => {
    server.on("GET", "/s/api/products", (call) => jsonResponse(call.query.get("q") === "chocolate" ? answer(["Dark Chocolate"]) : answer([])));
    server.on("GET", "/s/api/search/no-results", (call) => jsonResponse({ q: call.query.get("q"), did_you_mean: "chocolate", popular: [product(90, "Toned Milk"), product(91, "Sona Masoori Rice")] }));
    const router = renderAt("/products?q=chocklet", null);
    expect(await screen.findByText("“chocklet”")).toBeTruthy();
    const popular = await screen.findByRole("region", { name: "Popular in this shop" });
    expect(
      within(popular)
        .getAllByRole("article")
        .map((a) => a.getAttribute("aria-label")),
    ).toEqual(["Toned Milk", "Sona Masoori Rice"]);
    expect(server.calls.find((c) => c.path === "/s/api/search/no-results")?.query.get("q")).toBe("chocklet");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "chocolate" })));
    expect(new URLSearchParams(router.state.location.search).get("q")).toBe("chocolate");
    expect(await screen.findByRole("article", { name: "Dark Chocolate" })).toBeTruthy();
  });

  it("keeps the message and Clear search when the shop cannot say more", async () => {
    server.on("GET", "/s/api/products", (call) => jsonResponse(call.query.get("q") ? answer([]) : answer(["Everything"])));
    server.on("GET", "/s/api/search/no-results", () => jsonResponse({ message: "down" }, 503));
    const router = renderAt("/products?q=zzzz", null);
    expect(await screen.findByText("“zzzz”")).toBeTruthy();
    await waitFor(() => expect(server.calls.some((c) => c.path === "/s/api/search/no-results")).toBe(true));
    expect(screen.queryByRole("region", { name: "Popular in this shop" })).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Clear search" })));
    expect(router.state.location.search).toBe("");
    expect(await screen.findByRole("article", { name: "Everything" })).toBeTruthy();
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

  describe("category tree", () => {
    it("shows the first level only, and a branch's chevron opens and closes its sub-categories", async () => {
      renderAt("/products", answer(["Everything"]), { categories: CATEGORIES });
      const filters = screen.getByRole("complementary", { name: "Filters" });
      expect(
        within(filters)
          .getAllByRole("checkbox")
          .map((c) => c.closest("label")!.textContent),
      ).toEqual(["Fruits & Vegetables", "Atta, Rice & Dal", "Snacks", "Achaar Ghar", "Amrut Creamery"]);
      // A leaf has nothing to open.
      expect(within(filters).queryByRole("button", { name: "Snacks sub-categories" })).toBeNull();
      const fruits = within(filters).getByRole("button", { name: "Fruits & Vegetables sub-categories" });
      expect(fruits.getAttribute("aria-expanded")).toBe("false");
      await act(async () => fireEvent.click(fruits));
      expect(fruits.getAttribute("aria-expanded")).toBe("true");
      expect(document.getElementById(fruits.getAttribute("aria-controls")!)!.hidden).toBe(false);
      expect(within(filters).getByRole("checkbox", { name: "Fresh Fruits" })).toBeTruthy();
      expect(within(filters).queryByRole("checkbox", { name: "Atta" })).toBeNull();
      await act(async () => fireEvent.click(fruits));
      expect(within(filters).queryByRole("checkbox", { name: "Fresh Fruits" })).toBeNull();
    });

    it("starts with the branch of a chosen category open, and opens one chosen later", async () => {
      server.on("GET", "/s/api/products", () => jsonResponse(answer(["Some"])));
      const router = renderAt("/products?c=atta", answer(["Atta"]), { categories: CATEGORIES });
      const filters = screen.getByRole("complementary", { name: "Filters" });
      expect(within(filters).getByRole("button", { name: "Atta, Rice & Dal sub-categories" }).getAttribute("aria-expanded")).toBe("true");
      expect((within(filters).getByRole("checkbox", { name: "Atta" }) as HTMLInputElement).checked).toBe(true);
      expect(within(filters).getByRole("button", { name: "Fruits & Vegetables sub-categories" }).getAttribute("aria-expanded")).toBe("false");
      // Back, forward or a link may choose a hidden category: its branch opens to show the tick.
      await act(async () => void (await router.navigate("/products?c=atta,fresh-vegetables")));
      expect((within(filters).getByRole("checkbox", { name: "Fresh Vegetables" }) as HTMLInputElement).checked).toBe(true);
      // Unticking does not close the branch under the pointer.
      await act(async () => fireEvent.click(within(filters).getByRole("checkbox", { name: "Atta" })));
      expect(router.state.location.search).toBe("?c=fresh-vegetables");
      expect(within(filters).getByRole("checkbox", { name: "Atta" })).toBeTruthy();
    });

    it("folds a long brand list after the first 8", async () => {
      const many = Array.from({ length: 14 }, (_, i) => ({ name: `Brand ${i + 1}`, slug: `brand-${i + 1}` }));
      renderAt("/products", answer(["A"]), { brands: many });
      const brands = () => screen.getByRole("group", { name: "Brands" });
      expect(within(brands()).getAllByRole("checkbox")).toHaveLength(8);
      await act(async () => fireEvent.click(within(brands()).getByRole("button", { name: "Show all 14 brands" })));
      expect(within(brands()).getAllByRole("checkbox")).toHaveLength(14);
      expect(within(brands()).getByRole("button", { name: "Show fewer brands" }).getAttribute("aria-expanded")).toBe("true");
    });
  });

  describe("on a phone", () => {
    beforeEach(() => layOutAs("phone"));

    it("has no sheet in a wider layout: the column holds the filters", () => {
      layOutAs("desktop");
      renderAt("/products", answer(["A"]), { categories: CATEGORIES });
      fireEvent.click(screen.getByRole("button", { name: "Filters" }));
      expect(screen.queryByRole("dialog")).toBeNull();
    });

    it("the sheet's button tells the number of results and follows each tick", async () => {
      let release: () => void = () => {};
      server.on("GET", "/s/api/products", () => new Promise((resolve) => (release = () => resolve(jsonResponse(answer(["Chips"], 1))))));
      const router = renderAt("/products", answer(["A", "B"], 37), { categories: CATEGORIES });
      await act(async () => fireEvent.click(screen.getByRole("button", { name: "Filters" })));
      // The sheet's code is fetched when first asked for.
      const sheet = await screen.findByRole("dialog", { name: "Filter and sort" });
      expect(within(sheet).getByRole("button", { name: "Show 37 products" })).toBeTruthy();
      expect((within(sheet).getByRole("button", { name: "Clear all" }) as HTMLButtonElement).disabled).toBe(true);

      await act(async () => fireEvent.click(within(sheet).getByRole("checkbox", { name: "Snacks" })));
      expect(router.state.location.search).toBe("?c=snacks");
      // While the list reloads the old count would be wrong: none is shown.
      expect(within(sheet).getByRole("button", { name: "Show products" }).getAttribute("aria-busy")).toBe("true");
      await act(async () => release());
      expect(within(sheet).getByRole("button", { name: "Show 1 product" })).toBeTruthy();
      expect(screen.getByRole("button", { name: "Filters, 1 active", hidden: true })).toBeTruthy();

      server.on("GET", "/s/api/products", () => jsonResponse(answer(["A", "B"], 37)));
      await act(async () => fireEvent.click(within(sheet).getByRole("button", { name: "Clear all" })));
      expect(router.state.location.search).toBe("");
      expect(await within(sheet).findByRole("button", { name: "Show 37 products" })).toBeTruthy();
    });

    it("sorts from the sheet, and closing it gives focus back to the button that opened it", async () => {
      server.on("GET", "/s/api/products", () => jsonResponse(answer(["Cheapest"], 5)));
      const router = renderAt("/products?c=snacks", answer(["A"], 5), { categories: CATEGORIES });
      const sort = screen.getByRole("button", { name: "Sort" });
      sort.focus();
      await act(async () => fireEvent.click(sort));
      const sheet = await screen.findByRole("dialog", { name: "Filter and sort" });
      // Opened for the sort, the sheet starts on the chosen one.
      await waitFor(() => expect(document.activeElement).toBe(within(sheet).getByRole("radio", { name: "Relevance" })));
      await act(async () => fireEvent.click(within(sheet).getByRole("radio", { name: "Price: low to high" })));
      expect(router.state.location.search).toBe("?c=snacks&s=price-asc");
      await act(async () => fireEvent.keyDown(document.activeElement!, { key: "Escape" }));
      // At once, while the sheet slides away (the page behind is still hidden from the tree).
      expect(document.activeElement).toBe(screen.getByRole("button", { name: "Sort", hidden: true }));

      const filters = screen.getByRole("button", { name: "Filters, 1 active", hidden: true });
      filters.focus();
      await act(async () => fireEvent.click(filters));
      const again = screen.getByRole("dialog", { name: "Filter and sort" });
      expect(again.contains(document.activeElement)).toBe(true);
      await act(async () => fireEvent.click(within(again).getByRole("button", { name: "Show 5 products" })));
      expect(document.activeElement).toBe(screen.getByRole("button", { name: "Filters, 1 active", hidden: true }));
    });
  });
});
