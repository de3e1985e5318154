import { describe, expect, it } from "vitest";
import { parseCsv } from "./csv-parse";

const cells = (text: string) => parseCsv(text).records.map((r) => r.cells);

describe("parseCsv", () => {
  it("splits plain cells and rows on LF and CRLF, keeping empty cells", () => {
    expect(cells("a,b,c\r\n1,,3\n4,5,")).toEqual([
      ["a", "b", "c"],
      ["1", "", "3"],
      ["4", "5", ""],
    ]);
  });

  it("reads quoted cells with commas, doubled quotes and line breaks as one cell", () => {
    expect(cells('name,note\r\n"Dal, Toor","He said ""fresh""\r\nand ""cheap"""\r\n')).toEqual([
      ["name", "note"],
      ["Dal, Toor", 'He said "fresh"\r\nand "cheap"'],
    ]);
  });

  it("drops a byte-order mark and skips empty lines, numbering rows as a spreadsheet does", () => {
    const { records } = parseCsv('\uFEFFslug\r\n"a\nb"\r\n\r\nc\r\n');
    expect(records).toEqual([
      { cells: ["slug"], row: 1 },
      { cells: ["a\nb"], row: 2 },
      { cells: ["c"], row: 4 },
    ]);
  });

  it("keeps a quote inside an unquoted cell as text, and an empty quoted cell as empty", () => {
    expect(cells('5" pipe,""\n')).toEqual([['5" pipe', ""]]);
  });

  it("names the row whose quoted cell is never closed", () => {
    const parsed = parseCsv('a\r\nb\r\n"open, never closed\r\nc\r\n');
    expect(parsed.unclosedAt).toBe(3);
    expect(parsed.records.map((r) => r.cells)).toEqual([["a"], ["b"]]);
  });

  it("stops after the most records asked for", () => {
    expect(parseCsv("a\nb\nc\nd\n", { maxRecords: 2 }).records).toHaveLength(2);
  });

  it("reads Indian scripts and the rupee sign as they are", () => {
    expect(cells("नाम,₹\r\nतूर दाल,₹120\r\n")).toEqual([
      ["नाम", "₹"],
      ["तूर दाल", "₹120"],
    ]);
  });
});
