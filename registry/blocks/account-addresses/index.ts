import { lazy } from "react";
import { meta } from "../../../schemas/compiled/blocks/account-addresses.meta";
import { defineBlock } from "../../block-types";

export const accountAddresses = defineBlock({
  meta,
  validator: () => import("../../../schemas/compiled/blocks/account-addresses.js"),
  component: lazy(() => import("./account-addresses-block")),
  defaults: { data: { title: "My Addresses" } },
  allowedOn: ["account-addresses"],
});
