// The served fonts' files: every file the shop's @font-face rules name is loaded, and no other.
import { describe, expect, it } from "vitest";
import { SERVED_FONTS } from "../../shared/served-fonts";
import { FONT_WEIGHTS, fontFileUrl } from "../../shared/theme";
import { isShippedFont, loadFonts } from "./fonts";

describe("the served fonts", () => {
  it("loads exactly the files the page head's font rules point at", () => {
    const files = loadFonts();
    const named = new Set(SERVED_FONTS.flatMap(({ family }) => FONT_WEIGHTS.map((weight) => fontFileUrl(family, weight))));
    expect([...files.keys()].sort()).toEqual([...named].sort());
    for (const bytes of files.values()) expect(bytes.subarray(0, 4).toString("latin1")).toBe("wOF2");
  });

  it("knows a served family in any case", () => {
    expect(isShippedFont("poppins")).toBe(true);
    expect(isShippedFont("Inter")).toBe(true);
    expect(isShippedFont("Georgia")).toBe(false);
  });
});
