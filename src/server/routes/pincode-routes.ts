// §7: GET /s/api/check/pincode/{pincode} — a serviceable pincode picks the visitor's warehouse.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { PincodeAnswer } from "../../shared/api/cart";
import { cartOwner } from "../http/cart-context";
import { HttpError } from "../http/http-error";
import { text } from "../domain/server-text";
import { parseInput } from "../http/parse-input";
import type { RouteOptions } from "./route-options";

const params = z.object({ pincode: z.string().regex(/^\d{6}$/, "Please enter a valid pincode") });

export async function pincodeRoutes(app: FastifyInstance, { services }: RouteOptions): Promise<void> {
  app.get("/s/api/check/pincode/:pincode", { config: { requireWebUrl: true } }, async (request, reply): Promise<PincodeAnswer> => {
    const { pincode } = parseInput(params, request.params, "params");
    const area = await services.delivery.lookup(request.website.id, pincode);
    if (!area) throw new HttpError(422, text("server.sorryNoDeliveryYet", { pincode }), { pincode: "Not serviceable" });
    const session = await request.ensureSession(reply);
    await services.sessions.update(session, { pincode, warehouseId: area.warehouseId });
    // The cart follows the shopper: its lines are now stocked and delivered from this warehouse.
    await services.carts.relocate(cartOwner(request, session), area.warehouseId);
    return { pincode, area: area.area, serviceable: true as const, message: await request.say(text("server.deliveringTo", { area: area.area, pincode })) };
  });
}
