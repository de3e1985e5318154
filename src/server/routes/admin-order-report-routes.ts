// The back office's problem reports (issue 33; the contract is src/shared/api/admin-order-reports.ts):
// the active website's queue, resolving (refunding) or rejecting a report, and the shopper's
// photo. Behind the admin guard, decided before a body is read; another website's report is not
// found.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { ADMIN_ORDER_REPORTS_PATH, rejectReportBody, reportQueueQuery, resolveReportBody } from "../../shared/api/admin-order-reports";
import { REPORT_NOT_FOUND } from "../../shared/api/order-reports";
import { API_BASE } from "../../shared/constants";
import { parseInput } from "../http/parse-input";
import { sendPrivatePhoto } from "../http/private-photo";
import { adminScope } from "./admin-scope";
import type { RouteOptions } from "./route-options";

const REPORTS = API_BASE + ADMIN_ORDER_REPORTS_PATH;
const REPORT = `${REPORTS}/:id`;
const idParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/, REPORT_NOT_FOUND)
    .transform(Number),
});

/** The object ids a route takes, for the access-matrix test. */
const ids = { config: { ids: ["params.id"] } };

export async function adminOrderReportRoutes(app: FastifyInstance, { services }: RouteOptions): Promise<void> {
  const { queue, decisions } = services.admin.orderReports;
  const reportId = (request: FastifyRequest) => parseInput(idParams, request.params, "params").id;

  adminScope(app, services, async (scope, admin) => {
    scope.get(REPORTS, async (request) => queue.list(admin(request).websiteId, parseInput(reportQueueQuery, request.query, "query")));
    scope.post(`${REPORT}/resolve`, ids, async (request) => {
      const { websiteId, userId } = admin(request);
      const id = reportId(request);
      return decisions.resolve(websiteId, userId, id, parseInput(resolveReportBody, request.body, "body"));
    });
    scope.post(`${REPORT}/reject`, ids, async (request) => {
      const { websiteId, userId } = admin(request);
      const id = reportId(request);
      return decisions.reject(websiteId, userId, id, parseInput(rejectReportBody, request.body, "body"));
    });
    scope.get(`${REPORT}/photo`, ids, async (request, reply) => sendPrivatePhoto(reply, await queue.photo(admin(request).websiteId, reportId(request))));
  });
}
