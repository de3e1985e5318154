// The page as the preview should draw it: every data-bound block's `response` as the server
// resolves it for the active website. An answer depends on the page, the block and its query
// (logicdata) alone, so answers are kept by those: typing a heading or choosing a colour sends
// nothing, changing a carousel's category asks for that block once the owner pauses. A failed
// call leaves the blocks as they were and says so; it is tried again when a query changes.
import { useEffect, useMemo, useRef, useState } from "react";
import { isAbortError } from "../../client/api/http-client";
import type { PageComponent, PageDocument } from "../../shared/page-document";
import { userMessage } from "../../shared/error-message";
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
  const [problem, setProblem] = useState<string | null>(null);
  const [answered, setAnswered] = useState(false);
  const started = useRef(false);
  const latest = useRef(doc);
  useEffect(() => {
    latest.current = doc;
  });

  // A string, so that edits which leave the queries alone do not restart (or cancel) a call.
  const missing = useMemo(() => [...new Set(doc.components.map((c) => resolveKey(doc.url, c)))].filter((key) => !answers.has(key)).join(KEY_SEPARATOR), [doc, answers]);

  useEffect(() => {
    if (!missing) return;
    const controller = new AbortController();
    // The page as opened is fetched at once; edits once the owner pauses.
    const timer = setTimeout(
      () => {
        started.current = true;
        const { url, components } = latest.current;
        const wanted = new Set(missing.split(KEY_SEPARATOR));
        const batch = components.filter((c) => wanted.delete(resolveKey(url, c)));
        resolvePageComponents({ url, components: batch }, { signal: controller.signal }).then(
          (resolved) => {
            setAnswers((known) => new Map([...known, ...resolved.map((c): [string, unknown] => [resolveKey(url, c), c.response])]));
            setProblem(null);
            setAnswered(true);
          },
          (error: unknown) => {
            if (isAbortError(error)) return;
            setProblem(`${RESOLVE_FAILED} (${userMessage(error)})`);
            setAnswered(true);
          },
        );
      },
      started.current ? RESOLVE_DELAY_MS : 0,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [missing]);

  const resolved = useMemo((): PageDocument => {
    const components = doc.components.map((c) => {
      const key = resolveKey(doc.url, c);
      return answers.has(key) ? { ...c, response: answers.get(key) } : c;
    });
    return { ...doc, components };
  }, [doc, answers]);

  return { doc: resolved, ready: answered || !missing, problem };
}
