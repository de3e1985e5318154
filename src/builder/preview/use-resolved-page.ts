// The page as the preview should draw it: every data-bound block's `response` as the server
// resolves it for the active website. An answer depends on the page, the block and its query
// (logicdata) alone, so answers are kept by those: typing a heading or choosing a colour sends
// nothing, changing a carousel's category asks for that block once the owner pauses. A failed
// call leaves the blocks as they were and says so; it is tried again when a query changes.
import { useMemo, useState } from "react";
import type { PageComponent, PageDocument } from "../../shared/page-document";
import { useLoaded } from "../../tool-shell/use-loaded";
import { useSettled } from "../../tool-shell/use-settled";
import { resolvePageComponents } from "../api/page-resolve-api";

export const RESOLVE_DELAY_MS = 300;
export const RESOLVE_FAILED = "Products and other live content could not be fetched; the preview shows them as they were.";

/** What a component's resolved `response` depends on. */
export function resolveKey(url: string, component: Pick<PageComponent, "name" | "logicdata">): string {
  return JSON.stringify([url, component.name, component.logicdata ?? null]);
}

export interface ResolvedPage {
  doc: PageDocument;
  /** False until the first call has answered (or failed): before it, blocks would be drawn empty. */
  ready: boolean;
  /** Why the last call failed, for the owner; null when it did not. */
  problem: string | null;
}

// JSON text never holds a raw line feed, so the keys can travel as one string.
const KEY_SEPARATOR = "\n";

export function useResolvedPage(doc: PageDocument): ResolvedPage {
  const [answers, setAnswers] = useState<ReadonlyMap<string, unknown>>(() => new Map());
  // A string, so that edits which leave the queries alone do not restart (or cancel) a call.
  const missing = useMemo(() => [...new Set(doc.components.map((c) => resolveKey(doc.url, c)))].filter((key) => !answers.has(key)).join(KEY_SEPARATOR), [doc, answers]);
  // The page as opened is asked for at once; edits once the owner pauses.
  const asking = useSettled(missing, RESOLVE_DELAY_MS);

  // The answers are kept with those had before, not in place of them: a call asks only for
  // what is missing. Its answer is the keys it asked for.
  const call = useLoaded(asking, async (signal) => {
    if (!asking) return asking;
    const { url, components } = doc;
    const wanted = new Set(asking.split(KEY_SEPARATOR));
    const batch = components.filter((c) => wanted.delete(resolveKey(url, c)));
    const resolved = await resolvePageComponents({ url, components: batch }, { signal });
    setAnswers((known) => new Map([...known, ...resolved.map((c): [string, unknown] => [resolveKey(url, c), c.response])]));
    return asking;
  });

  const resolved = useMemo((): PageDocument => {
    const components = doc.components.map((c) => {
      const key = resolveKey(doc.url, c);
      return answers.has(key) ? { ...c, response: answers.get(key) } : c;
    });
    return { ...doc, components };
  }, [doc, answers]);

  const answered = call.data !== null || call.error !== null;
  return { doc: resolved, ready: answered || !missing, problem: call.error && `${RESOLVE_FAILED} (${call.error})` };
}
