// §9 error reporting (ADR 0029) with Sentry's SDK replaced at the module boundary: loaded only
// with a DSN, started with the §9 options exactly, and fed by the shop's one error reporter.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearRecentReports, recentReports, reportError, reportMessage, setReporter, startErrorService } from "./error-reporter";

const sentry = vi.hoisted(() => ({
  imported: 0,
  init: vi.fn(),
  captureException: vi.fn(),
  captureMessage: vi.fn(),
  browserTracingIntegration: vi.fn(() => ({ name: "BrowserTracing" })),
  replayIntegration: vi.fn((options: unknown) => ({ name: "Replay", options })),
}));

vi.mock("@sentry/browser", () => {
  sentry.imported++;
  return {
    init: sentry.init,
    captureException: sentry.captureException,
    captureMessage: sentry.captureMessage,
    browserTracingIntegration: sentry.browserTracingIntegration,
    replayIntegration: sentry.replayIntegration,
  };
});

const DSN = "https://0123456789abcdef0123456789abcdef@o11.ingest.sentry.io/42";

beforeEach(() => {
  clearRecentReports();
  vi.clearAllMocks();
  sentry.imported = 0;
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  setReporter(null);
  vi.restoreAllMocks();
  document.head.innerHTML = "";
});

describe("without a DSN", () => {
  it("loads nothing and reports to the console only", async () => {
    expect(await startErrorService(null, 7)).toBe(false);
    expect(await startErrorService(undefined, 7)).toBe(false);
    reportError(new Error("boom"));
    expect(sentry.imported).toBe(0);
    expect(sentry.init).not.toHaveBeenCalled();
    expect(console.error).toHaveBeenCalledWith("[kirana] Error: boom", expect.any(Error));
  });
});

describe("with a DSN", () => {
  it("starts Sentry with the §9 options: environment from the meta tag, traces 1, replays 0.1 and 1 on error", async () => {
    document.head.innerHTML = '<meta name="environment" content="production">';
    expect(await startErrorService({ dsn: DSN }, 7)).toBe(true);
    expect(sentry.imported).toBe(1);
    expect(sentry.init).toHaveBeenCalledTimes(1);
    const options = sentry.init.mock.calls[0]![0] as Record<string, unknown>;
    expect(options).toEqual({
      dsn: DSN,
      environment: "production",
      tracesSampleRate: 1,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 1,
      initialScope: { tags: { website_id: "7" } },
      beforeSend: expect.any(Function),
      integrations: [{ name: "BrowserTracing" }, { name: "Replay", options: expect.any(Object) }],
    });
    // A report's address keeps what a page view may keep: no provider ids, no phone numbers.
    const beforeSend = options.beforeSend as (event: { request?: { url?: string } }) => { request?: { url?: string } };
    expect(beforeSend({ request: { url: `${location.origin}/checkout/confirm/9?razorpay_signature=s` } }).request?.url).toBe(`${location.origin}/checkout/confirm/9`);
    // Replay's compression worker comes from the shop's own origin, never a blob: URL.
    const replay = sentry.replayIntegration.mock.calls[0]![0] as { workerUrl?: string; useCompression?: boolean };
    expect(replay.useCompression ?? true).toBe(true);
    expect(replay.workerUrl).toMatch(/worker-bundler/);
    expect(replay.workerUrl).not.toMatch(/^(blob|data):/);
  });

  it("defaults the environment to local", async () => {
    await startErrorService({ dsn: DSN }, 7);
    expect(sentry.init.mock.calls[0]![0]).toMatchObject({ environment: "local" });
  });

  it("is fed by the error reporter: errors as exceptions, messages as messages, and the console still gets both", async () => {
    await startErrorService({ dsn: DSN }, 7);
    const error = new TypeError("bad answer");
    reportError(error, { call: "GET /s/api/cart" });
    reportMessage("no website data found");
    expect(sentry.captureException).toHaveBeenCalledWith(error, { extra: { call: "GET /s/api/cart" } });
    expect(sentry.captureMessage).toHaveBeenCalledWith("no website data found", { level: "error", extra: {} });
    expect(console.error).toHaveBeenCalledWith("[kirana] TypeError: bad answer", error, { call: "GET /s/api/cart" });
    expect(console.error).toHaveBeenCalledWith("[kirana] no website data found");
  });

  it("hands Sentry what this page reported before it was loaded", async () => {
    const early = new Error("before Sentry");
    reportError(early, { phase: "hydration" });
    await startErrorService({ dsn: DSN }, 7);
    expect(sentry.captureException).toHaveBeenCalledWith(early, { extra: { phase: "hydration" } });
  });

  it("keeps reporting to the console when Sentry cannot be loaded", async () => {
    expect(await startErrorService({ dsn: DSN }, 7, () => Promise.reject(new Error("chunk failed")))).toBe(false);
    expect(recentReports().map((r) => [r.message, r.context])).toEqual([["Error: chunk failed", { where: "error reporting" }]]);
    reportMessage("later");
    expect(console.error).toHaveBeenLastCalledWith("[kirana] later");
  });
});
