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
