import { lazy } from "react";
import { meta } from "../../../schemas/compiled/blocks/form.meta";
import { defineBlock } from "../../block-types";

export const form = defineBlock({
  meta,
  validator: () => import("../../../schemas/compiled/blocks/form.js"),
  component: lazy(() => import("./form-block")),
  defaults: {
    data: {
      form_id: "enquiry",
      title: "Tell us what you need",
      submit_label: "Send",
      fields: [
        { name: "name", label: "Name", type: "text", required: true },
        { name: "phone", label: "Mobile number", type: "phone", required: true },
        { name: "message", label: "Message", type: "textarea", required: true },
      ],
    },
  },
});
