import { lazy } from "react";
import { meta } from "../../../schemas/compiled/blocks/logout.meta";
import { defineBlock } from "../../block-types";

export const logout = defineBlock({
  meta,
  validator: () => import("../../../schemas/compiled/blocks/logout.js"),
  component: lazy(() => import("./logout-block")),
  defaults: { data: { title: "Signing out" } },
  allowedOn: ["logout"],
});
