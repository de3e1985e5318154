// Shared set-up for the shop's component tests: unmount what a test rendered so the next one
// starts from an empty document.
import { afterEach } from "vitest";
import { cleanup, configure } from "@testing-library/react";

// findBy… and waitFor wait for what a test expects; five seconds, not the library's default one,
// keeps them waiting long enough on a busy two-core machine running many test files at once.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});

// jsdom lays nothing out; the builder's text editor (ProseMirror) asks where the caret is when it
// scrolls it into view. No box anywhere is what jsdom would answer if it could.
// (Files that ask for the node environment run this set-up too.)
if (typeof Range !== "undefined" && !("getClientRects" in Range.prototype)) {
  Object.defineProperty(Range.prototype, "getClientRects", { value: () => Object.assign([], { item: () => null }), configurable: true });
  Object.defineProperty(Range.prototype, "getBoundingClientRect", { value: () => new DOMRect(0, 0, 0, 0), configurable: true });
}
if (typeof document !== "undefined" && !("elementFromPoint" in document)) Object.defineProperty(document, "elementFromPoint", { value: () => null, configurable: true });
