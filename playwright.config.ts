import { defineConfig, devices } from "@playwright/test";
import { E2E_DATA_DIR, E2E_PORT as PORT } from "./e2e/e2e-data-dir";

// System Chromium: browsers cannot be downloaded here, and the Debian build is what CI has.
const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

const FRESH_HEADER = /(chrome|header-templates)\.spec\.ts$/;

export default defineConfig({
  testDir: "e2e",
  // Two spec files at a time, each test of a file in order. A journey waits on the server and
  // the browser more than it computes (one worker used 2.4 CPU-minutes in 8.3 minutes), so a
  // second worker cut the run to 6.0 minutes on a quiet two-core machine. Journeys share the
  // seeded websites, so what one changes there is its own: new people (newPhone), packs no other
  // journey buys (quiet-pack.ts), websites it creates, pages at addresses of its own, and the
  // home page it edits put back. The one exception is a project of its own below.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // CI shares its machine: with a load of ten on two cores a journey of thirty seconds took a
  // minute. A step that hangs still fails, on its own expect; this only stops a slow but
  // healthy journey from being cut off (the heaviest set their own, longer).
  timeout: 90_000,
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // The demo shop's popup covers the page 5 s after load; journeys that take longer would
    // click on it. It counts as seen here, and its own journeys start with a clean browser.
    storageState: {
      cookies: [],
      origins: [{ origin: `http://localhost:${PORT}`, localStorage: [{ name: "kirana.popup.seen:banners/popup-fresh.svg", value: "e2e" }] }],
    },
    trace: "off",
    // The service worker answers a page from its copy when the network is slower than a shopper
    // on a weak connection should wait (ADR 0084); on a busy machine a journey's own server can be
    // that slow, and a journey would then read a page from before its own write. Journeys test
    // the shop itself; e2e/service-worker.spec.ts turns the worker on and tests it.
    serviceWorkers: "block",
    launchOptions: {
      executablePath,
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    },
  },
  globalTeardown: "./e2e/global-teardown.ts",
  projects: [
    // The demo websites' look is compared on the seeded catalogue before any journey adds
    // products or sells stock (e2e/demo-look.spec.ts).
    { name: "look", testMatch: /demo-look\.spec\.ts$/, use: { ...devices["Desktop Chrome"] } },
    // These set Fresh Basket's header and navigation and then look at them, so they take turns.
    { name: "fresh-header", testMatch: FRESH_HEADER, workers: 1, dependencies: ["look"], use: { ...devices["Desktop Chrome"] } },
    { name: "chromium", testIgnore: [/demo-look\.spec\.ts$/, FRESH_HEADER], dependencies: ["look"], use: { ...devices["Desktop Chrome"] } },
  ],
  webServer: {
    // The built shop and compiled server (as `npm start` runs them; `npm run test:e2e` builds
    // both first) on a throw-away embedded database in the test configuration.
    command: `node --enable-source-maps dist/server-app/main.mjs`,
    url: `http://localhost:${PORT}/s/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      NODE_ENV: "test",
      DATA_DIR: E2E_DATA_DIR,
      LOG_LEVEL: "warn",
      // Every journey signs in from 127.0.0.1, some with the same phone: the per-address and
      // per-phone code limits are raised, and the resend wait is short enough to be watched.
      OTP_SENDS_PER_IP_HOUR: "1000",
      OTP_SENDS_PER_PHONE_HOUR: "50",
      OTP_RESEND_SECONDS: "3",
      // Payment keys are sealed at rest (ADR 0055): a throw-away key for the throw-away database.
      SECRETS_KEY: "e2e0".repeat(16),
      // "Check keys" for Cashfree test keys asks the built-in sandbox, which knows its own keys.
      CASHFREE_TEST_API_URL: `http://localhost:${PORT}/sandbox/cashfree`,
      // Order messages and "Notify me" are sent within a second, so journeys can read the outbox.
      MESSAGES_POLL_SECONDS: "1",
    },
  },
});
