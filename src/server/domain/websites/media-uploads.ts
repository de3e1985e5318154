// Stores an owner's uploaded picture in the media table of the website it belongs to, with its
// size variants beside it under variantKey().
import { randomBytes } from "node:crypto";
import type { ImageSize } from "../../../shared/constants";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";
import type { UploadedImage } from "./uploaded-image";

/** Where the copy of a picture at a size is kept; /cdn/{size}/{key} serves it when present. */
export function variantKey(key: string, size: ImageSize): string {
  return `variants/${size}/${key}`;
}

export function createMediaUploads(db: Db) {
  return {
    /**
     * The new picture's key. Keys are random, so an upload never replaces another picture.
     * `name` is the file's name on the owner's device, what the media library shows and searches.
     */
    async store(websiteId: number, image: UploadedImage, name = ""): Promise<string> {
      const key = `uploads/${randomBytes(12).toString("hex")}.${image.extension}`;
      const rows = [{ key, bytes: image.bytes, name: name.trim() }, ...image.variants.map((v) => ({ key: variantKey(key, v.size), bytes: v.bytes, name: "" }))].map((r) => ({
        websiteId,
        key: r.key,
        name: r.name,
        contentType: image.contentType,
        bytes: r.bytes,
        size: r.bytes.byteLength,
      }));
      await db.insert(t.media).values(rows);
      return key;
    },
  };
}
export type MediaUploads = ReturnType<typeof createMediaUploads>;
