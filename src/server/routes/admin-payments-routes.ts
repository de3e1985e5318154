// The back office's Payments screen (ADR 0055; the contract is src/shared/api/admin-payments.ts):
// the active website's payment methods and provider keys, and "Check keys". Every route answers
// 401 signed out and 403 to anyone but an admin of the active website or a superadmin before
// its body is read. Secrets never appear in an answer or a log line.
import type { FastifyInstance } from "fastify";
import { ADMIN_PAYMENTS_CHECK_PATH, ADMIN_PAYMENTS_PATH, keyCheckBody, paymentKeysBody } from "../../shared/api/admin-payments";
import { API_BASE } from "../../shared/constants";
import { parseInput } from "../http/parse-input";
import type { RouteOptions } from "./route-options";
import { adminScope } from "./admin-scope";
import { requestOrigin } from "./website-admin-routes";

export async function adminPaymentsRoutes(app: FastifyInstance, { services }: RouteOptions): Promise<void> {
  adminScope(app, services, async (scope, admin) => {
    scope.get(API_BASE + ADMIN_PAYMENTS_PATH, async (request) => services.paymentKeys.read(admin(request).websiteId, requestOrigin(request)));

    scope.put(API_BASE + ADMIN_PAYMENTS_PATH, async (request) => {
      const { websiteId, userId } = admin(request);
      const body = parseInput(paymentKeysBody, request.body, "body");
      const answer = await services.paymentKeys.save(websiteId, userId, body, requestOrigin(request));
      request.log.info({ event: "payment_keys_saved", websiteId, methods: answer.methods }, "payment settings saved");
      return answer;
    });

    scope.post(API_BASE + ADMIN_PAYMENTS_CHECK_PATH, async (request) => {
      const { websiteId } = admin(request);
      const body = parseInput(keyCheckBody, request.body, "body");
      const answer = await services.paymentKeys.check(websiteId, body);
      request.log.info({ event: "payment_keys_checked", websiteId, provider: body.razorpay ? "razorpay" : "cashfree", ok: answer.ok }, "payment keys checked");
      return answer;
    });
  });
}
