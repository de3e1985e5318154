import { lazy } from "react";
import { meta } from "../../../schemas/compiled/blocks/login-verify.meta";
import { defineBlock } from "../../block-types";

export const loginVerify = defineBlock({
  meta,
  validator: () => import("../../../schemas/compiled/blocks/login-verify.js"),
  component: lazy(() => import("./login-verify-block")),
  defaults: { data: { title: "Verify your phone" } },
  allowedOn: ["login-verify"],
});
