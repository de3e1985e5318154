// The page builder's picker fields (issue 10): the active website's categories, brands,
// suppliers and products, narrowed by what the owner types. Admin routes: 401 signed out, 403
// to anyone but an admin of the active website or a superadmin, checked before the query is read.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { PICKER_KINDS, pickerPath, type PickerAnswer } from "../../shared/api/admin-pages";
import { API_BASE } from "../../shared/constants";
import { parseInput } from "../http/parse-input";
import type { RouteOptions } from "./route-options";

export const PICKER_Q_MAX = 100;
export const PICKER_LIMIT_MAX = 50;
const PICKER_LIMIT_DEFAULT = 20;

const pickerQuery = z.object({
  q: z
    .string({ error: "q must be given once, as text" })
    .max(PICKER_Q_MAX, `q may hold at most ${PICKER_Q_MAX} characters`)
    .optional()
    .transform((v) => v?.trim() || undefined),
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(PICKER_LIMIT_MAX, `limit must be at most ${PICKER_LIMIT_MAX}`)
    .default(PICKER_LIMIT_DEFAULT),
});

export async function pickerRoutes(app: FastifyInstance, { services }: RouteOptions): Promise<void> {
  const { admins, picker } = services.admin;

  for (const kind of PICKER_KINDS) {
    app.get(API_BASE + pickerPath(kind), async (request, reply): Promise<PickerAnswer> => {
      reply.header("cache-control", "no-store");
      const { websiteId } = await admins.activeFor(request);
      const query = parseInput(pickerQuery, request.query, "query");
      return { data: await picker.pick(kind, websiteId, query) };
    });
  }
}
