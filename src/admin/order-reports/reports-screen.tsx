// The problem queue (issue 33): shoppers' reports of missing, damaged or wrong items, open ones
// oldest first (the queue is worked from its oldest end), or those already resolved or
// rejected; searched by order number, a page at a time. Each report is decided where it is
// shown, and the queue is read again after.
import { Link, type LoaderFunctionArgs } from "react-router";
import { useId } from "react";
import { REPORT_SORTS } from "../../shared/api/admin-order-reports";
import { REPORT_STATUSES, type ReportStatus } from "../../shared/order-reports";
import { SelectInput } from "../../client/ui/form/select-input";
import { ListBody } from "../parts/list-body";
import { SearchBox } from "../parts/search-box";
import { useListParams } from "../parts/use-list-params";
import type { ScreenRoute } from "../../tool-shell/tool-routes";
import { useScreenData } from "../../tool-shell/use-screen-data";
import { reportFiltersFrom, type ReportFilterKey } from "./report-filters";
import { ReportList } from "./report-list";
import { reportsApi } from "./reports-api";
import "../orders/orders.css";

const STATUS_TABS: Record<ReportStatus, string> = { open: "Open", resolved: "Resolved", rejected: "Rejected" };
const SORT_LABELS: Record<(typeof REPORT_SORTS)[number], string> = { oldest: "Oldest first", newest: "Newest first" };

const loader = ({ request }: LoaderFunctionArgs) => reportsApi.reports(reportFiltersFrom(new URL(request.url).searchParams), request.signal);

export function ReportsScreen() {
  const { params, change, paging } = useListParams<ReportFilterKey>();
  const filters = reportFiltersFrom(params);
  const list = useScreenData<typeof loader>();
  const sortId = useId();
  const tabs = new URLSearchParams(params);

  return (
    <section className="admin-screen orders-screen reports-screen" aria-labelledby="reports-title">
      <p className="admin-screen-kicker">Sales</p>
      <h1 id="reports-title">Problems</h1>
      <p className="orders-muted" role="status">
        {list.data.open === 0 ? "No open reports: every problem has been answered." : `${list.data.open} open ${list.data.open === 1 ? "report" : "reports"} waiting for an answer.`}
      </p>
      <nav className="reports-tabs" aria-label="Reports by status">
        {REPORT_STATUSES.map((status) => {
          tabs.set("status", status);
          tabs.delete("page");
          return (
            <Link
              key={status}
              to={`?${tabs.toString()}`}
              className={filters.status === status ? "reports-tab is-current" : "reports-tab"}
              aria-current={filters.status === status ? "page" : undefined}
            >
              {STATUS_TABS[status]}
            </Link>
          );
        })}
      </nav>
      <SearchBox key={filters.q ?? ""} label="Search by order number" initial={filters.q ?? ""} onSearch={(q) => change({ q })} />
      <div className="orders-filters">
        <div className="field">
          <label className="field-label" htmlFor={sortId}>
            Order
          </label>
          <SelectInput id={sortId} value={filters.sort} options={REPORT_SORTS.map((s) => ({ value: s, label: SORT_LABELS[s] }))} onChange={(sort) => change({ sort })} />
        </div>
      </div>
      <ListBody
        list={list}
        empty={filters.q ? `No ${STATUS_TABS[filters.status].toLowerCase()} report of an order matching “${filters.q}”.` : `No ${STATUS_TABS[filters.status].toLowerCase()} reports.`}
        paging={paging(filters)}
      >
        {(reports) => <ReportList reports={reports} label={`${STATUS_TABS[filters.status]} reports`} onDecided={list.reload} />}
      </ListBody>
    </section>
  );
}

export const route: ScreenRoute = { Component: ReportsScreen, loader };
