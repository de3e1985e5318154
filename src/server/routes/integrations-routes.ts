// The active website's analytics and error-reporting keys (issue 9, ADR 0029): read and saved by
// the page builder. Like the settings routes (ADR 0023) they need a signed-in user (401) who is an
// admin of the active website or a superadmin (403), checked on every request.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { ADMIN_INTEGRATIONS_PATH, type IntegrationsAnswer } from "../../shared/api/integrations";
import { API_BASE } from "../../shared/constants";
import { HttpError } from "../http/http-error";
import { parseInput } from "../http/parse-input";
import type { RouteOptions } from "./route-options";

// The document itself is judged by schemas/site/integrations.json; this only makes sure there is one.
const NOT_AN_OBJECT = "Send the analytics and error-reporting settings as one JSON object";
const integrationsBody = z.looseObject({}, { error: NOT_AN_OBJECT });

export async function integrationsRoutes(app: FastifyInstance, { services }: RouteOptions): Promise<void> {
  const { admins, integrations: store } = services.admin;

  app.get(API_BASE + ADMIN_INTEGRATIONS_PATH, async (request, reply): Promise<IntegrationsAnswer> => {
    reply.header("cache-control", "no-store");
    const { websiteId } = await admins.activeFor(request);
    return { website_id: websiteId, integrations: await store.read(websiteId) };
  });

  app.put(API_BASE + ADMIN_INTEGRATIONS_PATH, async (request): Promise<IntegrationsAnswer> => {
    const { websiteId } = await admins.activeFor(request);
    // No body at all (or null) is not "clear them all": clearing them is an empty object.
    if (request.body === undefined || request.body === null) throw new HttpError(422, NOT_AN_OBJECT, { body: NOT_AN_OBJECT });
    const integrations = await store.save(websiteId, parseInput(integrationsBody, request.body, "body"));
    return { website_id: websiteId, integrations };
  });
}
