// Reports as a list of cards with the dialog that decides one: the queue and an order's screen
// show them alike, and each reads its answer again once a report is decided.
import { useState } from "react";
import type { AdminOrderReport } from "../../shared/api/admin-order-reports";
import { DecideReportDialog, type Decision } from "./decide-report-dialog";
import { ReportCard } from "./report-card";
import "./order-reports.css";

export interface ReportListProps {
  reports: readonly AdminOrderReport[];
  withOrder?: boolean;
  label: string;
  onDecided: () => void;
}

export function ReportList({ reports, withOrder = true, label, onDecided }: ReportListProps) {
  // The last report asked about stays while its dialog fades out.
  const [deciding, setDeciding] = useState<{ report: AdminOrderReport; decision: Decision } | null>(null);
  const [open, setOpen] = useState(false);
  return (
    <>
      <ul className="report-cards" aria-label={label}>
        {reports.map((report) => (
          <ReportCard
            key={report.id}
            report={report}
            withOrder={withOrder}
            onDecide={(r, decision) => {
              setDeciding({ report: r, decision });
              setOpen(true);
            }}
          />
        ))}
      </ul>
      <DecideReportDialog open={open} report={deciding?.report ?? null} decision={deciding?.decision ?? "resolve"} onClose={() => setOpen(false)} onDecided={onDecided} />
    </>
  );
}
