import { lazy } from "react";
import { meta } from "../../../schemas/compiled/blocks/rich-text.meta";
import { defineBlock } from "../../block-types";

export const richText = defineBlock({
  meta,
  validator: () => import("../../../schemas/compiled/blocks/rich-text.js"),
  component: lazy(() => import("./rich-text-block")),
  defaults: { data: { html: "<h2>A heading</h2><p>Some text.</p>" }, settings: { align: "left" } },
});
