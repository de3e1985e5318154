// The pictures the media library dialog shows: the first page for the search text (asked as the
// dialog opens, then once the owner stops typing, an overtaken search cancelled), more pages on
// request, and pictures taken out once deleted.
import { useEffect, useRef, useState } from "react";
import { listMedia } from "../../client/api/media-api";
import type { MediaPicture } from "../../shared/api/media-library";
import { useLoaded } from "../../tool-shell/use-loaded";
import { useSettled } from "../../tool-shell/use-settled";
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

/** The pages shown of one list: the search of one opening of the dialog. */
interface Shown {
  list: string;
  pictures: readonly MediaPicture[];
  total: number;
}

export function useMediaLibrary(open: boolean, query: string): MediaLibraryState {
  const asked = useSettled(query, SEARCH_PAUSE_MS);
  // A closed dialog asks nothing; opening it asks again from the first page.
  const list = open ? JSON.stringify(asked) : "";
  const [pages, setPages] = useState({ list, count: 1 });
  if (pages.list !== list) setPages({ list, count: 1 });
  const { count } = pages;
  // What is shown now, for an answer or a deletion to change when it comes.
  const latest = useRef<Shown | null>(null);

  const shown = useLoaded(`${list}\n${count}`, async (signal): Promise<Shown> => {
    if (!list) return { list, pictures: [], total: 0 };
    const answer = await listMedia({ q: asked, page: count, perPage: MEDIA_PAGE_SIZE }, { signal });
    if (count === 1) return { list, pictures: answer.data, total: answer.meta.total };
    const before = latest.current?.pictures ?? [];
    return { list, pictures: [...before, ...answer.data.filter((p) => !before.some((s) => s.key === p.key))], total: answer.meta.total };
  });
  useEffect(() => {
    latest.current = shown.data;
  });

  const data = shown.data;
  const state: MediaLibraryStatus = shown.loading
    ? { status: "loading" }
    : shown.error
      ? { status: "failed", message: shown.error }
      : // Until the first answer for this opening or search comes.
        data?.list === list
        ? { status: "done" }
        : { status: "loading" };
  return {
    pictures: data?.pictures ?? [],
    total: data?.total ?? 0,
    state,
    more: () => setPages({ list, count: count + 1 }),
    reload: () => {
      setPages({ list, count: 1 });
      shown.reload();
    },
    forget: (key) => {
      const now = latest.current;
      if (now) shown.setData({ ...now, pictures: now.pictures.filter((p) => p.key !== key), total: Math.max(0, now.total - 1) });
    },
  };
}
