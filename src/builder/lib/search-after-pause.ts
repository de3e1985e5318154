// The builder's searches as the owner types (pickers, link choices, the media library): the
// server is asked once typing pauses, and a search overtaken by new text is cancelled.

/** The pause after the last key before the server is asked. */
export const SEARCH_PAUSE_MS = 250;

/** Runs `search` after the pause; the answer cancels it, or the request it has sent. Meant as an effect's cleanup. */
export function searchAfterPause(search: (signal: AbortSignal) => void): () => void {
  const controller = new AbortController();
  const timer = setTimeout(() => search(controller.signal), SEARCH_PAUSE_MS);
  return () => {
    clearTimeout(timer);
    controller.abort();
  };
}
