// Judges an uploaded picture by its bytes (ADR 0023): PNG, JPEG, WebP and GIF by their magic
// numbers and by decoding them, SVG as a drawing without script. Raster pictures also get the
// §9 size variants, drawn once at upload rather than on every request.
import sharp from "sharp";
import { MEDIA_MAX_PIXELS, MEDIA_TOO_MANY_PIXELS, MEDIA_UNSAFE_SVG, MEDIA_WRONG_TYPE } from "../../../shared/api/site-settings";
import type { ImageSize } from "../../../shared/constants";
import { Refusal } from "../refusal";

/**
 * Widths of the size variants, the same as the generated illustrations' (illustration.ts);
 * a test holds the two together.
 */
export const VARIANT_WIDTHS: Record<Exclude<ImageSize, "original">, number> = { small: 150, medium: 300, large: 600 };

type Kind = "png" | "jpeg" | "webp" | "gif" | "svg";

const TYPES: Record<Kind, string> = { png: "image/png", jpeg: "image/jpeg", webp: "image/webp", gif: "image/gif", svg: "image/svg+xml" };
const EXTENSIONS: Record<Kind, string> = { png: "png", jpeg: "jpg", webp: "webp", gif: "gif", svg: "svg" };
/** Declared types a browser may send for each kind. */
const DECLARED: Record<string, Kind> = { "image/png": "png", "image/jpeg": "jpeg", "image/jpg": "jpeg", "image/pjpeg": "jpeg", "image/webp": "webp", "image/gif": "gif", "image/svg+xml": "svg" };

export interface UploadedImage {
  contentType: string;
  extension: string;
  bytes: Uint8Array;
  /** Smaller copies for the sizes the picture is wider than; the original serves the rest. */
  variants: { size: ImageSize; bytes: Uint8Array }[];
}

const startsWith = (bytes: Uint8Array, ...values: number[]) => values.every((v, i) => bytes[i] === v);
const ascii = (bytes: Uint8Array, from: number, text: string) => [...text].every((c, i) => bytes[from + i] === c.charCodeAt(0));

function sniff(bytes: Uint8Array): Kind | null {
  if (startsWith(bytes, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "png";
  if (startsWith(bytes, 0xff, 0xd8, 0xff)) return "jpeg";
  if (ascii(bytes, 0, "GIF87a") || ascii(bytes, 0, "GIF89a")) return "gif";
  if (ascii(bytes, 0, "RIFF") && ascii(bytes, 8, "WEBP")) return "webp";
  return svgText(bytes) !== null ? "svg" : null;
}

/** The text of an SVG document (an XML prologue, comments and doctype may come first), else null. */
function svgText(bytes: Uint8Array): string | null {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  const root = /^\uFEFF?\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE\s+svg[^[>]*(\[[\s\S]*?\])?\s*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i;
  return root.test(text) ? text : null;
}

// Served with a sandboxing CSP as well, but a picture that could run script or pull in other
// documents when opened on its own is refused outright rather than cleaned.
const UNSAFE_SVG = [/<script/i, /\son[a-z]+\s*=/i, /javascript:/i, /<!ENTITY/i, /<foreignObject/i, /<iframe/i, /<embed/i, /<object/i, /data:text\/html/i];

export async function readUploadedImage(bytes: Uint8Array, declaredType: string | null): Promise<UploadedImage> {
  const kind = sniff(bytes);
  const declared = declaredType ? DECLARED[declaredType.toLowerCase()] : undefined;
  // No declared type (a bare upload) is judged by the bytes alone; a wrong one is a wrong file.
  const declaredOk = !declaredType || declaredType === "application/octet-stream" || declared === kind;
  if (!kind || !declaredOk) throw new Refusal("unsupported-type", MEDIA_WRONG_TYPE);

  if (kind === "svg") {
    const text = svgText(bytes)!;
    if (UNSAFE_SVG.some((rule) => rule.test(text))) throw new Refusal("invalid", MEDIA_UNSAFE_SVG, { file: MEDIA_UNSAFE_SVG });
    return { contentType: TYPES.svg, extension: EXTENSIONS.svg, bytes, variants: [] };
  }

  let width: number;
  try {
    const meta = await sharp(bytes, { limitInputPixels: MEDIA_MAX_PIXELS }).metadata();
    if (meta.format !== kind || !meta.width || !meta.height) throw new Refusal("unsupported-type", MEDIA_WRONG_TYPE);
    if (meta.width * meta.height > MEDIA_MAX_PIXELS) throw new Refusal("invalid", MEDIA_TOO_MANY_PIXELS, { file: MEDIA_TOO_MANY_PIXELS });
    width = meta.width;
  } catch (error) {
    if (error instanceof Refusal) throw error;
    throw new Refusal("unsupported-type", MEDIA_WRONG_TYPE);
  }

  const variants: UploadedImage["variants"] = [];
  // Animated GIFs keep their frames only in the original: every size serves it.
  if (kind !== "gif") {
    for (const [size, target] of Object.entries(VARIANT_WIDTHS) as [ImageSize, number][]) {
      if (width <= target) continue;
      try {
        const out = await sharp(bytes, { limitInputPixels: MEDIA_MAX_PIXELS }).rotate().resize({ width: target }).toFormat(kind).toBuffer();
        variants.push({ size, bytes: new Uint8Array(out) });
      } catch {
        // The header decoded but the picture does not: it is broken, not a picture.
        throw new Refusal("unsupported-type", MEDIA_WRONG_TYPE);
      }
    }
  }
  return { contentType: TYPES[kind], extension: EXTENSIONS[kind], bytes, variants };
}
