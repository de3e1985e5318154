// /page-builder/pages: every page of the active website — the shop's own pages, one per route,
// and the content pages the owner made — with whether each is live, has an unpublished draft,
// and which version shoppers see. Content pages are created, duplicated and deleted here (a
// system page can be duplicated into a content page); any page opens in the editor.
import { useState } from "react";
import { Link, useNavigate, type LoaderFunctionArgs } from "react-router";
import { confirm } from "../../client/ui/confirm-dialog";
import { toast } from "../../client/ui/toast";
import type { AdminPageSummary } from "../../shared/api/admin-pages";
import { userMessage } from "../../shared/error-message";
import type { ScreenRoute } from "../../tool-shell/tool-routes";
import { useScreenData } from "../../tool-shell/use-screen-data";
import { deletePage, fetchPages } from "../api/pages-api";
import { RouteLoadFailure } from "./load-failure";
import { DuplicatePageDialog } from "./duplicate-page-dialog";
import { NewPageDialog } from "./new-page-dialog";
import { pageEditorPath } from "./page-paths";
import "./pages.css";

export const DRAFT_BADGE = "Draft";
export const NOT_PUBLISHED_BADGE = "Draft — not published yet";
export const deletePageTitle = (page: AdminPageSummary) => `Delete ${page.title}?`;
export const DELETE_PAGE_TEXT = "The page leaves the shop at once and its address shows “not found”. Its versions go with it; this cannot be undone.";
export const deletedMessage = (page: AdminPageSummary) => `${page.title} was deleted.`;

function pageStatus(page: AdminPageSummary) {
  if (!page.published) return <span className="page-block-badge">{NOT_PUBLISHED_BADGE}</span>;
  return page.has_draft ? <span className="page-block-badge">{DRAFT_BADGE}</span> : "Published";
}

interface PagesTableProps {
  title: string;
  pages: readonly AdminPageSummary[];
  onDuplicate(page: AdminPageSummary): void;
  onDelete?: (page: AdminPageSummary) => void;
}

function PagesTable({ title, pages, onDuplicate, onDelete }: PagesTableProps) {
  const id = title.toLowerCase().replace(/\W+/g, "-");
  return (
    <section className="pages-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {pages.length === 0 ? (
        <p className="field-hint">None yet.</p>
      ) : (
        <table className="pages-table">
          <thead>
            <tr>
              <th scope="col">Page</th>
              <th scope="col">Address</th>
              <th scope="col">Status</th>
              <th scope="col">Live version</th>
              <th scope="col">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {pages.map((page) => (
              <tr key={page.id}>
                <th scope="row">
                  <Link to={pageEditorPath(page.id)}>{page.title}</Link>
                </th>
                <td data-label="Address">
                  <code>{page.url}</code>
                </td>
                <td>{pageStatus(page)}</td>
                <td data-label="Live version">{page.published ? page.version : "None yet"}</td>
                <td>
                  <span className="page-row-actions">
                    <button type="button" className="builder-item-action" aria-label={`Duplicate ${page.title}`} onClick={() => onDuplicate(page)}>
                      Duplicate
                    </button>
                    {onDelete ? (
                      <button type="button" className="builder-item-action" aria-label={`Delete ${page.title}`} onClick={() => onDelete(page)}>
                        Delete
                      </button>
                    ) : null}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

const loader = ({ request }: LoaderFunctionArgs) => fetchPages({ signal: request.signal });

export function PagesScreen() {
  const loaded = useScreenData<typeof loader>();
  const [creating, setCreating] = useState(false);
  const [copying, setCopying] = useState<AdminPageSummary | null>(null);
  const navigate = useNavigate();
  const { pages } = loaded.data;

  const remove = async (page: AdminPageSummary) => {
    if (!(await confirm({ title: deletePageTitle(page), text: DELETE_PAGE_TEXT, confirmText: "Delete", cancelText: "Keep it" }))) return;
    try {
      await deletePage(page.id);
      loaded.setData({ pages: pages.filter((p) => p.id !== page.id) });
      toast.success(deletedMessage(page));
    } catch (error) {
      toast.error(userMessage(error));
    }
  };

  return (
    <div className="pages-screen">
      <div className="builder-settings-bar">
        <h1 className="builder-settings-title">Pages</h1>
        <span className="builder-settings-status" />
        <button type="button" className="ui-button ui-button-primary" onClick={() => setCreating(true)}>
          New page
        </button>
      </div>
      <PagesTable title="Shop pages" pages={pages.filter((p) => p.kind === "system")} onDuplicate={setCopying} />
      <PagesTable title="Content pages" pages={pages.filter((p) => p.kind === "content")} onDuplicate={setCopying} onDelete={(page) => void remove(page)} />
      <DuplicatePageDialog
        page={copying}
        onClose={() => setCopying(null)}
        onCreated={(answer) => {
          setCopying(null);
          toast.success(`${answer.page.url} was made as a draft. Publish it when it is ready.`);
          void navigate(pageEditorPath(answer.page.id));
        }}
      />
      <NewPageDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(answer) => {
          setCreating(false);
          toast.success(`${answer.page.url} was created as a draft. Shoppers see it once you publish it.`);
          void navigate(pageEditorPath(answer.page.id));
        }}
      />
    </div>
  );
}

function PagesFailure() {
  return <RouteLoadFailure title="The pages could not load" />;
}

export const route: ScreenRoute = { Component: PagesScreen, loader, ErrorBoundary: PagesFailure };
