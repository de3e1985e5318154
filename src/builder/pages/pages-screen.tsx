// /page-builder/pages: every page of the active website — the shop's own pages, one per route,
// and the content pages the owner made — with whether each has an unpublished draft and which
// version is live. Content pages are created and deleted here; any page opens in the editor.
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { confirm } from "../../client/ui/confirm-dialog";
import { Loading } from "../../client/ui/loading";
import { toast } from "../../client/ui/toast";
import type { AdminPageSummary } from "../../shared/api/admin-pages";
import { userMessage } from "../../shared/error-message";
import { deletePage, fetchPages } from "../api/pages-api";
import { LoadFailure } from "./load-failure";
import { NewPageDialog } from "./new-page-dialog";
import { pageEditorPath } from "./page-paths";
import { useLoaded } from "./use-loaded";
import "./pages.css";

export const DRAFT_BADGE = "Draft";
export const deletePageTitle = (page: AdminPageSummary) => `Delete ${page.title}?`;
export const DELETE_PAGE_TEXT = "The page leaves the shop at once and its address shows “not found”. Its versions go with it; this cannot be undone.";
export const deletedMessage = (page: AdminPageSummary) => `${page.title} was deleted.`;

function PagesTable({ title, pages, onDelete }: { title: string; pages: readonly AdminPageSummary[]; onDelete?: (page: AdminPageSummary) => void }) {
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
              {onDelete ? (
                <th scope="col">
                  <span className="sr-only">Actions</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {pages.map((page) => (
              <tr key={page.id}>
                <th scope="row">
                  <Link to={pageEditorPath(page.id)}>{page.title}</Link>
                </th>
                <td>
                  <code>{page.url}</code>
                </td>
                <td>{page.has_draft ? <span className="page-block-badge">{DRAFT_BADGE}</span> : "Published"}</td>
                <td>{page.version}</td>
                {onDelete ? (
                  <td>
                    <button type="button" className="builder-item-action" aria-label={`Delete ${page.title}`} onClick={() => onDelete(page)}>
                      Delete
                    </button>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

export function PagesScreen() {
  const { loaded, retry, replace } = useLoaded((signal) => fetchPages({ signal }), "pages");
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();

  if (loaded.status === "loading") return <Loading />;
  if (loaded.status === "failed") return <LoadFailure error={loaded.error} title="The pages could not load" onRetry={retry} />;
  const { pages } = loaded.value;

  const remove = async (page: AdminPageSummary) => {
    if (!(await confirm({ title: deletePageTitle(page), text: DELETE_PAGE_TEXT, confirmText: "Delete", cancelText: "Keep it" }))) return;
    try {
      await deletePage(page.id);
      replace({ pages: pages.filter((p) => p.id !== page.id) });
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
      <PagesTable title="Shop pages" pages={pages.filter((p) => p.kind === "system")} />
      <PagesTable title="Content pages" pages={pages.filter((p) => p.kind === "content")} onDelete={(page) => void remove(page)} />
      <NewPageDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(answer) => {
          setCreating(false);
          toast.success(`${answer.page.url} was created. Add its blocks, then publish it.`);
          void navigate(pageEditorPath(answer.page.id));
        }}
      />
    </div>
  );
}
