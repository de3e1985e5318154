// §9 images: served from the CDN path with a size prefix (medium by default), the
// placeholder when there is no image; full URLs are used as they are.
import { DEFAULT_IMAGE_SIZE, NO_IMAGE, type ImageSize } from "./constants";

export function cdnImage(path: string | null | undefined, size: ImageSize = DEFAULT_IMAGE_SIZE): string {
  const p = (path ?? "").trim();
  if (!p) return NO_IMAGE;
  if (/^https?:\/\//i.test(p) || p.startsWith("data:image/")) return p;
  return `/cdn/${size}/${p.replace(/^\/+/, "").replace(/^cdn\/(small|medium|large|original)\//, "")}`;
}
