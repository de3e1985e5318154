import { describe, expect, it } from "vitest";
import { parseLogoSettings, withNavDefaults } from "./nav-setting";

describe("navigation settings", () => {
  it("reads logo_settings as JSON text, with {} for missing, 'undefined' or broken text", () => {
    expect(parseLogoSettings('{"image_height":40}')).toEqual({ image_height: 40 });
    for (const v of [undefined, "undefined", "", "{oops", "[1]", 5]) expect(parseLogoSettings(v)).toEqual({});
  });
  it("fills the §9 defaults", () => {
    const s = withNavDefaults({ header_template: 2 });
    expect(s).toMatchObject({ header_template: 2, navbar_height: 56, sub_navbar_height: 40, search_setting: "100", logo_settings: "{}" });
  });
});
