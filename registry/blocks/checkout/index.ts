import { lazy } from "react";
import { meta } from "../../../schemas/compiled/blocks/checkout.meta";
import { defineBlock } from "../../block-types";

export const checkout = defineBlock({
  meta,
  validator: () => import("../../../schemas/compiled/blocks/checkout.js"),
  component: lazy(() => import("./checkout-block")),
  defaults: { data: { title: "Checkout" } },
  allowedOn: ["checkout"],
});
