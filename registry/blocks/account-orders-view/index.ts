import { lazy } from "react";
import { meta } from "../../../schemas/compiled/blocks/account-orders-view.meta";
import { defineBlock } from "../../block-types";

export const accountOrdersView = defineBlock({
  meta,
  validator: () => import("../../../schemas/compiled/blocks/account-orders-view.js"),
  component: lazy(() => import("./account-orders-view-block")),
  defaults: { data: { title: "Order Details" } },
  allowedOn: ["account-orders-view"],
});
