// §7: the anti-forgery cookie and logout.
import type { FastifyInstance } from "fastify";
import type { RouteOptions } from "./route-options";

export async function sessionRoutes(app: FastifyInstance, { services }: RouteOptions): Promise<void> {
  app.get("/s/api/cookie", async (request, reply) => {
    await reply.refreshXsrf(request);
    reply.header("cache-control", "no-store");
    return reply.status(204).send();
  });

  app.get("/s/api/auth/logout", { config: { requireWebUrl: true } }, async (request, reply) => {
    const session = await request.session();
    if (session) await services.sessions.destroy(session);
    reply.clearSessionCookies(request);
    return { message: await request.say("You have been signed out") };
  });
}
