// A component's problems by JSON Pointer, judged by the block's compiled validator.
import { describe, expect, it } from "vitest";
import { schema as form } from "../../../schemas/compiled/blocks/form.schema";
import validateForm from "../../../schemas/compiled/blocks/form.js";
import { schema as heroBanner } from "../../../schemas/compiled/blocks/hero-banner.schema";
import validateHeroBanner from "../../../schemas/compiled/blocks/hero-banner.js";
import { schema as products } from "../../../schemas/compiled/blocks/products.schema";
import validateProducts from "../../../schemas/compiled/blocks/products.js";
import { registry } from "../../../registry";
import type { PageComponent } from "../../shared/page-document";
import { blockErrors, readableComponent } from "./block-errors";
import { newBlockId } from "../../shared/block-id";

const component = (name: string, parts: Partial<PageComponent>): PageComponent => ({
  id: newBlockId(),
  name,
  type: "block",
  order: 0,
  data: {},
  settings: {},
  logicdata: {},
  response: null,
  ...parts,
});

describe("a block's problems as the owner edits it", () => {
  it("finds none in a valid component", () => {
    expect(blockErrors(validateHeroBanner, component("hero-banner", { data: { slides: [{ image: "banners/a.svg", link: "/products" }] } }), heroBanner)).toEqual({});
  });

  it("names the slide's picture when a slide has none, in the schema's words", () => {
    const errors = blockErrors(validateHeroBanner, component("hero-banner", { data: { slides: [{ image: "a.svg" }, { link: "/x" }, { image: "" }] } }), heroBanner);
    expect(errors).toEqual({ "/data/slides/1/image": "Choose a picture for the slide", "/data/slides/2/image": "Choose a picture for the slide" });
  });

  it("reaches into a form's fields and their choices", () => {
    const data = {
      form_id: "Contact us",
      fields: [
        { name: "topic", type: "select", options: [{ label: "Orders", value: "" }] },
        { name: "x y", type: "colour" },
      ],
    };
    const errors = blockErrors(validateForm, component("form", { data }), form);
    expect(errors["/data/form_id"]).toBe("The form name may use small letters, digits, - and _ only");
    expect(errors["/data/fields/0/options/0/value"]).toBe("Each choice needs a value");
    expect(errors["/data/fields/1/name"]).toBe("A field key starts with a letter and may use letters, digits, - and _ only");
    expect(errors["/data/fields/1/type"]).toBe("A field is text, email, phone, number, date, file, select or textarea");
    expect(blockErrors(validateForm, component("form", { data: { form_id: "contact", fields: [] } }), form)).toEqual({ "/data/fields": "A form needs at least one field" });
    // A key every object already has is refused by name (issue 24).
    const reserved = { form_id: "contact", fields: [{ name: "constructor", type: "text" }] };
    expect(blockErrors(validateForm, component("form", { data: reserved }), form)).toEqual({
      "/data/fields/0/name": "This field key is a name the shop keeps for itself; choose another, such as full_name",
    });
    // A choice without its value at all gets the choice's own message.
    const missing = { form_id: "contact", fields: [{ name: "topic", type: "select", options: [{ label: "Orders" }] }] };
    expect(blockErrors(validateForm, component("form", { data: missing }), form)).toEqual({ "/data/fields/0/options/0/value": "Each choice needs a label and a value" });
  });

  it("words a problem the schema has no message for from the field's title", () => {
    const errors = blockErrors(validateProducts, component("products", { logicdata: { q: "q".repeat(101), limit: 30 } }), products);
    expect(errors).toEqual({ "/logicdata/q": "Search words may hold at most 100 characters", "/logicdata/limit": "Show between 1 and 24 products" });
  });

  it("reads settings kept as JSON text as the shop does", () => {
    const stored = component("hero-banner", { data: { slides: [{ image: "banners/a.svg" }] }, settings: '{"settings": "{}"}' });
    expect(readableComponent(stored).settings).toEqual({ settings: "{}" });
    expect(blockErrors(validateHeroBanner, stored, heroBanner)).toEqual({});
  });

  it("judges with the registry entry's own validator", async () => {
    const entry = registry["hero-banner"]!;
    expect(blockErrors(await entry.validator(), component("hero-banner", { data: { slides: [{}] } }), heroBanner)).toEqual({ "/data/slides/0/image": "Choose a picture for the slide" });
  });
});
