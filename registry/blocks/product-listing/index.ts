import { lazy } from "react";
import { meta } from "../../../schemas/compiled/blocks/product-listing.meta";
import { defineBlock } from "../../block-types";

export const productListing = defineBlock({
  meta,
  validator: () => import("../../../schemas/compiled/blocks/product-listing.js"),
  component: lazy(() => import("./product-listing-block")),
  defaults: { data: { title: "All Products" } },
  allowedOn: ["products"],
});
