// Brands and suppliers: the same screen over their own calls and fields. A list searched by
// name, a page at a time; a dialog to add or edit one; delete after asking, with the server's
// 409 message when products still use it.
import { useState, type ReactNode } from "react";
import { confirm } from "../../client/ui/confirm-dialog";
import { Form } from "../../client/ui/form/form";
import { Modal } from "../../client/ui/modal";
import { Pagination } from "../../client/ui/pagination";
import { toast } from "../../client/ui/toast";
import type { ListMeta } from "../../shared/api/admin-catalogue";
import type { FieldRules } from "../../shared/field-rules";
import type { LabelQuery } from "./catalogue-api";
import { LoadFailure } from "./load-failure";
import { NameSlugFields } from "./name-slug-fields";
import { SearchBox } from "./search-box";
import { showSaveError } from "./save-errors";
import { useLoaded } from "./use-loaded";
import "./catalogue.css";

export interface LabelRow {
  id: number;
  name: string;
  slug: string;
  product_count: number;
}

export interface LabelValues {
  name: string;
  slug: string;
}

export interface LabelScreenConfig<L extends LabelRow, V extends LabelValues> {
  /** "Brands" */
  title: string;
  /** "brand" */
  one: string;
  list: (query: LabelQuery, signal: AbortSignal) => Promise<{ data: L[]; meta: ListMeta }>;
  /** Adds one (id null) or replaces one's fields. */
  save: (id: number | null, values: V) => Promise<unknown>;
  remove: (id: number) => Promise<unknown>;
  blank: V;
  valuesOf: (label: L) => V;
  rules: FieldRules<V>;
  /** The fields after the name and slug. */
  fields: ReactNode;
}

type Editing<L> = { label: L | null } | null;

export function LabelsScreen<L extends LabelRow, V extends LabelValues>({ config }: { config: LabelScreenConfig<L, V> }) {
  const [query, setQuery] = useState<LabelQuery>({ page: 1, per_page: 20 });
  const [editing, setEditing] = useState<Editing<L>>(null);
  const list = useLoaded(JSON.stringify(query), (signal) => config.list(query, signal));
  const titleId = `catalogue-${config.one}-title`;

  const remove = async (label: L) => {
    if (!(await confirm({ title: `Delete the ${config.one} ${label.name}?`, confirmText: "Delete" }))) return;
    try {
      await config.remove(label.id);
      toast.success(`${label.name} is deleted`);
      list.reload();
    } catch (error) {
      showSaveError(error, () => false);
    }
  };

  return (
    <section className="admin-screen catalogue-screen" aria-labelledby={titleId}>
      <p className="admin-screen-kicker">Catalogue</p>
      <div className="catalogue-title-row">
        <h1 id={titleId}>{config.title}</h1>
        <button type="button" className="ui-button ui-button-primary" onClick={() => setEditing({ label: null })}>
          New {config.one}
        </button>
      </div>
      <SearchBox label={`Search ${config.title.toLowerCase()}`} initial={query.q ?? ""} onSearch={(q) => setQuery({ ...query, q: q || undefined, page: 1 })} />
      {list.error ? (
        <LoadFailure message={list.error} onRetry={list.reload} />
      ) : list.data ? (
        <>
          {list.data.data.length === 0 ? (
            <p>No {config.title.toLowerCase()} found.</p>
          ) : (
            <div className="catalogue-table-wrap">
              <table className="catalogue-table" aria-labelledby={titleId} aria-busy={list.loading || undefined}>
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">Slug</th>
                    <th scope="col">Products</th>
                    <th scope="col">
                      <span className="sr-only">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {list.data.data.map((label) => (
                    <tr key={label.id}>
                      <th scope="row">{label.name}</th>
                      <td>{label.slug}</td>
                      <td>{label.product_count}</td>
                      <td className="catalogue-actions">
                        <button type="button" className="ui-button ui-button-secondary" onClick={() => setEditing({ label })} aria-label={`Edit ${label.name}`}>
                          Edit
                        </button>
                        <button type="button" className="ui-button ui-button-secondary" onClick={() => void remove(label)} aria-label={`Delete ${label.name}`}>
                          Delete
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <Pagination
            total={list.data.meta.total}
            page={query.page}
            perPage={query.per_page}
            onPageChange={(page) => setQuery({ ...query, page })}
            onPerPageChange={(per_page) => setQuery({ ...query, per_page, page: 1 })}
          />
        </>
      ) : (
        <p role="status">Loading...</p>
      )}
      <Modal open={editing !== null} onClose={() => setEditing(null)} title={editing?.label ? `Edit ${editing.label.name}` : `New ${config.one}`} hideFooter>
        {editing ? (
          <Form
            aria-label={editing.label ? `Edit ${config.one}` : `New ${config.one}`}
            initialValues={editing.label ? config.valuesOf(editing.label) : config.blank}
            rules={config.rules}
            onSubmit={async (values, form) => {
              try {
                await config.save(editing.label?.id ?? null, values);
                toast.success(`${values.name} is saved`);
                setEditing(null);
                list.reload();
              } catch (error) {
                showSaveError(error, form.showErrors);
              }
            }}
          >
            {({ isSubmitting }) => (
              <>
                <NameSlugFields />
                {config.fields}
                <div className="catalogue-form-actions">
                  <button type="button" className="ui-button ui-button-secondary" onClick={() => setEditing(null)}>
                    Cancel
                  </button>
                  <button type="submit" className="ui-button ui-button-primary" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
                    Save
                  </button>
                </div>
              </>
            )}
          </Form>
        ) : null}
      </Modal>
    </section>
  );
}
