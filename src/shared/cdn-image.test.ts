import { expect, it } from "vitest";
import { cdnImage } from "./cdn-image";

it("prefixes the CDN size, medium by default, and falls back to the placeholder", () => {
  expect(cdnImage("products/a.svg")).toBe("/cdn/medium/products/a.svg");
  expect(cdnImage("/products/a.svg", "small")).toBe("/cdn/small/products/a.svg");
  expect(cdnImage("cdn/large/products/a.svg", "small")).toBe("/cdn/small/products/a.svg");
  expect(cdnImage("")).toBe("/no-image.png");
  expect(cdnImage(null)).toBe("/no-image.png");
  expect(cdnImage("https://img.example/x.png")).toBe("https://img.example/x.png");
});
