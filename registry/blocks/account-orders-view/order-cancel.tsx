// "Cancel order" (issue 33): until the order's cut-off the shopper (or the agent who placed it)
// cancels it after saying why; the server gives back stock, slot and coupon and refunds an online
// payment, and answers the order as it now is. Past the cut-off, or once the order is on its way,
// a sentence from the server says why there is no button.
import { useId, useState } from "react";
import type { MessageId } from "../../../src/shared/i18n/messages/catalogues";
import { CANCEL_REASONS, type OrderDetail } from "../../../src/shared/api/account";
import { userMessage } from "../../../src/shared/error-message";
import { cancelOwnOrder } from "../../../src/client/api/account-api";
import { useT } from "../../../src/client/i18n/use-t";
import { Modal } from "../../../src/client/ui/modal";
import { toast } from "../../../src/client/ui/toast";
import { useAccountDates } from "../../parts/account/use-dates";

/** The reasons as the shopper reads them; the English one is what the server is sent. */
const REASON_LABELS: Record<(typeof CANCEL_REASONS)[number], MessageId> = {
  "Ordered by mistake": "account.cancelReasonMistake",
  "Want to change the items": "account.cancelReasonChangeItems",
  "The delivery slot does not suit me": "account.cancelReasonSlot",
  "Found it cheaper elsewhere": "account.cancelReasonCheaper",
  Other: "account.cancelReasonOther",
};

export function OrderCancel({ order, onCancelled }: { order: OrderDetail; onCancelled: (order: OrderDetail) => void }) {
  const t = useT();
  const dates = useAccountDates();
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
      setShown(t("account.chooseCancelReason"));
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const after = await cancelOwnOrder(order.id, reason);
      setOpen(false);
      toast.success(t("account.orderCancelled", { number: order.ordernumber }));
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
        {t("account.cancelOrder")}
      </button>
      {cancel.until ? <p className="order-cancel-until">{t("account.cancelUntil", { time: dates.shopMoment(new Date(cancel.until)) })}</p> : null}
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t("account.cancelQuestion")}
        description={online ? t("account.cancelRefundText") : t("account.cancelText")}
        okText={t("account.cancelOrder")}
        cancelText={t("account.keepOrder")}
        onOk={() => void confirm()}
        okLoading={busy}
      >
        <fieldset className="order-cancel-reasons" aria-describedby={shown ? errorId : undefined} aria-invalid={shown ? true : undefined}>
          <legend>{t("account.whyCancel")}</legend>
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
              {t(REASON_LABELS[r])}
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
