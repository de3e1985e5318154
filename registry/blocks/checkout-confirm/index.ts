import { lazy } from "react";
import { meta } from "../../../schemas/compiled/blocks/checkout-confirm.meta";
import { defineBlock } from "../../block-types";

export const checkoutConfirm = defineBlock({
  meta,
  validator: () => import("../../../schemas/compiled/blocks/checkout-confirm.js"),
  component: lazy(() => import("./checkout-confirm-block")),
  defaults: { data: { title: "Confirming your payment" } },
  allowedOn: ["checkout-confirm"],
});
