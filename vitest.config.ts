import { availableParallelism } from "node:os";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { Socket } from "node:net";
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from "vitest/config";

/** True when a PostgreSQL answers on the test address. */
function postgresReachable(): Promise<boolean> {
  const url = new URL(process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test");
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once("error", () => done(false));
    socket.connect(Number(url.port || 5432), url.hostname, () => done(true));
  });
}

// On CI the PostgreSQL run is mandatory: an unreachable server fails the run, not skips it.
const withPostgres = process.env.CI === "true" || (await postgresReachable());

// `npm test` runs every server test file once, on PostgreSQL when one is reachable (always on
// CI), else on PGlite. PostgreSQL is production's engine, and the cheaper one to test on: the
// same server test files took about half the CPU time on it (server processes included) as on
// PGlite, which loads a snapshot into WebAssembly per file. PGlite, which `npm start` uses, then
// runs the files below. STRESS=1 (npm run test:stress) or KIRANA_ALL_ENGINES=1 runs every file
// on both engines.
const allOnBothEngines = Boolean(process.env.STRESS) || process.env.KIRANA_ALL_ENGINES === "1";

// The files both engines run. The engines share the SQL, the schema and the migrations, so a
// file goes here only where they can answer differently: concurrency (PGlite is one connection,
// so requests sent at once never interleave there; on PostgreSQL they race over a pool), locks
// (advisory locks are PostgreSQL's, in-process queues PGlite's), named prepared statements, the
// planner, and raw SQL whose values the two drivers parse differently. Each engine's run also
// migrates and seeds its template database, which covers the migrations. The cart property test
// is not here because it replays its carts on the other engine itself.
const BOTH_ENGINES = [
  // Stock taken and slots booked by guarded updates, Idempotency-Key rows claimed ON CONFLICT,
  // one key sent many times at once; the statement counts ADR 0019 promises on both engines.
  "src/server/routes/checkout-routes.test.ts",
  "src/server/routes/statement-budget.test.ts",
  // Counter sales take stock as checkout does; voids give it back once.
  "src/server/routes/pos-routes.test.ts",
  // Cancels racing to give stock and the slot back once; refunds under row locks; the order
  // list and detail are raw SQL.
  "src/server/routes/admin-order-routes.test.ts",
  // Page drafts saved against their revision (a compare-and-set update) and publishing.
  "src/server/routes/page-admin-routes.test.ts",
  // An order's payment hand-offs queue in the process, and on PostgreSQL on an advisory lock too.
  "src/server/routes/payment-routes.test.ts",
  // A burst of tries on one code must be counted atomically; users made ON CONFLICT DO NOTHING;
  // the per-window counters are one raw-SQL upsert shared by server instances.
  "src/server/routes/auth-routes.test.ts",
  "src/server/domain/rate-limit/rate-limiter.test.ts",
  // Text search (tsvector, pg_trgm): matches, ranking, and the planner choosing the index.
  "src/server/routes/product-routes.test.ts",
  // Search reads each website's index, cards and stock from either engine, a page at a time, and
  // orders a chosen sort's matches by key (issue 30, ADR 0070).
  "src/server/routes/product-search.test.ts",
  "src/server/routes/admin-search-routes.test.ts",
  "src/server/domain/catalogue/search-plan.test.ts",
  "src/server/domain/catalogue/search-indexes.test.ts",
  // Back-office writers: the category tree and the default warehouse under per-website advisory
  // locks, pincode and product upserts (ON CONFLICT), the CSV import in one transaction, staff
  // roles under row locks, and the raw-SQL readers behind them.
  "src/server/routes/admin-catalogue-routes.test.ts",
  "src/server/routes/admin-delivery-routes.test.ts",
  "src/server/routes/admin-product-csv-routes.test.ts",
  "src/server/routes/admin-people-routes.test.ts",
  // NUL and other control characters: the engines refuse NUL in text differently (PostgreSQL
  // with "invalid byte sequence for encoding UTF8: 0x00", PGlite its own way), which is exactly
  // what the input edge must keep from either (ADR 0049).
  "src/server/routes/control-characters.test.ts",
  // Messages claimed FOR UPDATE SKIP LOCKED under a lease, marked by their claim's count, and
  // waits computed in SQL from the database's clock (ADR 0079).
  "src/server/domain/messages/message-worker.test.ts",
];
// The files that are PGlite's by nature whatever engine the run names: they open embedded
// database folders themselves (damage, backups: ADR 0050). The PGlite project runs them, with its
// snapshot; the PostgreSQL project leaves them out rather than run them twice.
const PGLITE_ONLY = ["src/server/db/data-dir-damage.test.ts", "src/server/db/embedded-backup.test.ts"];
// A renamed or deleted file must not drop out of the PGlite run unnoticed.
const missing = [...BOTH_ENGINES, ...PGLITE_ONLY].filter((file) => !existsSync(new URL(file, import.meta.url)));
if (missing.length) throw new Error(`vitest.config.ts names server tests that do not exist: ${missing.join(", ")}`);

