// API contract of the page builder's pages (issue 10, ADR 0030): the active website's pages,
// their drafts, publishing, versions, the preview's server-resolved blocks, form submissions
// and the pickers that choose catalogue entries. Paths are below /s. Every route answers 401
// when signed out and 403 when the user is not an admin of the active website (nor a
// superadmin); errors are in the §8 shape {message, errors?}.
import * as z from "zod/mini";
import type { PageComponent, PageDocument } from "../page-document";

/**
 * GET: AdminPagesAnswer, every page of the active website — one per system route (§2) and the
 * content-managed pages — system pages first in route-table order, then content pages by url.
 * POST: NewPageBody creates a content page; 201 AdminPageAnswer. 409 {message, errors: {url}}
 * when the url is a system route's (PAGE_URL_IS_SYSTEM) or another page's (PAGE_URL_TAKEN);
 * 422 {message, errors} for bad fields.
 */
export const ADMIN_PAGES_PATH = "/api/admin/pages";

/** GET AdminPageAnswer; DELETE a content page (204; 409 PAGE_IS_SYSTEM for a system page). */
export const adminPagePath = (id: number) => `${ADMIN_PAGES_PATH}/${id}`;

/**
 * PUT DraftBody: keep the edited document as the page's draft, which shoppers never see.
 * Answers DraftAnswer. 409 {message: PAGE_CHANGED_ELSEWHERE} when base_revision is not the
 * page's revision (someone saved or published since): nothing is written. 422 when the
 * document is not page-shaped (page.json); a draft's blocks may be invalid, publish judges them.
 * DELETE (body DraftBase) discards the draft: answers AdminPageAnswer.
 */
export const adminPageDraftPath = (id: number) => `${adminPagePath(id)}/draft`;

/**
 * POST DraftBase: publish the draft. Every block is judged against registry/blocks/<folder>/schema.json,
 * the page against schemas/page.json and the page rules (screen block present, blocks allowed
 * on this page, url free); 422 {message, errors} with errors keyed by JSON Pointer into the
 * draft ("/components/2/data/slides/0/image": "Choose a picture for the slide", "/url": …),
 * so each message names its block and field. 409 PAGE_CHANGED_ELSEWHERE as for drafts, and
 * {message: NOTHING_TO_PUBLISH} without a draft. Success: the sanitised draft becomes what the
 * shop serves at once, is kept as a new version, and the draft is gone: AdminPageAnswer.
 */
export const adminPagePublishPath = (id: number) => `${adminPagePath(id)}/publish`;

/** GET PageVersionsAnswer, newest first. */
export const adminPageVersionsPath = (id: number) => `${adminPagePath(id)}/versions`;
/** GET PageVersionAnswer (the document as published then). */
export const adminPageVersionPath = (id: number, version: number) => `${adminPageVersionsPath(id)}/${version}`;
/** POST DraftBase: that version's document becomes the draft (publish to make it live). Answers AdminPageAnswer. */
export const adminPageRestorePath = (id: number, version: number) => `${adminPageVersionPath(id, version)}/restore`;

/**
 * POST ResolveBody: the components with `response` filled as the shop's page data would fill
 * them for this page on the active website (products for a carousel's logicdata, a sample
 * product for the product page, the first page of /products…). Answers ResolveAnswer. For the
 * builder's live preview; nothing is stored.
 */
export const ADMIN_PAGES_RESOLVE_PATH = `${ADMIN_PAGES_PATH}/resolve`;

/**
 * GET FormSubmissionsAnswer for the active website, newest first. Query: page (default 1),
 * per_page (one of 5, 10, 20, 50, 100; default 20), path and form_id to narrow to one form.
 */
export const ADMIN_FORM_SUBMISSIONS_PATH = "/api/admin/form-submissions";
/** GET the same selection (path, form_id) as text/csv, every row, as a download. */
export const ADMIN_FORM_SUBMISSIONS_CSV_PATH = `${ADMIN_FORM_SUBMISSIONS_PATH}.csv`;
/** GET one uploaded file of a submission, as a download. */
export const adminFormSubmissionFilePath = (fileId: number) => `${ADMIN_FORM_SUBMISSIONS_PATH}/files/${fileId}`;

/**
 * GET PickerAnswer: catalogue entries of the active website for a block's picker fields.
 * Query: q (optional search text, at most 100 characters), limit (1–50, default 20).
 * `value` is what the block stores: a category's slug, a brand's slug, a supplier's link,
 * a product's slug.
 */
export const pickerPath = (kind: PickerKind) => `/api/admin/pickers/${kind}`;
export const PICKER_KINDS = ["categories", "brands", "suppliers", "products"] as const;
export type PickerKind = (typeof PICKER_KINDS)[number];

export const PAGE_URL_IS_SYSTEM = "This address belongs to a page of the shop itself; choose another";
export const PAGE_URL_TAKEN = "Another page already has this address";
export const PAGE_IS_SYSTEM = "A page of the shop itself cannot be deleted";
export const PAGE_CHANGED_ELSEWHERE = "Someone else saved this page since you opened it. Reload it to see their changes, or save again to replace them with yours.";
export const NOTHING_TO_PUBLISH = "There are no changes to publish";

export type PageKind = "system" | "content";

