// §7: the anti-forgery cookie and logout.
import type { FastifyInstance } from "fastify";
import { SESSION_COOKIE } from "../plugins/request-context";
import { XSRF_COOKIE } from "../../shared/constants";
import type { Services } from "../services";

export function sessionRoutes(app: FastifyInstance, services: Services): void {
  app.get("/s/api/cookie", async (request, reply) => {
    await reply.refreshXsrf(request);
    reply.header("cache-control", "no-store");
    return reply.status(204).send();
  });

  app.get("/s/api/auth/logout", { config: { requireWebUrl: true } }, async (request, reply) => {
    const session = await request.session();
    if (session) await services.sessions.destroy(session);
    reply.clearCookie(SESSION_COOKIE, { path: "/" });
    reply.clearCookie(XSRF_COOKIE, { path: "/" });
    return { message: "You have been signed out" };
  });
}
