// A list's query kept in the address, so the list comes back as it was after an entry is opened
// and a narrowed list can be shared as a link.
import { useSearchParams } from "react-router";
import { usePendingQuery } from "../../tool-shell/use-pending-query";
import type { ListPaging } from "./list-paging";

export type ListParamsChange<K extends string> = Partial<Record<K | "page" | "per_page", string | undefined>>;

export function useListParams<K extends string>() {
  const [current, setParams] = useSearchParams();
  // While the list for a changed query loads, the filters already show the query asked for.
  const pending = usePendingQuery();
  const params = pending === null ? current : new URLSearchParams(pending);

  /** Changes some of the query (empty removes); any change but the page's starts again at page 1. */
  const change = (next: ListParamsChange<K>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) merged.set(key, value);
      else merged.delete(key);
    }
    if (!("page" in next)) merged.delete("page");
    setParams(merged);
  };

  /** The page controls over the page and size read from the address. */
  const paging = (query: { page: number; per_page: number }): ListPaging => ({
    page: query.page,
    perPage: query.per_page,
    onPageChange: (page) => change({ page: String(page) } as ListParamsChange<K>),
    onPerPageChange: (perPage) => change({ per_page: String(perPage) } as ListParamsChange<K>),
  });

  return { params, change, paging };
}
