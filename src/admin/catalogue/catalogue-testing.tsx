// Test support only: sample answers in the catalogue API's shapes, and the pickers' answers.
import { jsonResponse, type FakeShopServer } from "../../client/api/fake-shop-server";
import type { AdminBrand, AdminCategoryNode, AdminPack, AdminProduct } from "../../shared/api/admin-catalogue";
import { page } from "../parts/admin-testing";

export const brand = (id: number, name: string, over: Partial<AdminBrand> = {}): AdminBrand => ({
  id,
  name,
  name_hi: "",
  slug: name.toLowerCase().replace(/\W+/g, "-"),
  logo: null,
  product_count: 0,
  ...over,
});

export const category = (id: number, name: string, children: AdminCategoryNode[] = [], parent_id: number | null = null): AdminCategoryNode => ({
  id,
  name,
  name_hi: "",
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
  name_hi: "",
  code: null,
  mrp: 60,
  price: 45,
  discount: 25,
  discount_type: "percentage",
  max_per_order: 10,
  net_quantity: 500,
  unit: "g",
  pack_count: 1,
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
  name_hi: "",
  description_hi: "",
  info: "",
  info_hi: "",
  brand: null,
  supplier: null,
  categories: [],
  images: [],
  active: true,
  prepackaged: false,
  maker_role: null,
  maker_name: "",
  maker_address: "",
  generic_name: "",
  country_of_origin: "",
  best_before: "",
  consumer_care: "",
  hsn: "",
  gst_rate: null,
  uqc: null,
  created_at: "2026-11-20T10:00:00.000Z",
  packs: [],
  ...over,
});

/** The common answers of the pickers: brands, suppliers and the category tree. */
export function serveChoices(server: FakeShopServer, tree: AdminCategoryNode[] = [category(1, "Fruits")]) {
  server.on("GET", "/s/api/admin/catalogue/brands", () => jsonResponse(page([brand(3, "Amul"), brand(5, "Ratnagiri Farms")])));
  server.on("GET", "/s/api/admin/catalogue/suppliers", () =>
    jsonResponse(page([{ id: 9, name: "Konkan Traders", name_hi: "", slug: "konkan-traders", link: "/products", image: null, product_count: 0 }])),
  );
  server.on("GET", "/s/api/admin/catalogue/categories", () => jsonResponse({ categories: tree }));
}
