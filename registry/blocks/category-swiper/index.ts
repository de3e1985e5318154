import { lazy } from "react";
import { meta } from "../../../schemas/compiled/blocks/category-swiper.schema";
import { defineBlock } from "../../block-types";

export const categorySwiper = defineBlock({
  meta,
  validator: () => import("../../../schemas/compiled/blocks/category-swiper.js"),
  component: lazy(() => import("./category-swiper-block")),
  defaults: { data: { title: "Shop by category" }, logicdata: { limit: 16 } },
});
