// The back-office's brands (issue 11), kept by the product-label store.
import type * as z from "zod/mini";
import { BRAND_IN_USE, BRAND_SLUG_TAKEN, type AdminBrand, type brandBody } from "../../../shared/api/admin-catalogue";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import type { CatalogueWriter } from "./catalogue-write";
import { createProductLabels } from "./product-labels";
import { hindiColumnsOf } from "./admin-products";

export const createAdminBrands = (db: Db, write: CatalogueWriter) =>
  createProductLabels<z.output<typeof brandBody>, AdminBrand>(db, write, {
    table: t.brands,
    productColumn: t.products.brandId,
    entityType: "brand",
    pictureField: "logo",
    pictureOf: (body) => body.logo,
    // A Hindi name left out of the body keeps the one saved (issue 35).
    columnsOf: (body) => ({ name: body.name, ...hindiColumnsOf({ name_hi: body.name_hi }), slug: body.slug, logo: body.logo }),
    answer: (row, productCount) => {
      const brand = row as typeof t.brands.$inferSelect;
      return { id: brand.id, name: brand.name, name_hi: brand.nameHi ?? "", slug: brand.slug, logo: brand.logo, product_count: productCount };
    },
    searched: true,
    messages: { slugTaken: BRAND_SLUG_TAKEN, inUse: BRAND_IN_USE, notFound: "There is no such brand in this shop" },
  });
