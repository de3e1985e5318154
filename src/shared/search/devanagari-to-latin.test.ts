import { describe, expect, it } from "vitest";
import { devanagariToLatin, hasDevanagari } from "./devanagari-to-latin";

describe("Devanagari spelt in Latin letters, as shoppers type the same words", () => {
  it.each([
    ["दाल", "daal"],
    ["चावल", "chaaval"],
    ["आटा", "aataa"],
    ["टमाटर", "tamaatar"],
    ["प्याज", "pyaaj"],
    ["दूध", "doodh"],
    ["चीनी", "cheenee"],
    ["नमक", "namak"],
    ["बासमती", "baasamatee"],
    ["पनीर", "paneer"],
    ["मसाला", "masaalaa"],
    ["बेसन", "besan"],
    ["घी", "ghee"],
  ])("%s → %s", (hindi, latin) => {
    expect(devanagariToLatin(hindi)).toBe(latin);
  });

  it("leaves Latin letters and digits as they are, and reads Devanagari digits", () => {
    expect(devanagariToLatin("atta ५ kg")).toBe("atta 5 kg");
    expect(hasDevanagari("atta 5kg")).toBe(false);
    expect(hasDevanagari("आटा 5kg")).toBe(true);
  });
});
