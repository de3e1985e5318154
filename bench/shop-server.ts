// Starts the shop's server as a child process for a benchmark, in production mode.
import { startServerProcess, type ServerProcess } from "../src/server/testing/server-process";

export type ShopServer = ServerProcess;

export function startShopServer(opts: { port: number; databaseUrl?: string; env?: Record<string, string> }): Promise<ShopServer> {
  // The demo store (which production seeds only when told) takes online payments through the
  // sandbox, which production refuses unless told.
  return startServerProcess({
    port: opts.port,
    ...(opts.databaseUrl ? { databaseUrl: opts.databaseUrl } : {}),
    nodeEnv: "production",
    env: { ALLOW_SANDBOX_PAYMENTS: "true", SEED_DEMO: "true", ...opts.env },
  });
}
