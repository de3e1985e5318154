import type { FastifyInstance } from "fastify";
import { sql } from "drizzle-orm";
import type { Services } from "../services";

export function healthRoutes(app: FastifyInstance, services: Services): void {
  // Liveness: answers from memory, no database; also the static route benchmarks compare with.
  app.get("/s/healthz", { config: { noTenant: true } }, async () => ({ status: "ok" }));

  app.get("/s/readyz", { config: { noTenant: true } }, async (_request, reply) => {
    try {
      await services.db.execute(sql`select 1 from websites limit 1`);
      return { status: "ready" };
    } catch {
      return reply.status(503).send({ message: "The database is not reachable" });
    }
  });
}
