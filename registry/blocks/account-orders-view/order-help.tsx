// "Problems with this order" (issue 33, ADR 0080): for 48 hours after delivery, "Report a
// problem" opens the report dialog; the reports made show with where each stands: being looked
// into, refunded (how much, how it comes back, and the shop's words) or not accepted (the shop's
// reason). Once the 48 hours are over a sentence says so instead of the button. An order never
// delivered, or bought at the counter, has nothing here.
import { useState } from "react";
import type { OrderDetail } from "../../../src/shared/api/account";
import { REPORT_WINDOW_CLOSED, type OrderReport } from "../../../src/shared/api/order-reports";
import { formatDate } from "../../../src/shared/date-format";
import { formatRupees } from "../../../src/shared/money";
import { Tag, type TagTone } from "../../../src/client/ui/tag";
import { toast } from "../../../src/client/ui/toast";
import { ReportProblemDialog } from "./report-problem-dialog";
import "./order-help.css";

const STATUS_TONE: Record<OrderReport["status"], TagTone> = { open: "warning", resolved: "success", rejected: "danger" };

/** How the refund of a resolved report reaches the shopper, in words. */
export function refundWords(report: OrderReport): string {
  const amount = formatRupees(report.refund_amount);
  if (report.refund_by === "shop") return `${amount} will be given back to you by the shop, in cash or by UPI.`;
  return report.refund_status === "processed" ? `${amount} has been refunded to your payment method.` : `${amount} is being refunded to your payment method.`;
}

function ReportItem({ report }: { report: OrderReport }) {
  return (
    <li className="order-report">
      <div className="order-report-head">
        <span className="order-report-what">
          {report.kind_label}: {report.name}, {report.pack} × {report.quantity}
        </span>
        <Tag tone={STATUS_TONE[report.status]}>{report.status_label}</Tag>
      </div>
      <p className="order-report-note">“{report.note}”</p>
      {report.photo_url ? (
        <a className="order-report-photo" href={report.photo_url} target="_blank" rel="noreferrer">
          <img src={report.photo_url} alt={`Your photo of ${report.name}`} width={72} height={72} loading="lazy" />
        </a>
      ) : null}
      {report.status === "resolved" ? (
        <p className="order-report-outcome">
          {refundWords(report)}
          {report.outcome ? <span className="order-report-words"> The shop says: “{report.outcome}”</span> : null}
        </p>
      ) : null}
      {report.status === "rejected" ? <p className="order-report-outcome">The shop's reason: “{report.outcome}”</p> : null}
      <p className="order-report-when">
        Reported <time dateTime={report.reported_at}>{formatDate(report.reported_at, true)}</time>
      </p>
    </li>
  );
}

export function OrderHelp({ order, onReported }: { order: OrderDetail; onReported: (order: OrderDetail) => void }) {
  // Each opening starts a fresh dialog (a new key), while the closing one fades out as it was.
  const [opened, setOpened] = useState(0);
  const [open, setOpen] = useState(false);
  const { report, reports } = order;
  if (report.until === null && reports.length === 0) return null;

  return (
    <section className="account-card order-help" aria-labelledby="order-help">
      <h2 id="order-help">Problems with this order</h2>
      {reports.length ? (
        <ul className="order-reports" aria-label="Your reports">
          {reports.map((r) => (
            <ReportItem key={r.id} report={r} />
          ))}
        </ul>
      ) : null}
      {report.allowed ? (
        <div className="order-help-ask">
          <p>
            Something missing, damaged or not what you ordered? Tell us by <time dateTime={report.until!}>{formatDate(report.until, true)}</time>.
          </p>
          <button
            type="button"
            className="ui-button ui-button-secondary"
            onClick={() => {
              setOpened((n) => n + 1);
              setOpen(true);
            }}
          >
            Report a problem
          </button>
        </div>
      ) : report.note ? (
        <p className="order-help-closed">
          {report.note === REPORT_WINDOW_CLOSED && report.until ? `${report.note}; for this order that was until ${formatDate(report.until, true)}.` : `${report.note}.`}
        </p>
      ) : null}
      <ReportProblemDialog
        key={opened}
        order={order}
        open={open}
        onClose={() => setOpen(false)}
        onSent={(next) => {
          setOpen(false);
          toast.success("Thank you. The shop will look into your report.");
          onReported(next);
        }}
      />
    </section>
  );
}
