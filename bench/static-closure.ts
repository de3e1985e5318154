// The chunks the browser fetches with a chunk of the build: it and, transitively, its static imports.
import type { Rollup } from "vite";

export function staticClosure(roots: Iterable<string>, chunks: ReadonlyMap<string, Rollup.OutputChunk>): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const i of chunks.get(file)?.imports ?? []) visit(i);
  };
  for (const root of roots) visit(root);
  return seen;
}
