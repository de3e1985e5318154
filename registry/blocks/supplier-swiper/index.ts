import { lazy } from "react";
import { meta } from "../../../schemas/compiled/blocks/supplier-swiper.meta";
import { defineBlock } from "../../block-types";

export const supplierSwiper = defineBlock({
  meta,
  validator: () => import("../../../schemas/compiled/blocks/supplier-swiper.js"),
  whenEmpty: () => "No product of this shop has a supplier yet: add suppliers in the back office (Catalogue › Suppliers) and give them to your products.",
  component: lazy(() => import("./supplier-swiper-block")),
  defaults: { data: { title: "Our suppliers" }, logicdata: { limit: 8 } },
});
