import { lazy } from "react";
import { meta } from "../../../schemas/compiled/blocks/hero-banner.meta";
import { defineBlock } from "../../block-types";

export const heroBanner = defineBlock({
  meta,
  validator: () => import("../../../schemas/compiled/blocks/hero-banner.js"),
  component: lazy(() => import("./hero-banner-block")),
  defaults: { data: { slides: [] }, settings: { settings: '{"aspect":"md","fullpage":false,"slidesconfig":{"sm":1,"md":1,"columns":1,"autoplayInterval":2500}}' } },
});
