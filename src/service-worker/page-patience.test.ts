import { describe, expect, it } from "vitest";
import { PAGE_PATIENCE_MS, pagePatience } from "./page-patience";

describe("how long a page waits for the network", () => {
  it("waits half a second on a visit, and for the network itself on a reload", () => {
    expect(pagePatience({ cache: "default" })).toBe(PAGE_PATIENCE_MS);
    expect(pagePatience({ cache: "no-cache" })).toBe(Infinity);
    expect(pagePatience({ cache: "reload" })).toBe(Infinity);
  });
});
