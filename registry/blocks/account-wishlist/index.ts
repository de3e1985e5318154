import { lazy } from "react";
import { meta } from "../../../schemas/compiled/blocks/account-wishlist.meta";
import { defineBlock } from "../../block-types";

export const accountWishlist = defineBlock({
  meta,
  validator: () => import("../../../schemas/compiled/blocks/account-wishlist.js"),
  component: lazy(() => import("./account-wishlist-block")),
  defaults: { data: { title: "My Wishlist" } },
  allowedOn: ["account-wishlist"],
});
