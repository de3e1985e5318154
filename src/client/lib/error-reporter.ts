// The shop's one way to report errors (§8 "generic error reporter", §9 environment). Reports go
// to the console, and to Sentry as well when the website configured a DSN (startErrorService,
// ADR 0029); the last few are kept so tests and a support view can see what was reported.

import type { startSentry } from "./error-reporter-sentry";

export type ReportContext = Record<string, unknown>;

export interface ErrorReport {
  kind: "error" | "message";
  /** A readable one-line summary. */
  message: string;
  /** The thrown value, for kind "error". */
  error?: unknown;
  context?: ReportContext;
  environment: string;
  /** Epoch milliseconds. */
  at: number;
}

export type Reporter = (report: ErrorReport) => void;

export const REPORT_PREFIX = "[kirana]";
export const KEPT_REPORTS = 50;
const DEFAULT_ENVIRONMENT = "local";

const consoleReporter: Reporter = (report) => {
  const details: unknown[] = [];
  if (report.kind === "error") details.push(report.error);
  if (report.context) details.push(report.context);
  console.error(`${REPORT_PREFIX} ${report.message}`, ...details);
};

let reporter: Reporter = consoleReporter;
const kept: ErrorReport[] = [];

/** §9: the environment comes from `<meta name="environment" content="…">`, default "local". */
export function reportingEnvironment(): string {
  if (typeof document === "undefined") return DEFAULT_ENVIRONMENT;
  const content = document.querySelector('meta[name="environment"]')?.getAttribute("content")?.trim();
  return content || DEFAULT_ENVIRONMENT;
}

function summary(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  if (typeof error === "string") return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

function deliver(report: ErrorReport): void {
  kept.push(report);
  if (kept.length > KEPT_REPORTS) kept.splice(0, kept.length - KEPT_REPORTS);
  try {
    reporter(report);
  } catch (failure) {
    // A broken reporting service must not break the shop; the console still gets both.
    consoleReporter(report);
    console.error(`${REPORT_PREFIX} the error reporter failed`, failure);
  }
}

export function reportError(error: unknown, context?: ReportContext): void {
  deliver({ kind: "error", message: summary(error), error, ...(context ? { context } : {}), environment: reportingEnvironment(), at: Date.now() });
}

export function reportMessage(message: string, context?: ReportContext): void {
  deliver({ kind: "message", message, ...(context ? { context } : {}), environment: reportingEnvironment(), at: Date.now() });
}

/** Routes reports to a reporting service; null restores the console. */
export function setReporter(fn: Reporter | null): void {
  reporter = fn ?? consoleReporter;
}

/** The last reports, oldest first (at most KEPT_REPORTS). */
export function recentReports(): readonly ErrorReport[] {
  return [...kept];
}

export function clearRecentReports(): void {
  kept.length = 0;
}

/** What the Sentry side is: loaded lazily, as a chunk of its own (tests hand in their own). */
export type LoadSentry = () => Promise<{ startSentry: typeof startSentry }>;

const loadSentry: LoadSentry = () => import("./error-reporter-sentry");

/**
 * §9 error reporting: when the website configured a Sentry DSN, loads Sentry's SDK (with tracing
 * and replay) and from then on every report goes to it as well as to the console, starting with
 * the reports this page made before it was there. Without a DSN nothing is loaded and nothing
 * leaves the browser. Answers whether Sentry is now receiving the reports.
 */
export async function startErrorService(sentry: { dsn: string } | null | undefined, websiteId: number, load: LoadSentry = loadSentry): Promise<boolean> {
  if (!sentry) return false;
  try {
    const { startSentry } = await load();
    const toSentry = startSentry({ dsn: sentry.dsn, environment: reportingEnvironment(), websiteId });
    const earlier = [...kept];
    setReporter((report) => {
      consoleReporter(report);
      toSentry(report);
    });
    for (const report of earlier) toSentry(report);
    return true;
  } catch (error) {
    // The shop goes on reporting to the console.
    reportError(error, { where: "error reporting" });
    return false;
  }
}
