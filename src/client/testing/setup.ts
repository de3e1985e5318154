// Shared set-up for the shop's component tests: unmount what a test rendered and put back what
// it changed, so the next test — of this file or, where files share a jsdom (vitest.config.ts),
// of the next file — starts from an empty document at the usual address with nothing stored.
import { afterEach } from "vitest";
import { cleanup, configure } from "@testing-library/react";
import { clearDialogs } from "../ui/dialog-queue";
import { clearToasts } from "../ui/toast";
import { compileMessages } from "../../shared/i18n/compile-messages";
import { EN_MESSAGES } from "../../shared/i18n/messages/catalogues";
import { makeIntl } from "../i18n/intl";
import { setFallbackIntl } from "../i18n/intl-context";
import { setFallbackTranslate } from "../i18n/translate";

// Components rendered alone speak the English catalogue; a message it lacks fails the test.
const english = makeIntl("en", compileMessages(EN_MESSAGES), (error) => {
  throw error;
});
setFallbackIntl(english);
setFallbackTranslate(english);

// findBy… and waitFor wait for what a test expects; five seconds, not the library's default one,
// keeps them waiting long enough on a busy two-core machine running many test files at once.
configure({ asyncUtilTimeout: 5000 });

const START_URL = typeof location === "undefined" ? "" : location.href;

afterEach(() => {
  cleanup();
  // Toasts and dialogs are kept by their modules, which files sharing a worker share too.
  clearToasts();
  clearDialogs();
  if (typeof document === "undefined") return;
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=", 1)[0]!.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  if (location.href !== START_URL) history.replaceState(null, "", START_URL);
  // What a test put beside React's roots: scripts it loaded, styles, portals left open.
  document.head.querySelectorAll("script, style[data-test], link[rel=stylesheet]").forEach((el) => el.remove());
  document.body.replaceChildren();
  document.documentElement.removeAttribute("style");
  document.body.removeAttribute("style");
  document.body.className = "";
});

// jsdom lays nothing out; the builder's text editor (ProseMirror) asks where the caret is when it
// scrolls it into view. No box anywhere is what jsdom would answer if it could.
// (Files that ask for the node environment run this set-up too.)
if (typeof Range !== "undefined" && !("getClientRects" in Range.prototype)) {
  Object.defineProperty(Range.prototype, "getClientRects", { value: () => Object.assign([], { item: () => null }), configurable: true });
  Object.defineProperty(Range.prototype, "getBoundingClientRect", { value: () => new DOMRect(0, 0, 0, 0), configurable: true });
}
if (typeof document !== "undefined" && !("elementFromPoint" in document)) Object.defineProperty(document, "elementFromPoint", { value: () => null, configurable: true });
