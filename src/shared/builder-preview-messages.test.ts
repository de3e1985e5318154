import { describe, expect, it } from "vitest";
import {
  isPreviewBlockClick,
  isPreviewPage,
  isPreviewReady,
  isPreviewSelect,
  isPreviewSettings,
  PREVIEW_BLOCK_CLICK,
  PREVIEW_PAGE,
  PREVIEW_READY,
  PREVIEW_SELECT,
  PREVIEW_SETTINGS,
} from "./builder-preview-messages";

const settings = { name: "Fresh Basket", navSetting: { header_template: 3 }, navs: [], footers: [] };
const page = {
  schema_version: 1,
  url: "/about-us",
  css: "",
  show_navbar: true,
  show_sub_navbar: false,
  show_footer: true,
  seo_title: "",
  seo_description: "",
  seo_keyword: "",
  schema_script: null,
  components: [{ name: "rich-text", type: "block", data: { html: "<p>Hi</p>" }, logicdata: {}, response: null, order: 0, settings: {} }],
};
const pageMessage = { type: PREVIEW_PAGE, settings, routeName: "dynamic-page", page };

describe("the builder preview's messages", () => {
  it("know ready and settings messages by their type and outline", () => {
    expect(isPreviewReady({ type: PREVIEW_READY })).toBe(true);
    expect(isPreviewReady(PREVIEW_READY)).toBe(false);
    expect(isPreviewSettings({ type: PREVIEW_SETTINGS, settings })).toBe(true);
    expect(isPreviewSettings({ type: PREVIEW_SETTINGS, settings: { ...settings, navs: {} } })).toBe(false);
    expect(isPreviewSettings(pageMessage)).toBe(false);
  });

  it("accept a page message with settings, a route name and a page of named blocks", () => {
    expect(isPreviewPage(pageMessage)).toBe(true);
    expect(isPreviewPage({ ...pageMessage, page: { ...page, components: [] } })).toBe(true);
  });

  it.each([
    ["another type", { ...pageMessage, type: PREVIEW_SETTINGS }],
    ["no route name", { ...pageMessage, routeName: undefined }],
    ["a route name that is not text", { ...pageMessage, routeName: 3 }],
    ["settings without menus", { ...pageMessage, settings: { name: "No menus" } }],
    ["no page", { ...pageMessage, page: null }],
    ["a page without components", { ...pageMessage, page: { ...page, components: undefined } }],
    ["a component without a name", { ...pageMessage, page: { ...page, components: [{ data: {} }] } }],
    ["a component that is not an object", { ...pageMessage, page: { ...page, components: ["rich-text"] } }],
    ["a flag that is not a boolean", { ...pageMessage, page: { ...page, show_footer: "false" } }],
    ["css that is not text", { ...pageMessage, page: { ...page, css: null } }],
    ["a page without an address", { ...pageMessage, page: { ...page, url: undefined } }],
    ["an array", [pageMessage]],
    ["text", PREVIEW_PAGE],
  ])("refuse a page message with %s", (_, message) => {
    expect(isPreviewPage(message)).toBe(false);
  });

  it("know a block click and a selection by their type and a block id of the right pattern", () => {
    expect(isPreviewBlockClick({ type: PREVIEW_BLOCK_CLICK, id: "a1b2c3d4e5" })).toBe(true);
    for (const id of [null, "", "A1B2C3D4E5", "a1b2c3d4e", '"],body{x', 7]) expect(isPreviewBlockClick({ type: PREVIEW_BLOCK_CLICK, id }), String(id)).toBe(false);
    expect(isPreviewBlockClick({ type: PREVIEW_SELECT, id: "a1b2c3d4e5" })).toBe(false);

    expect(isPreviewSelect({ type: PREVIEW_SELECT, id: "a1b2c3d4e5" })).toBe(true);
    expect(isPreviewSelect({ type: PREVIEW_SELECT, id: null })).toBe(true);
    expect(isPreviewSelect({ type: PREVIEW_SELECT })).toBe(false);
    expect(isPreviewSelect({ type: PREVIEW_SELECT, id: "x] *" })).toBe(false);
    expect(isPreviewSelect({ type: PREVIEW_BLOCK_CLICK, id: "a1b2c3d4e5" })).toBe(false);
  });
});
