import { lazy } from "react";
import { meta } from "../../../schemas/compiled/blocks/brand-swiper.schema";
import { defineBlock } from "../../block-types";

export const brandSwiper = defineBlock({
  meta,
  validator: () => import("../../../schemas/compiled/blocks/brand-swiper.js"),
  component: lazy(() => import("./brand-swiper-block")),
  defaults: { data: { title: "Popular brands" }, logicdata: { limit: 20 } },
});
