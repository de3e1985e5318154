// The built-in payment sandbox's routes (ADR 0020), present only when the sandbox is allowed:
// Razorpay's and Cashfree's order APIs under /sandbox/{razorpay,cashfree}, answered in their
// formats, and the hosted test payment page under /sandbox/pay. Not part of the shop's API.
import type { FastifyInstance, FastifyReply } from "fastify";
import type { OnlineMethod } from "../domain/payments/payment-provider";
import type { SandboxAnswer } from "../domain/payments/sandbox/sandbox";
import type { RouteOptions } from "./route-options";

const config = { config: { noTenant: true, noXsrf: true } };

const send = (reply: FastifyReply, answer: SandboxAnswer) => reply.status(answer.status).header("cache-control", "no-store").send(answer.body);

const method = (value: string): OnlineMethod | null => (value === "razorpay" || value === "cashfree" ? value : null);

export async function sandboxRoutes(app: FastifyInstance, { services }: RouteOptions): Promise<void> {
  if (!services.payments.sandboxAllowed) return;

  void app.register(async (scope) => {
    // Loaded only here, where the sandbox is allowed; the app is ready once it is.
    const sandbox = await services.payments.loadSandbox();
    const { SANDBOX_PAGE_CSP } = await import("../domain/payments/sandbox/sandbox-page");
    // The test page's buttons are plain forms.
    scope.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: 4096 }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    scope.post("/sandbox/razorpay/v1/orders", config, async (request, reply) => send(reply, await sandbox.razorpay.createOrder(request.headers.authorization, request.body)));
    scope.get<{ Params: { id: string } }>("/sandbox/razorpay/v1/orders/:id", config, async (request, reply) =>
      send(reply, await sandbox.razorpay.getOrder(request.headers.authorization, request.params.id)),
    );
    scope.get<{ Params: { id: string } }>("/sandbox/razorpay/v1/orders/:id/payments", config, async (request, reply) =>
      send(reply, await sandbox.razorpay.orderPayments(request.headers.authorization, request.params.id)),
    );
    scope.get<{ Params: { id: string } }>("/sandbox/razorpay/v1/payments/:id", config, async (request, reply) =>
      send(reply, await sandbox.razorpay.getPayment(request.headers.authorization, request.params.id)),
    );
    scope.post<{ Params: { id: string } }>("/sandbox/razorpay/v1/payments/:id/refund", config, async (request, reply) => {
      const key = request.headers["x-refund-idempotency"];
      return send(reply, await sandbox.razorpay.refund(request.headers.authorization, Array.isArray(key) ? key[0] : key, request.params.id, request.body));
    });

    scope.post("/sandbox/cashfree/pg/orders", config, async (request, reply) => send(reply, await sandbox.cashfree.createOrder(request.headers, request.body)));
    scope.get<{ Params: { order_id: string } }>("/sandbox/cashfree/pg/orders/:order_id", config, async (request, reply) =>
      send(reply, await sandbox.cashfree.getOrder(request.headers, request.params.order_id)),
    );
    scope.get<{ Params: { order_id: string } }>("/sandbox/cashfree/pg/orders/:order_id/payments", config, async (request, reply) =>
      send(reply, await sandbox.cashfree.orderPayments(request.headers, request.params.order_id)),
    );
    scope.post<{ Params: { order_id: string } }>("/sandbox/cashfree/pg/orders/:order_id/refunds", config, async (request, reply) =>
      send(reply, await sandbox.cashfree.refund(request.headers, request.params.order_id, request.body)),
    );
    scope.get<{ Params: { order_id: string; refund_id: string } }>("/sandbox/cashfree/pg/orders/:order_id/refunds/:refund_id", config, async (request, reply) =>
      send(reply, await sandbox.cashfree.getRefund(request.headers, request.params.order_id, request.params.refund_id)),
    );

    scope.get<{ Params: { provider: string; id: string } }>("/sandbox/pay/:provider/:id", config, async (request, reply) => {
      const provider = method(request.params.provider);
      const page = provider ? await sandbox.page(provider, request.params.id) : { status: 404, html: (await sandbox.page("razorpay", "")).html };
      return reply
        .status(page.status)
        .header("content-type", "text/html; charset=utf-8")
        .header("cache-control", "no-store")
        .header("content-security-policy", SANDBOX_PAGE_CSP)
        .header("x-content-type-options", "nosniff")
        .header("referrer-policy", "no-referrer")
        .send(page.html);
    });

    scope.post<{ Params: { provider: string; id: string } }>("/sandbox/pay/:provider/:id", config, async (request, reply) => {
      const provider = method(request.params.provider);
      const body = (request.body ?? {}) as Record<string, unknown>;
      const outcome = body.outcome === "success" || body.outcome === "failure" ? body.outcome : null;
      if (!provider || !outcome) return reply.status(400).send({ message: "Choose success or failure on the test payment page" });
      const paid = await sandbox.pay(provider, request.params.id, outcome);
      if (!paid) return reply.status(404).send({ message: "No such sandbox order" });
      return reply.header("cache-control", "no-store").redirect(paid.location, 303);
    });
  });
}
