// The audit log: every change admins made to the website, newest first, narrowed by what it was
// about, the action, who made it and between which days, a page at a time. Each entry says who,
// what (named as the owner knows it, and linked to where it can be opened) and when, and lists
// the fields it changed, in words, with their values before and after. The
// filters live in the address, so a link to a narrowed log can be shared.
import { useId } from "react";
import { Link, type LoaderFunctionArgs } from "react-router";
import { DateField } from "../../client/ui/form/date-field";
import { SelectInput } from "../../client/ui/form/select-input";
import { Pagination } from "../../client/ui/pagination";
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES, type AuditAction, type AuditEntityType, type AuditEntry } from "../../shared/api/admin-catalogue";
import { formatDate } from "../../shared/date-format";
import { formatPhone } from "../../shared/format-phone";
import { PAGE_SIZE_CHOICES } from "../../shared/pagination";
import { ListTable } from "../parts/list-table";
import { useListParams } from "../parts/use-list-params";
import type { ScreenRoute } from "../../tool-shell/tool-routes";
import { useScreenData } from "../../tool-shell/use-screen-data";
import { fetchAudit, type AuditFilters } from "./audit-api";
import { fieldChanges, humanize } from "./audit-changes";
import { auditSubject, fieldLabel, type AuditSubject } from "./audit-subject";
import "../parts/admin-parts.css";
import "./audit.css";

type QueryKey = "entity_type" | "action" | "user_id" | "user" | "from" | "to";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const positive = (text: string | null) => (text && /^[1-9]\d{0,9}$/.test(text) ? Number(text) : undefined);
const oneOf = <T extends string>(list: readonly T[], text: string | null) => ((list as readonly string[]).includes(text ?? "") ? (text as T) : undefined);

/** The log's query read from the address; anything malformed there is left out. */
export function auditFiltersFrom(params: URLSearchParams): AuditFilters {
  const perPage = Number(params.get("per_page"));
  const day = (key: string) => (DAY.test(params.get(key) ?? "") ? params.get(key)! : undefined);
  return {
    entity_type: oneOf<AuditEntityType>(AUDIT_ENTITY_TYPES, params.get("entity_type")),
    action: oneOf<AuditAction>(AUDIT_ACTIONS, params.get("action")),
    user_id: positive(params.get("user_id")),
    from: day("from"),
    to: day("to"),
    page: positive(params.get("page")) ?? 1,
    per_page: (PAGE_SIZE_CHOICES as readonly number[]).includes(perPage) ? perPage : 20,
  };
}

const who = (entry: AuditEntry) => (entry.user ? `${entry.user.name || "An admin"} (${formatPhone(entry.user.phone)})` : "A removed account");

const loader = ({ request }: LoaderFunctionArgs) => fetchAudit(auditFiltersFrom(new URL(request.url).searchParams), request.signal);

export function AuditScreen() {
  const { params, change, paging } = useListParams<QueryKey>();
  const filters = auditFiltersFrom(params);
  const log = useScreenData<typeof loader>();
  const ids = { entity: useId(), action: useId(), from: useId(), to: useId() };

  const userName = params.get("user");

  return (
    <section className="admin-screen catalogue-screen audit-screen" aria-labelledby="audit-title">
      <p className="admin-screen-kicker">Access</p>
      <h1 id="audit-title">Audit log</h1>
      <div className="catalogue-filters" role="search" aria-label="Narrow the log">
        <div className="field">
          <label className="field-label" htmlFor={ids.entity}>
            About
          </label>
          <SelectInput
            id={ids.entity}
            placeholder="Everything"
            value={filters.entity_type ?? ""}
            options={AUDIT_ENTITY_TYPES.map((v) => ({ value: v, label: humanize(v) }))}
            onChange={(v) => change({ entity_type: v })}
          />
        </div>
        <div className="field">
          <label className="field-label" htmlFor={ids.action}>
            Action
          </label>
          <SelectInput
            id={ids.action}
            placeholder="Any action"
            value={filters.action ?? ""}
            options={AUDIT_ACTIONS.map((v) => ({ value: v, label: humanize(v) }))}
            onChange={(v) => change({ action: v })}
          />
        </div>
        <div className="field">
          <label className="field-label" htmlFor={ids.from}>
            From
          </label>
          <DateField id={ids.from} value={filters.from ?? ""} onChange={(v) => change({ from: v })} />
        </div>
        <div className="field">
          <label className="field-label" htmlFor={ids.to}>
            To
          </label>
          <DateField id={ids.to} value={filters.to ?? ""} onChange={(v) => change({ to: v })} />
        </div>
        {filters.user_id !== undefined ? (
          <p className="audit-user-filter">
            Made by {userName ?? `user #${filters.user_id}`}{" "}
            <button type="button" className="catalogue-link-button" onClick={() => change({ user_id: undefined, user: undefined })}>
              Everyone
            </button>
          </p>
        ) : null}
      </div>

      <div aria-busy={log.loading}>
        {log.data.data.length === 0 ? <p>No changes match.</p> : null}
        <ol className="audit-list" aria-label="Changes">
          {log.data.data.map((entry) => (
            <li key={entry.id} className="audit-entry">
              <p className="audit-entry-head">
                <strong>
                  {humanize(entry.action)} · <SubjectLink subject={auditSubject(entry)} />
                </strong>
                <span>
                  by{" "}
                  {entry.user ? (
                    <button
                      type="button"
                      className="catalogue-link-button"
                      title="Only this person's changes"
                      onClick={() => change({ user_id: String(entry.user!.id), user: entry.user!.name || formatPhone(entry.user!.phone) })}
                    >
                      {who(entry)}
                    </button>
                  ) : (
                    who(entry)
                  )}
                </span>
                <time dateTime={entry.at}>{formatDate(entry.at, true)}</time>
              </p>
              <ChangesTable entry={entry} />
            </li>
          ))}
        </ol>
        <Pagination total={log.data.meta.total} {...paging(filters)} />
      </div>
    </section>
  );
}

function SubjectLink({ subject }: { subject: AuditSubject }) {
  if (subject.to) return <Link to={subject.to}>{subject.text}</Link>;
  if (subject.href) return <a href={subject.href}>{subject.text}</a>;
  return <>{subject.text}</>;
}

function ChangesTable({ entry }: { entry: AuditEntry }) {
  const changes = fieldChanges(entry.before, entry.after);
  if (!changes.length) return <p className="audit-none">No field changed.</p>;
  return (
    <ListTable className="audit-changes" columns={["Field", "Before", "After"]}>
      {changes.map((c) => (
        <tr key={c.field}>
          <th scope="row">{fieldLabel(c.field)}</th>
          <td className={c.before === null ? "audit-absent" : "audit-before"}>{c.before ?? "—"}</td>
          <td className={c.after === null ? "audit-absent" : "audit-after"}>{c.after ?? "—"}</td>
        </tr>
      ))}
    </ListTable>
  );
}

export const route: ScreenRoute = { Component: AuditScreen, loader };
