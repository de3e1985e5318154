import { lazy } from "react";
import { meta } from "../../../schemas/compiled/blocks/account-profile.meta";
import { defineBlock } from "../../block-types";

export const accountProfile = defineBlock({
  meta,
  validator: () => import("../../../schemas/compiled/blocks/account-profile.js"),
  component: lazy(() => import("./account-profile-block")),
  defaults: { data: { title: "Profile Details" } },
  allowedOn: ["account-profile"],
});
