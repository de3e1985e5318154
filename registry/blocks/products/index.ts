import { lazy } from "react";
import { meta } from "../../../schemas/compiled/blocks/products.meta";
import { defineBlock } from "../../block-types";

export const products = defineBlock({
  meta,
  validator: () => import("../../../schemas/compiled/blocks/products.js"),
  whenEmpty: ({ category, brand, q }) =>
    category || brand || q
      ? `No product of this shop matches it yet (${[category && `category ${category}`, brand && `brand ${brand}`, q && `search "${q}"`].filter(Boolean).join(", ")}): add products in the back office (Catalogue › Products), or choose other products for it.`
      : "This shop has no products yet: add them in the back office (Catalogue › Products, or Import & export for a spreadsheet).",
  component: lazy(() => import("./products-block")),
  defaults: { data: { title: "Best deals this week" }, logicdata: { sort: "discount", limit: 12 } },
});
