// The business owner's websites and settings (issue 8, ADR 0023): list, create and choose the
// websites a user administers, and read and save the active website's settings. Every route
// needs a signed-in user (401); the settings routes need an admin of the active website or a
// superadmin (403), checked on every request.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { ADMIN_SITE_PATH, type SiteSettingsAnswer } from "../../shared/api/site-settings";
import {
  ADMIN_WEBSITES_CHOOSE_PATH,
  ADMIN_WEBSITES_PATH,
  chooseWebsiteBody,
  createWebsiteBody,
  type AdminWebsitesAnswer,
  type ChosenWebsite,
  type CreatedWebsite,
} from "../../shared/api/websites";
import { API_BASE, WEB_URL_HEADER } from "../../shared/constants";
import { z } from "zod";
import { parseInput } from "../http/parse-input";
import { hostOf } from "../domain/websites/find-website";
import { createSiteSettingsStore } from "../domain/websites/site-settings-store";
import { createWebsiteAdmins } from "../domain/websites/website-admins";
import { createWebsiteCreator } from "../domain/websites/website-creator";
import { preferredFirst, shopUrl } from "../domain/websites/website-address";
import type { Services } from "../services";

/** The origin the request was made from (the shop sends it in x-web-url), for links back to shops. */
export function requestOrigin(request: FastifyRequest): string {
  const sent = request.headers[WEB_URL_HEADER];
  if (typeof sent === "string" && /^https?:\/\/[^\s/]+/i.test(sent)) return sent;
  return `${request.protocol}://${request.headers.host ?? "localhost"}`;
}

// The document itself is judged by the JSON Schemas (site-settings-store); this only makes sure
// there is one.
const settingsBody = z.looseObject({}, { error: "Send the settings as one JSON object" });

export function websiteAdminRoutes(app: FastifyInstance, services: Services, options: { baseDomain?: string | undefined } = {}): void {
  const admins = createWebsiteAdmins(services.db);
  const creator = createWebsiteCreator(services.db, services.rateLimiter, { baseDomain: options.baseDomain });
  const settings = createSiteSettingsStore(services.db, services.websites);

  async function settingsAnswer(request: FastifyRequest, websiteId: number): Promise<SiteSettingsAnswer> {
    const origin = requestOrigin(request);
    const { settings: doc, domains } = await settings.read(websiteId);
    const ordered = preferredFirst(domains, hostOf(origin) ?? "localhost");
    return { website_id: websiteId, domains: ordered, url: shopUrl(origin, ordered[0]), settings: doc };
  }

  app.get(API_BASE + ADMIN_WEBSITES_PATH, async (request, reply): Promise<AdminWebsitesAnswer> => {
    reply.header("cache-control", "no-store");
    return admins.list(request, requestOrigin(request));
  });

  app.post(API_BASE + ADMIN_WEBSITES_PATH, async (request, reply): Promise<CreatedWebsite> => {
    const { session, userId, superadmin } = await admins.signedIn(request);
    const input = parseInput(createWebsiteBody, request.body, "body");
    const created = await creator.create({ id: userId, superadmin }, input);
    await admins.setActive(session, created.id);
    const [website] = await admins.describe([created.id], created.id, requestOrigin(request));
    void reply.status(201);
    return { website: website!, url: website!.url };
  });

  app.post(API_BASE + ADMIN_WEBSITES_CHOOSE_PATH, { config: { ids: ["body.website_id"] } }, async (request): Promise<ChosenWebsite> => {
    await admins.signedIn(request);
    const { website_id } = parseInput(chooseWebsiteBody, request.body, "body");
    const website = await admins.choose(request, website_id, requestOrigin(request));
    return { website, url: website.url };
  });

  app.get(API_BASE + ADMIN_SITE_PATH, async (request, reply): Promise<SiteSettingsAnswer> => {
    reply.header("cache-control", "no-store");
    const { websiteId } = await admins.activeFor(request);
    return settingsAnswer(request, websiteId);
  });

  app.put(API_BASE + ADMIN_SITE_PATH, async (request): Promise<SiteSettingsAnswer> => {
    const { websiteId } = await admins.activeFor(request);
    await settings.save(websiteId, parseInput(settingsBody, request.body, "body"));
    return settingsAnswer(request, websiteId);
  });
}
