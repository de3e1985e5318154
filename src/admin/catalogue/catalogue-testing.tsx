// Test support only: the back office opened at one of its addresses against a stand-in server
// (src/client/api/fake-shop-server) that answers the admin of Fresh Basket, and sample answers
// in the catalogue API's shapes.
import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { vi } from "vitest";
import { createFakeShopServer, jsonResponse, type FakeShopServer } from "../../client/api/fake-shop-server";
import type { AdminBrand, AdminCategoryNode, AdminPack, AdminProduct, ListMeta } from "../../shared/api/admin-catalogue";
import type { AdminWebsitesAnswer } from "../../shared/api/websites";
import { BACK_OFFICE_PATH } from "../../shared/back-office";
import { adminRoutes } from "../admin-app";

export function adminServer(): FakeShopServer {
  const server = createFakeShopServer();
  const websites: AdminWebsitesAnswer = {
    websites: [{ id: 2, name: "Fresh Basket", description: "", logo: "", domains: ["fresh.localhost"], url: "http://fresh.localhost:3000", active: true }],
    active_website_id: 2,
    superadmin: false,
    canSwitch: false,
  };
  server.on("GET", "/s/api/admin/websites", () => jsonResponse(websites));
  vi.stubGlobal("fetch", server.fetch);
  return server;
}

export function openAt(path: string) {
  const router = createMemoryRouter(adminRoutes, { initialEntries: [`${BACK_OFFICE_PATH}${path}`], basename: BACK_OFFICE_PATH });
  render(<RouterProvider router={router} />);
  return router;
}

export const page = <T,>(data: T[], meta: Partial<ListMeta> = {}) => ({ data, meta: { total: data.length, page: 1, per_page: 20, ...meta } });

export const brand = (id: number, name: string, over: Partial<AdminBrand> = {}): AdminBrand => ({ id, name, slug: name.toLowerCase().replace(/\W+/g, "-"), logo: null, product_count: 0, ...over });

export const category = (id: number, name: string, children: AdminCategoryNode[] = [], parent_id: number | null = null): AdminCategoryNode => ({
  id,
  name,
  slug: name.toLowerCase().replace(/\W+/g, "-"),
  avatar: null,
  parent_id,
  position: 0,
  product_count: 0,
  children,
});

export const pack = (over: Partial<AdminPack> = {}): AdminPack => ({
  id: 31,
  name: "500 g",
  code: null,
  mrp: 60,
  price: 45,
  discount: 25,
  discount_type: "percentage",
  max_per_order: 10,
  position: 0,
  active: true,
  stock: [{ warehouse_id: 4, warehouse_name: "Bandra Store", quantity: 0 }],
  ...over,
});

export const product = (over: Partial<AdminProduct> = {}): AdminProduct => ({
  id: 7,
  name: "Alphonso Mango",
  slug: "alphonso-mango",
  description: "",
  info: "",
  brand: null,
  supplier: null,
  categories: [],
  images: [],
  active: true,
  created_at: "2026-11-20T10:00:00.000Z",
  packs: [],
  ...over,
});

/** The common answers of the pickers: brands, suppliers and the category tree. */
export function serveChoices(server: FakeShopServer, tree: AdminCategoryNode[] = [category(1, "Fruits")]) {
  server.on("GET", "/s/api/admin/catalogue/brands", () => jsonResponse(page([brand(3, "Amul"), brand(5, "Ratnagiri Farms")])));
  server.on("GET", "/s/api/admin/catalogue/suppliers", () => jsonResponse(page([{ id: 9, name: "Konkan Traders", slug: "konkan-traders", link: "/products", image: null, product_count: 0 }])));
  server.on("GET", "/s/api/admin/catalogue/categories", () => jsonResponse({ categories: tree }));
}
