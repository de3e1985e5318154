import { describe, expect, it } from "vitest";
import { submissionValueText } from "./submission-value-text";

describe("submissionValueText", () => {
  it("writes each kind of submitted value as plain text", () => {
    expect(submissionValueText("<b>hi</b>")).toBe("<b>hi</b>");
    expect(submissionValueText(42)).toBe("42");
    expect(submissionValueText(false)).toBe("false");
    expect(submissionValueText(null)).toBe("");
    expect(submissionValueText(["rice", "dal"])).toBe("rice, dal");
    expect(submissionValueText({ name: "bill.pdf", type: "application/pdf", size: 10 })).toBe("bill.pdf");
    expect(submissionValueText({ a: 1 })).toBe('{"a":1}');
  });
});
