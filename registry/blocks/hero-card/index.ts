import { lazy } from "react";
import { meta } from "../../../schemas/compiled/blocks/hero-card.meta";
import { defineBlock } from "../../block-types";

export const heroCard = defineBlock({
  meta,
  validator: () => import("../../../schemas/compiled/blocks/hero-card.js"),
  component: lazy(() => import("./hero-card-block")),
  defaults: { data: { title: "Fresh every morning", text: "", image: "", link: "/products" }, settings: { image_side: "left" } },
});
