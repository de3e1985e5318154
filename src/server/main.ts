// Entry point: validate the environment, open and prepare the database, serve; on a stop signal,
// drain and finish what is in flight before exiting (ADR 0039).
import { resolve } from "node:path";
import type { AddressInfo } from "node:net";
import { fromRepositoryRoot } from "./repository-root";
import { setTimeout as sleep } from "node:timers/promises";
import { configWarnings, loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { prepareDatabase, sessionSecret } from "./db/prepare";
import { isSeeded } from "./db/seed";
import { buildApp } from "./app";
import { createServices } from "./services";
import { startHousekeeping } from "./domain/checkout/housekeeping";
import { startMessageWorker } from "./domain/messages/message-worker";
import { releaseStockAlerts } from "./domain/stock-alerts/stock-alerts";
import { messageSettingsFrom } from "./domain/messages/deliver-message";
import { assertPaymentsCanStart } from "./domain/payments/payments";
import { securePaymentSecrets } from "./domain/payments/payment-secrets-at-rest";
import { startDraining } from "./routes/health-routes";
import { localAdminRoutes } from "./routes/local-admin-routes";
import { newLocalAdminToken, writeLocalAdminFile } from "./db/local-admin-file";

async function main() {
  const config = loadConfig();
  const started = Date.now();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATABASE_URL ? undefined : config.DATA_DIR, poolSize: config.DATABASE_POOL_SIZE });
  await prepareDatabase(database, { seed: config.SEED_DEMO });
  const services = createServices(database, await sessionSecret(database, config.SESSION_SECRET), config);
  // Stored payment keys this server cannot open stop it here; plain-text ones are encrypted (ADR 0055).
  const secretsAtRest = await securePaymentSecrets(services.db, config.SECRETS_KEY);
  // Production never takes payments through the sandbox unless ALLOW_SANDBOX_PAYMENTS says so (ADR 0020).
  await assertPaymentsCanStart(config, services.db);
  const distDir = config.DIST_DIR ? resolve(config.DIST_DIR) : fromRepositoryRoot("dist");
  const app = await buildApp({ config, services, distDir });
  for (const warning of configWarnings(config)) app.log.warn({ event: "config_warning" }, warning);
  if (secretsAtRest.encrypted.length) app.log.info({ event: "payment_secrets_encrypted", websites: secretsAtRest.encrypted }, "stored payment keys were encrypted with SECRETS_KEY");
  if (secretsAtRest.plain.length) {
    app.log.warn({ event: "config_warning", websites: secretsAtRest.plain }, "payment keys are stored as plain text: set SECRETS_KEY and restart to encrypt them");
  }
  // The embedded database's backup and check commands ask this process, which holds its folder (ADR 0050).
  const localAdminToken = database.pglite ? newLocalAdminToken() : null;
  if (database.pglite && localAdminToken) await app.register(localAdminRoutes, { pglite: database.pglite, token: localAdminToken });
  if (!(await isSeeded(services.db))) {
    app.log.warn({ event: "no_website" }, 'This server has no website yet: create one with npm run website:create -- --name "<shop name>" --domain <host> --owner <phone> --superadmin');
  }

  const stopHousekeeping = startHousekeeping(
    services.db,
    app.log,
    (orderId) => services.payments.reconcileOrder(orderId),
    () => services.payments.retryStaleRefunds(),
  );
  // Order messages (ADR 0079): every instance sends from the one queue; claims keep them apart.
  const stopMessages = startMessageWorker(
    { db: services.db, sms: services.sms, email: services.email, settings: messageSettingsFrom(config), log: app.log, catalogues: services.catalogues },
    // Before each pass: requests of shoppers whose pack is back in stock end, queueing their message.
    { everyMs: config.MESSAGES_POLL_SECONDS * 1000, extraWork: [() => releaseStockAlerts(services.db)] },
  );

  let closing = false;
  let faulted = false;
  /**
   * Readiness turns 503 first and the server keeps serving for SHUTDOWN_DRAIN_SECONDS, so the
   * load balancer stops sending work before the listener closes; then in-flight requests finish
   * (Fastify answers new ones on open connections with 503). A stop that outlasts
   * SHUTDOWN_TIMEOUT_SECONDS exits 1 rather than hang.
   */
  const shutdown = async (reason: string, exitCode: 0 | 1, drainSeconds: number) => {
    if (closing) return;
    closing = true;
    startDraining(app);
    app.log.info({ event: "shutdown", reason, drainSeconds, timeoutSeconds: config.SHUTDOWN_TIMEOUT_SECONDS }, "shutting down");
    if (drainSeconds > 0) await sleep(drainSeconds * 1000);
    const deadline = setTimeout(() => {
      app.log.error({ event: "shutdown_timeout", timeoutSeconds: config.SHUTDOWN_TIMEOUT_SECONDS }, "requests did not finish in time; exiting");
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_SECONDS * 1000);
    // Fastify keeps connections alive for 72 s; one whose request finishes after the close began
    // would hold the close until then, so idle connections are let go as they appear.
    const letIdleGo = setInterval(() => app.server.closeIdleConnections(), 200);
    try {
      await Promise.all([app.close(), stopHousekeeping(), stopMessages()]);
      await database.close();
    } catch (error) {
      app.log.error({ err: error, event: "shutdown_failed" }, "shutting down failed");
      exitCode = 1;
    }
    clearTimeout(deadline);
    clearInterval(letIdleGo);
    if (faulted) exitCode = 1;
    app.log.info({ event: "shutdown_done", exitCode }, "stopped");
    process.exit(exitCode);
  };
  process.on("SIGINT", () => void shutdown("SIGINT", 0, config.SHUTDOWN_DRAIN_SECONDS));
  process.on("SIGTERM", () => void shutdown("SIGTERM", 0, config.SHUTDOWN_DRAIN_SECONDS));
  // A fault nothing caught leaves the process in an unknown state: say what it was, let the
  // requests under way finish without draining, and exit 1 so the supervisor restarts it.
  const fault = (kind: string) => (error: unknown) => {
    faulted = true;
    app.log.fatal({ err: error, event: kind }, `${kind}; stopping`);
    void shutdown(kind, 1, 0);
  };
  process.on("uncaughtException", fault("uncaught_exception"));
  process.on("unhandledRejection", fault("unhandled_rejection"));

  await app.listen({ port: config.PORT, host: config.HOST });
  if (localAdminToken) writeLocalAdminFile(config.DATA_DIR, { pid: process.pid, port: (app.server.address() as AddressInfo).port, token: localAdminToken });
  app.log.info(
    { database: database.kind, ms: Date.now() - started },
    `Kirana is serving http://localhost:${config.PORT} (${database.kind === "pglite" ? `embedded database in ${config.DATA_DIR}` : "PostgreSQL"})`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