export interface AdminPageSummary {
  id: number;
  /** A system page's route pattern ("/products/:slug"), a content page's path ("/about-us"). */
  url: string;
  /** The §2 route name, "dynamic-page" for content pages. */
  route_name: string;
  kind: PageKind;
  /** seo_title of the published document, else a name from the route. */
  title: string;
  has_draft: boolean;
  /** False for a page made in the builder and never published: shoppers get "not found" there. */
  published: boolean;
  /** The published version's number (1 for a page as it was seeded or created, or first published). */
  version: number;
  /** Bumped by every draft save, publish, restore and discard: the base_revision to send. */
  revision: number;
  updated_at: string;
}

export interface AdminPagesAnswer {
  pages: AdminPageSummary[];
}

export interface AdminPageAnswer {
  page: AdminPageSummary;
  /** What the shop serves now. */
  published: PageDocument;
  /** The draft when there is one, else null: the editor starts from draft ?? published. */
  draft: PageDocument | null;
  /** The screen block this page must hold (e.g. "product-listing" on products), if any. */
  required_block: string | null;
}

export interface DraftAnswer {
  revision: number;
  updated_at: string;
}

export interface PageVersionSummary {
  version: number;
  published_at: string;
  /** Who published it (name, else phone); null for the page as seeded. */
  published_by: string | null;
  /** The version the shop serves now. */
  current: boolean;
}

export interface PageVersionsAnswer {
  versions: PageVersionSummary[];
}

export interface PageVersionAnswer extends PageVersionSummary {
  doc: PageDocument;
}

export interface ResolveAnswer {
  data: PageComponent[];
}

export interface FormSubmissionRow {
  id: number;
  path: string;
  form_id: string;
  values: Record<string, unknown>;
  files: { id: number; field: string; name: string; type: string; size: number }[];
  created_at: string;
}

export interface FormSubmissionsAnswer {
  data: FormSubmissionRow[];
  meta: { total: number; page: number; per_page: number };
}

export interface PickerOption {
  value: string;
  label: string;
  /** A picture key or URL, for the option's thumbnail. */
  image?: string | null;
}

export interface PickerAnswer {
  data: PickerOption[];
}

export const pickerAnswerSchema = z.object({
  data: z.array(z.object({ value: z.string(), label: z.string(), image: z.optional(z.nullable(z.string())) })),
});

export const PAGE_URL_MAX = 500;
/** A content page's address: "/" and lower-case words of letters, digits and hyphens, in segments. */
export const CONTENT_PAGE_URL = /^(\/[a-z0-9]+(?:-[a-z0-9]+)*)+$/;
export const CONTENT_PAGE_URL_MESSAGE = "Use an address like /about-us: lower-case letters, digits and hyphens after each /";

/** What a new page starts from (ADR 0059): nothing, a heading and text, or a banner over a product carousel. */
export const PAGE_TEMPLATES = ["blank", "content", "landing"] as const;
export type PageTemplate = (typeof PAGE_TEMPLATES)[number];

export const newPageBody = z.object({
  template: z._default(z.enum(PAGE_TEMPLATES, { error: "Choose blank, content page or landing page" }), "blank"),
  url: z.string().check(z.maxLength(PAGE_URL_MAX), z.regex(CONTENT_PAGE_URL, CONTENT_PAGE_URL_MESSAGE)),
  seo_title: z._default(z.string().check(z.maxLength(200)), ""),
  seo_description: z._default(z.string().check(z.maxLength(500)), ""),
  seo_keyword: z._default(z.string().check(z.maxLength(500)), ""),
  show_navbar: z._default(z.boolean(), true),
  show_sub_navbar: z._default(z.boolean(), true),
  show_footer: z._default(z.boolean(), true),
  css: z._default(z.string().check(z.maxLength(50000)), ""),
  schema_script: z._default(z.nullable(z.string().check(z.maxLength(20000))), null),
});
export type NewPageBody = z.infer<typeof newPageBody>;

/** POST body of adminPagePath(id) + "/duplicate": the copy's own address. Answers 201 AdminPageAnswer, a draft. */
export const duplicatePageBody = z.object({
  url: z.string().check(z.maxLength(PAGE_URL_MAX), z.regex(CONTENT_PAGE_URL, CONTENT_PAGE_URL_MESSAGE)),
});
export type DuplicatePageBody = z.infer<typeof duplicatePageBody>;

/** Discarding the draft of a page never published: there is no published page to go back to. */
export const NEVER_PUBLISHED = "This page has not been published yet, so there is nothing to go back to; delete the page instead";

export const draftBase = z.object({ base_revision: z.int().check(z.minimum(0)) });
export type DraftBase = z.infer<typeof draftBase>;

/** The document is judged by schemas/page.json on the server; here only its presence. */
export const draftBody = z.object({ base_revision: z.int().check(z.minimum(0)), doc: z.looseObject({}) });
export interface DraftBody {
  base_revision: number;
  doc: PageDocument;
}

export const resolveBody = z.object({
  /** The page's url (a route pattern or a content path): which route's params to make up. */
  url: z.string().check(z.maxLength(PAGE_URL_MAX)),
  components: z.array(z.looseObject({ name: z.string().check(z.maxLength(100)) })).check(z.maxLength(100)),
});
export interface ResolveBody {
  url: string;
  components: PageComponent[];
}
