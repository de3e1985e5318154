// The shop's default texts by language (issue 35, ADR 0085): one file per area of the shop,
// keys prefixed with the area (`cart.addToCart`). English is the source: its keys are the ids the
// code may use; every other language has exactly the same keys (i18n/catalogue-keys.test.ts).
// The browser never imports this module: the server sends a page's catalogue compiled (ADR 0085).
import enCommon from "./en/common.json";
import enChrome from "./en/chrome.json";
import enParts from "./en/parts.json";
import enCart from "./en/cart.json";
import enAccount from "./en/account.json";
import enAuth from "./en/auth.json";
import enCheckout from "./en/checkout.json";
import enCatalogue from "./en/catalogue.json";
import enApp from "./en/app.json";
import enValidation from "./en/validation.json";
import enServer from "./en/server.json";
import hiCommon from "./hi/common.json";
import hiChrome from "./hi/chrome.json";
import hiParts from "./hi/parts.json";
import hiCart from "./hi/cart.json";
import hiAccount from "./hi/account.json";
import hiAuth from "./hi/auth.json";
import hiCheckout from "./hi/checkout.json";
import hiCatalogue from "./hi/catalogue.json";
import hiApp from "./hi/app.json";
import hiValidation from "./hi/validation.json";
import hiServer from "./hi/server.json";
import type { Lang } from "../languages";

export const EN_MESSAGES = { ...enCommon, ...enChrome, ...enParts, ...enCart, ...enAccount, ...enAuth, ...enCheckout, ...enCatalogue, ...enApp, ...enValidation, ...enServer };

/** Every id a message may be asked for by. */
export type MessageId = keyof typeof EN_MESSAGES;

const HI_MESSAGES: Record<string, string> = { ...hiCommon, ...hiChrome, ...hiParts, ...hiCart, ...hiAccount, ...hiAuth, ...hiCheckout, ...hiCatalogue, ...hiApp, ...hiValidation, ...hiServer };

/** The areas' files, for the checks that each language's file has the other's keys. */
export const CATALOGUE_AREAS = ["common", "chrome", "parts", "cart", "account", "auth", "checkout", "catalogue", "app", "validation", "server"] as const;

export const DEFAULT_MESSAGES: Readonly<Record<Lang, Readonly<Record<string, string>>>> = { en: EN_MESSAGES, hi: HI_MESSAGES };
