import { lazy } from "react";
import { meta } from "../../../schemas/compiled/blocks/login.meta";
import { defineBlock } from "../../block-types";

export const login = defineBlock({
  meta,
  validator: () => import("../../../schemas/compiled/blocks/login.js"),
  component: lazy(() => import("./login-block")),
  defaults: { data: { title: "Sign in" } },
  allowedOn: ["login"],
});
