// Brands and suppliers: the same screen over their own calls and fields. A list searched by
// name, a page at a time, its query in the address (each screen's route loads the list with
// labelsLoader); a dialog to add or edit one; delete after asking, with the server's 409 message
// when products still use it.
import { useState, type ReactNode } from "react";
import type { LoaderFunctionArgs } from "react-router";
import type { ListMeta } from "../../shared/api/admin-catalogue";
import type { FieldRules } from "../../shared/field-rules";
import type { LabelQuery } from "./catalogue-api";
import { NameSlugFields } from "./name-slug-fields";
import { SearchBox } from "../parts/search-box";
import { EditDialog } from "../parts/edit-dialog";
import { ListBody } from "../parts/list-body";
import { ListTable } from "../parts/list-table";
import { removeAfterAsking } from "../parts/remove-after-asking";
import { RowActions } from "../parts/row-actions";
import { useListParams } from "../parts/use-list-params";
import type { Loaded } from "../../tool-shell/use-loaded";
import { labelQueryFrom } from "./catalogue-query";
import "../parts/admin-parts.css";

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

/** A labels screen's route loader over its list call, with the query its address asks for. */
export function labelsLoader<A>(list: (query: LabelQuery, signal: AbortSignal) => Promise<A>) {
  return ({ request }: LoaderFunctionArgs) => list(labelQueryFrom(new URL(request.url).searchParams), request.signal);
}

export function LabelsScreen<L extends LabelRow, V extends LabelValues>({ config, list }: { config: LabelScreenConfig<L, V>; list: Loaded<{ data: L[]; meta: ListMeta }> }) {
  const { params, change, paging } = useListParams<"q">();
  const query = labelQueryFrom(params);
  const [editing, setEditing] = useState<Editing<L>>(null);
  const titleId = `catalogue-${config.one}-title`;

  const remove = (label: L) => removeAfterAsking({ title: `Delete the ${config.one} ${label.name}?`, confirmText: "Delete" }, () => config.remove(label.id), `${label.name} is deleted`, list.reload);

  return (
    <section className="admin-screen catalogue-screen" aria-labelledby={titleId}>
      <p className="admin-screen-kicker">Catalogue</p>
      <div className="catalogue-title-row">
        <h1 id={titleId}>{config.title}</h1>
        <button type="button" className="ui-button ui-button-primary" onClick={() => setEditing({ label: null })}>
          New {config.one}
        </button>
      </div>
      <SearchBox key={query.q ?? ""} label={`Search ${config.title.toLowerCase()}`} initial={query.q ?? ""} onSearch={(q) => change({ q })} />
      <ListBody list={list} empty={`No ${config.title.toLowerCase()} found.`} paging={paging(query)}>
        {(labels) => (
          <ListTable labelledBy={titleId} busy={list.loading} columns={["Name", "Slug", "Products"]} actions>
            {labels.map((label) => (
              <tr key={label.id}>
                <th scope="row">{label.name}</th>
                <td>{label.slug}</td>
                <td>{label.product_count}</td>
                <RowActions name={label.name} onEdit={() => setEditing({ label })} onDelete={() => void remove(label)} />
              </tr>
            ))}
          </ListTable>
        )}
      </ListBody>
      <EditDialog
        open={editing !== null}
        title={editing?.label ? `Edit ${editing.label.name}` : `New ${config.one}`}
        formLabel={editing?.label ? `Edit ${config.one}` : `New ${config.one}`}
        initialValues={editing?.label ? config.valuesOf(editing.label) : config.blank}
        rules={config.rules}
        save={async (values) => {
          await config.save(editing?.label?.id ?? null, values);
          return `${values.name} is saved`;
        }}
        onClose={() => setEditing(null)}
        onSaved={list.reload}
      >
        <NameSlugFields />
        {config.fields}
      </EditDialog>
    </section>
  );
}
