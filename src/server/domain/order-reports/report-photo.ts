// A shopper's photo of a problem with an order (ADR 0080): a JPEG, PNG or WebP picture, judged
// by decoding its bytes (the declared type must agree), kept as one JPEG no larger than a screen
// needs, turned upright and stripped of its metadata (a phone's photo records where it was taken).
// It is stored with the website's media under the private prefix, so only its reporter and the
// website's admins are ever shown it.
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import sharp, { type Metadata } from "sharp";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import { REPORT_PHOTO_FIELD, REPORT_PHOTO_WRONG_TYPE } from "../../../shared/api/order-reports";
import { MEDIA_MAX_PIXELS, MEDIA_TOO_MANY_PIXELS } from "../../../shared/api/site-settings";
import type { Tx } from "../audit/record-audit";
import { PRIVATE_MEDIA_PREFIX } from "../media/private-media";
import { Refusal } from "../refusal";

export interface ReportPhoto {
  bytes: Buffer;
  contentType: "image/jpeg";
}

/** The longest side kept: enough to see a dent or a torn seal on any screen. */
const LONGEST_SIDE = 1600;
const FORMATS = new Set(["jpeg", "png", "webp"]);
/** Declared types a browser may send for each format. */
const DECLARED: Readonly<Record<string, string>> = { "image/jpeg": "jpeg", "image/jpg": "jpeg", "image/pjpeg": "jpeg", "image/png": "png", "image/webp": "webp" };

const wrongType = () => new Refusal("unsupported-type", REPORT_PHOTO_WRONG_TYPE, { [REPORT_PHOTO_FIELD]: REPORT_PHOTO_WRONG_TYPE });

export async function readReportPhoto(bytes: Buffer, declaredType: string | null): Promise<ReportPhoto> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes).metadata();
  } catch {
    throw wrongType();
  }
  const format = meta.format ?? "";
  const declaredOk = !declaredType || declaredType === "application/octet-stream" || DECLARED[declaredType] === format;
  if (!FORMATS.has(format) || !declaredOk || !meta.width || !meta.height) throw wrongType();
  if (meta.width * meta.height > MEDIA_MAX_PIXELS) throw new Refusal("invalid", MEDIA_TOO_MANY_PIXELS, { [REPORT_PHOTO_FIELD]: MEDIA_TOO_MANY_PIXELS });
  try {
    const kept = await sharp(bytes, { limitInputPixels: MEDIA_MAX_PIXELS })
      .rotate()
      .resize({ width: LONGEST_SIDE, height: LONGEST_SIDE, fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
    return { bytes: kept, contentType: "image/jpeg" };
  } catch {
    // The header read well but the picture itself does not decode: a damaged or disguised file.
    throw wrongType();
  }
}

/** Keeps the photo among the website's private media; answers its key. */
export async function storeReportPhoto(tx: Tx, websiteId: number, photo: ReportPhoto): Promise<string> {
  const key = `${PRIVATE_MEDIA_PREFIX}reports/${randomBytes(16).toString("hex")}.jpg`;
  await tx.insert(t.media).values({ websiteId, key, contentType: photo.contentType, bytes: photo.bytes, size: photo.bytes.byteLength });
  return key;
}

/** A stored photo's bytes, when the website has it. */
export async function readStoredPhoto(db: Db, websiteId: number, key: string): Promise<{ contentType: string; bytes: Uint8Array } | null> {
  const [row] = await db
    .select({ contentType: t.media.contentType, bytes: t.media.bytes })
    .from(t.media)
    .where(and(eq(t.media.websiteId, websiteId), eq(t.media.key, key)));
  return row ?? null;
}
