// The preview screen's fixture files (ADR 0014); the server has these routes outside production only.
import type { PreviewFixture } from "../../shared/api/preview";
import { http } from "./http-client";

export function fetchPreviewFixtures(options: { signal?: AbortSignal } = {}): Promise<PreviewFixture[]> {
  return http.get<PreviewFixture[]>("/api/preview/fixtures", options);
}

/** The file's JSON as it is: the preview screen judges it. */
export function fetchPreviewFixture(path: string, options: { signal?: AbortSignal } = {}): Promise<unknown> {
  const encoded = path.split("/").map(encodeURIComponent).join("/");
  return http.get(`/api/preview/fixtures/${encoded}`, options);
}

export const previewApi = { fixtures: fetchPreviewFixtures, fixture: fetchPreviewFixture };
export type PreviewApi = typeof previewApi;
