// Starting the shop: take the data the server embedded (or fetch it), fill the state, wait for
// the router to resolve the first route, then hydrate the server's page or mount. Until then
// the server's page (or index.html's spinner) shows.
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { createStore, Provider } from "jotai";
import { EMBEDDED_INIT_ID, EMBEDDED_PAGE_ID } from "../shared/constants";
import type { InitAnswer } from "../shared/api/init";
import type { PageDataAnswer } from "../shared/api/page-data";
import { EMBEDDED_ANSWERS_ID } from "../shared/screen-answers";
import { themeVariables } from "../shared/theme";
import { fetchInit } from "./api/init-api";
import { createAppRouter, type AppRouter } from "./app/create-router";
import { createFirstPage, readEmbedded } from "./app/embedded-data";
import { StartFailure } from "./app/start-failure";
import { startIntegrations } from "./lib/analytics-start";
import { reportError } from "./lib/error-reporter";
import { hydrateFromInit } from "./state/hydrate-from-init";
import { screenAnswersAtom } from "./state/screen-answers-atom";
import { userAtom } from "./state/user-atom";
import { cartTicket, receiveCartAtom } from "./state/cart-atom";
import { registerServiceWorker } from "./offline/register-service-worker";
import { refreshWhenOnline, servedFromCopy } from "./offline/stale-page";
import { makeIntl, type ShopMessages } from "./i18n/intl";
import { I18nProvider } from "./i18n/intl-context";
import { installIntl } from "./i18n/translate";
import { NoCatalogue } from "./i18n/no-catalogue";

function routerReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (state.initialized) {
        stop();
        resolve();
      }
    });
  });
}

/**
 * `serverRendered`: the server rendered the first page (entry-server.tsx), to be hydrated.
 * `messages`: the page's catalogue on its way (fetch-messages.ts).
 */
export async function startApp(rootEl: HTMLElement, serverRendered: boolean, messages: Promise<ShopMessages | null>): Promise<void> {
  const store = createStore();

  const embeddedInit = readEmbedded<InitAnswer>(EMBEDDED_INIT_ID);
  const [init, catalogue] = await Promise.all([embeddedInit ?? fetchInit(), messages]);
  if (!catalogue) {
    // A page the server rendered stays readable, its links working; only a page the browser
    // had to draw needs saying so, in both languages since neither catalogue came.
    if (!serverRendered) createRoot(rootEl).render(<NoCatalogue />);
    return;
  }
  const lang = (init && init.languages?.current) || (document.documentElement.lang === "hi" ? "hi" : "en");
  // A message the catalogue lacks is reported and shows its id rather than breaking the page.
  const intl = makeIntl(lang, catalogue, (error) => reportError(error, { phase: "messages" }));
  installIntl(intl);
  if (!init) {
    createRoot(rootEl).render(
      <I18nProvider intl={intl}>
        <StartFailure />
      </I18nProvider>,
    );
    return;
  }
  hydrateFromInit(store, init);
  if (!embeddedInit) {
    // The server normally writes the theme into the head; without it, apply it here.
    for (const [k, v] of Object.entries(themeVariables(init.activetheme?.data?.colors, init.web?.font_family))) document.documentElement.style.setProperty(k, v);
  }

  // The first screen's own data (an account screen, the checkout), as the server rendered it.
  store.set(screenAnswersAtom, readEmbedded<Record<string, unknown>>(EMBEDDED_ANSWERS_ID) ?? {});
  const firstPage = createFirstPage(readEmbedded<PageDataAnswer | null>(EMBEDDED_PAGE_ID), location.pathname);
  const router = createAppRouter({ currentUser: () => store.get(userAtom), firstPage });
  await routerReady(router);
  // §9 analytics and error reporting, each only when the website set its keys (ADR 0029).
  void startIntegrations({ init, router, store });
  const app = (
    <StrictMode>
      <I18nProvider intl={intl}>
        <Provider store={store}>
          <RouterProvider router={router} />
        </Provider>
      </I18nProvider>
    </StrictMode>
  );
  if (serverRendered) {
    hydrateRoot(rootEl, app, {
      // A mismatch is repaired by rendering on the client; it is worth knowing about.
      onRecoverableError: (error) => reportError(error, { phase: "hydration" }),
    });
  } else {
    createRoot(rootEl).render(app);
  }
  // A kept copy is hydrated as it was (the same data the server rendered it from), then brought
  // up to date: the signed-in state and cart from init, the page's data from its loader.
  if (serverRendered && servedFromCopy()) {
    refreshWhenOnline(async () => {
      // The cart shown is the answer of the call begun last: a cart press sent meanwhile (the
      // offline queue flushes on the same "online") may have begun after this one.
      const ticket = cartTicket();
      const fresh = await fetchInit();
      if (!fresh) throw new Error("init did not answer");
      const { cart, ...rest } = fresh;
      hydrateFromInit(store, rest);
      if (cart) store.set(receiveCartAtom, cart, ticket);
      await router.revalidate();
    });
  }
  registerServiceWorker();
}
