import { lazy } from "react";
import { meta } from "../../../schemas/compiled/blocks/products.schema";
import { defineBlock } from "../../block-types";

export const products = defineBlock({
  meta,
  validator: () => import("../../../schemas/compiled/blocks/products.js"),
  component: lazy(() => import("./products-block")),
  defaults: { data: { title: "Best deals this week" }, logicdata: { sort: "discount", limit: 12 } },
});
