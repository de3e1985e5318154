import { describe, expect, it } from "vitest";
import { undoKey } from "./undo-keys";

const keys = (key: string, mods: Partial<Record<"ctrlKey" | "metaKey" | "shiftKey" | "altKey", boolean>> = {}) => ({ key, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods });

describe("undoKey", () => {
  it("reads Ctrl+Z and Cmd+Z as undo, with Shift as redo, and Ctrl+Y as redo", () => {
    expect(undoKey(keys("z", { ctrlKey: true }))).toBe("undo");
    expect(undoKey(keys("z", { metaKey: true }))).toBe("undo");
    expect(undoKey(keys("Z", { ctrlKey: true, shiftKey: true }))).toBe("redo");
    expect(undoKey(keys("z", { metaKey: true, shiftKey: true }))).toBe("redo");
    expect(undoKey(keys("y", { ctrlKey: true }))).toBe("redo");
  });

  it("leaves other keys alone", () => {
    expect(undoKey(keys("z"))).toBeNull();
    expect(undoKey(keys("z", { ctrlKey: true, altKey: true }))).toBeNull();
    expect(undoKey(keys("y", { metaKey: true }))).toBeNull();
    expect(undoKey(keys("a", { ctrlKey: true }))).toBeNull();
  });
});
