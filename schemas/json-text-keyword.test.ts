// The x-json-text keyword (issue 25): a string kept as JSON text is judged by what it holds, in
// the compiled validator the shop and the builder load and in the ajv set-up the server judges
// pages with, with the same errors at the same places.
import { describe, expect, it } from "vitest";
import validateHeroBanner from "./compiled/blocks/hero-banner.js";
import heroBannerSchema from "../registry/blocks/hero-banner/schema.json";
import { createSchemaAjv } from "./schema-ajv";
import type { CompiledValidator } from "./validator-type";

const banner = (settings: unknown) => ({ data: { slides: [{ image: "banners/a.svg" }] }, settings: { settings } });
const errorsOf = (validate: CompiledValidator, value: unknown) => (validate(value) ? {} : Object.fromEntries((validate.errors ?? []).map((e) => [e.instancePath, e.message])));
const serverValidate = createSchemaAjv().compile(heroBannerSchema) as CompiledValidator;

describe("x-json-text", () => {
  for (const [judge, validate] of [
    ["the compiled validator", validateHeroBanner],
    ["the server's ajv", serverValidate],
  ] as const) {
    it(`${judge} judges what the text holds, at the places inside it`, () => {
      expect(errorsOf(validate, banner(JSON.stringify({ aspect: "lg", bgcolor: "#fff", fullpage: true, slidesconfig: { sm: 1, md: 2, columns: 3, autoplayInterval: 3000 } })))).toEqual({});
      expect(errorsOf(validate, banner("{}"))).toEqual({});
      expect(errorsOf(validate, banner(JSON.stringify({ aspect: "huge", slidesconfig: { columns: 7 } })))).toEqual({
        "/settings/settings/aspect": "The banner height is sm, md or lg",
        "/settings/settings/slidesconfig/columns": "Slides side by side on wide screens must be a whole number from 1 to 6",
      });
      expect(errorsOf(validate, banner("[1, 2]"))).toEqual({ "/settings/settings": 'The banner settings must be a JSON object, such as {"aspect": "md"}' });
      expect(errorsOf(validate, banner("{aspect: md}"))).toEqual({ "/settings/settings": "The banner settings are not valid JSON text" });
      expect(errorsOf(validate, banner(42))).toEqual({ "/settings/settings": "The banner settings must be JSON text" });
    });
  }
});
