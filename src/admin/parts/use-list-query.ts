// A list's query kept by the component, for lists inside a tab, panel or shared screen whose
// address is not theirs to change. Like the address-kept one, any change but the page's starts
// again at page 1.
import { useState } from "react";
import type { ListPaging } from "./list-paging";

export function useListQuery<Q extends { page: number; per_page: number }>(initial: Q) {
  const [query, setQuery] = useState(initial);
  const change = (next: Partial<Q>) => setQuery((current) => ({ ...current, page: 1, ...next }));
  const paging: ListPaging = {
    page: query.page,
    perPage: query.per_page,
    onPageChange: (page) => change({ page } as Partial<Q>),
    onPerPageChange: (per_page) => change({ per_page } as Partial<Q>),
  };
  return { query, change, paging };
}
