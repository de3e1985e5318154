// The back office's routes share one guard: 401 signed out and 403 to anyone but an admin of the
// active website (or a superadmin), decided before the body is read, and answers that are about
// one website for one admin, so never kept by a shared cache.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { createWebsiteAdmins, type ActiveAdmin } from "../domain/websites/website-admins";
import type { Services } from "../services";

/** Registers `routes` in a scope behind that guard; `admin(request)` is who passed it. */
export function adminScope(
  app: FastifyInstance,
  services: Pick<Services, "db">,
  routes: (scope: FastifyInstance, admin: (request: FastifyRequest) => ActiveAdmin) => void | Promise<void>,
): void {
  const admins = createWebsiteAdmins(services.db);
  const checked = new WeakMap<FastifyRequest, ActiveAdmin>();
  void app.register(async (scope) => {
    scope.addHook("preParsing", async (request) => {
      checked.set(request, await admins.activeFor(request));
    });
    scope.addHook("onSend", async (_request, reply) => {
      reply.header("cache-control", "no-store");
    });
    await routes(scope, (request) => checked.get(request)!);
  });
}
