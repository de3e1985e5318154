// The shop's first render on the server: the same routes, shell and blocks as in the browser,
// rendered to HTML from the init answer and the first page's data, so a shopper sees the
// page before any script has run. The browser then hydrates it (start-app.tsx, loaded by main.tsx).
import { PassThrough } from "node:stream";
import { StrictMode, type ReactNode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { createStore, Provider } from "jotai";
import type { InitAnswer } from "../shared/api/init";
import type { PageDataAnswer } from "../shared/api/page-data";
import { appRoutes } from "./app/create-router";
import { createFirstPage } from "./app/embedded-data";
import { hydrateFromInit } from "./state/hydrate-from-init";
import { screenAnswersAtom } from "./state/screen-answers-atom";
import { userAtom } from "./state/user-atom";
import type { Lang } from "../shared/i18n/languages";
import { makeIntl, type ShopMessages } from "./i18n/intl";
import { I18nProvider } from "./i18n/intl-context";

/** The page's HTML, or null when the browser must render it (a route guard redirects). */
export type ServerRender = { html: string | null };

/** `answers`: the signed-in screen's own data by API address (src/shared/screen-answers.ts). */
/** `lang`, `messages`: the request's language and its catalogue, compiled (ADR 0085); each render has its own. */
export async function renderShop(input: { url: string; init: InitAnswer; page: PageDataAnswer | null; answers?: Record<string, unknown>; lang: Lang; messages: ShopMessages }): Promise<ServerRender> {
  const url = new URL(input.url);
  const store = createStore();
  hydrateFromInit(store, input.init);
  store.set(screenAnswersAtom, input.answers ?? {});
  const handler = createStaticHandler(appRoutes({ currentUser: () => store.get(userAtom), firstPage: createFirstPage(input.page, url.pathname) }));
  const context = await handler.query(new Request(url));
  // A guard's redirect stays in the browser: it remembers the target (§4) before it goes.
  if (context instanceof Response) return { html: null };
  const router = createStaticRouter(handler.dataRoutes, context);
  // A message the catalogue lacks fails this render: the browser then renders the page itself,
  // and the server's log names the message.
  const intl = makeIntl(input.lang, input.messages, (error) => {
    throw error;
  });
  const tree = (
    <StrictMode>
      <I18nProvider intl={intl}>
        <Provider store={store}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Provider>
      </I18nProvider>
    </StrictMode>
  );
  const html = await prerenderHtml(tree);
  // Inline scripts would break under a strict content security policy; the browser renders
  // such a page itself rather than the shopper seeing a half-revealed one.
  return { html: INLINE_SCRIPT.test(html) ? null : html };
}

const INLINE_SCRIPT = /<script(?![^>]*\btype="application\/json")[^>]*>/;

async function prerenderHtml(tree: ReactNode): Promise<string> {
  // prerender waits for every lazy block, but a finished boundary past the progressive chunk
  // size (12.8 kB by default) is still sent apart and swapped in by an inline script. One
  // chunk keeps the page plain HTML.
  const { prelude } = await prerenderToNodeStream(tree, { progressiveChunkSize: Number.MAX_SAFE_INTEGER });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude.pipe(new PassThrough())) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString("utf8");
}
