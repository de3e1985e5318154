import { describe, expect, it } from "vitest";
import { CONTROL_CHARACTER_MESSAGE, ONE_LINE_MESSAGE, controlCharacterProblem } from "./control-characters";

describe("controlCharacterProblem", () => {
  it("refuses NUL, the other C0 controls, DEL and the C1 controls in any text", () => {
    for (const code of [0x00, 0x01, 0x08, 0x0b, 0x0c, 0x0e, 0x1b, 0x1f, 0x7f, 0x80, 0x85, 0x9f]) {
      const text = `a${String.fromCharCode(code)}b`;
      expect(controlCharacterProblem(text, true), code.toString(16)).toBe(CONTROL_CHARACTER_MESSAGE);
      expect(controlCharacterProblem(text, false), code.toString(16)).toBe(ONE_LINE_MESSAGE);
    }
  });

  it("takes tab and line breaks only in text of several lines", () => {
    for (const text of ["a\tb", "a\nb", "a\r\nb"]) {
      expect(controlCharacterProblem(text, true)).toBeNull();
      expect(controlCharacterProblem(text, false)).toBe(ONE_LINE_MESSAGE);
    }
  });

  it("takes everything else, the characters next to the controls included", () => {
    for (const text of ["", " ", "~", "\u00a0", "é", "₹ 120", "नमस्ते", "😀", "\u2028"]) {
      expect(controlCharacterProblem(text, false), JSON.stringify(text)).toBeNull();
    }
  });
});
