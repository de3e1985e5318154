// "Notify me" for out-of-stock packs (issue 33): the signed-in shopper's own requests on this
// website, nobody else's (the contract is in shared/api/stock-alerts.ts).
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { STOCK_ALERTS_PATH, stockAlertBody, type StockAlert } from "../../shared/api/stock-alerts";
import { parseInput } from "../http/parse-input";
import { signedIn } from "../http/signed-in";
import type { RouteOptions } from "./route-options";

const packParams = z.object({
  pack_id: z
    .string()
    .regex(/^\d{1,9}$/, "Give a numeric pack id")
    .transform(Number),
});

export async function stockAlertRoutes(app: FastifyInstance, { services }: RouteOptions): Promise<void> {
  app.get(STOCK_ALERTS_PATH, async (request): Promise<StockAlert[]> => services.stockAlerts.list(await signedIn(request, "Sign in to hear when products are back")));

  app.post(STOCK_ALERTS_PATH, { config: { ids: ["body.pack_id", "body.warehouse_id"] } }, async (request, reply): Promise<StockAlert> => {
    const who = await signedIn(request, "Sign in to hear when products are back");
    const { pack_id, warehouse_id } = parseInput(stockAlertBody, request.body, "body");
    void reply.status(201);
    return services.stockAlerts.add(who, pack_id, warehouse_id);
  });

  app.delete(`${STOCK_ALERTS_PATH}/:pack_id`, { config: { ids: ["params.pack_id"] } }, async (request, reply) => {
    const who = await signedIn(request, "Sign in to hear when products are back");
    const { pack_id } = parseInput(packParams, request.params, "params");
    await services.stockAlerts.remove(who, pack_id);
    return reply.status(204).send();
  });
}
