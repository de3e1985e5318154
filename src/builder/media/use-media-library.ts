// The pictures the media library dialog shows: the first page for the search text (asked a
// short pause after the owner stops typing, an overtaken search cancelled), more pages on
// request, and pictures taken out once deleted.
import { useCallback, useEffect, useRef, useState } from "react";
import { isAbortError } from "../../client/api/http-client";
import { listMedia } from "../../client/api/media-api";
import type { MediaPicture } from "../../shared/api/media-library";
import { userMessage } from "../../shared/error-message";
import { SEARCH_PAUSE_MS } from "../lib/search-after-pause";

export const MEDIA_PAGE_SIZE = 20;

export type MediaLibraryStatus = { status: "loading" | "done" } | { status: "failed"; message: string };

export interface MediaLibraryState {
  pictures: readonly MediaPicture[];
  total: number;
  state: MediaLibraryStatus;
  /** Asks for the next page, added after what is shown. */
  more(): void;
  /** Asks again from the first page (after a refusal that may mean the list is out of date). */
  reload(): void;
  forget(key: string): void;
}

export function useMediaLibrary(open: boolean, query: string): MediaLibraryState {
  const [pictures, setPictures] = useState<readonly MediaPicture[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [state, setState] = useState<MediaLibraryStatus>({ status: "loading" });
  const [asked, setAsked] = useState(0);
  const loading = useRef<AbortController | null>(null);

  const load = useCallback((q: string, wanted: number) => {
    loading.current?.abort();
    const controller = new AbortController();
    loading.current = controller;
    setState({ status: "loading" });
    listMedia({ q, page: wanted, perPage: MEDIA_PAGE_SIZE }, { signal: controller.signal }).then(
      (answer) => {
        setPictures((shown) => (wanted === 1 ? answer.data : [...shown, ...answer.data.filter((p) => !shown.some((s) => s.key === p.key))]));
        setTotal(answer.meta.total);
        setPage(wanted);
        setState({ status: "done" });
      },
      (error: unknown) => {
        if (!isAbortError(error)) setState({ status: "failed", message: userMessage(error) });
      },
    );
  }, []);

  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => load(query, 1), SEARCH_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      loading.current?.abort();
    };
  }, [open, query, asked, load]);

  return {
    pictures,
    total,
    state,
    more: () => load(query, page + 1),
    reload: () => setAsked((n) => n + 1),
    forget: (key) => {
      setPictures((shown) => shown.filter((p) => p.key !== key));
      setTotal((n) => Math.max(0, n - 1));
    },
  };
}
