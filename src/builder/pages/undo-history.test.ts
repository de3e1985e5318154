import { describe, expect, it } from "vitest";
import { COALESCE_PAUSE_MS, HISTORY_LIMIT, startHistory, undoHistoryReducer, type HistoryAction, type UndoHistory } from "./undo-history";

const run = (actions: HistoryAction<string>[], from: UndoHistory<string> = startHistory("")) => actions.reduce(undoHistoryReducer<string>, from);
const edit = (next: string, at: number, place?: string): HistoryAction<string> => ({ type: "edit", next, at, place });

describe("the undo history", () => {
  it("makes each edit a step that undo takes back and redo puts again", () => {
    let h = run([edit("a", 0), edit("ab", 5000), edit("abc", 10_000)]);
    expect(h.present).toBe("abc");
    h = run([{ type: "undo" }, { type: "undo" }], h);
    expect(h.present).toBe("a");
    expect(h.future).toEqual(["ab", "abc"]);
    h = run([{ type: "redo" }], h);
    expect(h.present).toBe("ab");
    // Undo and redo past either end change nothing.
    expect(run([{ type: "undo" }, { type: "undo" }, { type: "undo" }], h).present).toBe("");
    expect(run([{ type: "redo" }, { type: "redo" }, { type: "redo" }], h).present).toBe("abc");
  });

  it("merges typing in one place into one step until a pause", () => {
    const h = run([edit("H", 0, "/title"), edit("Hi", 300, "/title"), edit("Hi!", 300 + COALESCE_PAUSE_MS, "/title")]);
    expect(h.present).toBe("Hi!");
    expect(run([{ type: "undo" }], h).present).toBe("");
    // After a longer pause the next letter is a step of its own.
    const later = run([edit("Hi!?", 300 + 3 * COALESCE_PAUSE_MS, "/title")], h);
    expect(run([{ type: "undo" }], later).present).toBe("Hi!");
  });

  it("keeps edits of different places, and edits without a place, apart", () => {
    const h = run([edit("a", 0, "/title"), edit("ab", 10, "/text"), edit("abc", 20), edit("abcd", 30)]);
    expect(h.past).toEqual(["", "a", "ab", "abc"]);
  });

  it("starts a new step after an undo, even in the same place", () => {
    const h = run([edit("a", 0, "/t"), edit("ab", 10, "/t"), { type: "undo" }, edit("x", 20, "/t"), edit("xy", 30, "/t")]);
    expect(h.present).toBe("xy");
    expect(h.past).toEqual([""]);
    expect(h.future).toEqual([]);
  });

  it("forgets redo once the owner edits after undoing", () => {
    const h = run([edit("a", 0), edit("b", 5000), { type: "undo" }, edit("c", 10_000)]);
    expect(h.future).toEqual([]);
    expect(run([{ type: "redo" }], h).present).toBe("c");
  });

  it("keeps at most HISTORY_LIMIT steps", () => {
    const h = run(Array.from({ length: HISTORY_LIMIT + 20 }, (_, i) => edit(String(i + 1), i * 5000)));
    expect(h.past).toHaveLength(HISTORY_LIMIT);
    expect(h.past[0]).toBe("20");
  });

  it("replaces the present without a step, or starts over", () => {
    const h = run([edit("a", 0), edit("b", 5000)]);
    const replaced = run([{ type: "replace", present: "B" }], h);
    expect(replaced.present).toBe("B");
    expect(replaced.past).toEqual(["", "a"]);
    const reset = run([{ type: "reset", present: "theirs" }], h);
    expect(reset).toEqual(startHistory("theirs"));
  });

  it("ignores an edit that changes nothing", () => {
    const h = run([edit("a", 0)]);
    expect(run([edit(h.present, 10)], h)).toBe(h);
  });
});
