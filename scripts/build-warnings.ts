// A build that warns fails (issue 31): a warning printed on every build is one nobody reads,
// and the next one that matters goes unseen with it. Used by every build: the shop's, the
// server render's and each tool's.
import type { Rollup } from "vite";

export function failOnWarning(warning: Rollup.RollupLog): never {
  throw new Error(`The build warned (${warning.code ?? "warning"}): ${warning.message}`);
}
