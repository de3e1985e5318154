// The shopper's payment calls (ADR 0020): the hand-off that opens the provider's checkout for an
// order awaiting payment, and the confirmation when the shopper comes back from it.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import * as t from "../db/schema";
import { confirmPaymentBody } from "../../shared/api/payments";
import { WEB_URL_HEADER } from "../../shared/constants";
import { notFound } from "../http/http-error";
import { parseInput } from "../http/parse-input";
import { signedIn, type SignedIn } from "../http/signed-in";
import { answerIntl, say } from "../http/server-messages";
import { orderStatusWords } from "../domain/orders/order-words";
import type { Services } from "../services";
import type { RouteOptions } from "./route-options";

const idParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/, "Give a numeric id")
    .transform(Number),
});

/** The shop's origin as the shopper's browser sees it (x-web-url's, else this request's): where providers send them back. */
export function shopOrigin(request: FastifyRequest): string {
  const webUrl = request.headers[WEB_URL_HEADER];
  if (typeof webUrl === "string") {
    try {
      const url = new URL(webUrl);
      if (url.protocol === "http:" || url.protocol === "https:") return url.origin;
    } catch {
      // Fall back to the request's own origin.
    }
  }
  return `${request.protocol}://${request.host}`;
}

/** The signed-in shopper's own order on this website; 404 for anyone else's. */
async function ownOrder(services: Services, who: SignedIn, id: number) {
  const [order] = await services.db
    .select()
    .from(t.orders)
    .where(and(eq(t.orders.id, id), eq(t.orders.websiteId, who.websiteId), eq(t.orders.userId, who.userId)));
  if (!order) throw notFound("This order does not exist");
  return order;
}

export async function paymentRoutes(app: FastifyInstance, { services }: RouteOptions): Promise<void> {
  services.payments.attach(app);

  // May start a provider order (a retry after a failure), so only the shop's own client may ask.
  app.get("/s/api/checkout/payment/:id", { config: { ids: ["params.id"], requireWebUrl: true } }, async (request) => {
    const who = await signedIn(request);
    const { id } = parseInput(idParams, request.params, "params");
    const answer = await services.payments.handOff(await ownOrder(services, who, id), shopOrigin(request));
    // The order's status named in the shopper's language (issue 35).
    return { ...answer, status_label: orderStatusWords(answer.order_status, await answerIntl(services.catalogues, request)) };
  });

  app.post("/s/api/checkout/confirm/:id", { config: { ids: ["params.id", "body.razorpay_payment_id", "body.razorpay_order_id"] } }, async (request) => {
    const who = await signedIn(request);
    const { id } = parseInput(idParams, request.params, "params");
    const body = parseInput(confirmPaymentBody, request.body, "body");
    const answer = await services.payments.confirm(await ownOrder(services, who, id), body);
    const intl = await answerIntl(services.catalogues, request);
    return { ...answer, status_label: orderStatusWords(answer.order_status, intl), message: say(answer.message, intl) };
  });
}
