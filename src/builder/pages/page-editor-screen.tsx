// /page-builder/pages/:id: loads the page with its draft, then hands it to the editor. A page
// that is not there (deleted, or another website's) says so with the way back.
import { Link, useParams } from "react-router";
import { Loading } from "../../client/ui/loading";
import { fetchPage } from "../api/pages-api";
import { LoadFailure } from "./load-failure";
import { PageEditor } from "./page-editor";
import { PAGES_PATH } from "./page-paths";
import { useLoaded } from "./use-loaded";
import type { ScreenRoute } from "../../tool-shell/tool-routes";

export const PAGE_NOT_FOUND = "This page does not exist on your website";

export function PageEditorScreen() {
  const params = useParams();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const { loaded, retry } = useLoaded((signal) => (valid ? fetchPage(id, { signal }) : Promise.reject(new Error(PAGE_NOT_FOUND))), String(id));

  const notFound = (
    <section className="builder-access" aria-labelledby="page-missing-title">
      <h1 id="page-missing-title">{PAGE_NOT_FOUND}</h1>
      <p>It may have been deleted. Choose one of the website's pages.</p>
      <Link className="ui-button ui-button-primary" to={PAGES_PATH}>
        All pages
      </Link>
    </section>
  );
  if (!valid) return notFound;
  if (loaded.status === "loading") return <Loading />;
  if (loaded.status === "failed") return <LoadFailure error={loaded.error} title="The page could not load" onRetry={retry} notFound={notFound} />;
  return <PageEditor key={loaded.value.page.id} answer={loaded.value} />;
}

export const route: ScreenRoute = { Component: PageEditorScreen };
