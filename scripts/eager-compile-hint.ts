// Marks chunks for V8 to compile every function as the file loads, off the main thread while the
// script streams in (V8's explicit compile hints: the file's first line is the comment below).
// Without it V8 compiles each function the first time it runs, on the main thread: a slow
// phone's first tap paid for compiling React's event handling just then (issue 29 §2; ADR 0067).
// Only for code the page surely runs: the hint costs compile time and memory for every function.
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Plugin } from "vite";

export const EAGER_COMPILE_HINT = "//# allFunctionsCalledOnLoad";

export function eagerCompileHint(chunkNames: readonly string[]): Plugin {
  return {
    name: "kirana-eager-compile-hint",
    apply: "build",
    // On the written files: Vite puts its preload helper at the top of a chunk in its own last
    // step, and the hint counts only on a file's first line. The hint is the same in every
    // build, so a file's hashed name still names its content.
    async writeBundle(options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk" || !chunkNames.includes(chunk.name) || !options.dir) continue;
        const file = join(options.dir, chunk.fileName);
        const code = await readFile(file, "utf8");
        if (!code.startsWith(EAGER_COMPILE_HINT)) await writeFile(file, `${EAGER_COMPILE_HINT}\n${code}`);
      }
    },
  };
}
