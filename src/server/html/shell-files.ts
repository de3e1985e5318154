// The shop's shell as a phone keeps it at install (issue 36): the built code and styles a shopper
// can run, from the build's manifest, and the website's fonts.
import type { BuildManifest } from "./module-preloads";

/**
 * Code a shopper's page never runs, or runs only where the website turned a service on: the
 * error reporter's and the analytics SDKs, the previews the builder and developers open, and the
 * blocks' validators, which only the builder fetches (ADR 0064). Fetched when needed, as now.
 */
const NOT_IN_SHELL = [/error-reporter-sentry/, /(^|\/)node_modules\/(@sentry|posthog-js)\//, /^src\/client\/(builder-)?preview\//, /^schemas\/compiled\//];

/** Every built file (assets/…) the shop may run, each once: the entries and what they import. */
export function shellFiles(manifest: BuildManifest): string[] {
  const wanted = Object.keys(manifest).filter((key) => !NOT_IN_SHELL.some((re) => re.test(key)) && (manifest[key]!.isEntry || !key.startsWith("_")));
  const chunks = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunks.has(key)) return;
    chunks.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of wanted) visit(key);
  const files = new Set<string>();
  for (const key of chunks) {
    const chunk = manifest[key]!;
    files.add(`/${chunk.file}`);
    for (const css of (chunk as { css?: readonly string[] }).css ?? []) files.add(`/${css}`);
  }
  return [...files].sort();
}
