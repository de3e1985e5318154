// Whose cart a request works on and where its shopper is (ADR 0015).
import type { FastifyRequest } from "fastify";
import type { CartOwner, CartPlace } from "../domain/cart/carts";
import type { SessionRow } from "../domain/sessions/session-store";
import type { Services } from "../services";
import type { ServerText } from "../domain/server-text";
import { answerIntl } from "./server-messages";

/** A sales agent shopping for a customer works on the customer's cart (ADR 0017). */
export function cartOwner(request: FastifyRequest, session: SessionRow): CartOwner {
  const userId = session.userId === null ? null : (session.actingForUserId ?? session.userId);
  return { websiteId: request.website.id, userId, sessionHash: userId === null ? session.idHash : null };
}

export async function cartPlace(services: Services, request: FastifyRequest, session: SessionRow | null): Promise<CartPlace> {
  return {
    pincode: session?.pincode ?? null,
    warehouseId: session?.warehouseId ?? (await services.delivery.defaultWarehouse(request.website.id)),
  };
}

/** The priced cart of the request's visitor, its lines named in the request's language; the empty cart for a visitor without a session. */
export async function viewCart(services: Services, request: FastifyRequest, options: { groupByDelivery?: boolean } = {}) {
  const session = await request.session();
  const paymentMethods = request.website.paymentMethods;
  const lang = request.lang;
  // Its messages too (issue 35): the website's catalogue in the request's language.
  const intl = await answerIntl(services.catalogues, request);
  const say = (said: ServerText) => said.in(intl);
  if (!session) return services.carts.view({ websiteId: request.website.id, userId: null, sessionHash: null }, null, { paymentMethods, lang, say, ...options });
  return services.carts.view(cartOwner(request, session), await cartPlace(services, request, session), { paymentMethods, lang, say, ...options });
}
