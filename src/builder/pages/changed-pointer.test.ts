import { describe, expect, it } from "vitest";
import { changedPointer } from "./changed-pointer";

describe("changedPointer", () => {
  const block = { name: "hero-card", data: { title: "Fresh", text: "Daily", tags: ["a", "b"] }, settings: { bgcolor: "#fff" } };

  it("finds the one field that changed, however deep", () => {
    expect(changedPointer(block, { ...block, data: { ...block.data, title: "Fresher" } })).toBe("/data/title");
    expect(changedPointer(block, { ...block, data: { ...block.data, tags: ["a", "c"] } })).toBe("/data/tags/1");
    expect(changedPointer(block, { ...block, settings: { bgcolor: "#fff", image_side: "left" } })).toBe("/settings/image_side");
  });

  it("answers the list when an entry is added or removed, and the container when several places changed", () => {
    expect(changedPointer(block, { ...block, data: { ...block.data, tags: ["a"] } })).toBe("/data/tags");
    expect(changedPointer(block, { ...block, data: { ...block.data, title: "x", text: "y" } })).toBe("/data");
    expect(changedPointer(block, { ...block, name: "x", settings: {} })).toBe("");
  });

  it("answers null for equal values and escapes keys as JSON Pointer does", () => {
    expect(changedPointer(block, structuredClone(block))).toBeNull();
    expect(changedPointer({ "a/b": 1 }, { "a/b": 2 })).toBe("/a~1b");
  });
});
