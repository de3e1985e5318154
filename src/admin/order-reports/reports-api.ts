// The back office's calls to the problem reports API (src/shared/api/admin-order-reports.ts).
import { http } from "../../client/api/http-client";
import {
  adminReportRejectPath,
  adminReportResolvePath,
  ADMIN_ORDER_REPORTS_PATH,
  type AdminOrderReport,
  type AdminReportsAnswer,
  type RejectReportBody,
  type ResolveReportBody,
} from "../../shared/api/admin-order-reports";
import type { ReportFilters } from "./report-filters";

export const reportsApi = {
  reports: (filters: ReportFilters, signal?: AbortSignal) => http.get<AdminReportsAnswer>(ADMIN_ORDER_REPORTS_PATH, { query: { ...filters }, signal }),
  resolve: (id: number, body: ResolveReportBody) => http.post<AdminOrderReport>(adminReportResolvePath(id), body),
  reject: (id: number, body: RejectReportBody) => http.post<AdminOrderReport>(adminReportRejectPath(id), body),
};
