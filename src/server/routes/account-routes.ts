// The signed-in shopper's account (ADR 0017): profile, addresses, orders and the wish list page.
// Every lookup names the user and the website; anyone else's id answers 404. An order a sales
// agent placed for a customer opens for that agent too (orders-reader), so the agent's success
// page and dashboard can show it.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { addressBody, cancelOwnOrderBody, pageQuery, profileBody, type OrderDetail, type Profile, type ReorderAnswer, type WishlistWithProducts } from "../../shared/api/account";
import { documentPdfQuery } from "../../shared/api/admin-gst";
import { reorder } from "../domain/cart/reorder";
import { documentPdf } from "../domain/invoices/document-pdf";
import { orderDocument } from "../domain/invoices/order-documents";
import { ordersReadableBy } from "../domain/orders/readable-orders";
import * as t from "../db/schema";
import { and, eq } from "drizzle-orm";
import { websiteCustomer } from "../domain/pos/pos-customers";
import { cartOwner, cartPlace, viewCart } from "../http/cart-context";
import { catalogueContext } from "../http/catalogue-context";
import { notFound } from "../http/http-error";
import { parseInput } from "../http/parse-input";
import { answerIntl, say } from "../http/server-messages";
import { sendPdf } from "../http/send-pdf";
import { signedIn } from "../http/signed-in";
import type { RouteOptions } from "./route-options";

const numberParams = z.object({ ordernumber: z.string().regex(/^[A-Z0-9-]{1,40}$/i, "Give an order number") });
const idParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/, "Give a numeric id")
    .transform(Number),
});
const documentParams = idParams.extend({ documentId: idParams.shape.id });

export async function accountRoutes(app: FastifyInstance, { services }: RouteOptions): Promise<void> {
  app.get("/s/api/account/profile", async (request): Promise<Profile> => {
    const who = await signedIn(request);
    const user = await services.users.byId(who.userId);
    if (!user) throw notFound("This account does not exist");
    return { name: user.name, email: user.email ?? "", phone: user.phone };
  });

  app.put("/s/api/account/profile", async (request): Promise<Profile> => {
    const who = await signedIn(request);
    const { name, email } = parseInput(profileBody, request.body, "body");
    const user = await services.users.updateProfile(who.userId, name, email || null);
    if (!user) throw notFound("This account does not exist");
    return { name: user.name, email: user.email ?? "", phone: user.phone };
  });

  app.get("/s/api/account/addresses", async (request) => services.addresses.list(await signedIn(request)));

  app.post("/s/api/account/addresses", async (request, reply) => {
    const who = await signedIn(request);
    const body = parseInput(addressBody, request.body, "body");
    void reply.status(201);
    return services.addresses.create(who, body);
  });

  app.put("/s/api/account/addresses/:id", { config: { ids: ["params.id"] } }, async (request) => {
    const who = await signedIn(request);
    const { id } = parseInput(idParams, request.params, "params");
    return services.addresses.update(who, id, parseInput(addressBody, request.body, "body"));
  });

  app.delete("/s/api/account/addresses/:id", { config: { ids: ["params.id"] } }, async (request) => {
    const who = await signedIn(request);
    const { id } = parseInput(idParams, request.params, "params");
    await services.addresses.remove(who, id);
    return { message: await request.say("Address deleted") };
  });

  app.post("/s/api/account/addresses/:id/default", { config: { ids: ["params.id"] } }, async (request) => {
    const who = await signedIn(request);
    const { id } = parseInput(idParams, request.params, "params");
    return services.addresses.setDefault(who, id);
  });

  app.get("/s/api/account/orders", async (request) => {
    const who = await signedIn(request);
    const { page, perPage } = parseInput(pageQuery, request.query, "query");
    return services.orders.forUser(who.websiteId, who.userId, page, perPage, await answerIntl(services.catalogues, request));
  });

  app.get("/s/api/account/orders/:id", { config: { ids: ["params.id"] } }, async (request) => {
    const who = await signedIn(request);
    const { id } = parseInput(idParams, request.params, "params");
    return services.orders.detail(who.websiteId, who.userId, { id }, await answerIntl(services.catalogues, request));
  });

  app.post("/s/api/account/orders/:id/reorder", { config: { ids: ["params.id"] } }, async (request, reply): Promise<ReorderAnswer> => {
    const who = await signedIn(request);
    const { id } = parseInput(idParams, request.params, "params");
    const order = await services.orders.detail(who.websiteId, who.userId, { id });
    const session = await request.ensureSession(reply);
    // The packs go to the cart of the order's customer: an agent reordering for a customer
    // starts shopping for them, as choosing them on the dashboard does.
    const customerId = (await services.orders.customerOf(who.websiteId, id)) ?? who.userId;
    const switched = (session.actingForUserId ?? session.userId) !== customerId;
    if (switched) await services.sessions.update(session, { actingForUserId: customerId === who.userId ? null : customerId });
    const intl = await answerIntl(services.catalogues, request);
    const result = await reorder(services.carts, order, cartOwner(request, session), await cartPlace(services, request, session), (reason) => say(reason, intl));
    const actingFor = switched ? { acting_for: customerId === who.userId ? null : await websiteCustomer(services.db, who.websiteId, customerId) } : {};
    return { ...result, ...actingFor, cart: await viewCart(services, request) };
  });

  // An order's GST invoice or credit note (issue 34), for whoever may read the order.
  app.get("/s/api/account/orders/:id/documents/:documentId/pdf", { config: { ids: ["params.id", "params.documentId"] } }, async (request, reply) => {
    const who = await signedIn(request);
    const { id, documentId } = parseInput(documentParams, request.params, "params");
    const { layout } = parseInput(documentPdfQuery, request.query, "query");
    const doc = await orderDocument(services.db, and(ordersReadableBy(services.db, who.websiteId, who.userId), eq(t.orders.id, id))!, documentId);
    return sendPdf(reply, await documentPdf(services.db, who.websiteId, doc, layout ?? "a4"));
  });

  app.post("/s/api/account/orders/:id/cancel", { config: { ids: ["params.id"] } }, async (request): Promise<OrderDetail> => {
    const who = await signedIn(request);
    const { id } = parseInput(idParams, request.params, "params");
    const { reason } = parseInput(cancelOwnOrderBody, request.body, "body");
    return services.shopperCancel.cancel(who.websiteId, who.userId, id, reason, await answerIntl(services.catalogues, request));
  });

  // The success page knows the order by its number (§2 /order/success/{ordernumber}).
  app.get("/s/api/account/orders/number/:ordernumber", { config: { ids: ["params.ordernumber"] } }, async (request) => {
    const who = await signedIn(request);
    const { ordernumber } = parseInput(numberParams, request.params, "params");
    return services.orders.detail(who.websiteId, who.userId, { number: ordernumber }, await answerIntl(services.catalogues, request));
  });

  app.get("/s/api/account/wishlist", async (request): Promise<WishlistWithProducts[]> => {
    const who = await signedIn(request);
    const [lists, ctx] = await Promise.all([services.wishlists.list(who), catalogueContext(services, request)]);
    const products = await services.catalogue.getMany(ctx, [...new Set(lists.flatMap((l) => l.product_ids))]);
    const byId = new Map(products.map((p) => [p.product_id, p]));
    return lists.map((l) => ({ id: l.id, name: l.name, products: l.product_ids.map((id) => byId.get(id)).filter((p) => p !== undefined) }));
  });
}
