// Start-up: puts the init answer (fetched, or embedded in the HTML) into the store. Tolerant of
// a partial answer, because fetchInit hands on an answer that failed its check rather than
// nothing, and false when the call failed.
import type { createStore } from "jotai";
import type { InitAnswer } from "../../shared/api/init";
import { withNavDefaults } from "../../shared/nav-setting";
import { reportMessage } from "../lib/error-reporter";
import { actingForAtom } from "./acting-for-atom";
import { cartAtom } from "./cart-atom";
import { languagesAtom } from "./languages-atom";
import { setUserAtom } from "./user-atom";
import { websiteAtom, type WebsiteState } from "./website-atom";

type Store = ReturnType<typeof createStore>;

export const NO_WEBSITE_MESSAGE = "no website data found";

function websiteFrom(answer: Partial<InitAnswer> & Pick<InitAnswer, "web">): WebsiteState {
  const { web } = answer;
  return {
    web,
    pincode: answer.pincode ?? null,
    activetheme: answer.activetheme ?? { name: web.theme, data: { colors: {} } },
    navSetting: withNavDefaults(answer.navSetting ?? {}),
    categories: answer.categories ?? [],
    brands: answer.brands ?? [],
    webSeo: answer.webSeo ?? { og_title: "", og_description: "", meta_keywords: "", og_image: "" },
    webAddress: answer.webAddress ?? {},
    popup: answer.popup ?? null,
    webPages: answer.webPages ?? [],
    navs: answer.navs ?? [],
    footers: answer.footers ?? [],
  };
}

export function hydrateFromInit(store: Store, answer: Partial<InitAnswer> | false | null | undefined): void {
  if (!answer) {
    reportMessage(NO_WEBSITE_MESSAGE);
    return;
  }
  store.set(setUserAtom, answer.user);
  if (answer.cart) store.set(cartAtom, answer.cart);
  store.set(actingForAtom, answer.acting_for ?? null);
  if (answer.languages) store.set(languagesAtom, answer.languages);
  if (answer.web) store.set(websiteAtom, websiteFrom({ ...answer, web: answer.web }));
  // §8: only logged; the shell still draws with the defaults.
  else reportMessage(NO_WEBSITE_MESSAGE);
}
