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

const serverProject = (db: "pglite" | "postgres"): TestProjectInlineConfiguration => ({
  extends: true,
  test: {
    name: `server-${db}`,
    include: ["src/server/**/*.test.ts"],
    // *.pg.test.ts run several server processes on one database: PostgreSQL only.
    exclude: db === "pglite" ? [...configDefaults.exclude, "**/*.pg.test.ts"] : configDefaults.exclude,
    environment: "node",
    env: { KIRANA_TEST_DB: db },
    globalSetup: ["src/server/testing/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: { name: "unit", include: ["src/shared/**/*.test.ts", "scripts/**/*.test.ts"], environment: "node" },
      },
      {
        extends: true,
        test: {
          name: "client",
          include: ["src/client/**/*.test.{ts,tsx}", "src/builder/**/*.test.{ts,tsx}", "src/admin/**/*.test.{ts,tsx}", "src/tool-shell/**/*.test.{ts,tsx}", "registry/**/*.test.{ts,tsx}", "schemas/**/*.test.ts"],
          environment: "jsdom",
          setupFiles: ["src/client/testing/setup.ts"],
        },
      },
      serverProject("pglite"),
      ...(withPostgres ? [serverProject("postgres")] : []),
    ],
  },
});
