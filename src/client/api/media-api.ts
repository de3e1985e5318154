// Picture uploads for the active website (POST /s/api/admin/media), with the checks the
// server makes told to the owner before the file is sent, and its media library (issue 27):
// the pictures already uploaded, searched by name, and deleting one nothing shows.
import { checkAnswer } from "./check-answer";
import { http } from "./http-client";
import { MEDIA_LIBRARY_PATH, mediaLibraryAnswerSchema, mediaPicturePath, type MediaLibraryAnswer } from "../../shared/api/media-library";
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

/** The contract's bound on search text. */
export const MEDIA_QUERY_MAX = 100;

export async function listMedia(query: { q?: string; page?: number; perPage?: number } = {}, options: { signal?: AbortSignal } = {}): Promise<MediaLibraryAnswer> {
  const q = (query.q ?? "").trim().slice(0, MEDIA_QUERY_MAX) || undefined;
  const answer = await http.get(MEDIA_LIBRARY_PATH, { query: { q, page: query.page, per_page: query.perPage }, signal: options.signal });
  return checkAnswer(mediaLibraryAnswerSchema, answer, `GET ${MEDIA_LIBRARY_PATH}`);
}

/** Refused (409, with where it is shown) while anything shows the picture. */
export async function deleteMedia(key: string): Promise<void> {
  await http.delete(mediaPicturePath(key));
}
