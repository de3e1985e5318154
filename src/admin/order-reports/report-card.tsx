// One problem report as the back office shows it, in the queue and on its order: what happened
// to which item, the customer's note and photo, and what resolving it refunds (or what was
// decided, by whom and when), with Resolve and Reject while it is open.
import { Link } from "react-router";
import type { AdminOrderReport } from "../../shared/api/admin-order-reports";
import { formatDate } from "../../shared/date-format";
import { formatRupees } from "../../shared/money";
import { orderPath } from "../orders/order-paths";
import type { Decision } from "./decide-report-dialog";
import { refundRoute } from "./decide-report-dialog";

const REFUND_STATE: Record<NonNullable<AdminOrderReport["refund_status"]>, string> = {
  processed: "refunded",
  pending: "refund pending at the provider",
  failed: "refund failed: try it again from the order",
};

function Outcome({ report }: { report: AdminOrderReport }) {
  const by = report.resolved_by ? ` by ${report.resolved_by.name || report.resolved_by.phone}` : "";
  const when = report.resolved_at ? `, ${formatDate(report.resolved_at, true)}` : "";
  if (report.status === "open") {
    return (
      <p>
        Resolving refunds <strong>{formatRupees(report.refund_amount)}</strong> {refundRoute(report)}.
      </p>
    );
  }
  const decided = report.status === "resolved" ? `${formatRupees(report.refund_amount)} ${report.refund_status ? REFUND_STATE[report.refund_status] : "to be given back by the shop"}` : "Rejected";
  return (
    <p className="report-card-refund">
      <strong>{decided}</strong>
      <span className="orders-muted">
        {by}
        {when}
      </span>
      {report.outcome ? <span className="report-card-words">“{report.outcome}”</span> : null}
    </p>
  );
}

export interface ReportCardProps {
  report: AdminOrderReport;
  /** Links to the order; left out on the order's own screen. */
  withOrder?: boolean;
  onDecide: (report: AdminOrderReport, decision: Decision) => void;
}

export function ReportCard({ report, withOrder = true, onDecide }: ReportCardProps) {
  const customer = report.customer ? [report.customer.name, report.customer.phone].filter(Boolean).join(" · ") : "No customer account";
  return (
    <li className={`report-card report-card-${report.status}`} aria-label={`Report ${report.id}: ${report.kind_label}, ${report.item.name}`}>
      {report.photo_url ? (
        <a className="report-card-photo" href={report.photo_url} target="_blank" rel="noreferrer">
          <img src={report.photo_url} alt={`The customer's photo of ${report.item.name}`} width={96} height={96} loading="lazy" />
        </a>
      ) : (
        <span className="report-card-photo report-card-no-photo">No photo</span>
      )}
      <div className="report-card-main">
        <p className="report-card-top">
          {withOrder ? <Link to={orderPath(report.order_number)}>Order {report.order_number}</Link> : null}
          <span>{customer}</span>
          <span className="orders-muted">Reported {formatDate(report.reported_at, true)}</span>
        </p>
        <p className="report-card-what">
          <span className={`report-kind-tag report-kind-${report.kind}`}>{report.kind_label}</span> {report.quantity} × {report.item.name}, {report.item.pack}
          <span className="orders-muted">
            {" "}
            ({report.item.quantity} ordered at {formatRupees(report.item.price)})
          </span>
        </p>
        <p className="report-card-note">“{report.note}”</p>
        <Outcome report={report} />
        {report.status === "open" ? (
          <div className="report-card-actions">
            <button type="button" className="ui-button ui-button-primary" onClick={() => onDecide(report, "resolve")}>
              Resolve with refund
            </button>
            <button type="button" className="ui-button ui-button-secondary" onClick={() => onDecide(report, "reject")}>
              Reject
            </button>
          </div>
        ) : null}
      </div>
    </li>
  );
}
