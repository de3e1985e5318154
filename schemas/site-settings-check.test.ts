// The one judgement of a website settings document (the server's and the fixture check's).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import validateNavSetting from "./compiled/site/nav-setting.js";
import validateSite from "./compiled/site/site.js";
import { createSchemaAjv } from "./schema-ajv";
import { LOGO_SETTINGS_NOT_JSON, LOGO_SETTINGS_NOT_OBJECT, checkSiteSettings, type SiteSettingsValidators } from "./site-settings-check";

const read = (path: string) => JSON.parse(readFileSync(new URL(path, import.meta.url), "utf8")) as Record<string, unknown>;

const ajv = createSchemaAjv();
ajv.addSchema(read("./site/site.json"));
ajv.addSchema(read("./site/nav-setting.json"));
const withAjv: SiteSettingsValidators = { site: ajv.getSchema("site")!, navSetting: ajv.getSchema("nav-setting")!, logoSettings: ajv.getSchema("site#/$defs/logoSettings")! };
// The standalone validators the builder runs give the same answers.
const compiled: SiteSettingsValidators = { site: validateSite, navSetting: validateNavSetting, logoSettings: withAjv.logoSettings };

const aSite = read("../fixtures/sites/header-1-navbar-1.json") as { navSetting: Record<string, unknown>; navs: Record<string, unknown>[] };
const withNav = (patch: Record<string, unknown>) => ({ ...aSite, navSetting: { ...aSite.navSetting, ...patch } });

describe.each([
  ["ajv", withAjv],
  ["compiled validators", compiled],
])("checkSiteSettings with %s", (_name, validators) => {
  it("finds nothing in a valid document, nor in logo_settings given as the text undefined (§3)", () => {
    expect(checkSiteSettings(validators, aSite)).toEqual([]);
    expect(checkSiteSettings(validators, withNav({ logo_settings: "undefined" }))).toEqual([]);
  });

  it("names a missing or unexpected property under its object", () => {
    expect(checkSiteSettings(validators, { navs: [], footers: [], navSetting: { header_template: 1, navbar_template: 1 }, stray: 1 })).toEqual([
      { pointer: "/stray", message: "This is not a website setting", part: "" },
      { pointer: "/name", message: "A website needs a name", part: "" },
    ]);
    expect(checkSiteSettings(validators, "nope")).toEqual([{ pointer: "", message: "The website settings must be a group of settings", part: "" }]);
  });

  it("judges navSetting and the logo_settings text under /navSetting", () => {
    expect(checkSiteSettings(validators, withNav({ header_template: 9 }))).toEqual([{ pointer: "/navSetting/header_template", message: "Choose header layout 1, 2, 3 or 4", part: "/navSetting" }]);
    expect(checkSiteSettings(validators, withNav({ logo_settings: "{oops" }))).toEqual([{ pointer: "/navSetting/logo_settings", message: LOGO_SETTINGS_NOT_JSON, part: "/navSetting" }]);
    expect(checkSiteSettings(validators, withNav({ logo_settings: "[1]" }))).toEqual([{ pointer: "/navSetting/logo_settings", message: LOGO_SETTINGS_NOT_OBJECT, part: "/navSetting" }]);
    expect(checkSiteSettings(validators, withNav({ logo_settings: '{"image_width":900}' }))).toEqual([
      { pointer: "/navSetting/logo_settings/image_width", message: "Logo width must be 16 to 400 px", part: "/navSetting" },
    ]);
  });

  it("lists one problem once, and uses the schemas' messages for labels and headings", () => {
    const doc = { ...aSite, colors: { "Bad Name": "#fff" }, navs: [{ ...aSite.navs[0], name: "x".repeat(61) }], footers: [{ name: "", children: [] }] };
    expect(checkSiteSettings(validators, doc)).toEqual([
      { pointer: "/colors", message: "Colour names are lower-case words joined by dashes, like primary-contrast", part: "" },
      { pointer: "/navs/0/name", message: "A navigation link's label may hold at most 60 characters", part: "" },
      { pointer: "/footers/0/name", message: "Every footer group needs a heading", part: "" },
    ]);
  });
});
