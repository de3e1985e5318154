// The active website's pages in the page builder (ADR 0030's contract, src/shared/api/admin-pages.ts):
// the list, one page with its draft, creating and deleting content pages, saving and discarding
// drafts, publishing, and the published versions.
import { http } from "../../client/api/http-client";
import {
  ADMIN_PAGES_PATH,
  adminPageDraftPath,
  adminPagePath,
  adminPagePublishPath,
  adminPageRestorePath,
  adminPageVersionPath,
  adminPageVersionsPath,
  type AdminPageAnswer,
  type AdminPagesAnswer,
  type DraftAnswer,
  type DraftBase,
  type DraftBody,
  type DuplicatePageBody,
  type NewPageBody,
  type PageVersionAnswer,
  type PageVersionsAnswer,
} from "../../shared/api/admin-pages";
import type { PageDocument } from "../../shared/page-document";

interface Options {
  signal?: AbortSignal;
}

export function fetchPages(options: Options = {}): Promise<AdminPagesAnswer> {
  return http.get<AdminPagesAnswer>(ADMIN_PAGES_PATH, options);
}

export function fetchPage(id: number, options: Options = {}): Promise<AdminPageAnswer> {
  return http.get<AdminPageAnswer>(adminPagePath(id), options);
}

/** 409 with `errors.url` when the address is a system route's or another page's. */
export function createPage(body: NewPageBody): Promise<AdminPageAnswer> {
  return http.post<AdminPageAnswer>(ADMIN_PAGES_PATH, body);
}

/** A draft copy of the page at a new address; 409 with `errors.url` as createPage. */
export function duplicatePage(id: number, body: DuplicatePageBody): Promise<AdminPageAnswer> {
  return http.post<AdminPageAnswer>(`${adminPagePath(id)}/duplicate`, body);
}

export async function deletePage(id: number): Promise<void> {
  await http.delete(adminPagePath(id));
}

/** 409 PAGE_CHANGED_ELSEWHERE when `baseRevision` is not the page's revision. */
export function saveDraft(id: number, doc: PageDocument, baseRevision: number): Promise<DraftAnswer> {
  const body: DraftBody = { base_revision: baseRevision, doc };
  return http.put<DraftAnswer>(adminPageDraftPath(id), body);
}

export function discardDraft(id: number, baseRevision: number): Promise<AdminPageAnswer> {
  const body: DraftBase = { base_revision: baseRevision };
  return http.delete<AdminPageAnswer>(adminPageDraftPath(id), { body });
}

/** 422 with a message per JSON Pointer into the draft when a block or the page is not valid. */
export function publishPage(id: number, baseRevision: number): Promise<AdminPageAnswer> {
  const body: DraftBase = { base_revision: baseRevision };
  return http.post<AdminPageAnswer>(adminPagePublishPath(id), body);
}

export function fetchVersions(id: number, options: Options = {}): Promise<PageVersionsAnswer> {
  return http.get<PageVersionsAnswer>(adminPageVersionsPath(id), options);
}

export function fetchVersion(id: number, version: number, options: Options = {}): Promise<PageVersionAnswer> {
  return http.get<PageVersionAnswer>(adminPageVersionPath(id, version), options);
}

/** That version's document becomes the draft. */
export function restoreVersion(id: number, version: number, baseRevision: number): Promise<AdminPageAnswer> {
  const body: DraftBase = { base_revision: baseRevision };
  return http.post<AdminPageAnswer>(adminPageRestorePath(id, version), body);
}
