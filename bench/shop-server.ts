// Starts the shop's server as a child process for a benchmark, in production mode, and waits
// until it answers. Without DATABASE_URL it runs on a throw-away embedded database.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface ShopServer {
  base: string;
  stop(): Promise<void>;
}

export async function startShopServer(opts: { port: number; databaseUrl?: string }): Promise<ShopServer> {
  const dataDir = opts.databaseUrl ? undefined : mkdtempSync(join(tmpdir(), "kirana-bench-"));
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: {
      ...process.env,
      ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : { DATA_DIR: dataDir }),
      PORT: String(opts.port),
      NODE_ENV: "production",
      SESSION_SECRET: "bench-secret-".padEnd(40, "b"),
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const base = `http://127.0.0.1:${opts.port}`;
  const stop = async () => {
    // Clients may have dropped sockets mid-request; let the server finish before it closes.
    await new Promise((r) => setTimeout(r, 1000));
    child.kill("SIGTERM");
    await new Promise((r) => (child.exitCode === null ? child.once("exit", r) : r(null)));
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/s/healthz`)).ok) return { base, stop };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error(`the server did not start at ${base}`);
}
