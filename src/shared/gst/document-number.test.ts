import { describe, expect, it } from "vitest";
import { DOCUMENT_NUMBER_PATTERN, documentPrefixProblem, formatDocumentNumber } from "./document-number";

describe("document numbers", () => {
  it("puts prefix, year and a padded sequence together", () => {
    expect(formatDocumentNumber("INV", "2026-27", 42)).toBe("INV/2627/000042");
    expect(formatDocumentNumber("CN", "2025-26", 1)).toBe("CN/2526/000001");
    expect(formatDocumentNumber("BOS1", "2026-27", 999_999)).toBe("BOS1/2627/999999");
  });

  it("grows past six digits while it fits sixteen characters", () => {
    expect(formatDocumentNumber("INV", "2026-27", 1_234_567)).toBe("INV/2627/1234567");
    expect(() => formatDocumentNumber("BOS1", "2026-27", 1_000_000)).toThrow(/16 characters/);
  });

  it("refuses a bad prefix, sequence or year", () => {
    expect(() => formatDocumentNumber("inv", "2026-27", 1)).toThrow(RangeError);
    expect(() => formatDocumentNumber("INV", "2026-27", 0)).toThrow(RangeError);
    expect(() => formatDocumentNumber("INV", "2026-27", 1.5)).toThrow(RangeError);
    expect(() => formatDocumentNumber("INV", "2026", 1)).toThrow(RangeError);
  });

  it("says what is wrong with a prefix", () => {
    expect(documentPrefixProblem("INV")).toBeNull();
    expect(documentPrefixProblem("A1")).toBeNull();
    expect(documentPrefixProblem("")).toBe("A prefix has 1 to 4 characters");
    expect(documentPrefixProblem("INVOI")).toBe("A prefix has 1 to 4 characters");
    expect(documentPrefixProblem("IN/")).toBe("A prefix has only capital letters A–Z and digits 0–9");
    expect(documentPrefixProblem("inv")).toBe("A prefix has only capital letters A–Z and digits 0–9");
  });

  it("matches rule 46(b)'s characters", () => {
    expect(DOCUMENT_NUMBER_PATTERN.test("INV-26/0001")).toBe(true);
    expect(DOCUMENT_NUMBER_PATTERN.test("INV 26")).toBe(false);
    expect(DOCUMENT_NUMBER_PATTERN.test("A".repeat(17))).toBe(false);
  });
});
