// What search engines read first: robots.txt and sitemap.xml, per website (by Host, as every
// request is matched to its website) and with addresses on the origin that was asked.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { negotiateEncoding } from "../lib/compression";
import { robotsTxt } from "../domain/seo/robots-txt";
import { SITEMAP_MAX_URLS } from "../domain/seo/sitemap-entries";
import type { RouteOptions } from "./route-options";

// Crawlers may keep both a few minutes; a catalogue change reaches them on their next fetch after.
const CACHE_CONTROL = "public, max-age=300";

/** The origin the request was made to, as the shop's pages write their canonical addresses. */
const requestOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

export async function seoRoutes(app: FastifyInstance, { services }: RouteOptions): Promise<void> {
  const { sitemaps } = services;

  app.get("/robots.txt", async (request, reply) => {
    return reply
      .header("cache-control", CACHE_CONTROL)
      .type("text/plain; charset=utf-8")
      .send(robotsTxt(requestOrigin(request)));
  });

  app.get("/sitemap.xml", async (request, reply) => {
    const sitemap = await sitemaps.get(request.website, requestOrigin(request));
    if (sitemap.truncated) {
      request.log.warn({ websiteId: request.website.id, max: SITEMAP_MAX_URLS }, "the sitemap lists only the first addresses; the website needs a sitemap index");
    }
    reply.header("cache-control", CACHE_CONTROL).header("vary", "accept-encoding").type("application/xml; charset=utf-8");
    const encoding = negotiateEncoding(request.headers["accept-encoding"]);
    return encoding ? reply.header("content-encoding", encoding).send(sitemap.encoded(encoding)) : reply.send(sitemap.xml);
  });
}
