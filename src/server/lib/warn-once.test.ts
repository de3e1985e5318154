import { describe, expect, it } from "vitest";
import { warnOnce } from "./warn-once";

describe("warnOnce", () => {
  it("logs each key once, keeps each caller's memory apart, and starts over when full", () => {
    const lines: string[] = [];
    const log = { warn: (details: object, message: string) => lines.push(`${message} ${JSON.stringify(details)}`) };
    const warn = warnOnce();
    warn(log, "a", { n: 1 }, "first");
    warn(log, "a", { n: 2 }, "again");
    warn(undefined, "b", {}, "no log");
    warnOnce()(log, "a", { n: 3 }, "other caller");
    expect(lines).toEqual(['first {"n":1}', 'other caller {"n":3}']);
    for (let i = 0; i < 1000; i++) warn(log, `k${i}`, {}, "fill");
    warn(log, "a", { n: 4 }, "after a restart");
    expect(lines.at(-1)).toBe('after a restart {"n":4}');
  });
});
