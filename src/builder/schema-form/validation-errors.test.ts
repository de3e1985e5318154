// The compiled site validators' errors, as the builder shows them: one message per JSON
// Pointer, the schemas' own errorMessage texts, and §5-worded messages where they have none.
import { describe, expect, it } from "vitest";
import validateNavSetting from "../../../schemas/compiled/site/nav-setting.js";
import { settingsErrors } from "../settings/settings-errors";
import { demoSettings } from "../testing/settings-harness";
import { errorsByPointer } from "./validation-errors";

describe("settings problems by JSON Pointer", () => {
  it("finds none in a valid document", () => {
    expect(settingsErrors(demoSettings())).toEqual({});
  });

  it("puts a missing required property's message on that property", () => {
    const doc = demoSettings() as unknown as { navs: Record<string, unknown>[]; footers: { children: Record<string, unknown>[] }[] };
    delete doc.navs[0]!.name;
    delete doc.footers[0]!.children[0]!.link;
    const errors = settingsErrors(doc as never);
    expect(errors["/navs/0/name"]).toBe("Every navigation link needs a label");
    expect(errors["/footers/0/children/0/link"]).toBe("Every footer link needs an address");
  });

  it("uses the schema's message for a value and for a colour's name", () => {
    const doc = demoSettings();
    doc.colors = { ...doc.colors, primary: "green", "Primary Text": "#111" };
    doc.popup = { image: "banners/p.svg", duration: 99, link: "", once: false };
    const errors = settingsErrors(doc);
    expect(errors["/colors/primary"]).toBe("Theme colours must be written like #0f7b3f");
    expect(errors["/colors/Primary Text"]).toBe("Colour names are lower-case words joined by dashes, like primary-contrast");
    expect(errors["/popup/duration"]).toBe("The popup shows for 1 to 60 seconds");
  });

  it("judges navSetting with its own schema, under /navSetting", () => {
    const doc = demoSettings();
    doc.navSetting = { ...doc.navSetting, header_template: 9 as never, sub_navbar_height: 10 };
    const errors = settingsErrors(doc);
    expect(errors["/navSetting/header_template"]).toBe("Choose header layout 1, 2, 3 or 4");
    expect(errors["/navSetting/sub_navbar_height"]).toBe("Navigation bar height must be 24 to 120 px");
  });

  it("words a problem the schema has no message for from the field's label", () => {
    const doc = demoSettings();
    doc.footers[0]!.children[0]!.name = "";
    doc.webSeo = { ...doc.webSeo, og_title: "t".repeat(201) };
    const errors = settingsErrors(doc);
    expect(errors["/footers/0/children/0/name"]).toBe("Label is required");
    expect(errors["/webSeo/og_title"]).toBe("Title may hold at most 200 characters");
  });

  it("keeps the first message for a place and prefixes a part's pointers", () => {
    validateNavSetting({ header_template: 1 });
    const errors = errorsByPointer(validateNavSetting.errors, () => "Navigation bar layout", "/navSetting");
    expect(Object.keys(errors)).toEqual(["/navSetting/navbar_template"]);
  });
});
