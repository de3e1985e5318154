import { lazy } from "react";
import { meta } from "../../../schemas/compiled/blocks/login-register.meta";
import { defineBlock } from "../../block-types";

export const loginRegister = defineBlock({
  meta,
  validator: () => import("../../../schemas/compiled/blocks/login-register.js"),
  component: lazy(() => import("./login-register-block")),
  defaults: { data: { title: "Create your account" } },
  allowedOn: ["login-register"],
});
