// What the active website's `form` blocks collected, for its admins (issue 10, ADR 0013): a page
// of submissions, the same selection as a CSV download, and each uploaded file as a download.
// Like every admin route they answer 401 signed out and 403 to anyone but an admin of the active
// website or a superadmin, checked before the query is read.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { ADMIN_FORM_SUBMISSIONS_CSV_PATH, ADMIN_FORM_SUBMISSIONS_PATH, PAGE_URL_MAX, type FormSubmissionsAnswer } from "../../shared/api/admin-pages";
import { API_BASE } from "../../shared/constants";
import { MAX_PAGE, PAGE_SIZE_CHOICES } from "../../shared/pagination";
import { downloadType } from "../domain/forms/download-type";
import { type SubmissionFilter } from "../domain/forms/form-submission-reader";
import { submissionsCsv } from "../domain/forms/submissions-csv";
import { notFound } from "../http/http-error";
import { parseInput } from "../http/parse-input";
import type { RouteOptions } from "./route-options";

const DEFAULT_PER_PAGE = 20;
const FORM_ID_MAX = 100;

/** Optional text: absent and blank both mean "do not narrow". */
const filterText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be given once, as text` })
    .max(max, `${label} may hold at most ${max} characters`)
    // The database's text cannot hold NUL, and no stored path or form id has one.
    .refine((v) => !v.includes("\0"), `${label} must not hold a NUL character`)
    .optional()
    .transform((v) => v?.trim() || undefined);

const wholeNumber = (label: string) => z.coerce.number({ error: `${label} must be a number` }).int(`${label} must be a whole number`);

const filterQuery = z.object({
  path: filterText("path", PAGE_URL_MAX),
  form_id: filterText("form_id", FORM_ID_MAX),
});

const listQuery = filterQuery.extend({
  page: wholeNumber("page").min(1, "page must be at least 1").max(MAX_PAGE, `page must be at most ${MAX_PAGE}`).default(1),
  per_page: wholeNumber("per_page")
    .refine((n) => (PAGE_SIZE_CHOICES as readonly number[]).includes(n), `per_page must be one of ${PAGE_SIZE_CHOICES.join(", ")}`)
    .default(DEFAULT_PER_PAGE),
});

// Digits only: "0x1" or "1e3" would otherwise coerce to some other file's id.
const fileParams = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, "The file id must be a positive whole number")
    .transform(Number)
    .refine((n) => n <= 2_147_483_647, "The file id is not a known id"),
});

const filterOf = (query: z.infer<typeof filterQuery>): SubmissionFilter => ({ path: query.path, formId: query.form_id });

/**
 * A Content-Disposition that makes the browser save the answer under this name (RFC 6266): a
 * plain ASCII name for old clients and the exact UTF-8 name beside it. Slashes and quotes are
 * never passed on, so a sender's file name cannot point anywhere or break the header.
 */
function attachmentDisposition(name: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what it removes
  const clean = name.replace(/[/\\\u0000-\u001f\u007f]/g, "_").trim() || "download";
  const ascii = clean.replace(/[^\x20-\x7e]/g, "_").replace(/["%;]/g, "_");
  const encoded = encodeURIComponent(clean).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** form-submissions[-<form>]-<date>.csv */
function csvFileName(filter: SubmissionFilter, now: Date): string {
  const form = filter.formId ? `-${filter.formId.replace(/[^A-Za-z0-9_-]+/g, "-").slice(0, 50)}` : "";
  return `form-submissions${form}-${now.toISOString().slice(0, 10)}.csv`;
}

export async function formSubmissionAdminRoutes(app: FastifyInstance, { services }: RouteOptions): Promise<void> {
  const { admins, formSubmissions: submissions } = services.admin;

  app.get(API_BASE + ADMIN_FORM_SUBMISSIONS_PATH, { config: { ids: ["query.form_id"] } }, async (request, reply): Promise<FormSubmissionsAnswer> => {
    reply.header("cache-control", "no-store");
    const { websiteId } = await admins.activeFor(request);
    const query = parseInput(listQuery, request.query, "query");
    return submissions.page(websiteId, filterOf(query), query.page, query.per_page);
  });

  app.get(API_BASE + ADMIN_FORM_SUBMISSIONS_CSV_PATH, { config: { ids: ["query.form_id"] } }, async (request, reply) => {
    reply.header("cache-control", "no-store");
    const { websiteId } = await admins.activeFor(request);
    const filter = filterOf(parseInput(filterQuery, request.query, "query"));
    const csv = submissionsCsv(await submissions.all(websiteId, filter));
    return reply
      .type("text/csv; charset=utf-8")
      .header("content-disposition", attachmentDisposition(csvFileName(filter, new Date())))
      .send(csv);
  });

  // adminFormSubmissionFilePath(id). The bytes are a visitor's upload: always a download, never
  // shown as a page (ADR 0013).
  app.get(`${API_BASE}${ADMIN_FORM_SUBMISSIONS_PATH}/files/:id`, { config: { ids: ["params.id"] } }, async (request, reply) => {
    reply.header("cache-control", "private, no-store");
    const { websiteId } = await admins.activeFor(request);
    const { id } = parseInput(fileParams, request.params, "params");
    const file = await submissions.file(websiteId, id);
    if (!file) throw notFound("This file does not exist");
    return reply
      .type(downloadType(file.type))
      .header("content-disposition", attachmentDisposition(file.name))
      .header("x-content-type-options", "nosniff")
      .header("content-security-policy", "default-src 'none'; sandbox")
      .send(Buffer.from(file.data));
  });
}
