// What shoppers sent through the active website's `form` blocks (ADR 0013), for the builder's
// submissions screen: a page of rows, and the addresses of the CSV export and of uploaded files,
// which the browser downloads itself.
import { buildUrl, http } from "../../client/api/http-client";
import { ADMIN_FORM_SUBMISSIONS_CSV_PATH, ADMIN_FORM_SUBMISSIONS_PATH, adminFormSubmissionFilePath, type FormSubmissionsAnswer } from "../../shared/api/admin-pages";

/** Narrows the rows to one page's address, and to one form on it. */
export interface SubmissionFilters {
  path?: string;
  form_id?: string;
}

export interface SubmissionsQuery extends SubmissionFilters {
  page: number;
  per_page: number;
}

export function fetchFormSubmissions(query: SubmissionsQuery, options: { signal?: AbortSignal } = {}): Promise<FormSubmissionsAnswer> {
  return http.get<FormSubmissionsAnswer>(ADMIN_FORM_SUBMISSIONS_PATH, { ...options, query: { ...query } });
}

/** The CSV of every row the filters select. */
export function formSubmissionsCsvUrl(filters: SubmissionFilters): string {
  return buildUrl(ADMIN_FORM_SUBMISSIONS_CSV_PATH, { path: filters.path, form_id: filters.form_id });
}

export function formSubmissionFileUrl(fileId: number): string {
  return buildUrl(adminFormSubmissionFilePath(fileId));
}
