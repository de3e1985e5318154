import { lazy } from "react";
import validator from "../../../schemas/compiled/blocks/products.js";
import { schema } from "../../../schemas/compiled/blocks/products.schema";
import { defineBlock } from "../../block-types";

export const products = defineBlock({
  name: "products",
  schema,
  validator,
  component: lazy(() => import("./products-block")),
  defaults: { data: { title: "Best deals this week" }, logicdata: { sort: "discount", limit: 12 } },
});
