// The back-office's suppliers (issue 11), kept by the product-label store.
import type * as z from "zod/mini";
import { SUPPLIER_IN_USE, SUPPLIER_SLUG_TAKEN, type AdminSupplier, type supplierBody } from "../../../shared/api/admin-catalogue";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import type { CatalogueWriter } from "./catalogue-write";
import { hindiColumnsOf } from "./admin-products";
import { createProductLabels } from "./product-labels";

export const createAdminSuppliers = (db: Db, write: CatalogueWriter) =>
  createProductLabels<z.output<typeof supplierBody>, AdminSupplier>(db, write, {
    table: t.suppliers,
    productColumn: t.products.supplierId,
    entityType: "supplier",
    pictureField: "image",
    pictureOf: (body) => body.image,
    // A Hindi name left out of the body keeps the one saved (issue 35).
    columnsOf: (body) => ({ name: body.name, ...hindiColumnsOf({ name_hi: body.name_hi }), slug: body.slug, link: body.link, image: body.image }),
    answer: (row, productCount) => {
      const supplier = row as typeof t.suppliers.$inferSelect;
      return { id: supplier.id, name: supplier.name, name_hi: supplier.nameHi ?? "", slug: supplier.slug, link: supplier.link, image: supplier.image, product_count: productCount };
    },
    // Supplier names are not part of what shoppers' searches match.
    searched: false,
    messages: { slugTaken: SUPPLIER_SLUG_TAKEN, inUse: SUPPLIER_IN_USE, notFound: "There is no such supplier in this shop" },
  });
