// A text the shopper reads has a Hindi version beside it (ADR 0086): the schemas declare it from
// the x-translatable mark, the compiled validators the builder runs and the server's ajv judge it
// alike, and a shopper's answer gets the version of their language, else the English.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import validateForm from "./compiled/blocks/form.js";
import validateHeroCard from "./compiled/blocks/hero-card.js";
import validatePage from "./compiled/page.js";
import validateSite from "./compiled/site/site.js";
import { schema as heroCardSchema } from "./compiled/blocks/hero-card.schema";
import { schema as siteSchema } from "./compiled/site/site.schema";
import { blockSchemaFiles } from "./block-schema-files";
import { createSchemaAjv } from "./schema-ajv";
import { speakTexts, translatableTextPaths, TRANSLATABLE_KEYWORD, TRANSLATION_OF_KEYWORD, withTextTranslations } from "./text-translations";
import type { CompiledValidator } from "./validator-type";

const root = `${join(import.meta.dirname, "..")}/`;
const read = (path: string) => JSON.parse(readFileSync(path, "utf8")) as Record<string, unknown>;
const errorsOf = (validate: CompiledValidator, value: unknown) => (validate(value) ? {} : Object.fromEntries((validate.errors ?? []).map((e) => [e.instancePath, e.message])));
const card = (data: Record<string, unknown>) => ({ data: { title: "Fresh today", image: "banners/a.svg", ...data } });

describe("withTextTranslations", () => {
  it("declares each marked text's Hindi version right after it: optional, as long as the English may be, titled for the owner", () => {
    const schema = withTextTranslations({
      type: "object",
      required: ["title"],
      properties: {
        title: { type: "string", [TRANSLATABLE_KEYWORD]: true, minLength: 1, maxLength: 120, title: "Heading", "x-placeholder": "Deals" },
        html: { type: "string", [TRANSLATABLE_KEYWORD]: true, maxLength: 9000, "x-widget": "rich-text" },
        link: { type: "string", maxLength: 500 },
      },
    });
    expect(Object.keys(schema.properties)).toEqual(["title", "title_hi", "html", "html_hi", "link"]);
    expect(schema.required).toEqual(["title"]);
    expect((schema.properties as Record<string, unknown>).title_hi).toEqual({
      type: "string",
      maxLength: 120,
      title: "Heading (हिन्दी)",
      [TRANSLATION_OF_KEYWORD]: "title",
      errorMessage: { type: "Heading (हिन्दी) must be text", maxLength: "Heading (हिन्दी) may hold at most 120 characters" },
    });
    expect((schema.properties as Record<string, Record<string, unknown>>).html_hi).toMatchObject({ title: "Html (हिन्दी)", "x-widget": "rich-text", maxLength: 9000 });
  });

  it("refuses a mark on what cannot have a version", () => {
    expect(() => withTextTranslations({ properties: { count: { type: "integer", [TRANSLATABLE_KEYWORD]: true } } })).toThrow(/count, which is not a string/);
    expect(() => withTextTranslations({ properties: { title: { type: "string", [TRANSLATABLE_KEYWORD]: true } } })).toThrow(/no maxLength/);
    expect(() => withTextTranslations({ properties: { title: { type: "string", maxLength: 9, [TRANSLATABLE_KEYWORD]: true }, title_hi: { type: "string" } } })).toThrow(/title_hi is taken/);
  });

  it("leaves data that only looks like a schema alone (presets, defaults)", () => {
    const presets = [{ content: { data: { properties: { title: { [TRANSLATABLE_KEYWORD]: true } } } } }];
    expect(withTextTranslations({ "x-presets": presets, default: { properties: {} } })).toEqual({ "x-presets": presets, default: { properties: {} } });
  });

  it("has declared every marked text of every block, page and site schema the build compiled", () => {
    const files = [...blockSchemaFiles(root).map((b) => b.path), `${root}schemas/page.json`, `${root}schemas/site/site.json`];
    const marked = files.flatMap((file) => translatableTextPaths(read(file)).map((path) => `${file.slice(root.length)} ${path.join("/")}`));
    expect(marked.length).toBeGreaterThan(30);
    expect(translatableTextPaths(heroCardSchema)).toEqual([
      ["data", "title"],
      ["data", "text"],
      ["data", "button_label"],
    ]);
    expect(Object.keys(heroCardSchema.properties.data.properties)).toEqual(["title", "title_hi", "text", "text_hi", "image", "link", "button_label", "button_label_hi"]);
  });
});

