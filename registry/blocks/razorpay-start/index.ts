import { lazy } from "react";
import { meta } from "../../../schemas/compiled/blocks/razorpay-start.meta";
import { defineBlock } from "../../block-types";

export const razorpayStart = defineBlock({
  meta,
  validator: () => import("../../../schemas/compiled/blocks/razorpay-start.js"),
  component: lazy(() => import("./razorpay-start-block")),
  defaults: { data: { title: "Pay with Razorpay" } },
  allowedOn: ["razorpay-start"],
});
