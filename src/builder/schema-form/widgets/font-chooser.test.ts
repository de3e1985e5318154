// The font chooser's list and hint follow the fonts the shop serves (src/shared/served-fonts.ts).
import { describe, expect, it } from "vitest";
import { SERVED_FONTS } from "../../../shared/served-fonts";
import { COMMON_FONTS, SERVED_LABEL, fontHint } from "./font-chooser";

describe("the font chooser's fonts", () => {
  it("offers the served fonts first, marked as coming with the shop", () => {
    expect(COMMON_FONTS.slice(0, SERVED_FONTS.length)).toEqual(SERVED_FONTS.map((font) => ({ label: `${font.family} (${SERVED_LABEL})`, value: font.stack })));
    expect(COMMON_FONTS.slice(SERVED_FONTS.length).some((font) => font.label.includes(SERVED_LABEL))).toBe(false);
  });

  it("says whether every visitor sees the family the shop uses", () => {
    expect(fontHint("Poppins")).toBe("The shop uses the first font of the list: Poppins. It comes with the shop, so every visitor sees it.");
    expect(fontHint("Georgia")).toBe("The shop uses the first font of the list: Georgia. It shows where the visitor's device has it; Inter and Poppins come with the shop.");
  });
});
