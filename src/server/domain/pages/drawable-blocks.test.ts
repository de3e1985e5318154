import { describe, expect, it } from "vitest";
import { newBlockId } from "../../../shared/block-id";
import type { PageComponent } from "../../../shared/page-document";
import { drawableBlocks } from "./drawable-blocks";

const block = (name: string, data: unknown, settings: unknown = {}): PageComponent => ({ id: newBlockId(), name, type: "block", order: 0, data, settings, logicdata: {}, response: null });

describe("a live page's drawable blocks", () => {
  it("leaves out a block its schema refuses, naming the problem, and keeps the rest as they were", () => {
    const good = block("rich-text", { html: "<p>Hi</p>" });
    const centred = block("rich-text", { html: "<p>Centred</p>" }, '{"align":"center"}');
    const bad = block("rich-text", { html: 7 });
    const unknown = block("no-such-block", {});
    const { kept, skipped } = drawableBlocks([good, bad, centred, unknown]);
    // Settings kept as JSON text stay text: the shop reads them itself.
    expect(kept).toEqual([good, centred, unknown]);
    expect(skipped).toEqual([{ name: "rich-text", problems: ["data.html: The text must be written as HTML text"] }]);
  });

  it("keeps a banner whose JSON-text settings are wrong only in what it reads with defaults", () => {
    const banner = block("hero-banner", { slides: [] }, "{not json");
    const { skipped } = drawableBlocks([banner]);
    expect(skipped.map((s) => s.problems.join()).join()).not.toContain("settings");
  });
});
