// Checkout (ADR 0019): what the checkout screen shows, and placing the order under an
// Idempotency-Key so a retried or double-tapped Place Order makes one order.
import type { FastifyInstance } from "fastify";
import { placeOrderBody, type CheckoutSummary, type PaymentMethod } from "../../shared/api/checkout";
import { cartOwner, cartPlace, viewCart } from "../http/cart-context";
import { idempotencyKey } from "../http/idempotency-key";
import { parseInput } from "../http/parse-input";
import { signedIn } from "../http/signed-in";
import { requestDigest, withIdempotency } from "../domain/checkout/idempotency";
import type { Buyer } from "../domain/checkout/checkout";
import type { RouteOptions } from "./route-options";
import { statusOf } from "../http/http-error";
import { answerIntl, refusalBody } from "../http/server-messages";

export async function checkoutRoutes(app: FastifyInstance, { services }: RouteOptions): Promise<void> {
  app.get("/s/api/checkout", async (request): Promise<CheckoutSummary> => {
    await signedIn(request, "Please sign in to check out");
    const session = (await request.session())!;
    const owner = cartOwner(request, session);
    const [cart, list] = await Promise.all([viewCart(services, request), services.addresses.list({ websiteId: request.website.id, userId: owner.userId! })]);
    return { cart, addresses: list, pincode: session.pincode, paymentMethods: request.website.paymentMethods as PaymentMethod[] };
  });

  app.post("/s/api/checkout/place", { config: { ids: ["body.address_id"] } }, async (request, reply) => {
    const actor = await signedIn(request, "Please sign in to check out");
    const key = idempotencyKey(request);
    const body = parseInput(placeOrderBody, request.body, "body");
    const session = (await request.session())!;
    const owner = cartOwner(request, session);
    const website = request.website;
    const buyer: Buyer = {
      websiteId: website.id,
      websiteCode: website.code,
      paymentMethods: website.paymentMethods,
      userId: owner.userId!,
      agentId: owner.userId !== actor.userId ? actor.userId : null,
      gstSettings: website.gstSettings,
    };
    const scope = { websiteId: website.id, userId: actor.userId, key, digest: requestDigest(body) };
    const answer = await withIdempotency(
      services.db,
      scope,
      async (claimed) => {
        // An online order's provider order is made by its hand-off page, which also retries it.
        // Its message in the shopper's language, recorded and replayed so, as a refusal is.
        const placed = await services.checkout.place(buyer, owner, await cartPlace(services, request, session), body, claimed, await answerIntl(services.catalogues, request));
        return { status: 201, body: placed.json, recorded: placed.recorded };
      },
      statusOf,
      // A refusal is stored in the words the shopper was answered in, and replayed so.
      async (refusal) => JSON.stringify(refusalBody(refusal, await answerIntl(services.catalogues, request))),
    );
    return reply.status(answer.status).type("application/json; charset=utf-8").send(answer.body);
  });
}
