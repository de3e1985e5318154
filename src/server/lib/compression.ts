// Compression of what the server sends the shop. Built files are compressed at the strongest
// settings once — by the build (built-files.ts writes the copies beside them) or, for a file the
// build did not compress, at start; pages are compressed per request, quickly.
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

export type Encoding = "br" | "gzip";

/** The best encoding the client accepts, or null. A `q=0` refuses one. */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (name && (!q || Number(q.slice(2)) > 0)) accepted.add(name.trim());
  }
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip") || accepted.has("*")) return "gzip";
  return null;
}

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;
const MIN_BYTES = 1024;

export interface Compressed {
  br: Buffer;
  gzip: Buffer;
}

/** Whether a built file is sent compressed. */
export const worthCompressing = (path: string, bytes: Buffer) => COMPRESSIBLE.test(path) && bytes.length >= MIN_BYTES;

/** A built file compressed at the strongest settings (seconds for the whole build: done once). */
export function compressAsset(bytes: Buffer): Compressed {
  return {
    br: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
    gzip: gzipSync(bytes, { level: 9 }),
  };
}

/** Compressed copies of the files worth compressing: the build's where it made them, else made now. */
export function precompress(files: Map<string, Buffer>, built: ReadonlyMap<string, Compressed> = new Map()): Map<string, Compressed> {
  const out = new Map<string, Compressed>();
  for (const [path, bytes] of files) {
    if (worthCompressing(path, bytes)) out.set(path, built.get(path) ?? compressAsset(bytes));
  }
  return out;
}

/** A per-request body compressed fast: brotli quality 5 costs about what gzip 6 does, smaller. */
export function compressBody(body: string | Buffer, encoding: Encoding): Buffer {
  return encoding === "br" ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(body, { level: 6 });
}
