import { describe, expect, it } from "vitest";
import { acceptPageChange, lastPage, pageWindow, PAGE_SIZE_CHOICES, PAGE_WINDOW } from "./pagination";

describe("pagination (§5, §9)", () => {
  it("offers 5, 10, 20, 50 and 100 per page with a window of 5", () => {
    expect(PAGE_SIZE_CHOICES).toEqual([5, 10, 20, 50, 100]);
    expect(PAGE_WINDOW).toBe(5);
  });
  it("counts pages, at least one", () => {
    expect(lastPage(0, 24)).toBe(1);
    expect(lastPage(24, 24)).toBe(1);
    expect(lastPage(25, 24)).toBe(2);
  });
  it("centres the window on the current page inside the range", () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(5, 10)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
  });
  it("ignores changes below 1, above the last page and to the current page", () => {
    expect(acceptPageChange(0, 1, 5)).toBe(false);
    expect(acceptPageChange(6, 1, 5)).toBe(false);
    expect(acceptPageChange(3, 3, 5)).toBe(false);
    expect(acceptPageChange(2.5, 1, 5)).toBe(false);
    expect(acceptPageChange(4, 3, 5)).toBe(true);
  });
});
