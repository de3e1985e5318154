import { lazy } from "react";
import { meta } from "../../../schemas/compiled/blocks/bos-choose.meta";
import { defineBlock } from "../../block-types";

export const bosChoose = defineBlock({
  meta,
  validator: () => import("../../../schemas/compiled/blocks/bos-choose.js"),
  component: lazy(() => import("./bos-choose-block")),
  defaults: { data: { title: "Choose a Website" } },
  allowedOn: ["bos-choose"],
});
