// "Cancel order" (issue 33): until the order's cut-off the shopper (or the agent who placed it)
// cancels it after saying why; the server gives back stock, slot and coupon and refunds an online
// payment, and answers the order as it now is. Past the cut-off, or once the order is on its way,
// a sentence from the server says why there is no button.
import { useId, useState } from "react";
import { CANCEL_REASONS, type OrderDetail } from "../../../src/shared/api/account";
import { userMessage } from "../../../src/shared/error-message";
import { shopMomentText } from "../../../src/shared/shop-time";
import { cancelOwnOrder } from "../../../src/client/api/account-api";
import { Modal } from "../../../src/client/ui/modal";
import { toast } from "../../../src/client/ui/toast";

const CHOOSE_REASON = "Choose why you are cancelling";

export function OrderCancel({ order, onCancelled }: { order: OrderDetail; onCancelled: (order: OrderDetail) => void }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [shown, setShown] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const errorId = useId();
  const { cancel } = order;

  if (!cancel.allowed) return cancel.note ? <p className="order-cancel-note">{cancel.note}</p> : null;

  async function confirm() {
    if (!reason) {
      setShown(CHOOSE_REASON);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const after = await cancelOwnOrder(order.id, reason);
      setOpen(false);
      toast.success(`Order ${order.ordernumber} is cancelled`);
      onCancelled(after);
    } catch (error) {
      setFailure(userMessage(error));
    } finally {
      setBusy(false);
    }
  }

  const online = order.payment_method !== "cod" && order.payment_status === "paid";
  return (
    <div className="order-cancel">
      <button type="button" className="ui-button ui-button-secondary" onClick={() => setOpen(true)}>
        Cancel order
      </button>
      {cancel.until ? <p className="order-cancel-until">You can cancel until {shopMomentText(new Date(cancel.until))}.</p> : null}
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Cancel this order?"
        description={online ? "Your payment is refunded to you, and the items go back to the shop." : "The items go back to the shop and your delivery slot is freed."}
        okText="Cancel order"
        cancelText="Keep order"
        onOk={() => void confirm()}
        okLoading={busy}
      >
        <fieldset className="order-cancel-reasons" aria-describedby={shown ? errorId : undefined} aria-invalid={shown ? true : undefined}>
          <legend>Why are you cancelling?</legend>
          {CANCEL_REASONS.map((r) => (
            <label key={r}>
              <input
                type="radio"
                name="cancel-reason"
                value={r}
                checked={reason === r}
                onChange={() => {
                  setReason(r);
                  setShown(null);
                }}
              />{" "}
              {r}
            </label>
          ))}
        </fieldset>
        {shown ? (
          <p id={errorId} className="order-cancel-error" role="alert">
            {shown}
          </p>
        ) : null}
        {failure ? (
          <p className="order-cancel-error" role="alert">
            {failure}
          </p>
        ) : null}
      </Modal>
    </div>
  );
}
