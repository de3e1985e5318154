// API contract of the preview fixtures (GET /s/api/preview/fixtures[/<path>]), which exist
// only outside production (ADR 0014). The list carries `npm run fixtures:check`'s verdict on
// each file it judges (src/shared/fixtures/fixture-verdict.ts), so the screen says what the
// check says. The file answer is whatever JSON the file holds. Types only, no zod schema: a
// schema built in the lazily loaded screen pulls the HTTP client out of the shop's main chunk
// into a chunk of its own, one more request before the first paint, for a development tool.
import type { FixtureGroup, JudgedFixture } from "../fixtures/fixture-verdict";

/** The groups in the order the screen shows them: the check's own folders, then the blocks' examples. */
export const PREVIEW_FIXTURE_GROUPS = ["pages", "sites", "invalid", "blocks"] as const satisfies readonly FixtureGroup[];

/**
 * One file the check judges. `path` is below fixtures/, with forward slashes
 * ("pages/home.json", "sites/header-2-navbar-3.json", "invalid/page-unknown-block.json"), or
 * a block's example from the repository's root ("registry/blocks/rich-text/fixture.json");
 * `document` says how to draw it (a page, website settings, one block, or nothing to draw).
 */
export type PreviewFixture = JudgedFixture;
export type { FixtureVerdict } from "../fixtures/fixture-verdict";
