// Starts the shop's server as a child process for a benchmark, in production mode.
import { startServerProcess, type ServerProcess } from "../src/server/testing/server-process";

export type ShopServer = ServerProcess;

export function startShopServer(opts: { port: number; databaseUrl?: string }): Promise<ShopServer> {
  return startServerProcess({ ...opts, nodeEnv: "production" });
}
