// Provider webhooks (ADR 0020): no session, no anti-forgery token; each proves itself by a
// signature over the raw bytes, so these routes take the body unparsed. The website is the one
// the named order belongs to. Answered as soon as the change is stored.
import type { FastifyInstance } from "fastify";
import { ONLINE_METHODS } from "../domain/payments/payment-provider";
import type { RouteOptions } from "./route-options";

/** Provider events are small; anything bigger is not one. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

export async function webhookRoutes(app: FastifyInstance, { services }: RouteOptions): Promise<void> {
  void app.register(async (scope) => {
    // The raw bytes, whatever the content type: the signature is over them, not over parsed JSON.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));

    for (const method of ONLINE_METHODS) {
      scope.post(`/s/api/webhooks/${method}`, { config: { noTenant: true, noXsrf: true } }, async (request, reply) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const result = await services.payments.handleWebhook(method, raw, request.headers);
        if (result.outcome === "rejected") {
          request.log.warn({ event: "webhook_signature_failure", provider: method, reason: result.reason }, "webhook signature failure");
          return reply.status(400).send({ message: "The webhook could not be verified" });
        }
        if (result.outcome === "refused") {
          request.log.error({ event: "webhook_refused", provider: method, reason: result.reason }, "webhook refused: it does not match the order");
        }
        return reply.status(200).send({ status: result.outcome });
      });
    }
  });
}
