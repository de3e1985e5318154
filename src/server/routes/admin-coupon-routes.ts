// The back-office's coupons API (issue 11; the contract is src/shared/api/admin-coupons.ts).
// Every route answers 401 signed out and 403 to anyone but an admin of the active website or a
// superadmin before its body is read; ids of another website are not found.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { idParams } from "../../shared/api/admin-catalogue";
import { ADMIN_COUPONS_PATH, couponBody, couponListQuery } from "../../shared/api/admin-coupons";
import { API_BASE } from "../../shared/constants";
import { parseInput } from "../http/parse-input";
import type { RouteOptions } from "./route-options";
import { adminScope } from "./admin-scope";

const COUPONS = API_BASE + ADMIN_COUPONS_PATH;
const COUPON = `${COUPONS}/:id`;

/** The object ids a route takes, for the access-matrix test. */
const ids = (...names: string[]) => ({ config: { ids: names } });

export async function adminCouponRoutes(app: FastifyInstance, { services }: RouteOptions): Promise<void> {
  const { coupons } = services.admin;
  const id = (request: FastifyRequest) => parseInput(idParams, request.params, "params").id;

  adminScope(app, services, async (scope, admin) => {
    scope.get(COUPONS, async (request) => {
      const q = parseInput(couponListQuery, request.query, "query");
      return coupons.list(admin(request).websiteId, {
        q: q.q,
        state: q.state,
        page: q.page,
        perPage: q.per_page,
      });
    });
    scope.post(COUPONS, async (request, reply) => {
      const { websiteId, userId } = admin(request);
      const made = await coupons.create(websiteId, userId, parseInput(couponBody, request.body, "body"));
      return reply.status(201).send(made);
    });
    scope.get(COUPON, ids("params.id"), async (request) => coupons.read(admin(request).websiteId, id(request)));
    scope.put(COUPON, ids("params.id"), async (request) => {
      const { websiteId, userId } = admin(request);
      const couponId = id(request);
      return coupons.update(websiteId, userId, couponId, parseInput(couponBody, request.body, "body"));
    });
    scope.delete(COUPON, ids("params.id"), async (request, reply) => {
      const { websiteId, userId } = admin(request);
      await coupons.remove(websiteId, userId, id(request));
      return reply.status(204).send();
    });
  });
}
