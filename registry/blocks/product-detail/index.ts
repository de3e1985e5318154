import { lazy } from "react";
import { meta } from "../../../schemas/compiled/blocks/product-detail.meta";
import { defineBlock } from "../../block-types";

export const productDetail = defineBlock({
  meta,
  validator: () => import("../../../schemas/compiled/blocks/product-detail.js"),
  component: lazy(() => import("./product-detail-block")),
  defaults: { data: {} },
  allowedOn: ["product"],
});
