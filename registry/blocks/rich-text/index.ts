import { lazy } from "react";
import validator from "../../../schemas/compiled/blocks/rich-text.js";
import { schema } from "../../../schemas/compiled/blocks/rich-text.schema";
import { defineBlock } from "../../block-types";

export const richText = defineBlock({
  name: "rich-text",
  schema,
  validator,
  component: lazy(() => import("./rich-text-block")),
  defaults: { data: { html: "<h2>A heading</h2><p>Some text.</p>" }, settings: { align: "left" } },
});
