// Pictures a page would show that the shop cannot serve (issue 25): every field a block's schema
// draws as a picture (x-widget "image") names a key of the website's media, which /cdn serves,
// or a picture on another https site. A key the website does not hold would publish as a grey
// cross, so publishing is refused with the field named; an http address would be blocked by the
// shop's Content-Security-Policy (img-src https:), so it is refused too.
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import type { BlockSchema, Problem } from "./page-schemas";

export const PICTURE_MISSING = "This picture is not among the shop's pictures any more: choose it again";
export const PICTURE_NOT_HTTPS = "A picture from another site must have an address starting with https://";

interface SchemaWalkNode {
  "x-widget"?: unknown;
  properties?: Record<string, SchemaWalkNode>;
  items?: SchemaWalkNode;
}

interface PicturePlace {
  pointer: string;
  value: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const escapeSegment = (segment: string) => segment.replace(/~/g, "~0").replace(/\//g, "~1");

/** Every non-empty value at a picture field of `node`, with its pointer. */
function picturePlaces(node: SchemaWalkNode | undefined, value: unknown, pointer: string, into: PicturePlace[]): void {
  if (!node) return;
  if (node["x-widget"] === "image") {
    if (typeof value === "string" && value.trim()) into.push({ pointer, value: value.trim() });
    return;
  }
  if (Array.isArray(value)) value.forEach((item, i) => picturePlaces(node.items, item, `${pointer}/${i}`, into));
  else if (isRecord(value)) for (const [key, child] of Object.entries(node.properties ?? {})) picturePlaces(child, value[key], `${pointer}/${escapeSegment(key)}`, into);
}

/** The media key a picture field names, as /cdn/{size}/{key} reads it (cdnImage), or null for an address elsewhere. */
function mediaKeyOf(value: string): string | null {
  if (/^(https?:|data:image\/)/i.test(value)) return null;
  return value.replace(/^\/+/, "").replace(/^cdn\/(small|medium|large|original)\//, "");
}

/** The problems of the document's pictures: keys the website does not hold, addresses the shop may not load. */
export async function missingPictures(db: Db, websiteId: number, components: readonly unknown[], blocks: ReadonlyMap<string, BlockSchema>): Promise<Problem[]> {
  const places: PicturePlace[] = [];
  components.forEach((c, i) => {
    const block = isRecord(c) && typeof c.name === "string" ? blocks.get(c.name) : undefined;
    if (block) picturePlaces(block.schema as SchemaWalkNode, c, `/components/${i}`, places);
  });
  const problems: Problem[] = places.filter((p) => /^http:/i.test(p.value)).map((p) => ({ pointer: p.pointer, message: PICTURE_NOT_HTTPS }));
  const keyed = places.flatMap((p) => {
    const key = mediaKeyOf(p.value);
    return key === null ? [] : [{ ...p, key }];
  });
  if (keyed.length === 0) return problems;
  const held = await db
    .select({ key: t.media.key })
    .from(t.media)
    .where(and(eq(t.media.websiteId, websiteId), inArray(t.media.key, [...new Set(keyed.map((p) => p.key))])));
  const known = new Set(held.map((row) => row.key));
  for (const p of keyed) if (!known.has(p.key)) problems.push({ pointer: p.pointer, message: PICTURE_MISSING });
  return problems;
}
