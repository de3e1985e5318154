// The served fonts' files: every file the shop's @font-face rules name is loaded, and no other.
import { devanagariFaceCss } from "../../shared/devanagari-font";
import { describe, expect, it } from "vitest";
import { SERVED_FONTS } from "../../shared/served-fonts";
import { FONT_WEIGHTS, fontFileUrl } from "../../shared/theme";
import { isShippedFont, loadFonts } from "./fonts";

describe("the served fonts", () => {
  it("loads exactly the files the page head's font rules point at, the Devanagari ones of Hindi pages too", () => {
    const files = loadFonts();
    const named = new Set(SERVED_FONTS.flatMap(({ family }) => FONT_WEIGHTS.map((weight) => fontFileUrl(family, weight))));
    for (const [, url] of devanagariFaceCss().matchAll(/url\(([^)]+)\)/g)) named.add(url!);
    expect(named.size).toBe(files.size);
    expect([...files.keys()].sort()).toEqual([...named].sort());
    for (const bytes of files.values()) expect(bytes.subarray(0, 4).toString("latin1")).toBe("wOF2");
  });

  it("knows a served family in any case", () => {
    expect(isShippedFont("poppins")).toBe(true);
    expect(isShippedFont("Inter")).toBe(true);
    expect(isShippedFont("Georgia")).toBe(false);
  });
});
