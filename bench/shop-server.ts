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

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

export async function startShopServer(opts: { port: number; databaseUrl?: string }): Promise<ShopServer> {
  // Another server on the port would answer the readiness check and be measured instead.
  if (await answers(`http://127.0.0.1:${opts.port}/s/healthz`)) throw new Error(`port ${opts.port} is already serving; stop that server or set BENCH_PORT`);
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
    if (await answers(`${base}/s/healthz`)) return { base, stop };
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error(`the server did not start at ${base}`);
}
