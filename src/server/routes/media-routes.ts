// Images at §9 size variants: /cdn/{small|medium|large|original}/{key}.
import type { FastifyInstance } from "fastify";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { IMAGE_SIZES } from "../../shared/constants";
import * as t from "../db/schema";
import { notFound } from "../http/http-error";
import { parseInput } from "../http/parse-input";
import { resizeSvg } from "../domain/images/illustration";
import { svgAsWebp } from "../domain/images/svg-as-webp";
import { variantKey } from "../domain/websites/media-uploads";
import { isPrivateMedia } from "../domain/media/private-media";
import type { RouteOptions } from "./route-options";

const params = z.object({
  size: z.enum(IMAGE_SIZES, { error: `size must be one of ${IMAGE_SIZES.join(", ")}` }),
  "*": z
    .string()
    .max(300, "The image name is too long")
    .regex(/^[a-z0-9_-]+(?:\/[a-z0-9_.-]+)*\.[a-z0-9]+$/i, "Not an image name")
    .refine((k) => !k.split("/").includes(".."), "Not an image name"),
});

export async function mediaRoutes(app: FastifyInstance, { services }: RouteOptions): Promise<void> {
  app.get("/cdn/:size/*", async (request, reply) => {
    const p = parseInput(params, request.params, "params");
    const key = p["*"];
    if (isPrivateMedia(key)) throw notFound("No such image");
    // An uploaded raster picture has a stored copy per size; anything else is its own variant.
    const keys = p.size === "original" ? [key] : [variantKey(key, p.size), key];
    const [row] = await services.db
      .select({ contentType: t.media.contentType, bytes: t.media.bytes })
      .from(t.media)
      .where(and(eq(t.media.websiteId, request.website.id), inArray(t.media.key, keys)))
      .orderBy(desc(sql`${t.media.key} = ${keys[0]}`))
      .limit(1);
    if (!row) throw notFound("No such image");
    // An SVG opened on its own must not run script.
    reply.header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    reply.header("cache-control", "public, max-age=86400");
    if (row.contentType !== "image/svg+xml") return reply.type(row.contentType).send(Buffer.from(row.bytes));
    const svg = new TextDecoder().decode(row.bytes);
    // A browser says it takes WebP in its Accept header (ADR 0066); a cache must keep both answers.
    reply.header("vary", "accept");
    const webp = /\bimage\/webp\b/.test(request.headers.accept ?? "") ? await svgAsWebp(svg, p.size) : null;
    if (webp) return reply.type("image/webp").send(Buffer.from(webp));
    return reply.type(row.contentType).send(resizeSvg(svg, p.size));
  });
}
