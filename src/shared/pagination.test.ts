import { describe, expect, it } from "vitest";
import { acceptPageChange, lastPage, pageFromSearch, pageSearch, pageWindow, PAGE_SIZE_CHOICES, PAGE_WINDOW } from "./pagination";

describe("pagination constants (§9)", () => {
  it("offers 5, 10, 20, 50 and 100 per page", () => {
    expect(PAGE_SIZE_CHOICES).toEqual([5, 10, 20, 50, 100]);
  });
  it("shows a window of 5 pages", () => {
    expect(PAGE_WINDOW).toBe(5);
  });
});

describe("lastPage", () => {
  it("rounds a part-filled page up", () => {
    expect(lastPage(24, 24)).toBe(1);
    expect(lastPage(25, 24)).toBe(2);
    expect(lastPage(240, 24)).toBe(10);
    expect(lastPage(241, 24)).toBe(11);
  });
  it("is 1 for an empty list", () => {
    expect(lastPage(0, 24)).toBe(1);
    expect(lastPage(-5, 24)).toBe(1);
  });
  it("stays finite for a zero, negative or broken page size", () => {
    expect(lastPage(7, 0)).toBe(7);
    expect(lastPage(7, -10)).toBe(7);
    expect(lastPage(7, Number.NaN)).toBe(7);
    expect(lastPage(Number.NaN, 10)).toBe(1);
  });
});

describe("pageWindow", () => {
  it("centres on the current page when there is room on both sides", () => {
    expect(pageWindow(5, 10)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(8, 10)).toEqual([6, 7, 8, 9, 10]);
  });
  it("slides inwards at the start and the end so the window stays full", () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(2, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(9, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
  });
  it("shows every page when there are fewer than the window", () => {
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });
  it("takes another window size", () => {
    expect(pageWindow(5, 10, 3)).toEqual([4, 5, 6]);
    expect(pageWindow(5, 10, 4)).toEqual([4, 5, 6, 7]);
    expect(pageWindow(5, 10, 0)).toEqual([]);
  });
  it("keeps a current page outside the range inside it", () => {
    expect(pageWindow(0, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(99, 10)).toEqual([6, 7, 8, 9, 10]);
  });
});

describe("acceptPageChange (§5)", () => {
  it("ignores a page below 1", () => {
    expect(acceptPageChange(0, 1, 5)).toBe(false);
    expect(acceptPageChange(-1, 2, 5)).toBe(false);
  });
  it("ignores a page above the last page", () => {
    expect(acceptPageChange(6, 5, 5)).toBe(false);
  });
  it("ignores the current page", () => {
    expect(acceptPageChange(3, 3, 5)).toBe(false);
  });
  it("ignores a page that is not a whole number", () => {
    expect(acceptPageChange(2.5, 1, 5)).toBe(false);
    expect(acceptPageChange(Number.NaN, 1, 5)).toBe(false);
  });
  it("accepts any other page, the first and the last included", () => {
    expect(acceptPageChange(4, 3, 5)).toBe(true);
    expect(acceptPageChange(1, 3, 5)).toBe(true);
    expect(acceptPageChange(5, 3, 5)).toBe(true);
  });
});

describe("page in the address", () => {
  it("reads page leniently and writes it only above 1", () => {
    expect(pageFromSearch("?page=3")).toBe(3);
    expect(pageFromSearch("")).toBe(1);
    for (const bad of ["?page=0", "?page=-2", "?page=1.5", "?page=x"]) expect(pageFromSearch(bad)).toBe(1);
    expect(pageFromSearch("?page=999999")).toBe(100_000);
    expect(pageSearch(1)).toBe("");
    expect(pageSearch(4)).toBe("?page=4");
  });
});
