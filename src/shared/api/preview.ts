// API contract of the preview fixtures (GET /s/api/preview/fixtures[/<path>]), which exist
// only outside production (ADR 0014). The file answer is whatever JSON the file holds: the
// preview screen judges it the way it judges pasted text. Types only, no zod schema: a schema
// built in the lazily loaded screen pulls the HTTP client out of the shop's main chunk into a
// chunk of its own, one more request before the first paint, for a development tool.

export const PREVIEW_FIXTURE_GROUPS = ["pages", "invalid"] as const;

export interface PreviewFixture {
  /** Below fixtures/, with forward slashes: "pages/home.json", "invalid/page-unknown-block.json". */
  path: string;
  group: (typeof PREVIEW_FIXTURE_GROUPS)[number];
}
