// "Problems with this order" (issue 33, ADR 0080): for 48 hours after delivery, "Report a
// problem" opens the report dialog; the reports made show with where each stands: being looked
// into, refunded (how much, how it comes back, and the shop's words) or not accepted (the shop's
// reason). Once the 48 hours are over a sentence says so instead of the button. An order never
// delivered, or bought at the counter, has nothing here.
import { useState } from "react";
import type { OrderDetail } from "../../../src/shared/api/account";
import type { OrderReport } from "../../../src/shared/api/order-reports";
import { formatRupees } from "../../../src/shared/money";
import { Message } from "../../../src/client/i18n/message";
import { useT, type Translate } from "../../../src/client/i18n/use-t";
import { Tag, type TagTone } from "../../../src/client/ui/tag";
import { toast } from "../../../src/client/ui/toast";
import { useAccountDates } from "../../parts/account/use-dates";
import { ReportProblemDialog } from "./report-problem-dialog";
import "./order-help.css";

const STATUS_TONE: Record<OrderReport["status"], TagTone> = { open: "warning", resolved: "success", rejected: "danger" };

/** How the refund of a resolved report reaches the shopper, in words. */
export function refundWords(report: OrderReport, t: Translate): string {
  const amount = formatRupees(report.refund_amount);
  if (report.refund_by === "shop") return t("account.refundByShop", { amount });
  return report.refund_status === "processed" ? t("account.refundProcessed", { amount }) : t("account.refundPending", { amount });
}

function ReportItem({ report }: { report: OrderReport }) {
  const t = useT();
  const dates = useAccountDates();
  return (
    <li className="order-report">
      <div className="order-report-head">
        <span className="order-report-what">
          {report.kind_label}: {report.name}, {report.pack} × {report.quantity}
        </span>
        <Tag tone={STATUS_TONE[report.status]}>{report.status_label}</Tag>
      </div>
      <p className="order-report-note">{t("account.quoted", { text: report.note })}</p>
      {report.photo_url ? (
        <a className="order-report-photo" href={report.photo_url} target="_blank" rel="noreferrer">
          <img src={report.photo_url} alt={t("account.reportPhotoAlt", { name: report.name })} width={72} height={72} loading="lazy" />
        </a>
      ) : null}
      {report.status === "resolved" ? (
        <p className="order-report-outcome">
          {refundWords(report, t)}
          {report.outcome ? <span className="order-report-words"> {t("account.shopSays", { outcome: report.outcome })}</span> : null}
        </p>
      ) : null}
      {report.status === "rejected" ? <p className="order-report-outcome">{t("account.shopReason", { outcome: report.outcome })}</p> : null}
      <p className="order-report-when">
        <Message id="account.reportedAt" values={{ time: (chunks) => <time dateTime={report.reported_at}>{chunks}</time>, date: dates.dateTime(report.reported_at) }} />
      </p>
    </li>
  );
}

export function OrderHelp({ order, onReported }: { order: OrderDetail; onReported: (order: OrderDetail) => void }) {
  // Each opening starts a fresh dialog (a new key), while the closing one fades out as it was.
  const t = useT();
  const dates = useAccountDates();
  const [opened, setOpened] = useState(0);
  const [open, setOpen] = useState(false);
  const { report, reports } = order;
  if (report.until === null && reports.length === 0) return null;

  return (
    <section className="account-card order-help" aria-labelledby="order-help">
      <h2 id="order-help">{t("account.orderProblems")}</h2>
      {reports.length ? (
        <ul className="order-reports" aria-label={t("account.yourReports")}>
          {reports.map((r) => (
            <ReportItem key={r.id} report={r} />
          ))}
        </ul>
      ) : null}
      {report.allowed ? (
        <div className="order-help-ask">
          <p>
            <Message id="account.reportAsk" values={{ time: (chunks) => <time dateTime={report.until!}>{chunks}</time>, date: dates.dateTime(report.until) }} />
          </p>
          <button
            type="button"
            className="ui-button ui-button-secondary"
            onClick={() => {
              setOpened((n) => n + 1);
              setOpen(true);
            }}
          >
            {t("account.reportProblem")}
          </button>
        </div>
      ) : report.note ? (
        <p className="order-help-closed">
          {report.code === "window_closed" && report.until ? t("account.reportClosedUntil", { note: report.note, date: dates.dateTime(report.until) }) : t("account.reportNote", { note: report.note })}
        </p>
      ) : null}
      <ReportProblemDialog
        key={opened}
        order={order}
        open={open}
        onClose={() => setOpen(false)}
        onSent={(next) => {
          setOpen(false);
          toast.success(t("account.reportThanks"));
          onReported(next);
        }}
      />
    </section>
  );
}
