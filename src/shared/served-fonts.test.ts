import { describe, expect, it } from "vitest";
import { SERVED_FONTS, fontSlug, isServedFont, servedFamiliesText, servedFont } from "./served-fonts";
import { DEFAULT_FONT, isVariableFont } from "./theme";

describe("the served fonts", () => {
  it("start with the shop's default family, each with a stack that names it first", () => {
    expect(SERVED_FONTS[0]?.family).toBe(DEFAULT_FONT);
    for (const font of SERVED_FONTS) expect(font.stack.split(",")[0]).toBe(font.family);
  });

  it("agree with the theme on which come as one variable file", () => {
    for (const font of SERVED_FONTS) expect(isVariableFont(font.family), font.family).toBe(font.variable);
  });

  it("are found by family in any case and spacing", () => {
    expect(fontSlug(" Noto  Sans ")).toBe("noto-sans");
    expect(servedFont("poppins")?.stack).toBe("Poppins, sans-serif");
    expect(isServedFont("INTER")).toBe(true);
    expect(isServedFont("Georgia")).toBe(false);
    expect(servedFamiliesText()).toBe("Inter and Poppins");
  });
});
