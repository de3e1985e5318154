import type { PaginationProps } from "../../client/ui/pagination";

/** What a list's page controls need from its query: the page shown and how to change it. */
export type ListPaging = Pick<PaginationProps, "page" | "perPage" | "onPageChange" | "onPerPageChange">;
