// The problem queue's query as the address holds it, read leniently like the orders list's: what
// is malformed there is left out, so an edited link still opens the queue.
import { REPORT_SORTS, type ReportSort } from "../../shared/api/admin-order-reports";
import { REPORT_STATUSES, type ReportStatus } from "../../shared/order-reports";
import { PAGE_SIZE_CHOICES } from "../../shared/pagination";

export interface ReportFilters {
  q?: string;
  status: ReportStatus;
  sort: ReportSort;
  page: number;
  per_page: number;
}

export const REPORT_FILTER_KEYS = ["q", "status", "sort"] as const;
export type ReportFilterKey = (typeof REPORT_FILTER_KEYS)[number];

const oneOf = <T extends string>(choices: readonly T[], text: string | null, fallback: T): T => ((choices as readonly string[]).includes(text ?? "") ? (text as T) : fallback);

export function reportFiltersFrom(params: URLSearchParams): ReportFilters {
  const page = Number(params.get("page"));
  const perPage = Number(params.get("per_page"));
  return {
    q: params.get("q")?.trim().slice(0, 100) || undefined,
    status: oneOf(REPORT_STATUSES, params.get("status"), "open"),
    sort: oneOf(REPORT_SORTS, params.get("sort"), "oldest"),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    per_page: (PAGE_SIZE_CHOICES as readonly number[]).includes(perPage) ? perPage : 20,
  };
}
