// What the preview screen makes of a page document: read as JSON, upgraded as the server
// upgrades stored pages, then checked against the page schema. A page with problems is still
// rendered, so that each block can show its own diagnostic next to the page's problems.
import { placeBlockId, withBlockIds } from "../../shared/block-id";
import { PAGE_SCHEMA_VERSION, upgradePage } from "../../shared/page-migrations";
import type { PageComponent, PageDocument } from "../../shared/page-document";
import validatePage from "../../../schemas/compiled/page";
import { validationProblems } from "../../shared/check-component";

export type PageInspection = { ok: false; syntaxError: string } | { ok: true; page: PageDocument; problems: string[]; components: PageComponent[] };

export type ParsedText = { ok: false; syntaxError: string } | { ok: true; value: unknown };

/** Pasted text or a fixture file's text read as JSON; a syntax error is the only way it fails. */
export function parseDocumentText(text: string): ParsedText {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, syntaxError: error instanceof Error ? error.message : String(error) };
  }
}

/** Pasted text or a fixture file's text; a JSON syntax error is the only way it fails outright. */
export function inspectPageText(text: string): PageInspection {
  const parsed = parseDocumentText(text);
  return parsed.ok ? inspectPage(parsed.value) : parsed;
}

export function inspectPage(value: unknown): PageInspection {
  const isObject = !!value && typeof value === "object" && !Array.isArray(value);
  const page = upgradePage(value);
  // upgradePage makes an empty page of anything that is not an object; say so rather than
  // showing a blank page as valid.
  const problems = isObject ? [] : ["The page must be a JSON object"];
  if (!validatePage(page)) problems.push(...validationProblems(validatePage));
  return { ok: true, page, problems, components: renderableComponents(page) };
}

/** One block's component (a block folder's example) as a page of that block alone. */
export function inspectBlock(value: unknown): PageInspection {
  return inspectPage({ schema_version: PAGE_SCHEMA_VERSION, url: "/", components: [value] });
}

// A document newer than this code is not upgraded, and one that fails the schema may hold
// anything: only objects with a name can be planned; the schema problems cover the rest. The
// renderer keys blocks by id, so a pasted block without one (or repeating one) gets its place's.
function renderableComponents(page: PageDocument): PageComponent[] {
  const list: unknown = page.components;
  if (!Array.isArray(list)) return [];
  return withBlockIds(
    list.filter((c): c is PageComponent => !!c && typeof c === "object" && typeof (c as { name?: unknown }).name === "string"),
    placeBlockId,
  );
}
