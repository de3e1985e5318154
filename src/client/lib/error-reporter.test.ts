import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearRecentReports, KEPT_REPORTS, recentReports, reportError, reportingEnvironment, reportMessage, setReporter, type ErrorReport } from "./error-reporter";

beforeEach(() => clearRecentReports());
afterEach(() => {
  setReporter(null);
  vi.restoreAllMocks();
  document.head.innerHTML = "";
});

describe("error reporter", () => {
  it("logs to console.error with a prefix by default", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const error = new Error("boom");
    reportError(error, { block: "products" });
    reportMessage("no website data found");
    expect(log.mock.calls).toEqual([["[kirana] Error: boom", error, { block: "products" }], ["[kirana] no website data found"]]);
  });

  it("keeps the last reports in memory, oldest first", () => {
    setReporter(() => {});
    for (let i = 0; i < KEPT_REPORTS + 5; i++) reportMessage(`m${i}`);
    const kept = recentReports();
    expect(kept).toHaveLength(KEPT_REPORTS);
    expect(kept[0]?.message).toBe("m5");
    expect(kept.at(-1)?.message).toBe(`m${KEPT_REPORTS + 4}`);
  });

  it("hands each report to the reporter that was set", () => {
    const seen: ErrorReport[] = [];
    setReporter((r) => seen.push(r));
    const error = new TypeError("bad");
    reportError(error, { call: "GET /api/cart" });
    expect(seen).toEqual([expect.objectContaining({ kind: "error", message: "TypeError: bad", error, context: { call: "GET /api/cart" }, environment: "local" })]);
  });

  it("survives a reporter that throws", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    setReporter(() => {
      throw new Error("reporting service down");
    });
    expect(() => reportMessage("still here")).not.toThrow();
    expect(recentReports().map((r) => r.message)).toEqual(["still here"]);
    expect(log).toHaveBeenCalledWith("[kirana] still here");
  });

  it("summarises values that are not errors", () => {
    setReporter(() => {});
    reportError("plain text");
    reportError({ status: 500 });
    expect(recentReports().map((r) => r.message)).toEqual(["plain text", '{"status":500}']);
  });
});

describe("reportingEnvironment (§9)", () => {
  it("defaults to local", () => {
    expect(reportingEnvironment()).toBe("local");
  });

  it("reads the page's meta tag named environment", () => {
    document.head.innerHTML = '<meta name="environment" content="production">';
    expect(reportingEnvironment()).toBe("production");
    setReporter(() => {});
    reportMessage("x");
    expect(recentReports()[0]?.environment).toBe("production");
  });

  it("treats an empty tag as local", () => {
    document.head.innerHTML = '<meta name="environment" content="  ">';
    expect(reportingEnvironment()).toBe("local");
  });
});
