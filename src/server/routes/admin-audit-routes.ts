// The audit log for admins of the active website (issue 11): every change made in the
// back-office, who made it and when, with the entity before and after. 401 signed out, 403 to
// anyone but an admin of the active website or a superadmin, checked before the query is read.
import type { FastifyInstance } from "fastify";
import { ADMIN_AUDIT_PATH, auditQuery, type AuditAnswer } from "../../shared/api/admin-catalogue";
import { API_BASE } from "../../shared/constants";
import { parseInput } from "../http/parse-input";
import type { RouteOptions } from "./route-options";

export async function adminAuditRoutes(app: FastifyInstance, { services }: RouteOptions): Promise<void> {
  const { admins, audit } = services.admin;

  app.get(API_BASE + ADMIN_AUDIT_PATH, { config: { ids: ["query.entity_id", "query.user_id"] } }, async (request, reply): Promise<AuditAnswer> => {
    reply.header("cache-control", "no-store");
    const { websiteId } = await admins.activeFor(request);
    const q = parseInput(auditQuery, request.query, "query");
    return audit.list(websiteId, {
      entityType: q.entity_type,
      entityId: q.entity_id,
      userId: q.user_id,
      action: q.action,
      from: q.from,
      to: q.to,
      page: q.page,
      perPage: q.per_page,
    });
  });
}
