// The back office's routes share one guard: 401 signed out and 403 to anyone but an admin of the
// active website (or a superadmin), decided before the body is read, and answers that are about
// one website for one admin, so never kept by a shared cache. The point of sale's routes use
// the same mechanics with their own check (guardedScope).
import type { FastifyInstance, FastifyRequest } from "fastify";
import { type ActiveAdmin } from "../domain/websites/website-admins";
import type { Services } from "../services";

/**
 * Registers `routes` in a scope where `check` runs before any body is read (it throws to refuse)
 * and every answer is no-store; `passed(request)` is what the check answered.
 */
export function guardedScope<Who>(
  app: FastifyInstance,
  check: (request: FastifyRequest) => Promise<Who>,
  routes: (scope: FastifyInstance, passed: (request: FastifyRequest) => Who) => void | Promise<void>,
): void {
  const checked = new WeakMap<FastifyRequest, Who>();
  void app.register(async (scope) => {
    scope.addHook("preParsing", async (request) => {
      checked.set(request, await check(request));
    });
    scope.addHook("onSend", async (_request, reply) => {
      reply.header("cache-control", "no-store");
    });
    await routes(scope, (request) => checked.get(request)!);
  });
}

/** Registers `routes` in a scope behind the admin guard; `admin(request)` is who passed it. */
export function adminScope(app: FastifyInstance, services: Pick<Services, "admin">, routes: (scope: FastifyInstance, admin: (request: FastifyRequest) => ActiveAdmin) => void | Promise<void>): void {
  const { admins } = services.admin;
  guardedScope(app, (request) => admins.activeFor(request), routes);
}
