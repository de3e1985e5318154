// The error reporter's Sentry side (§9, ADR 0029), loaded by error-reporter.ts only when the
// website configured a DSN, as a chunk of its own: Sentry's official browser SDK with tracing
// and session replay at the §9 rates, the environment from the page's meta tag.
import * as Sentry from "@sentry/browser";
// Replay compresses its recordings in a web worker. Sentry would start it from a blob: URL,
// which the shop's Content-Security-Policy does not allow (worker-src falls back to script-src
// 'self'); the same worker, served from the shop's own origin, is.
import replayWorkerUrl from "@sentry/replay/worker-bundler?url";
import { recordableUrl } from "./recordable-url";

/** The part of error-reporter.ts's ErrorReport this side reads (not imported: no import cycle). */
export interface SentryReport {
  kind: "error" | "message";
  message: string;
  error?: unknown;
  context?: Record<string, unknown>;
}

/** §9: every page load traced; one session in ten recorded, and every session with an error. */
export const SENTRY_RATES = { tracesSampleRate: 1, replaysSessionSampleRate: 0.1, replaysOnErrorSampleRate: 1 } as const;

export interface SentrySetup {
  dsn: string;
  environment: string;
  websiteId: number;
}

/** The options handed to Sentry.init, apart from the integrations (exported for the tests). */
export function sentryOptions({ dsn, environment, websiteId }: SentrySetup) {
  return {
    dsn,
    environment,
    ...SENTRY_RATES,
    initialScope: { tags: { website_id: String(websiteId) } },
    // The address of a report keeps only what a page view may keep (recordable-url).
    beforeSend<E extends { request?: { url?: string } }>(event: E): E {
      if (event.request?.url) event.request.url = recordableUrl(event.request.url, window.location.origin);
      return event;
    },
  };
}

/** Starts Sentry and answers the reporter that hands the shop's reports to it. */
export function startSentry(setup: SentrySetup): (report: SentryReport) => void {
  // A worker URL the bundler inlined (data:) would be refused like a blob: one.
  const sameOriginWorker = !replayWorkerUrl.startsWith("data:");
  Sentry.init({
    ...sentryOptions(setup),
    integrations: [
      Sentry.browserTracingIntegration(),
      // Text and inputs are masked and media blocked (Sentry's defaults): addresses, phone
      // numbers and names never leave the shopper's browser in a recording.
      Sentry.replayIntegration(sameOriginWorker ? { workerUrl: replayWorkerUrl } : { useCompression: false }),
    ],
  });
  return (report) => {
    const extra = report.context ?? {};
    if (report.kind === "error") Sentry.captureException(report.error, { extra });
    else Sentry.captureMessage(report.message, { level: "error", extra });
  };
}
