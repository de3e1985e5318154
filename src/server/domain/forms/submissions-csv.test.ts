import { describe, expect, it } from "vitest";
import { cellText, csvCell, CSV_BOM, submissionsCsv } from "./submissions-csv";
import type { SubmissionRecord } from "./form-submission-reader";

const record = (id: number, values: Record<string, unknown>, at = "2030-03-14T10:00:00.000Z"): SubmissionRecord => ({
  id,
  path: "/contact-us",
  formId: "contact",
  values,
  createdAt: new Date(at),
});

describe("a CSV cell", () => {
  it("quotes only what RFC 4180 says must be quoted, doubling quotes", () => {
    expect(csvCell("plain text")).toBe("plain text");
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell("two\r\nlines")).toBe('"two\r\nlines"');
    expect(csvCell("")).toBe("");
  });

  it("makes a cell a spreadsheet would run as a formula inert", () => {
    expect(csvCell("=1+2")).toBe("'=1+2");
    expect(csvCell("+91 98765 43210")).toBe("'+91 98765 43210");
    expect(csvCell("-5 kg")).toBe("'-5 kg");
    expect(csvCell("@SUM(A1:A2)")).toBe("'@SUM(A1:A2)");
    expect(csvCell("\t=cmd")).toBe("'\t=cmd");
    expect(csvCell("\r=cmd")).toBe('"\'\r=cmd"');
    // Quoting and the prefix together: the apostrophe goes inside the quotes.
    expect(csvCell('=HYPERLINK("http://x.test","go")')).toBe('"\'=HYPERLINK(""http://x.test"",""go"")"');
    // Only the first character matters.
    expect(csvCell("a=b")).toBe("a=b");
    expect(csvCell(" =b")).toBe(" =b");
  });
});

describe("a stored value as a cell", () => {
  it("shows a file by its name and everything else as text", () => {
    expect(cellText({ name: "bill.png", type: "image/png", size: 12 })).toBe("bill.png");
    expect(cellText(null)).toBe("");
    expect(cellText(undefined)).toBe("");
    expect(cellText(42)).toBe("42");
    expect(cellText(false)).toBe("false");
    expect(cellText(["a", "b"])).toBe("a, b");
    expect(cellText({ other: 1 })).toBe('{"other":1}');
  });
});

describe("the submissions CSV", () => {
  it("starts with a BOM and a header of the fixed columns and every field in first-seen order", () => {
    const csv = submissionsCsv([
      record(3, { name: "Asha", phone: "9876543210" }, "2030-03-14T10:00:00.000Z"),
      record(2, { name: "Ravi", message: "Hello", phone: "9123456780" }, "2030-03-13T09:30:00.000Z"),
      record(1, { extra: "x" }, "2030-03-12T08:00:00.000Z"),
    ]);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv.slice(1).split("\r\n")).toEqual([
      "submitted_at,page,form,name,phone,message,extra",
      "2030-03-14T10:00:00.000Z,/contact-us,contact,Asha,9876543210,,",
      "2030-03-13T09:30:00.000Z,/contact-us,contact,Ravi,9123456780,Hello,",
      "2030-03-12T08:00:00.000Z,/contact-us,contact,,,,x",
      "",
    ]);
  });

  it("keeps ₹ and Indian scripts as UTF-8 text, and quotes and prefixes the cells that need it", () => {
    const csv = submissionsCsv([record(1, { name: "आशा वर्मा", message: 'Paid ₹1,250 "in cash"\nthanks', note: "=cmd|' /C calc'!A0", bill: { name: "रसीद.pdf", type: "application/pdf", size: 5 } })]);
    expect(Buffer.from(csv, "utf8").subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(csv).toContain('आशा वर्मा,"Paid ₹1,250 ""in cash""\nthanks",\'=cmd|\' /C calc\'!A0,रसीद.pdf\r\n');
  });

  it("writes only the header for no submissions", () => {
    expect(submissionsCsv([])).toBe(`${CSV_BOM}submitted_at,page,form\r\n`);
  });

  it("reads only a record's own keys", () => {
    const values = JSON.parse('{"__proto__": "x", "name": "Asha"}') as Record<string, unknown>;
    const csv = submissionsCsv([record(1, values), record(2, { constructor: "c" })]);
    expect(csv.slice(1).split("\r\n")[0]).toBe("submitted_at,page,form,__proto__,name,constructor");
    expect(csv.slice(1).split("\r\n")[2]).toBe("2030-03-14T10:00:00.000Z,/contact-us,contact,,,c");
  });
});
