// A shopper's problem report on their delivered order (issue 33, ADR 0080): sent as a form, so
// a photo can go with it; the answer is the order with the report on it.
import type { OrderDetail } from "../../shared/api/account";
import { orderReportsPath, REPORT_PHOTO_FIELD, type ReportFields } from "../../shared/api/order-reports";
import { http } from "./http-client";

/** A phone's photo over a slow connection takes longer than the usual call. */
const REPORT_TIMEOUT_MS = 60_000;

export function reportProblem(orderId: number, report: ReportFields, photo: File | null): Promise<OrderDetail> {
  const form = new FormData();
  for (const [name, value] of Object.entries(report)) form.append(name, String(value));
  if (photo) form.append(REPORT_PHOTO_FIELD, photo, photo.name);
  return http.post<OrderDetail>(orderReportsPath(orderId), form, { timeoutMs: REPORT_TIMEOUT_MS });
}
