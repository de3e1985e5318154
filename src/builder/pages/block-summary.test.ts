import { describe, expect, it } from "vitest";
import type { PageComponent } from "../../shared/page-document";
import { blockSummary, SUMMARY_LENGTH } from "./block-summary";
import { newBlockId } from "../../shared/block-id";

const component = (data: unknown): PageComponent => ({ id: newBlockId(), name: "x", type: "block", data, logicdata: {}, response: null, order: 0, settings: {} });

describe("blockSummary", () => {
  it("shows the block's heading, else its text", () => {
    expect(blockSummary(component({ title: "Best deals", text: "x" }))).toBe("Best deals");
    expect(blockSummary(component({ title: " ", text: "Picked  this\nmorning" }))).toBe("Picked this morning");
  });

  it("shows merchant HTML as its text only, shortened", () => {
    expect(blockSummary(component({ html: "<h2>Why <em>us</em></h2><img src=x onerror=alert(1)>" }))).toBe("Why us");
    const long = blockSummary(component({ html: `<p>${"word ".repeat(40)}</p>` }));
    expect(long.length).toBe(SUMMARY_LENGTH);
    expect(long.endsWith("…")).toBe(true);
  });

  it("counts a list's entries when there is no text", () => {
    expect(blockSummary(component({ slides: [{}, {}, {}] }))).toBe("3 slides");
    expect(blockSummary(component({ slides: [{}] }))).toBe("1 slide");
    expect(blockSummary(component({}))).toBe("");
    expect(blockSummary(component(null))).toBe("");
  });
});
