// /page-builder/pages/:id: the page with its draft, loaded by the route, handed to the editor. A
// page that is not there (deleted, another website's, or an address that names none) says so
// with the way back.
import { Link, type LoaderFunctionArgs } from "react-router";
import type { AdminPageAnswer } from "../../shared/api/admin-pages";
import type { ScreenRoute } from "../../tool-shell/tool-routes";
import { useLoaded } from "../../tool-shell/use-loaded";
import { useScreenData } from "../../tool-shell/use-screen-data";
import { fetchPage } from "../api/pages-api";
import { fetchSiteLanguages } from "../api/site-languages-api";
import { TextLanguages } from "../schema-form/text-languages";
import { RouteLoadFailure } from "./load-failure";
import { PageEditor } from "./page-editor";
import { PAGES_PATH } from "./page-paths";

export const PAGE_NOT_FOUND = "This page does not exist on your website";

function PageNotFound() {
  return (
    <section className="builder-access" aria-labelledby="page-missing-title">
      <h1 id="page-missing-title">{PAGE_NOT_FOUND}</h1>
      <p>It may have been deleted. Choose one of the website's pages.</p>
      <Link className="ui-button ui-button-primary" to={PAGES_PATH}>
        All pages
      </Link>
    </section>
  );
}

/** The page to edit; nothing for an address that names none (the server is not asked). */
async function loader({ params, request }: LoaderFunctionArgs): Promise<AdminPageAnswer | null> {
  const id = Number(params.id);
  return Number.isInteger(id) && id > 0 ? fetchPage(id, { signal: request.signal }) : null;
}

/**
 * The editor, its texts with a Hindi version beside the English when the shop offers Hindi
 * (ADR 0086). Until the languages load, or if they cannot, the forms show English only.
 */
function PageEditorInLanguages({ answer }: { answer: AdminPageAnswer }) {
  const languages = useLoaded("site-languages", (signal) => fetchSiteLanguages({ signal }));
  return (
    <TextLanguages offered={languages.data?.languages}>
      <PageEditor answer={answer} />
    </TextLanguages>
  );
}

export function PageEditorScreen() {
  const { data } = useScreenData<typeof loader>();
  return data ? <PageEditorInLanguages key={data.page.id} answer={data} /> : <PageNotFound />;
}

// The server's 404 for a page that is gone reads as the same note as an address naming none.
function PageEditorFailure() {
  return <RouteLoadFailure title="The page could not load" notFound={<PageNotFound />} />;
}

export const route: ScreenRoute = { Component: PageEditorScreen, loader, ErrorBoundary: PageEditorFailure };
