import { lazy } from "react";
import { meta } from "../../../schemas/compiled/blocks/account.meta";
import { defineBlock } from "../../block-types";

export const account = defineBlock({
  meta,
  validator: () => import("../../../schemas/compiled/blocks/account.js"),
  component: lazy(() => import("./account-block")),
  defaults: { data: { title: "My Account" } },
  allowedOn: ["account"],
});
