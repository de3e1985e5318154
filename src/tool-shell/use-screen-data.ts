// The answer a tool's screen shows, as its route's loader fetched it (ADR 0076): whether a newer
// one is on its way (the list's filters changed, or "Try again"), loading it again after a
// change, and showing an answer a write already brought back without asking again. Its failure
// is the route's (ScreenFailure), so `error` is always null here; the shape is the one parts of
// screens load with (useLoaded), so lists and forms take either.
import { useCallback, useState } from "react";
import { useLoaderData, useRevalidator } from "react-router";
import { usePendingQuery } from "./use-pending-query";
import type { Loaded } from "./use-loaded";

type Loader = (...args: never[]) => Promise<unknown>;

export function useScreenData<L extends Loader>(): Loaded<Awaited<ReturnType<L>>> & { data: Awaited<ReturnType<L>> } {
  type T = Awaited<ReturnType<L>>;
  const loaded = useLoaderData<T>() as T;
  const revalidator = useRevalidator();
  const pending = usePendingQuery();
  // A written answer stands until the loader brings a newer one.
  const [written, setWritten] = useState<{ over: T; data: T } | null>(null);
  const reload = useCallback(() => void revalidator.revalidate(), [revalidator]);
  const setData = useCallback((data: T) => setWritten({ over: loaded, data }), [loaded]);
  return {
    data: written && written.over === loaded ? written.data : loaded,
    error: null,
    // Only a load of this screen's own address (its query changed): leaving it is not "loading".
    loading: revalidator.state === "loading" || pending !== null,
    reload,
    setData,
  };
}
