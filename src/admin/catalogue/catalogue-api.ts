// The back office's calls to the catalogue admin API (src/shared/api/admin-catalogue.ts) and
// (pictures go through src/client/api/media-api.ts, as in the builder).
import { http } from "../../client/api/http-client";
import {
  adminBrandPath,
  adminCategoryMovePath,
  adminCategoryPath,
  adminPackPath,
  adminPackStockPath,
  adminProductPacksPath,
  adminProductPath,
  adminSupplierPath,
  ADMIN_BRANDS_PATH,
  ADMIN_CATEGORIES_PATH,
  ADMIN_PRODUCTS_PATH,
  ADMIN_SUPPLIERS_PATH,
  type AdminBrand,
  type AdminBrandsAnswer,
  type AdminCategoriesAnswer,
  type AdminCategory,
  type AdminProduct,
  type AdminProductsAnswer,
  type AdminSupplier,
  type AdminSuppliersAnswer,
  type BrandBody,
  type CategoryBody,
  type MoveCategoryBody,
  type NewCategoryBody,
  type PackBody,
  type ProductBody,
  type StockBody,
  type SupplierBody,
} from "../../shared/api/admin-catalogue";

export interface ProductFilters {
  q?: string;
  brand_id?: number;
  category_id?: number;
  active?: "true" | "false";
  page: number;
  per_page: number;
}

export interface LabelQuery {
  q?: string;
  page: number;
  per_page: number;
}

export const catalogueApi = {
  products: (query: ProductFilters, signal?: AbortSignal) => http.get<AdminProductsAnswer>(ADMIN_PRODUCTS_PATH, { query: { ...query }, signal }),
  product: (id: number, signal?: AbortSignal) => http.get<AdminProduct>(adminProductPath(id), { signal }),
  createProduct: (body: ProductBody) => http.post<AdminProduct>(ADMIN_PRODUCTS_PATH, body),
  updateProduct: (id: number, body: ProductBody) => http.put<AdminProduct>(adminProductPath(id), body),
  deactivateProduct: (id: number) => http.delete<AdminProduct>(adminProductPath(id)),
  addPack: (productId: number, body: PackBody) => http.post<AdminProduct>(adminProductPacksPath(productId), body),
  updatePack: (packId: number, body: PackBody) => http.put<AdminProduct>(adminPackPath(packId), body),
  deactivatePack: (packId: number) => http.delete<AdminProduct>(adminPackPath(packId)),
  setStock: (packId: number, body: StockBody) => http.put<AdminProduct>(adminPackStockPath(packId), body),

  categories: (signal?: AbortSignal) => http.get<AdminCategoriesAnswer>(ADMIN_CATEGORIES_PATH, { signal }),
  createCategory: (body: NewCategoryBody) => http.post<AdminCategory>(ADMIN_CATEGORIES_PATH, body),
  renameCategory: (id: number, body: CategoryBody) => http.put<AdminCategory>(adminCategoryPath(id), body),
  moveCategory: (id: number, body: MoveCategoryBody) => http.post<AdminCategoriesAnswer>(adminCategoryMovePath(id), body),
  deleteCategory: (id: number) => http.delete<null>(adminCategoryPath(id)),

  brands: (query: LabelQuery, signal?: AbortSignal) => http.get<AdminBrandsAnswer>(ADMIN_BRANDS_PATH, { query: { ...query }, signal }),
  createBrand: (body: BrandBody) => http.post<AdminBrand>(ADMIN_BRANDS_PATH, body),
  updateBrand: (id: number, body: BrandBody) => http.put<AdminBrand>(adminBrandPath(id), body),
  deleteBrand: (id: number) => http.delete<null>(adminBrandPath(id)),

  suppliers: (query: LabelQuery, signal?: AbortSignal) => http.get<AdminSuppliersAnswer>(ADMIN_SUPPLIERS_PATH, { query: { ...query }, signal }),
  createSupplier: (body: SupplierBody) => http.post<AdminSupplier>(ADMIN_SUPPLIERS_PATH, body),
  updateSupplier: (id: number, body: SupplierBody) => http.put<AdminSupplier>(adminSupplierPath(id), body),
  deleteSupplier: (id: number) => http.delete<null>(adminSupplierPath(id)),
};
