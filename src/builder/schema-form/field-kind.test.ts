// Which input each place of the real block schemas gets, to any depth.
import { describe, expect, it } from "vitest";
import { schema as categorySwiper } from "../../../schemas/compiled/blocks/category-swiper.schema";
import { schema as form } from "../../../schemas/compiled/blocks/form.schema";
import { schema as heroBanner } from "../../../schemas/compiled/blocks/hero-banner.schema";
import { schema as heroCard } from "../../../schemas/compiled/blocks/hero-card.schema";
import { schema as page } from "../../../schemas/compiled/page.schema";
import { schema as products } from "../../../schemas/compiled/blocks/products.schema";
import { schema as richText } from "../../../schemas/compiled/blocks/rich-text.schema";
import { navSettingSchema, siteSchema } from "../settings/settings-schema";
import { fieldKind, pickerKindOf, type FieldKind } from "./field-kind";
import { openSchema } from "./json-text";
import { nodeAt, type SchemaNode } from "./schema-node";

function kinds(schema: SchemaNode, pointers: readonly string[]): Record<string, FieldKind> {
  return Object.fromEntries(
    pointers.map((pointer) => {
      const node = nodeAt(schema, pointer);
      if (!node) throw new Error(`nothing at ${pointer}`);
      return [pointer, fieldKind(node)];
    }),
  );
}

describe("the input a schema property gets", () => {
  it("draws a banner's slides as a list of entries with picture, link and text fields, and the settings it keeps as JSON text as fields", () => {
    const pointers = ["/settings/settings/aspect", "/settings/settings/bgcolor", "/settings/settings/fullpage", "/settings/settings/slidesconfig", "/settings/settings/slidesconfig/autoplayInterval"];
    expect(kinds(openSchema(heroBanner), ["/data/slides", "/data/slides/0/image", "/data/slides/0/image_sm", "/data/slides/0/link", "/data/slides/0/alt", "/settings/settings", ...pointers])).toEqual({
      "/data/slides": "items",
      "/data/slides/0/image": "image",
      "/data/slides/0/image_sm": "image",
      "/data/slides/0/link": "link",
      "/data/slides/0/alt": "text",
      "/settings/settings": "group",
      "/settings/settings/aspect": "select",
      "/settings/settings/bgcolor": "colour",
      "/settings/settings/fullpage": "toggle",
      "/settings/settings/slidesconfig": "group",
      "/settings/settings/slidesconfig/autoplayInterval": "number",
    });
  });

  it("follows a form's fields into each field's choices: lists inside lists", () => {
    expect(
      kinds(form, [
        "/data/form_id",
        "/data/description",
        "/data/fields",
        "/data/fields/4/name",
        "/data/fields/4/type",
        "/data/fields/4/required",
        "/data/fields/4/messages",
        "/data/fields/4/messages/required",
        "/data/fields/4/options",
        "/data/fields/4/options/2",
        "/data/fields/4/options/2/label",
        "/data/fields/4/options/2/value",
      ]),
    ).toEqual({
      "/data/form_id": "text",
      "/data/description": "textarea",
      "/data/fields": "items",
      "/data/fields/4/name": "text",
      "/data/fields/4/type": "select",
      "/data/fields/4/required": "toggle",
      "/data/fields/4/messages": "group",
      "/data/fields/4/messages/required": "text",
      "/data/fields/4/options": "items",
      "/data/fields/4/options/2": "group",
      "/data/fields/4/options/2/label": "text",
      "/data/fields/4/options/2/value": "text",
    });
  });

  it("offers the catalogue's pickers where a block chooses a category or a brand, and a number with limits for how many", () => {
    expect(kinds(products, ["/data/title", "/data/view_all_link", "/logicdata/category", "/logicdata/brand", "/logicdata/q", "/logicdata/sort", "/logicdata/limit"])).toEqual({
      "/data/title": "text",
      "/data/view_all_link": "link",
      "/logicdata/category": "picker",
      "/logicdata/brand": "picker",
      "/logicdata/q": "text",
      "/logicdata/sort": "select",
      "/logicdata/limit": "number",
    });
    expect(pickerKindOf(nodeAt(products, "/logicdata/category")!)).toBe("categories");
    expect(pickerKindOf(nodeAt(products, "/logicdata/brand")!)).toBe("brands");
    expect(pickerKindOf(nodeAt(products, "/logicdata/limit")!)).toBeUndefined();
    // The parent may be null; its source is fixed by the schema and not offered at all.
    expect(kinds(categorySwiper, ["/logicdata/parent", "/logicdata/source"])).toEqual({ "/logicdata/parent": "picker", "/logicdata/source": "fixed" });
  });

  it("gives rich text its editor, a colour its picker, and long text and code their areas", () => {
    expect(kinds(richText, ["/data/html", "/settings/align", "/settings/max_width"])).toEqual({ "/data/html": "rich-text", "/settings/align": "select", "/settings/max_width": "number" });
    expect(kinds(heroCard, ["/data/text", "/data/image", "/data/link", "/settings/bgcolor", "/settings/image_side"])).toEqual({
      "/data/text": "textarea",
      "/data/image": "image",
      "/data/link": "link",
      "/settings/bgcolor": "colour",
      "/settings/image_side": "select",
    });
    expect(kinds(page, ["/url", "/css", "/schema_script", "/seo_description", "/show_footer"])).toEqual({
      "/url": "text",
      "/css": "code",
      "/schema_script": "code",
      "/seo_description": "textarea",
      "/show_footer": "toggle",
    });
  });

  it("tells lists of values from lists of objects, and picks suppliers and products by their hints", () => {
    expect(fieldKind({ type: "array", items: { type: "string" } })).toBe("list");
    expect(fieldKind({ type: "array", items: { type: "integer" } })).toBe("list");
    expect(fieldKind({ type: "array", items: { $ref: "#/$defs/navItem" } })).toBe("items");
    expect(fieldKind({ type: "object", properties: { a: { type: "string" } } })).toBe("group");
    expect(fieldKind({ type: "string", "x-widget": "supplier" })).toBe("picker");
    expect(pickerKindOf({ type: "string", "x-widget": "supplier" })).toBe("suppliers");
    expect(pickerKindOf({ type: "string", "x-widget": "product" })).toBe("products");
    expect(fieldKind({ type: "string", "x-widget": "something-new" })).toBe("text");
  });

  it("keeps the settings screen's kinds", () => {
    expect(kinds(siteSchema, ["/name", "/description", "/logo", "/font_family", "/show_cart", "/navs/0/show_icon", "/popup/duration"])).toEqual({
      "/name": "text",
      "/description": "textarea",
      "/logo": "image",
      "/font_family": "font",
      "/show_cart": "toggle",
      "/navs/0/show_icon": "toggle",
      "/popup/duration": "number",
    });
    expect(kinds(navSettingSchema, ["/header_template", "/logo_settings"])).toEqual({ "/header_template": "template", "/logo_settings": "logo-size" });
    // A reference to a text definition is text, though resolving it leaves an empty properties map.
    expect(kinds(siteSchema, ["/navs/0/link", "/footers/0/children/0/link"])).toEqual({ "/navs/0/link": "text", "/footers/0/children/0/link": "text" });
  });
});
