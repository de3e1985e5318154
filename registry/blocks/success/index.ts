import { lazy } from "react";
import { meta } from "../../../schemas/compiled/blocks/success.meta";
import { defineBlock } from "../../block-types";

export const success = defineBlock({
  meta,
  validator: () => import("../../../schemas/compiled/blocks/success.js"),
  component: lazy(() => import("./success-block")),
  defaults: { data: { title: "Order placed" } },
  allowedOn: ["success"],
});
