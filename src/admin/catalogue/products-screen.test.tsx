// The products list: its search, filters and pages are the request's query, and each product
// opens its editor.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, type FakeShopServer } from "../../client/api/fake-shop-server";
import type { AdminProductSummary } from "../../shared/api/admin-catalogue";
import { category, serveChoices } from "./catalogue-testing";
import { adminServer, openAt, page } from "../parts/admin-testing";

let server: FakeShopServer;
beforeEach(() => {
  server = adminServer();
  serveChoices(server, [category(1, "Fruits", [category(2, "Mangoes", [], 1)])]);
});
afterEach(() => vi.unstubAllGlobals());

const summary = (id: number, name: string, over: Partial<AdminProductSummary> = {}): AdminProductSummary => ({
  id,
  name,
  slug: name.toLowerCase().replace(/\W+/g, "-"),
  brand: null,
  image: "",
  active: true,
  pack_count: 1,
  min_price: 45,
  stock: [],
  created_at: "2026-11-20T10:00:00.000Z",
  ...over,
});

const listCalls = () => server.calls.filter((c) => c.method === "GET" && c.path === "/s/api/admin/catalogue/products").map((c) => Object.fromEntries(c.query));

describe("the products list", { timeout: 20_000 }, () => {
  it("shows the products with their price and status, each linking to its editor", async () => {
    server.on("GET", "/s/api/admin/catalogue/products", () =>
      jsonResponse(
        page(
          [
            summary(7, "Alphonso Mango", {
              brand: { id: 5, name: "Ratnagiri Farms" },
              pack_count: 2,
              min_price: 349.5,
              stock: [
                { warehouse_id: 1, warehouse: "Bandra Store", quantity: 14 },
                { warehouse_id: 2, warehouse: "Andheri Store", quantity: 0 },
              ],
            }),
            summary(8, "Old Pickle", { active: false, min_price: null }),
          ],
          { total: 2 },
        ),
      ),
    );
    openAt("/products");
    const table = await screen.findByRole("table", { name: "Products" }, { timeout: 5000 });
    const mango = within(table).getByRole("row", { name: /Alphonso Mango/ });
    expect(within(mango).getByRole("link", { name: "Alphonso Mango" }).getAttribute("href")).toBe("/bos/admin/products/7");
    expect(mango.textContent).toContain("Ratnagiri Farms");
    expect(mango.textContent).toContain("₹349.50");
    // Stock per warehouse, a warehouse with none left said in words.
    expect([...mango.querySelectorAll(".catalogue-stock li")].map((li) => li.textContent)).toEqual(["Bandra Store: 14", "Andheri Store: out of stock"]);
    expect(within(table).getByRole("row", { name: /Old Pickle/ }).textContent).toContain("No warehouse");
    expect(within(table).getByRole("row", { name: /Old Pickle/ }).textContent).toContain("Inactive");
    expect(screen.getByRole("link", { name: "New product" }).getAttribute("href")).toBe("/bos/admin/products/new");
    expect(listCalls()).toEqual([{ page: "1", per_page: "20" }]);
  });

  it("sends the search, the filters and the page as the list's query, back to page 1 on a new filter", async () => {
    const user = userEvent.setup();
    server.on("GET", "/s/api/admin/catalogue/products", (call) => jsonResponse(page([summary(7, "Alphonso Mango")], { total: 45, page: Number(call.query.get("page")) })));
    const router = openAt("/products");
    await screen.findByRole("table", { name: "Products" }, { timeout: 5000 });

    await user.type(screen.getByRole("searchbox", { name: "Search products" }), "mango{Enter}");
    await vi.waitFor(() => expect(listCalls().at(-1)).toEqual({ q: "mango", page: "1", per_page: "20" }));

    await user.click(screen.getByRole("button", { name: "Page 2" }));
    await vi.waitFor(() => expect(listCalls().at(-1)).toEqual({ q: "mango", page: "2", per_page: "20" }));

    // Options come from the brands and the category tree, sub-categories under their parents' names.
    await user.selectOptions(screen.getByRole("combobox", { name: "Brand" }), "Ratnagiri Farms");
    await vi.waitFor(() => expect(listCalls().at(-1)).toEqual({ q: "mango", brand_id: "5", page: "1", per_page: "20" }));
    await user.selectOptions(screen.getByRole("combobox", { name: "Category" }), "Fruits › Mangoes");
    await user.selectOptions(screen.getByRole("combobox", { name: "Shown to shoppers" }), "Inactive");
    await vi.waitFor(() => expect(listCalls().at(-1)).toEqual({ q: "mango", brand_id: "5", category_id: "2", active: "false", page: "1", per_page: "20" }));
    expect(router.state.location.search).toBe("?q=mango&brand_id=5&category_id=2&active=false");

    await user.selectOptions(screen.getByRole("combobox", { name: "Items per page" }), "50 per page");
    await vi.waitFor(() => expect(listCalls().at(-1)).toMatchObject({ per_page: "50", page: "1" }));
  });

  it("shows the §8 message when the list cannot be fetched, and fetches it again on Try again", async () => {
    const user = userEvent.setup();
    let failing = true;
    server.on("GET", "/s/api/admin/catalogue/products", () => (failing ? jsonResponse({ message: "page must be between 1 and 100000" }, 422) : jsonResponse(page([summary(7, "Alphonso Mango")]))));
    openAt("/products");
    expect((await screen.findByRole("alert")).textContent).toContain("page must be between 1 and 100000");
    failing = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: "Alphonso Mango" })).toBeTruthy();
  });
});
