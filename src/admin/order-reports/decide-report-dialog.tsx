// Resolving or rejecting a problem report, asked in a dialog. Resolving says how much goes back
// and how (to the online payment, or from the shop's till in cash or UPI) and takes optional words
// for the customer; rejecting needs the reason the customer will read on the order.
import type { AdminOrderReport } from "../../shared/api/admin-order-reports";
import { REPORT_REASON_REQUIRED } from "../../shared/api/admin-order-reports";
import { formatRupees } from "../../shared/money";
import { REPORT_NOTE_MAX } from "../../shared/order-reports";
import type { FieldRules } from "../../shared/field-rules";
import { Field } from "../../client/ui/form/field";
import { TextInput } from "../../client/ui/form/text-input";
import { EditDialog } from "../parts/edit-dialog";
import { reportsApi } from "./reports-api";

export type Decision = "resolve" | "reject";

/** How the money of a report goes back, in the admin's words. */
export function refundRoute(report: AdminOrderReport): string {
  return report.refund_by === "provider" ? "to the customer's online payment" : "by the shop, in cash or by UPI";
}

const RESOLVE_RULES: FieldRules<{ words: string }> = { words: { label: "Words for the customer (optional)", type: "textarea" } };
const REJECT_RULES: FieldRules<{ words: string }> = {
  words: { label: "Reason (the customer reads it)", type: "textarea", required: true, validator: (v) => (v.trim() ? null : REPORT_REASON_REQUIRED) },
};

export interface DecideReportDialogProps {
  open: boolean;
  report: AdminOrderReport | null;
  decision: Decision;
  onClose: () => void;
  onDecided: () => void;
}

export function DecideReportDialog({ open, report, decision, onClose, onDecided }: DecideReportDialogProps) {
  const amount = report ? formatRupees(report.refund_amount) : "";
  const resolving = decision === "resolve";
  return (
    <EditDialog
      open={open && report !== null}
      title={resolving ? `Refund ${amount}?` : "Reject this report?"}
      formLabel={resolving ? "Resolve the report" : "Reject the report"}
      className="report-decision"
      initialValues={{ words: "" }}
      rules={resolving ? RESOLVE_RULES : REJECT_RULES}
      save={async ({ words }) => {
        if (!report) return "";
        if (resolving) {
          const done = await reportsApi.resolve(report.id, { note: words.trim() });
          return `${formatRupees(done.refund_amount)} refunded ${refundRoute(done)}.`;
        }
        await reportsApi.reject(report.id, { reason: words.trim() });
        return "The report is rejected; the customer sees your reason.";
      }}
      onClose={onClose}
      onSaved={onDecided}
    >
      {report ? (
        <p className="report-decision-what">
          {report.kind_label}: {report.quantity} × {report.item.name}, {report.item.pack} (order {report.order_number}).{" "}
          {resolving ? `${amount} goes back ${refundRoute(report)}.` : "No money goes back."}
        </p>
      ) : null}
      <Field name="words">
        <TextInput type="textarea" rows={3} maxLength={REPORT_NOTE_MAX} />
      </Field>
    </EditDialog>
  );
}
