import { lazy } from "react";
import { meta } from "../../../schemas/compiled/blocks/account-sales-dashboard.meta";
import { defineBlock } from "../../block-types";

export const accountSalesDashboard = defineBlock({
  meta,
  validator: () => import("../../../schemas/compiled/blocks/account-sales-dashboard.js"),
  component: lazy(() => import("./account-sales-dashboard-block")),
  defaults: { data: { title: "Sales Dashboard" } },
  allowedOn: ["account-sales-dashboard"],
});
