// @vitest-environment node
// Shoppers never download the back office (DESIGN): no module the shop's entries reach, however
// lazily, is the back office's or the owner's tools' shell, so none can land in a shop chunk.
// bench:bundle checks the built chunks; this catches an import the moment it is written.
import { cruise, type ICruiseResult } from "dependency-cruiser";
import { describe, expect, it } from "vitest";

const SHOP_ENTRIES = ["src/client/main.tsx", "src/client/entry-server.tsx"];
const TOOLS_ONLY = /^src\/(builder|admin|pos|tool-shell)\//;

describe("the shop's build", () => {
  it("reaches no module of the back office or of the tools' shell", async () => {
    const result = await cruise(SHOP_ENTRIES, { doNotFollow: { path: "node_modules" }, tsPreCompilationDeps: true, exclude: { path: "\\.d\\.ts$" } });
    const modules = (result.output as ICruiseResult).modules.map((m) => m.source);
    // The walk does follow the shop's lazy imports: the cart panel and the preview's screen.
    expect(modules).toContain("src/client/app/panels/cart-panel.tsx");
    expect(modules).toContain("src/client/preview/preview-screen.tsx");
    expect(modules.filter((m) => TOOLS_ONLY.test(m))).toEqual([]);
  }, 120_000);
});
