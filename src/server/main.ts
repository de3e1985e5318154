// Entry point: validate the environment, open and prepare the database, serve.
import { fileURLToPath } from "node:url";
import { loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { prepareDatabase, sessionSecret } from "./db/prepare";
import { buildApp } from "./app";
import { createServices } from "./services";
import { startHousekeeping } from "./domain/checkout/housekeeping";
import { assertPaymentsCanStart } from "./domain/payments/payments";

async function main() {
  const config = loadConfig();
  const started = Date.now();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATABASE_URL ? undefined : config.DATA_DIR, poolSize: config.DATABASE_POOL_SIZE });
  await prepareDatabase(database);
  const services = createServices(database, await sessionSecret(database, config.SESSION_SECRET), config);
  // Production never takes payments through the sandbox unless ALLOW_SANDBOX_PAYMENTS says so (ADR 0020).
  await assertPaymentsCanStart(config, services.db);
  const distDir = fileURLToPath(new URL("../../dist", import.meta.url));
  const app = await buildApp({ config, services, distDir });

  const stopHousekeeping = startHousekeeping(
    services.db,
    app.log,
    (orderId) => services.payments.reconcileOrder(orderId),
    () => services.payments.retryStaleRefunds(),
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    stopHousekeeping();
    app.log.info({ signal }, "shutting down");
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(
    { database: database.kind, ms: Date.now() - started },
    `Kirana is serving http://localhost:${config.PORT} (${database.kind === "pglite" ? `embedded database in ${config.DATA_DIR}` : "PostgreSQL"})`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
