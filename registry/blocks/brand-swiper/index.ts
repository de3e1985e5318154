import { lazy } from "react";
import { meta } from "../../../schemas/compiled/blocks/brand-swiper.meta";
import { defineBlock } from "../../block-types";

export const brandSwiper = defineBlock({
  meta,
  validator: () => import("../../../schemas/compiled/blocks/brand-swiper.js"),
  whenEmpty: () => "No product of this shop has a brand yet: add brands in the back office (Catalogue › Brands) and give them to your products.",
  component: lazy(() => import("./brand-swiper-block")),
  defaults: { data: { title: "Popular brands" }, logicdata: { limit: 20 } },
});
