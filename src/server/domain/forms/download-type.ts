// The Content-Type an uploaded form file is served with. The stored type is the sender's claim
// (ADR 0013), so it is repeated only when it names a kind of file a browser cannot run as a
// page or script; anything else goes out as opaque bytes.
const SAFE_TYPES = new Set(["image/png", "image/jpeg", "image/gif", "image/webp", "image/avif", "image/heic", "application/pdf", "text/plain", "text/csv"]);

export const OPAQUE_TYPE = "application/octet-stream";

export function downloadType(stored: string): string {
  const type = stored.trim().toLowerCase();
  return SAFE_TYPES.has(type) ? type : OPAQUE_TYPE;
}
