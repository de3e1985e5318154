// /page-builder/submissions: what shoppers sent through the website's `form` blocks, newest
// first, a page at a time, narrowed to one page and one form if the owner likes, with every
// selected row downloadable as CSV. Answers are shown as text; uploaded files are downloads.
import { useId, useState } from "react";
import { Loading } from "../../client/ui/loading";
import { Pagination } from "../../client/ui/pagination";
import { SelectInput } from "../../client/ui/form/select-input";
import { formatDate } from "../../shared/date-format";
import { fetchFormSubmissions, formSubmissionFileUrl, formSubmissionsCsvUrl, type SubmissionsQuery } from "../api/form-submissions-api";
import type { ScreenRoute } from "../../tool-shell/tool-routes";
import { useLoaded } from "../../tool-shell/use-loaded";
import { LoadFailure } from "../pages/load-failure";
import { submissionValueText } from "./submission-value-text";
import { useFormFilters } from "./use-form-filters";
import "../pages/pages.css";

export const DEFAULT_PER_PAGE = 20;
export const NO_SUBMISSIONS = "No submissions yet.";

export function SubmissionsScreen() {
  const [query, setQuery] = useState<SubmissionsQuery>({ page: 1, per_page: DEFAULT_PER_PAGE });
  const filterId = useId();
  // The query is this tab's state, not the address: the rows are a part of the screen (ADR 0076).
  const submissions = useLoaded(JSON.stringify(query), (signal) => fetchFormSubmissions(query, { signal }));
  const { pages, forms } = useFormFilters(query.path);
  // A new selection starts again from its first page.
  const narrow = (change: Partial<SubmissionsQuery>) => setQuery((q) => ({ ...q, ...change, page: 1 }));

  return (
    <div className="submissions-screen">
      <div className="builder-settings-bar">
        <h1 className="builder-settings-title">Form submissions</h1>
        <span className="builder-settings-status" />
        <a className="ui-button ui-button-secondary" href={formSubmissionsCsvUrl({ path: query.path, form_id: query.form_id })} download>
          Export CSV
        </a>
      </div>
      <div className="submissions-filters">
        <div className="field">
          <label className="field-label" htmlFor={`${filterId}-page`}>
            Page
          </label>
          <SelectInput
            id={`${filterId}-page`}
            options={pages.map((p) => ({ value: p.url, label: `${p.title} (${p.url})` }))}
            placeholder="All pages"
            value={query.path ?? ""}
            onChange={(path) => narrow({ path: path || undefined, form_id: undefined })}
          />
        </div>
        <div className="field">
          <label className="field-label" htmlFor={`${filterId}-form`}>
            Form
          </label>
          <SelectInput
            id={`${filterId}-form`}
            options={forms.map((f) => ({ value: f.form_id, label: f.title }))}
            placeholder="All forms"
            value={query.form_id ?? ""}
            disabled={!query.path}
            onChange={(formId) => narrow({ form_id: formId || undefined })}
          />
        </div>
      </div>
      {submissions.error ? (
        <LoadFailure error={submissions.error} title="The submissions could not load" onRetry={submissions.reload} />
      ) : submissions.data ? (
        <>
          {submissions.data.data.length === 0 ? (
            <p>{NO_SUBMISSIONS}</p>
          ) : (
            <table className="pages-table submissions-table" aria-busy={submissions.loading}>
              <thead>
                <tr>
                  <th scope="col">Received</th>
                  <th scope="col">Page</th>
                  <th scope="col">Form</th>
                  <th scope="col">Answers</th>
                </tr>
              </thead>
              <tbody>
                {submissions.data.data.map((row) => (
                  <tr key={row.id}>
                    <td>{formatDate(row.created_at, true)}</td>
                    <td>
                      <code>{row.path}</code>
                    </td>
                    <td>{row.form_id}</td>
                    <td>
                      <dl className="submission-values">
                        {Object.entries(row.values).map(([field, value]) => {
                          const files = row.files.filter((f) => f.field === field);
                          return (
                            <div key={field}>
                              <dt>{field}</dt>
                              <dd>
                                {files.length > 0
                                  ? files.map((file) => (
                                      <a key={file.id} href={formSubmissionFileUrl(file.id)} download={file.name}>
                                        {file.name}
                                      </a>
                                    ))
                                  : submissionValueText(value)}
                              </dd>
                            </div>
                          );
                        })}
                      </dl>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <Pagination
            total={submissions.data.meta.total}
            page={query.page}
            perPage={query.per_page}
            onPageChange={(page) => setQuery((q) => ({ ...q, page }))}
            onPerPageChange={(perPage) => setQuery((q) => ({ ...q, per_page: perPage, page: 1 }))}
          />
        </>
      ) : (
        <Loading />
      )}
    </div>
  );
}

export const route: ScreenRoute = { Component: SubmissionsScreen };
