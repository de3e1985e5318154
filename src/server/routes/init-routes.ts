import type { FastifyInstance } from "fastify";
import type { Services } from "../services";
import { viewCart } from "../http/cart-context";

export function initRoutes(app: FastifyInstance, services: Services): void {
  app.get("/s/api/init", async (request, reply) => {
    reply.header("cache-control", "no-store");
    return services.init.answer(request.website, await request.session(), await viewCart(services, request));
  });
}