// *.pg.test.ts run several server processes on one database: PostgreSQL only.
const serverProject = (db: "pglite" | "postgres"): TestProjectInlineConfiguration => ({
  extends: true,
  test: {
    name: `server-${db}`,
    include: db === "postgres" || !withPostgres || allOnBothEngines ? ["src/server/**/*.test.ts"] : [...BOTH_ENGINES, ...PGLITE_ONLY],
    exclude: db === "pglite" ? [...configDefaults.exclude, "**/*.pg.test.ts"] : [...configDefaults.exclude, ...PGLITE_ONLY],
    environment: "node",
    env: { KIRANA_TEST_DB: db },
    globalSetup: ["src/server/testing/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

const CLIENT_DIRS = ["src/client", "src/builder", "src/admin", "src/pos", "src/tool-shell", "registry", "schemas"];
const CLIENT_TESTS = CLIENT_DIRS.map((dir) => `${dir}/**/*.test.{ts,tsx}`);

// Component tests share one jsdom and one module graph per worker (isolate: false): building a
// fresh jsdom and importing React, the router and the registry again for each of ~170 files was
// most of their time (99 files: 331 s isolated, 44 s shared, on the same busy machine). The
// set-up file puts back what a file may leave behind (globals, mocks, storage, the address, the
// document). Files that replace modules (vi.mock, vi.doMock, vi.resetModules) need a module graph
// of their own, so they run isolated; they are found by reading the files, not listed by hand.
const OWN_MODULES = /\bvi\.(mock|doMock|resetModules)\(/;
const clientFiles = CLIENT_DIRS.flatMap((dir) =>
  readdirSync(new URL(dir, import.meta.url), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `${dir}/${file}`),
);
const needOwnModules = clientFiles.filter((file) => OWN_MODULES.test(readFileSync(new URL(file, import.meta.url), "utf8")));

const clientProject = (modules: "shared" | "own"): TestProjectInlineConfiguration => ({
  extends: true,
  test: {
    name: modules === "shared" ? "client" : "client-isolated",
    include: modules === "shared" ? CLIENT_TESTS : needOwnModules,
    exclude: modules === "shared" ? [...configDefaults.exclude, ...needOwnModules] : configDefaults.exclude,
    isolate: modules === "own",
    environment: "jsdom",
    setupFiles: ["src/client/testing/setup.ts"],
    unstubGlobals: true,
    unstubEnvs: true,
    restoreMocks: true,
  },
});

export default defineConfig({
  test: {
    // Vitest leaves one core free by default: on a two-core machine that is one worker, and the
    // run took twice as long as two workers do (client tests 348 s against 211 s).
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        extends: true,
        test: { name: "unit", include: ["src/shared/**/*.test.ts", "src/service-worker/**/*.test.ts", "scripts/**/*.test.ts"], environment: "node" },
      },
      clientProject("shared"),
      clientProject("own"),
      serverProject("pglite"),
      ...(withPostgres ? [serverProject("postgres")] : []),
    ],
  },
});
