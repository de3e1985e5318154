// A list's answer as every back-office list shows it: "Loading..." until the first answer, the
// failure with "Try again", the empty text, or the rows; the page controls under them. While the
// next page loads the current rows stay, so paging does not blank the screen.
import type { ReactNode } from "react";
import { Pagination } from "../../client/ui/pagination";
import type { ListPaging } from "./list-paging";
import { LoadFailure } from "../../tool-shell/load-failure";
import type { Loaded } from "../../tool-shell/use-loaded";

/** Only what the list reads, so any list answer fits (setData would tie it to one type). */
export type ListState<T> = Pick<Loaded<{ data: readonly T[]; meta?: { total: number } }>, "data" | "error" | "reload">;

export function ListBody<T>({ list, empty, paging, children }: { list: ListState<T>; empty: ReactNode; paging?: ListPaging; children: (rows: readonly T[]) => ReactNode }) {
  if (list.error) return <LoadFailure message={list.error} onRetry={list.reload} />;
  if (!list.data) return <p role="status">Loading...</p>;
  return (
    <>
      {list.data.data.length === 0 ? <p>{empty}</p> : children(list.data.data)}
      {paging && list.data.meta ? <Pagination total={list.data.meta.total} {...paging} /> : null}
    </>
  );
}
