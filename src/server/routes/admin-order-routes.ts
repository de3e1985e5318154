// The back-office's orders API (issue 11; the contract is src/shared/api/admin-orders.ts): the
// active website's orders listed and read in full, moved forward, cancelled (stock, slot and
// coupon given back, online payments refunded) and their failed refunds retried. Every route
// answers 401 signed out and 403 to anyone but an admin of the active website or a superadmin
// before its body is read; another website's order numbers are not found.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { ADMIN_ORDERS_PATH, cancelOrderBody, orderListQuery, orderNumberParams, orderStatusBody } from "../../shared/api/admin-orders";
import { API_BASE } from "../../shared/constants";
import { parseInput } from "../http/parse-input";
import type { RouteOptions } from "./route-options";
import { adminScope } from "./admin-scope";

const ORDERS = API_BASE + ADMIN_ORDERS_PATH;
const ORDER = `${ORDERS}/:ordernumber`;

/** The object ids a route takes, for the access-matrix test. */
const ids = (...names: string[]) => ({ config: { ids: names } });

export async function adminOrderRoutes(app: FastifyInstance, { services }: RouteOptions): Promise<void> {
  const { reader, changes } = services.admin.orders;
  const orderNumber = (request: FastifyRequest) => parseInput(orderNumberParams, request.params, "params").ordernumber;

  adminScope(app, services, async (scope, admin) => {
    scope.get(ORDERS, ids("query.slot_id"), async (request) => reader.list(admin(request).websiteId, parseInput(orderListQuery, request.query, "query")));
    scope.get(ORDER, ids("params.ordernumber"), async (request) => reader.detail(admin(request).websiteId, orderNumber(request)));
    scope.post(`${ORDER}/status`, ids("params.ordernumber"), async (request) => {
      const { websiteId, userId } = admin(request);
      const number = orderNumber(request);
      return changes.changeStatus(websiteId, userId, number, parseInput(orderStatusBody, request.body, "body"));
    });
    scope.post(`${ORDER}/cancel`, ids("params.ordernumber"), async (request) => {
      const { websiteId, userId } = admin(request);
      const number = orderNumber(request);
      // The body is optional: a cancel without a reason is "Cancelled by the shop".
      return changes.cancel(websiteId, userId, number, parseInput(cancelOrderBody, request.body, "body"));
    });
    scope.post(`${ORDER}/refund/retry`, ids("params.ordernumber"), async (request) => {
      const { websiteId, userId } = admin(request);
      return changes.retryRefund(websiteId, userId, orderNumber(request));
    });
  });
}
