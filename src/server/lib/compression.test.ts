import { gunzipSync, brotliDecompressSync } from "node:zlib";
import { expect, it } from "vitest";
import { negotiateEncoding, precompress } from "./compression";

it("prefers brotli, falls back to gzip, and respects q=0", () => {
  expect(negotiateEncoding("gzip, deflate, br, zstd")).toBe("br");
  expect(negotiateEncoding("gzip;q=1.0, br;q=0")).toBe("gzip");
  expect(negotiateEncoding("deflate")).toBeNull();
  expect(negotiateEncoding("*")).toBe("gzip");
  expect(negotiateEncoding("identity")).toBeNull();
  expect(negotiateEncoding(undefined)).toBeNull();
});

it("precompresses text files worth it and leaves the rest", () => {
  const js = Buffer.from("export const price = 42;\n".repeat(200));
  const out = precompress(
    new Map([
      ["/assets/app.js", js],
      ["/assets/tiny.js", Buffer.from("x")],
      ["/fonts/inter/400.woff2", Buffer.alloc(5000)],
    ]),
  );
  expect([...out.keys()]).toEqual(["/assets/app.js"]);
  expect(brotliDecompressSync(out.get("/assets/app.js")!.br).equals(js)).toBe(true);
  expect(gunzipSync(out.get("/assets/app.js")!.gzip).equals(js)).toBe(true);
});
