// Brands and suppliers: search and pages are the list's query; add and edit send the form's
// fields; a refused delete (409) shows the server's message.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, type FakeShopServer } from "../../client/api/fake-shop-server";
import { BRAND_IN_USE, BRAND_SLUG_TAKEN } from "../../shared/api/admin-catalogue";
import { brand } from "./catalogue-testing";
import { adminServer, openAt, page } from "../parts/admin-testing";

let server: FakeShopServer;
beforeEach(() => {
  server = adminServer();
});
afterEach(() => vi.unstubAllGlobals());

const calls = (method: string, path: string) => server.calls.filter((c) => c.method === method && c.path === path);

describe("the brands screen", { timeout: 20_000 }, () => {
  it("searches and pages through the brands", async () => {
    const user = userEvent.setup();
    server.on("GET", "/s/api/admin/catalogue/brands", () => jsonResponse(page([brand(3, "Amul", { product_count: 4 })], { total: 30 })));
    openAt("/brands");
    const row = await screen.findByRole("row", { name: /Amul/ }, { timeout: 5000 });
    expect(row.textContent).toContain("4");
    await user.type(screen.getByRole("searchbox", { name: "Search brands" }), "am");
    await user.click(screen.getByRole("button", { name: "Search" }));
    await user.click(await screen.findByRole("button", { name: "Next page" }));
    await vi.waitFor(() =>
      expect(calls("GET", "/s/api/admin/catalogue/brands").map((c) => Object.fromEntries(c.query))).toEqual([
        { page: "1", per_page: "20" },
        { q: "am", page: "1", per_page: "20" },
        { q: "am", page: "2", per_page: "20" },
      ]),
    );
  });

  it("adds a brand, with the server's 409 under the slug first", async () => {
    const user = userEvent.setup();
    let listed = [brand(3, "Amul")];
    server.on("GET", "/s/api/admin/catalogue/brands", () => jsonResponse(page(listed)));
    server.on("POST", "/s/api/admin/catalogue/brands", (call) => {
      const body = call.body as { name: string; slug: string };
      if (body.slug === "amul") return jsonResponse({ message: BRAND_SLUG_TAKEN, errors: { slug: BRAND_SLUG_TAKEN } }, 409);
      listed = [...listed, brand(4, body.name)];
      return jsonResponse(brand(4, body.name), 201);
    });
    openAt("/brands");
    await user.click(await screen.findByRole("button", { name: "New brand" }, { timeout: 5000 }));
    const form = await screen.findByRole("form", { name: "New brand" });
    await user.type(within(form).getByRole("textbox", { name: /^Name(?! \(Hindi\))/ }), "Amul");
    await user.click(within(form).getByRole("button", { name: "Save" }));
    expect((await within(form).findByRole("alert")).textContent).toBe(BRAND_SLUG_TAKEN);

    const name = within(form).getByRole("textbox", { name: /^Name(?! \(Hindi\))/ });
    await user.clear(name);
    await user.type(name, "Mother Dairy");
    // Its Hindi name beside the English one (issue 35), sent trimmed.
    await user.type(within(form).getByRole("textbox", { name: "Name (Hindi)" }), " मदर डेयरी ");
    await user.click(within(form).getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("row", { name: /Mother Dairy/ })).toBeTruthy();
    expect(calls("POST", "/s/api/admin/catalogue/brands").map((c) => c.body)).toEqual([
      { name: "Amul", name_hi: "", slug: "amul", logo: null },
      { name: "Mother Dairy", name_hi: "मदर डेयरी", slug: "mother-dairy", logo: null },
    ]);
  });

  it("edits a brand and shows why a brand in use cannot be deleted", async () => {
    const user = userEvent.setup();
    server.on("GET", "/s/api/admin/catalogue/brands", () => jsonResponse(page([brand(3, "Amul", { product_count: 4 })])));
    server.on("PUT", "/s/api/admin/catalogue/brands/3", (call) => jsonResponse({ ...brand(3, "Amul"), ...(call.body as object) }));
    server.on("DELETE", "/s/api/admin/catalogue/brands/3", () => jsonResponse({ message: BRAND_IN_USE }, 409));
    openAt("/brands");
    await user.click(await screen.findByRole("button", { name: "Edit Amul" }, { timeout: 5000 }));
    const form = await screen.findByRole("form", { name: "Edit brand" });
    const slug = within(form).getByRole("textbox", { name: /^Slug/ });
    await user.clear(slug);
    await user.type(slug, "amul-india");
    await user.click(within(form).getByRole("button", { name: "Save" }));
    await vi.waitFor(() => expect(calls("PUT", "/s/api/admin/catalogue/brands/3").map((c) => c.body)).toEqual([{ name: "Amul", name_hi: "", slug: "amul-india", logo: null }]));
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    await user.click(screen.getByRole("button", { name: "Delete Amul" }));
    await user.click(await screen.findByRole("button", { name: "Delete" }));
    await vi.waitFor(() => expect(screen.getAllByRole("alert").some((a) => a.textContent?.includes(BRAND_IN_USE))).toBe(true));
  });
});

describe("the suppliers screen", { timeout: 20_000 }, () => {
  it("checks the link with the API's rule before sending", async () => {
    const user = userEvent.setup();
    server.on("GET", "/s/api/admin/catalogue/suppliers", () => jsonResponse(page([])));
    server.on("POST", "/s/api/admin/catalogue/suppliers", (call) => jsonResponse({ id: 9, product_count: 0, ...(call.body as object) }, 201));
    openAt("/suppliers");
    await user.click(await screen.findByRole("button", { name: "New supplier" }, { timeout: 5000 }));
    const form = await screen.findByRole("form", { name: "New supplier" });
    await user.type(within(form).getByRole("textbox", { name: /^Name(?! \(Hindi\))/ }), "Konkan Traders");
    // Its Hindi name beside the English one (issue 35), sent trimmed.
    await user.type(within(form).getByRole("textbox", { name: "Name (Hindi)" }), " कोंकण ट्रेडर्स ");
    await user.type(within(form).getByRole("textbox", { name: /^Link/ }), "javascript:alert(1)");
    await user.click(within(form).getByRole("button", { name: "Save" }));
    expect((await within(form).findByRole("alert")).textContent).toBe("The link must be a page of the shop (/…) or an http(s) address");
    expect(calls("POST", "/s/api/admin/catalogue/suppliers")).toEqual([]);

    const link = within(form).getByRole("textbox", { name: /^Link/ });
    await user.clear(link);
    await user.type(link, "/products?s=konkan-traders");
    await user.click(within(form).getByRole("button", { name: "Save" }));
    await vi.waitFor(() =>
      expect(calls("POST", "/s/api/admin/catalogue/suppliers").map((c) => c.body)).toEqual([
        { name: "Konkan Traders", name_hi: "कोंकण ट्रेडर्स", slug: "konkan-traders", link: "/products?s=konkan-traders", image: null },
      ]),
    );
  });
});
