import { describe, expect, it } from "vitest";
import { amountInWords } from "./amount-in-words";

describe("amount in words", () => {
  it("says rupees and paise", () => {
    expect(amountInWords(123_450)).toBe("Rupees One Thousand Two Hundred Thirty-Four and Fifty Paise Only");
    expect(amountInWords(100)).toBe("Rupees One Only");
    expect(amountInWords(101)).toBe("Rupees One and One Paisa Only");
    expect(amountInWords(1_999)).toBe("Rupees Nineteen and Ninety-Nine Paise Only");
  });

  it("says nothing and small change plainly", () => {
    expect(amountInWords(0)).toBe("Rupees Zero Only");
    expect(amountInWords(5)).toBe("Five Paise Only");
  });

  it("counts in thousands, lakhs and crores", () => {
    expect(amountInWords(1_00_00_000_00)).toBe("Rupees One Crore Only");
    expect(amountInWords(1_00_000_00)).toBe("Rupees One Lakh Only");
    expect(amountInWords(12_34_56_789_01)).toBe("Rupees Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine and One Paisa Only");
    expect(amountInWords(10_05_010_00)).toBe("Rupees Ten Lakh Five Thousand Ten Only");
    expect(amountInWords(1_000_00_00_000_00)).toBe("Rupees One Thousand Crore Only");
    expect(amountInWords(70_000_00)).toBe("Rupees Seventy Thousand Only");
    expect(amountInWords(300_00)).toBe("Rupees Three Hundred Only");
  });

  it("refuses what is not paise", () => {
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(1.5)).toThrow(RangeError);
  });
});
