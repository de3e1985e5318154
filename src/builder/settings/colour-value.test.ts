import { describe, expect, it } from "vitest";
import { pickerValue, withPickedColour } from "./colour-value";

describe("theme colours and the colour picker", () => {
  it("gives the picker #rrggbb for every hex form", () => {
    expect(pickerValue("#0F7B3F")).toBe("#0f7b3f");
    expect(pickerValue("#abc")).toBe("#aabbcc");
    expect(pickerValue("#abcd")).toBe("#aabbcc");
    expect(pickerValue("#11223344")).toBe("#112233");
    expect(pickerValue("green")).toBe("#000000");
  });

  it("keeps an alpha the owner typed when a colour is picked", () => {
    expect(withPickedColour("#11223380", "#AABBCC")).toBe("#aabbcc80");
    expect(withPickedColour("#1238", "#aabbcc")).toBe("#aabbcc88");
    expect(withPickedColour("#112233", "#aabbcc")).toBe("#aabbcc");
    expect(withPickedColour("", "#aabbcc")).toBe("#aabbcc");
  });
});
