// Starts the shop's server as a child process for a benchmark, in production mode.
import { startServerProcess, type ServerProcess } from "../src/server/testing/server-process";

export type ShopServer = ServerProcess;

export function startShopServer(opts: { port: number; databaseUrl?: string }): Promise<ShopServer> {
  // The demo store takes online payments through the sandbox, which production refuses unless told.
  return startServerProcess({ ...opts, nodeEnv: "production", env: { ALLOW_SANDBOX_PAYMENTS: "true" } });
}
