// The business owner's websites and settings (issue 8, ADR 0023): list, create and choose the
// websites a user administers, and read and save the active website's settings. Every route
// needs a signed-in user (401); the settings routes need an admin of the active website or a
// superadmin (403), checked on every request.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { ADMIN_SITE_PATH, type SiteSettingsAnswer } from "../../shared/api/site-settings";
import { ADMIN_WEBSITES_CHOOSE_PATH, ADMIN_WEBSITES_PATH, chooseWebsiteBody, createWebsiteBody, type AdminWebsitesAnswer, type ChosenWebsite, type CreatedWebsite } from "../../shared/api/websites";
import { ADMIN_SITE_DOMAINS_PATH, ADMIN_SITE_DOMAINS_VERIFY_PATH, verifyDomainBody, type WebsiteDomainsAnswer } from "../../shared/api/website-domains";
import { API_BASE, WEB_URL_HEADER } from "../../shared/constants";
import { z } from "zod";
import { parseInput } from "../http/parse-input";
import { hostOf } from "../domain/websites/find-website";
import { approveWebsiteCreator } from "../domain/websites/website-creator-approval";
import { ADMIN_WEBSITE_CREATORS_PATH, approveCreatorBody, ONLY_SUPERADMINS, type ApprovedCreator } from "../../shared/api/website-creators";
import { forbidden } from "../http/http-error";
import { preferredFirst, shopUrl } from "../domain/websites/website-address";
import type { RouteOptions } from "./route-options";

/** The origin the request was made from (the shop sends it in x-web-url), for links back to shops. */
export function requestOrigin(request: FastifyRequest): string {
  const sent = request.headers[WEB_URL_HEADER];
  if (typeof sent === "string" && /^https?:\/\/[^\s/]+/i.test(sent)) return sent;
  return `${request.protocol}://${request.headers.host ?? "localhost"}`;
}

// The document itself is judged by the JSON Schemas (site-settings-store); this only makes sure
// there is one.
const settingsBody = z.looseObject({}, { error: "Send the settings as one JSON object" });

export async function websiteAdminRoutes(app: FastifyInstance, { services }: RouteOptions): Promise<void> {
  const { admins, siteSettings: settings, websiteCreator: creator, domains } = services.admin;

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

  // A superadmin lets a new account create more websites before it is established (ADR 0047).
  app.post(API_BASE + ADMIN_WEBSITE_CREATORS_PATH, async (request): Promise<ApprovedCreator> => {
    const { superadmin } = await admins.signedIn(request);
    if (!superadmin) throw forbidden(ONLY_SUPERADMINS);
    const { phone } = parseInput(approveCreatorBody, request.body, "body");
    return approveWebsiteCreator(services.db, phone, new Date());
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

  // Its refusals name fields by JSON pointer, the control-character ones too (ADR 0049).
  app.put(API_BASE + ADMIN_SITE_PATH, { config: { pointerFieldNames: true } }, async (request): Promise<SiteSettingsAnswer> => {
    const { websiteId, userId } = await admins.activeFor(request);
    await settings.save(websiteId, parseInput(settingsBody, request.body, "body"), userId);
    return settingsAnswer(request, websiteId);
  });

  // The active website's domains, and the owner's request to check the proof of one (ADR 0048).
  app.get(API_BASE + ADMIN_SITE_DOMAINS_PATH, async (request, reply): Promise<WebsiteDomainsAnswer> => {
    reply.header("cache-control", "no-store");
    const { websiteId } = await admins.activeFor(request);
    return { website_id: websiteId, domains: await domains.list(websiteId) };
  });

  app.post(API_BASE + ADMIN_SITE_DOMAINS_VERIFY_PATH, async (request): Promise<WebsiteDomainsAnswer> => {
    const { websiteId } = await admins.activeFor(request);
    const { domain } = parseInput(verifyDomainBody, request.body, "body");
    return { website_id: websiteId, domains: await domains.verify(websiteId, domain) };
  });
}
