// A browser makes every SVG picture a document of its own, parsed and laid out on the page's main
// thread (about 10 ms each on a slow phone), where a WebP is decoded off it; a shop page shows
// dozens of small pictures, and those documents kept a tap on "Add to Cart" waiting (ADR 0066).
// So the small and medium variants of an SVG picture go to the browser as WebP, drawn at 1.5 times
// the variant's width: a drawing's edges and lettering show blur where a photo's do not.
import { createHash } from "node:crypto";
import sharp from "sharp";
import { MEDIA_MAX_PIXELS } from "../../../shared/api/site-settings";
import type { ImageSize } from "../../../shared/constants";
import { resizeSvg, SIZE_WIDTH } from "./illustration";

/** The variants drawn as WebP; large pictures are few on a page and stay drawings. */
const RASTER_SIZES: readonly ImageSize[] = ["small", "medium"];
const SCALE = 1.5;
const QUALITY = 78;
// Pictures are drawn once per process: a few kB each, so the bound keeps the cache to a few MB.
const CACHE_LIMIT = 2000;
const drawn = new Map<string, Promise<Uint8Array | null>>();

/**
 * The SVG drawn as a WebP at the variant's width, or null when it cannot be drawn (the SVG is
 * then served as it is). Keyed by the drawing's bytes, so a changed picture is drawn again.
 */
export function svgAsWebp(svg: string, size: ImageSize): Promise<Uint8Array | null> {
  const width = SIZE_WIDTH[size];
  if (!width || !RASTER_SIZES.includes(size)) return Promise.resolve(null);
  const id = `${size}:${createHash("sha1").update(svg).digest("base64url")}`;
  const hit = drawn.get(id);
  if (hit) {
    // Most recently used last: the first key is the one to drop.
    drawn.delete(id);
    drawn.set(id, hit);
    return hit;
  }
  const picture = sharp(Buffer.from(resizeSvg(svg, size)), { limitInputPixels: MEDIA_MAX_PIXELS, density: 72 * SCALE })
    .timeout({ seconds: 5 })
    .webp({ quality: QUALITY })
    .toBuffer()
    .then(
      (bytes) => new Uint8Array(bytes),
      () => null,
    );
  drawn.set(id, picture);
  if (drawn.size > CACHE_LIMIT) drawn.delete(drawn.keys().next().value!);
  return picture;
}
