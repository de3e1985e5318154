import { lazy } from "react";
import { meta } from "../../../schemas/compiled/blocks/category-swiper.meta";
import { defineBlock } from "../../block-types";

export const categorySwiper = defineBlock({
  meta,
  validator: () => import("../../../schemas/compiled/blocks/category-swiper.js"),
  whenEmpty: ({ parent }) =>
    parent
      ? `The category ${parent} has no sub-categories yet: add them in the back office (Catalogue › Categories), or show all categories.`
      : "This shop has no categories yet: add them in the back office (Catalogue › Categories).",
  component: lazy(() => import("./category-swiper-block")),
  defaults: { data: { title: "Shop by category" }, logicdata: { limit: 16 } },
});
