// How an order's status and its payment read on the account screens, in the page's language
// (issue 35). The server's own label (an order's `status_label`, a timeline event's `label`) wins
// where it sends one; these name the steps still ahead and anything sent without a label. An
// unknown value is shown as it is, not hidden.
import { useCallback } from "react";
import { useT } from "../../../src/client/i18n/use-t";
import type { MessageId } from "../../../src/shared/i18n/messages/catalogues";
import type { OrderStatus } from "../../../src/shared/order-status";

const ORDER_STATUS: Record<OrderStatus, MessageId> = {
  pending_payment: "account.statusPendingPayment",
  placed: "account.statusPlaced",
  confirmed: "account.statusConfirmed",
  packed: "account.statusPacked",
  out_for_delivery: "account.statusOutForDelivery",
  delivered: "account.statusDelivered",
  cancelled: "account.statusCancelled",
  payment_failed: "account.statusPaymentFailed",
};

const PAYMENT_METHOD: Readonly<Record<string, MessageId>> = {
  cod: "account.payMethodCod",
  razorpay: "account.payMethodRazorpay",
  cashfree: "account.payMethodCashfree",
  cash: "account.payMethodCash",
  upi: "account.payMethodUpi",
  card: "account.payMethodCard",
};

const PAYMENT_STATUS: Readonly<Record<string, MessageId>> = {
  pending: "account.payStatusPending",
  paid: "account.payStatusPaid",
  failed: "account.payStatusFailed",
  expired: "account.payStatusExpired",
  refunded: "account.payStatusRefunded",
  refund_pending: "account.payStatusRefundPending",
  partly_refunded: "account.payStatusPartlyRefunded",
};

const lookup = (table: Readonly<Record<string, MessageId>>, value: string): MessageId | undefined => (Object.hasOwn(table, value) ? table[value] : undefined);

export function useStatusLabels() {
  const t = useT();
  const orderStatus = useCallback(
    (status: string) => {
      const id = lookup(ORDER_STATUS, status);
      return id ? t(id) : status;
    },
    [t],
  );
  const paymentMethod = useCallback(
    (method: string) => {
      const id = lookup(PAYMENT_METHOD, method);
      return id ? t(id) : method;
    },
    [t],
  );
  const paymentStatus = useCallback(
    (status: string) => {
      const id = lookup(PAYMENT_STATUS, status);
      return id ? t(id) : status;
    },
    [t],
  );
  return { orderStatus, paymentMethod, paymentStatus };
}
