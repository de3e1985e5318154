// What installs the shop as an app on a phone (issue 36): each website's web app manifest and
// its icons, by Host as every request is matched to its website.
import type { FastifyInstance } from "fastify";
import * as z from "zod/mini";
import { and, eq } from "drizzle-orm";
import * as t from "../db/schema";
import { appIcon } from "../domain/install/app-icon";
import { ICON_SIZES, iconVersion, MANIFEST_PATH, webManifest, type IconPurpose, type IconSize, type InstallLook } from "../domain/install/web-manifest";
import type { Website } from "../domain/websites/find-website";
import { notFound } from "../http/http-error";
import type { RouteOptions } from "./route-options";

const iconParams = z.object({ file: z.string().check(z.regex(/^(maskable-)?(192|512)\.png$/)) });

/** Icons drawn lately, by website, version, size and purpose: drawing one takes tens of milliseconds. */
const KEPT_ICONS = 64;

const lookOf = (web: Website): InstallLook => ({ name: web.name, description: web.description, logo: web.logo, colors: web.colors });

export async function installRoutes(app: FastifyInstance, { services }: RouteOptions): Promise<void> {
  const kept = new Map<string, Buffer>();

  app.get(MANIFEST_PATH, async (request, reply) => {
    return reply
      .header("cache-control", "public, max-age=300")
      .type("application/manifest+json; charset=utf-8")
      .send(JSON.stringify(webManifest(lookOf(request.website))));
  });

  app.get("/icons/:file", async (request, reply) => {
    const parsed = iconParams.safeParse(request.params);
    if (!parsed.success) throw notFound("There is no such icon");
    const file = parsed.data.file;
    const purpose: IconPurpose = file.startsWith("maskable-") ? "maskable" : "any";
    const size = Number(file.replace(/\D/g, "")) as IconSize;
    if (!ICON_SIZES.includes(size)) throw notFound("There is no such icon");
    const web = request.website;
    const look = lookOf(web);
    const version = iconVersion(look);
    const key = `${web.id}:${version}:${file}`;
    let png = kept.get(key);
    if (!png) {
      const [logo] = web.logo
        ? await services.db
            .select({ bytes: t.media.bytes })
            .from(t.media)
            .where(and(eq(t.media.websiteId, web.id), eq(t.media.key, web.logo)))
        : [];
      png = await appIcon(look, logo?.bytes ?? null, size, purpose);
      if (kept.size >= KEPT_ICONS) kept.delete(kept.keys().next().value!);
      kept.set(key, png);
    }
    // An address naming the current version never changes; one without it follows the website.
    const asked = (request.query as { v?: string }).v;
    return reply
      .header("cache-control", asked === version ? "public, max-age=31536000, immutable" : "public, max-age=300")
      .type("image/png")
      .send(png);
  });
}
