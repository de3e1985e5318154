import { lazy } from "react";
import { meta } from "../../../schemas/compiled/blocks/bos-create-website.meta";
import { defineBlock } from "../../block-types";

export const bosCreateWebsite = defineBlock({
  meta,
  validator: () => import("../../../schemas/compiled/blocks/bos-create-website.js"),
  component: lazy(() => import("./bos-create-website-block")),
  defaults: { data: { title: "Create a Website" } },
  allowedOn: ["bos-create-website"],
});
