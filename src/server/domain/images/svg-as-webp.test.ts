import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { productSvg, SIZE_WIDTH } from "./illustration";
import { productKind } from "./product-kinds";
import { svgAsWebp } from "./svg-as-webp";

const drawing = productSvg({ name: "Chakki Atta", brand: "Punjab Chakki", kind: productKind("Chakki Atta", "Punjab Chakki", ["Atta", "Staples"]), size: "5 kg", seed: "atta" });

describe("svgAsWebp", () => {
  it("draws the small and medium variants as WebP at 1.5 times their width, the drawing's aspect kept", async () => {
    for (const size of ["small", "medium"] as const) {
      const webp = await svgAsWebp(drawing, size);
      expect(webp, size).not.toBeNull();
      const meta = await sharp(webp!).metadata();
      expect(meta.format, size).toBe("webp");
      expect(meta.width, size).toBe(1.5 * SIZE_WIDTH[size]!);
      expect(meta.height, size).toBe(meta.width);
    }
  });

  it("leaves the large and original sizes as drawings", async () => {
    expect(await svgAsWebp(drawing, "large")).toBeNull();
    expect(await svgAsWebp(drawing, "original")).toBeNull();
  });

  it("draws a picture once, and answers null for one it cannot draw", async () => {
    expect(svgAsWebp(drawing, "small")).toBe(svgAsWebp(drawing, "small"));
    expect(await svgAsWebp('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><path d="M0 0', "small")).toBeNull();
  });
});
