import { lazy } from "react";
import { meta } from "../../../schemas/compiled/blocks/cashfree-start.meta";
import { defineBlock } from "../../block-types";

export const cashfreeStart = defineBlock({
  meta,
  validator: () => import("../../../schemas/compiled/blocks/cashfree-start.js"),
  component: lazy(() => import("./cashfree-start-block")),
  defaults: { data: { title: "Pay with Cashfree" } },
  allowedOn: ["cashfree-start"],
});
