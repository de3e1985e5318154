import { describe, expect, it } from "vitest";
import { DATE_MAX_YEAR, DATE_MIN_YEAR, formatDate, isDateInRange, parseDate, toIsoDate } from "./date-format";
import { EMPTY_DATE } from "./empty-date";

describe("formatDate", () => {
  it("shows a date as 'MMM D, YYYY'", () => {
    expect(formatDate("2024-01-05")).toBe("Jan 5, 2024");
    expect(formatDate("2023-12-31")).toBe("Dec 31, 2023");
    expect(formatDate(new Date(2024, 1, 29))).toBe("Feb 29, 2024");
  });

  it("adds the time as 'h:mm A' when asked", () => {
    expect(formatDate("2024-01-05 15:07:00", true)).toBe("Jan 5, 2024 3:07 PM");
    expect(formatDate("2024-01-05T00:30:00", true)).toBe("Jan 5, 2024 12:30 AM");
    expect(formatDate(new Date(2024, 6, 9, 9, 5), true)).toBe("Jul 9, 2024 9:05 AM");
    expect(formatDate("2024-01-05 15:07:00")).toBe("Jan 5, 2024");
  });

  it("reads an older record's YYYYMMDD", () => {
    expect(formatDate("20240105")).toBe("Jan 5, 2024");
  });

  it("shows nothing for 00000000, empty, missing and unreadable values", () => {
    expect(formatDate(EMPTY_DATE)).toBe("");
    expect(formatDate("00000000", true)).toBe("");
    expect(formatDate("")).toBe("");
    expect(formatDate("  ")).toBe("");
    expect(formatDate(null)).toBe("");
    expect(formatDate(undefined)).toBe("");
    expect(formatDate("not a date")).toBe("");
    expect(formatDate(new Date(Number.NaN))).toBe("");
    expect(formatDate("0000-00-00")).toBe("");
    expect(formatDate("0000-00-00 00:00:00", true)).toBe("");
  });

  it("refuses calendar days that do not exist instead of rolling them over", () => {
    expect(formatDate("2023-02-29")).toBe("");
    expect(formatDate("2024-13-01")).toBe("");
    expect(formatDate("2024-04-31 10:00:00", true)).toBe("");
  });
});

describe("toIsoDate", () => {
  it("stores a chosen date as YYYY-MM-DD in local time", () => {
    expect(toIsoDate(new Date(2024, 0, 5))).toBe("2024-01-05");
    expect(toIsoDate(new Date(2024, 11, 31, 23, 59))).toBe("2024-12-31");
    expect(toIsoDate(new Date(1900, 0, 1))).toBe("1900-01-01");
    expect(toIsoDate("20240105")).toBe("2024-01-05");
  });

  it("gives an empty string for empty values", () => {
    expect(toIsoDate("00000000")).toBe("");
    expect(toIsoDate(null)).toBe("");
    expect(toIsoDate(new Date(Number.NaN))).toBe("");
  });
});

describe("parseDate", () => {
  it("reads a date-only value as a local calendar day", () => {
    const date = parseDate("2024-03-10");
    expect(date?.getFullYear()).toBe(2024);
    expect(date?.getMonth()).toBe(2);
    expect(date?.getDate()).toBe(10);
    expect(date?.getHours()).toBe(0);
  });

  it("keeps years below 100 as written", () => {
    expect(parseDate("0050-06-01")?.getFullYear()).toBe(50);
  });

  it("returns a copy of a Date so callers cannot change the original", () => {
    const original = new Date(2024, 0, 1);
    const parsed = parseDate(original);
    parsed?.setFullYear(1999);
    expect(original.getFullYear()).toBe(2024);
  });
});

describe("isDateInRange", () => {
  it("accepts years 1900 to 2099 only", () => {
    expect(DATE_MIN_YEAR).toBe(1900);
    expect(DATE_MAX_YEAR).toBe(2099);
    expect(isDateInRange("1900-01-01")).toBe(true);
    expect(isDateInRange("2099-12-31")).toBe(true);
    expect(isDateInRange("1899-12-31")).toBe(false);
    expect(isDateInRange("2100-01-01")).toBe(false);
    expect(isDateInRange(new Date(2024, 5, 1))).toBe(true);
  });

  it("refuses empty and unreadable values", () => {
    expect(isDateInRange("00000000")).toBe(false);
    expect(isDateInRange("")).toBe(false);
    expect(isDateInRange(null)).toBe(false);
    expect(isDateInRange("2024-02-30")).toBe(false);
  });
});

describe("formatDate in the page's language (issue 35)", () => {
  it("keeps §5's English for en-IN, the default, and any English locale", () => {
    expect(formatDate("2024-01-05", false, "en-IN")).toBe("Jan 5, 2024");
    expect(formatDate("2024-01-05 15:07:00", true, "en")).toBe("Jan 5, 2024 3:07 PM");
  });

  it("writes another language's date with Intl, its digits as they are", () => {
    expect(formatDate("2024-01-05", false, "hi-IN")).toBe(new Intl.DateTimeFormat("hi-IN", { day: "numeric", month: "short", year: "numeric" }).format(new Date(2024, 0, 5)));
    expect(formatDate("2024-01-05", false, "hi-IN")).toMatch(/^5 \S+ 2024$/);
    expect(formatDate("2024-01-05 15:07:00", true, "hi-IN")).toContain("3:07");
    expect(formatDate("00000000", false, "hi-IN")).toBe("");
  });
});