describe("judging the Hindi versions", () => {
  const serverAjv = createSchemaAjv();
  const serverHeroCard = serverAjv.compile(withTextTranslations(read(`${root}registry/blocks/hero-card/schema.json`))) as CompiledValidator;

  for (const [judge, validate] of [
    ["the compiled validator (the builder's)", validateHeroCard],
    ["the server's ajv", serverHeroCard],
  ] as const) {
    it(`${judge} accepts Hindi text, empty or missing, and refuses what is not text or too long`, () => {
      expect(errorsOf(validate, card({ title_hi: "आज ताज़ा", text_hi: "", button_label_hi: "खरीदें" }))).toEqual({});
      expect(errorsOf(validate, card({}))).toEqual({});
      expect(errorsOf(validate, card({ title_hi: 5, text_hi: "क".repeat(401), button_label_hi: null }))).toEqual({
        "/data/title_hi": "Heading (हिन्दी) must be text",
        "/data/text_hi": "Text (हिन्दी) may hold at most 400 characters",
        "/data/button_label_hi": "Button (हिन्दी) must be text",
      });
      // A Hindi character is one character: 120 of them fit a 120-character heading.
      expect(errorsOf(validate, card({ title_hi: "क".repeat(120) }))).toEqual({});
    });
  }

  it("judges nested texts (a form field's label, a choice's label, its messages) and the page's search texts", () => {
    const form = (field: Record<string, unknown>) => ({ data: { form_id: "contact", fields: [{ name: "topic", type: "select", ...field }] } });
    expect(validateForm(form({ label: "Topic", label_hi: "विषय", messages: { required_hi: "विषय चुनें" }, options: [{ label: "Order", label_hi: "ऑर्डर", value: "order" }] }))).toBe(true);
    expect(errorsOf(validateForm, form({ messages: { required_hi: 1 }, options: [{ label: "Order", label_hi: ["x"], value: "order" }] }))).toMatchObject({
      "/data/fields/0/messages/required_hi": "When empty (हिन्दी) must be text",
      "/data/fields/0/options/0/label_hi": "Label (हिन्दी) must be text",
    });
    expect(validatePage({ url: "/", components: [], seo_title_hi: "होम" })).toBe(true);
    expect(errorsOf(validatePage, { url: "/", components: [], seo_title_hi: "श".repeat(201) })).toEqual({ "/seo_title_hi": "Search title (हिन्दी) may hold at most 200 characters" });
  });

  it("judges the menus' Hindi labels in the website settings", () => {
    const site = read(`${root}fixtures/sites/header-1-navbar-1.json`) as { navs: Record<string, unknown>[]; footers: unknown[] };
    const nav = { ...site.navs[0], name_hi: "सब्ज़ियाँ" };
    expect(validateSite({ ...site, navs: [nav], footers: [{ name: "Help", name_hi: "मदद", children: [{ name: "Call", name_hi: "कॉल", link: "tel:123456" }] }] })).toBe(true);
    expect(errorsOf(validateSite, { ...site, navs: [{ ...nav, name_hi: "स".repeat(61) }], footers: [{ name: "Help", name_hi: 7, children: [] }] })).toEqual({
      "/navs/0/name_hi": "Label (हिन्दी) may hold at most 60 characters",
      "/footers/0/name_hi": "Group heading (हिन्दी) must be text",
    });
  });
});

describe("speakTexts", () => {
  const paths = translatableTextPaths(heroCardSchema);

  it("lays the Hindi over the English for Hindi, keeps the English where the Hindi is missing or blank, and drops the versions", () => {
    const component = { name: "hero-card", data: { title: "Fresh", title_hi: "ताज़ा", text: "Daily", text_hi: " ", button_label: "Shop" } };
    expect(speakTexts(component, paths, "hi")).toEqual({ name: "hero-card", data: { title: "ताज़ा", text: "Daily", button_label: "Shop" } });
    expect(speakTexts(component, paths, "en")).toEqual({ name: "hero-card", data: { title: "Fresh", text: "Daily", button_label: "Shop" } });
    expect(component.data.title_hi).toBe("ताज़ा");
  });

  it("keeps what has no versions as it is, the same object", () => {
    const component = { name: "hero-card", data: { title: "Fresh" } };
    expect(speakTexts(component, paths, "hi")).toBe(component);
    expect(speakTexts({ name: "x", data: "not an object" }, paths, "hi")).toEqual({ name: "x", data: "not an object" });
  });

  it("follows lists and the menus' nesting", () => {
    const menuPaths = translatableTextPaths(siteSchema).filter(([part]) => part === "navs" || part === "footers");
    expect(menuPaths.map((p) => p.join("/"))).toEqual(["navs/*/name", "navs/*/children/*/name", "navs/*/children/*/children/*/name", "footers/*/name", "footers/*/children/*/name"]);
    const menus = {
      navs: [{ name: "Dairy", name_hi: "डेयरी", children: [{ name: "Milk", name_hi: "दूध", children: [{ name: "A2", name_hi: "" }] }] }],
      footers: [{ name: "Help", children: [{ name: "Call", name_hi: "कॉल" }] }],
    };
    expect(speakTexts(menus, menuPaths, "hi")).toEqual({
      navs: [{ name: "डेयरी", children: [{ name: "दूध", children: [{ name: "A2" }] }] }],
      footers: [{ name: "Help", children: [{ name: "कॉल" }] }],
    });
  });
});
