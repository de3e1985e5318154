// An order's problem reports on its back-office screen (issue 33), decided there as in the
// queue; the order is read again after, so its refunds and payment status show the decision.
import type { AdminOrderDetail } from "../../shared/api/admin-orders";
import { ReportList } from "./report-list";

export function OrderReportsSection({ order, onDecided }: { order: AdminOrderDetail; onDecided: () => void }) {
  if (order.reports.length === 0) return null;
  return (
    <>
      <h2 id="order-reports">Problem reports</h2>
      <ReportList reports={order.reports} withOrder={false} label="Problem reports" onDecided={onDecided} />
    </>
  );
}
