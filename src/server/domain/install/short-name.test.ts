import { describe, expect, it } from "vitest";
import { monogramOf, shortName } from "./short-name";

describe("shortName", () => {
  it("keeps a short name and cuts a long one at a word", () => {
    expect(shortName("Fresh Basket")).toBe("Fresh Basket");
    expect(shortName("Kirana Demo Store")).toBe("Kirana Demo");
    expect(shortName("  Sri   Lakshmi General Stores ")).toBe("Sri Lakshmi");
  });

  it("cuts a single long word at twelve characters", () => {
    expect(shortName("Supercalifragilistic Mart")).toBe("Supercalifra");
  });
});

describe("monogramOf", () => {
  it("takes the first letters of the first two words", () => {
    expect(monogramOf("Kirana Demo Store")).toBe("KD");
    expect(monogramOf("fresh basket")).toBe("FB");
    expect(monogramOf("Annapurna")).toBe("A");
    expect(monogramOf("(Sri) Lakshmi")).toBe("SL");
    expect(monogramOf("")).toBe("K");
  });
});
