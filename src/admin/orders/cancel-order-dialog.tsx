// Asks before cancelling an order, with the reason the timeline (and the provider, for a
// refund) is given. Cancelling gives back stock and the slot and refunds an online payment, so
// it says so before the admin confirms.
import { useId, useState } from "react";
import { Modal } from "../../client/ui/modal";
import { NOTE_MAX, type AdminOrderDetail } from "../../shared/api/admin-orders";
import { formatRupees } from "../../shared/money";

export interface CancelOrderDialogProps {
  order: AdminOrderDetail;
  open: boolean;
  busy: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}

/** What cancelling will do, in the admin's words. */
export function cancelConsequences(order: AdminOrderDetail): string {
  const paidOnline = order.payment_method !== "cod" && order.payment_status === "paid";
  const refund = paidOnline ? ` ${formatRupees(order.amount)} paid online will be refunded to the customer.` : "";
  return `Its items go back into stock and its delivery slot is freed.${refund}`;
}

export function CancelOrderDialog({ order, open, busy, onClose, onConfirm }: CancelOrderDialogProps) {
  const [reason, setReason] = useState("");
  const id = useId();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={`Cancel order ${order.order_number}?`}
      description={cancelConsequences(order)}
      okText="Cancel order"
      cancelText="Keep the order"
      okLoading={busy}
      persistent={busy}
      onOk={() => onConfirm(reason.trim())}
    >
      <div className="field">
        <label className="field-label" htmlFor={id}>
          Reason (on the order's timeline; the customer sees it)
        </label>
        <textarea id={id} className="text-input orders-reason" rows={3} maxLength={NOTE_MAX} value={reason} onChange={(e) => setReason(e.target.value)} />
      </div>
    </Modal>
  );
}
