// Asks why before voiding a sale: voiding cancels the order, puts its items back into the
// counter's stock and releases its coupon, and the audit log records who did it and why.
import { useId, useState } from "react";
import { Modal } from "../../client/ui/modal";
import { POS_PAYMENT_METHOD_LABELS, POS_REASON_MAX, type PosSaleSummary } from "../../shared/api/pos";
import { formatRupees } from "../../shared/money";

/** What the dialog says of the sale: from the day's list or from its receipt. */
export type SaleToVoid = Pick<PosSaleSummary, "order_number" | "total" | "method" | "warehouse">;

export interface VoidSaleDialogProps {
  sale: SaleToVoid;
  busy: boolean;
  /** The server's refusal, shown in the dialog. */
  error: string | null;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}

export function VoidSaleDialog({ sale, busy, error, onClose, onConfirm }: VoidSaleDialogProps) {
  const [reason, setReason] = useState("");
  const [missing, setMissing] = useState(false);
  const id = useId();
  const confirmIfGiven = () => {
    if (!reason.trim()) return setMissing(true);
    onConfirm(reason.trim());
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={`Void sale ${sale.order_number}?`}
      description={`${formatRupees(sale.total)} paid by ${POS_PAYMENT_METHOD_LABELS[sale.method]}. Its items go back into ${sale.warehouse}'s stock; give the money back to the customer.`}
      okText="Void sale"
      cancelText="Keep the sale"
      okLoading={busy}
      persistent={busy}
      onOk={confirmIfGiven}
    >
      <div className="field">
        <label className="field-label" htmlFor={id}>
          Reason (kept in the audit log)
        </label>
        <textarea
          id={id}
          className="text-input pos-reason"
          rows={3}
          maxLength={POS_REASON_MAX}
          value={reason}
          aria-invalid={missing || undefined}
          aria-describedby={[missing ? `${id}-missing` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined}
          onChange={(e) => {
            setReason(e.target.value);
            setMissing(false);
          }}
        />
        {missing ? (
          <p id={`${id}-missing`} className="field-error" role="alert">
            Say why the sale is voided
          </p>
        ) : null}
        {error ? (
          <p id={`${id}-error`} className="field-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
