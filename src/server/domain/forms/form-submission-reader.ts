// What the page builder shows its admins of the answers their `form` blocks collected (issue 10,
// ADR 0013): one website's submissions, newest first, narrowed to a page or a form, and their
// uploaded files. Every query names the website, so another website's ids find nothing.
import { and, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { FormSubmissionRow, FormSubmissionsAnswer } from "../../../shared/api/admin-pages";
import { normalisePath } from "../../../shared/routes";
import type { Db } from "../../db/client";
import * as t from "../../db/schema";

export interface SubmissionFilter {
  /** The page's address as shoppers opened it; matched as the submission stored it (normalised). */
  path?: string | undefined;
  formId?: string | undefined;
}

/** A submission as stored: what the CSV export writes. */
export interface SubmissionRecord {
  id: number;
  path: string;
  formId: string;
  values: Record<string, unknown>;
  createdAt: Date;
}

export interface StoredFile {
  name: string;
  type: string;
  data: Uint8Array;
}

const rowColumns = {
  id: t.formSubmissions.id,
  path: t.formSubmissions.path,
  formId: t.formSubmissions.formId,
  values: t.formSubmissions.values,
  createdAt: t.formSubmissions.createdAt,
};

export function createFormSubmissionReader(db: Db) {
  function where(websiteId: number, filter: SubmissionFilter): SQL | undefined {
    const conditions = [eq(t.formSubmissions.websiteId, websiteId)];
    if (filter.path !== undefined) conditions.push(eq(t.formSubmissions.path, normalisePath(filter.path)));
    if (filter.formId !== undefined) conditions.push(eq(t.formSubmissions.formId, filter.formId));
    return and(...conditions);
  }

  // Newest first; the id breaks ties between submissions stored in the same instant.
  const newestFirst = [desc(t.formSubmissions.createdAt), desc(t.formSubmissions.id)];

  /** The rows with their files' descriptions (never their bytes). */
  async function withFiles(rows: SubmissionRecord[]): Promise<FormSubmissionRow[]> {
    const ids = rows.map((r) => r.id);
    const files = ids.length
      ? await db
          .select({
            id: t.formSubmissionFiles.id,
            submissionId: t.formSubmissionFiles.submissionId,
            field: t.formSubmissionFiles.field,
            name: t.formSubmissionFiles.name,
            type: t.formSubmissionFiles.type,
            size: t.formSubmissionFiles.size,
          })
          .from(t.formSubmissionFiles)
          .where(inArray(t.formSubmissionFiles.submissionId, ids))
          .orderBy(t.formSubmissionFiles.id)
      : [];
    return rows.map((r) => ({
      id: r.id,
      path: r.path,
      form_id: r.formId,
      values: r.values,
      files: files.filter((f) => f.submissionId === r.id).map(({ id, field, name, type, size }) => ({ id, field, name, type, size })),
      created_at: r.createdAt.toISOString(),
    }));
  }

  return {
    /** One page of the website's submissions, newest first. */
    async page(websiteId: number, filter: SubmissionFilter, page: number, perPage: number): Promise<FormSubmissionsAnswer> {
      const condition = where(websiteId, filter);
      const [rows, [counted]] = await Promise.all([
        db
          .select(rowColumns)
          .from(t.formSubmissions)
          .where(condition)
          .orderBy(...newestFirst)
          .limit(perPage)
          .offset((page - 1) * perPage),
        db.select({ n: count() }).from(t.formSubmissions).where(condition),
      ]);
      return { data: await withFiles(rows), meta: { total: counted?.n ?? 0, page, per_page: perPage } };
    },

    /**
     * Every submission of the selection, newest first, for the CSV export. A file field's value
     * already records the file's name, so the files themselves are not read.
     */
    async all(websiteId: number, filter: SubmissionFilter): Promise<SubmissionRecord[]> {
      return db
        .select(rowColumns)
        .from(t.formSubmissions)
        .where(where(websiteId, filter))
        .orderBy(...newestFirst);
    },

    /** An uploaded file of one of the website's submissions; null for any other id. */
    async file(websiteId: number, fileId: number): Promise<StoredFile | null> {
      const [file] = await db
        .select({ name: t.formSubmissionFiles.name, type: t.formSubmissionFiles.type, data: t.formSubmissionFiles.data })
        .from(t.formSubmissionFiles)
        .innerJoin(t.formSubmissions, eq(t.formSubmissions.id, t.formSubmissionFiles.submissionId))
        .where(and(eq(t.formSubmissionFiles.id, fileId), eq(t.formSubmissions.websiteId, websiteId)))
        .limit(1);
      return file ?? null;
    },
  };
}
export type FormSubmissionReader = ReturnType<typeof createFormSubmissionReader>;
