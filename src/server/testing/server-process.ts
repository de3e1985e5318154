// Runs the server as a child process (benchmarks, and tests that need several instances on one
// PostgreSQL, so no in-process lock can make them pass), and waits until it answers.
import { spawn, type ChildProcess } from "node:child_process";
import { createInterface } from "node:readline";
import { createServer } from "node:net";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface ServerProcess {
  base: string;
  /** The child's process id (benchmarks read its CPU time). */
  pid: number;
  /** Resolves with the exit code once the process has ended (shutdown tests). */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** A port nothing listens on now, as the system hands one out. */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcessOptions {
  /** Unset: any free port (tests); benchmarks name theirs. */
  port?: number;
  /** PostgreSQL; without it the server runs on a throw-away embedded database. */
  databaseUrl?: string;
  nodeEnv?: "production" | "test";
  env?: Record<string, string>;
  /** Extra node flags (e.g. --cpu-prof while looking into a benchmark). */
  nodeArgs?: string[];
  /** Hears each line the server writes to stdout (its log), instead of passing it through. */
  onLogLine?: (line: string) => void;
}

export async function startServerProcess(opts: ServerProcessOptions): Promise<ServerProcess> {
  const port = opts.port ?? (await freePort());
  // Another server on the port would answer the readiness check and be used instead.
  if (await answers(`http://127.0.0.1:${port}/s/healthz`)) throw new Error(`port ${port} is already serving; stop that server or choose another port`);
  const dataDir = opts.databaseUrl ? undefined : mkdtempSync(join(tmpdir(), "kirana-server-"));
  const child: ChildProcess = spawn(process.execPath, [...(opts.nodeArgs ?? []), "--import", "tsx", "src/server/main.ts"], {
    env: {
      ...process.env,
      ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : { DATA_DIR: dataDir }),
      PORT: String(port),
      HOST: "127.0.0.1",
      NODE_ENV: opts.nodeEnv ?? "production",
      SESSION_SECRET: "server-process-secret-".padEnd(40, "s"),
      // Required in production (ADR 0055): 32 bytes as 64 hex digits, the same for every process of a run.
      SECRETS_KEY: "5e".repeat(32),
      LOG_LEVEL: "warn",
      // Nothing balances load over these processes, so stopping one need not wait for it to drain.
      SHUTDOWN_DRAIN_SECONDS: "0",
      ...opts.env,
    },
    stdio: ["ignore", opts.onLogLine ? "pipe" : "inherit", "inherit"],
  });
  if (opts.onLogLine && child.stdout) {
    const onLine = opts.onLogLine;
    createInterface({ input: child.stdout }).on("line", onLine);
  }
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    // Clients may have dropped sockets mid-request; let the server finish before it closes.
    await new Promise((r) => setTimeout(r, 300));
    child.kill("SIGTERM");
    await new Promise((r) => (child.exitCode === null ? child.once("exit", r) : r(null)));
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    if (await answers(`${base}/s/healthz`)) return { base, pid: child.pid!, exited, stop };
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error(`the server did not start at ${base}`);
}
