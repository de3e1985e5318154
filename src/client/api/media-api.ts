// Picture uploads for the active website (POST /s/api/admin/media), with the checks the
// server makes told to the owner before the file is sent.
import { http } from "./http-client";
import { acceptsFile } from "../../shared/file-accept";
import { ADMIN_MEDIA_PATH, MEDIA_TOO_BIG, MEDIA_UPLOAD_ACCEPT, MEDIA_UPLOAD_MAX_BYTES, MEDIA_WRONG_TYPE, type UploadedMedia } from "../../shared/api/site-settings";

/** The message for a file the server would refuse by its type or size, or null. */
export function mediaProblem(file: { name: string; type: string; size: number }): string | null {
  if (!acceptsFile(MEDIA_UPLOAD_ACCEPT, file)) return MEDIA_WRONG_TYPE;
  if (file.size > MEDIA_UPLOAD_MAX_BYTES) return MEDIA_TOO_BIG;
  return null;
}

export function uploadMedia(file: File, options: { signal?: AbortSignal } = {}): Promise<UploadedMedia> {
  const body = new FormData();
  body.append("file", file);
  // Pictures take longer than JSON on a shop owner's connection.
  return http.post<UploadedMedia>(ADMIN_MEDIA_PATH, body, { ...options, timeoutMs: 60_000 });
}
