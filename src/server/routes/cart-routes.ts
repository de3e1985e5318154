// §7 cart and coupon calls. Each change answers the whole new cart, priced on the server.
import type { FastifyInstance } from "fastify";
import { cartAddBody, cartQuery, cartRemoveBody, couponBody, type CouponAnswer } from "../../shared/api/cart";
import { cartOwner, cartPlace, viewCart } from "../http/cart-context";
import { notFound } from "../http/http-error";
import { text } from "../domain/server-text";
import { parseInput } from "../http/parse-input";
import { signedIn } from "../http/signed-in";
import type { RouteOptions } from "./route-options";

export async function cartRoutes(app: FastifyInstance, { services }: RouteOptions): Promise<void> {
  app.get("/s/api/cart", { config: { ids: ["query.address_id"] } }, async (request) => {
    const query = parseInput(cartQuery, request.query, "query");
    // An address must be the signed-in shopper's own; the cart says whether it can be delivered to.
    const address = query.address_id === undefined ? null : await services.addresses.get(await signedIn(request), query.address_id);
    if (query.payment_method && !request.website.paymentMethods.includes(query.payment_method)) {
      throw notFound("This shop does not take that payment method");
    }
    const groupByDelivery = query.groupby_delivery === undefined || query.groupby_delivery === "true" || query.groupby_delivery === "1";
    const cart = await viewCart(services, request, { groupByDelivery });
    if (address && !address.serviceable) return { ...cart, serviceable: false, message: await request.say(text("server.noDeliveryYet", { pincode: address.pincode })) };
    return cart;
  });

  app.post("/s/api/cart/add", { config: { ids: ["body.pack_id", "body.warehouse_id"] } }, async (request, reply) => {
    const body = parseInput(cartAddBody, request.body, "body");
    const session = await request.ensureSession(reply);
    await services.carts.add(cartOwner(request, session), await cartPlace(services, request, session), body.pack_id, body.warehouse_id, body.quantity ?? 1);
    return viewCart(services, request);
  });

  app.post("/s/api/cart/remove", { config: { ids: ["body.pack_id"] } }, async (request) => {
    const body = parseInput(cartRemoveBody, request.body, "body");
    const session = await request.session();
    if (!session) throw notFound("This item is not in your cart");
    await services.carts.remove(cartOwner(request, session), body.pack_id, body.remove === true || body.remove === 1);
    return viewCart(services, request);
  });

  app.post("/s/api/apply/coupon", async (request, reply): Promise<CouponAnswer> => {
    const { code } = parseInput(couponBody, request.body, "body");
    const session = await request.ensureSession(reply);
    const said = await services.carts.applyCoupon(cartOwner(request, session), await cartPlace(services, request, session), code);
    return { message: await request.say(said), cart: await viewCart(services, request) };
  });

  app.get("/s/api/remove/coupon", { config: { requireWebUrl: true } }, async (request): Promise<CouponAnswer> => {
    const session = await request.session();
    if (!session) throw notFound("No coupon is applied to your cart");
    const said = await services.carts.removeCoupon(cartOwner(request, session));
    return { message: await request.say(said), cart: await viewCart(services, request) };
  });
}
