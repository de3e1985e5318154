// npm run bench:start (issue 31) — how long the production server takes from its start to the
// first 200 on `/`: on PostgreSQL, a first start on an empty database (migrating and seeding the
// demo) and a cold start of the process on the prepared database; on the embedded database, a
// first start and a warm restart on its folder. Budgets: cold start on PostgreSQL ≤ 3 s, warm
// restart on the embedded database ≤ 5 s. Prints each figure, and exits 1 above a budget.
// Builds the shop and the compiled server first unless SKIP_BUILD=1 and a build is there.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { adminQuery, databaseUrl, randomName } from "../src/server/db/admin";

const PORT = Number(process.env.BENCH_PORT ?? 3297);
const BUDGET_MS = { postgresCold: 3_000, embeddedWarm: 5_000 };
const GIVE_UP_MS = 120_000;

/** Starts the server, waits for a 200 on `/`, stops it; answers the milliseconds to that 200. */
async function timeToFirstPage(env: Record<string, string>): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, ["--enable-source-maps", "dist/server-app/main.mjs"], {
    env: {
      ...process.env,
      ...env,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      SEED_DEMO: "true",
      ALLOW_SANDBOX_PAYMENTS: "true",
      SESSION_SECRET: "bench-start-secret-".padEnd(40, "s"),
      SECRETS_KEY: "5e".repeat(32),
      LOG_LEVEL: "warn",
      SHUTDOWN_DRAIN_SECONDS: "0",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  let exited = false;
  child.once("exit", () => (exited = true));
  try {
    while (performance.now() - started < GIVE_UP_MS) {
      if (exited) throw new Error("the server stopped before it answered");
      const answered = await fetch(`http://127.0.0.1:${PORT}/`, { headers: { host: "localhost" } }).then(
        (res) => res.status,
        () => 0,
      );
      if (answered === 200) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`no 200 on / within ${GIVE_UP_MS / 1000} s`);
  } finally {
    child.kill("SIGTERM");
    await new Promise((resolve) => (exited ? resolve(null) : child.once("exit", resolve)));
  }
}

async function main() {
  if (process.env.SKIP_BUILD !== "1" || !existsSync("dist/index.html") || !existsSync("dist/server-app/main.mjs")) {
    const built = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
  const failures: string[] = [];
  const report = (label: string, ms: number, budget?: number) => {
    console.log(`  ${label.padEnd(58)} ${(ms / 1000).toFixed(2)} s${budget ? ` (budget ${budget / 1000} s)` : ""}`);
    if (budget && ms > budget) failures.push(`${label}: ${(ms / 1000).toFixed(2)} s > ${budget / 1000} s`);
  };

  console.log("start to the first 200 on / (production mode, the demo store):");
  const name = randomName("kirana_start");
  const postgres = await adminQuery(`create database ${name}`).then(
    () => true,
    (error: unknown) => (console.log(`  PostgreSQL: not measured (${error instanceof Error ? error.message : String(error)})`), false),
  );
  if (postgres) {
    try {
      report("PostgreSQL, first start (migrate, seed the demo)", await timeToFirstPage({ DATABASE_URL: databaseUrl(name) }));
      report("PostgreSQL, cold start on the prepared database", await timeToFirstPage({ DATABASE_URL: databaseUrl(name) }), BUDGET_MS.postgresCold);
    } finally {
      await adminQuery(`drop database if exists ${name} with (force)`);
    }
  }
  const dataDir = mkdtempSync(join(tmpdir(), "kirana-start-"));
  try {
    report("embedded, first start (create, migrate, seed the demo)", await timeToFirstPage({ DATA_DIR: dataDir }));
    report("embedded, warm restart on its folder", await timeToFirstPage({ DATA_DIR: dataDir }), BUDGET_MS.embeddedWarm);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (failures.length) {
    console.log(`\nFAILED:\n  ${failures.join("\n  ")}`);
    process.exit(1);
  }
  console.log("\nstart budgets met");
}

await main();
