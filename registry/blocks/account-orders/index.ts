import { lazy } from "react";
import { meta } from "../../../schemas/compiled/blocks/account-orders.meta";
import { defineBlock } from "../../block-types";

export const accountOrders = defineBlock({
  meta,
  validator: () => import("../../../schemas/compiled/blocks/account-orders.js"),
  component: lazy(() => import("./account-orders-block")),
  defaults: { data: { title: "My Orders" } },
  allowedOn: ["account-orders"],
});
