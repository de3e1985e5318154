// /checkout/confirm/{id} (§2 "Payment confirmation"; ADR 0020): where the provider, the sandbox
// or Razorpay Checkout's handler sends the shopper back. It hands what came back to the server,
// which checks it with the provider, and shows the outcome: paid (on to the order), failed (Try
// again opens a new payment) or not known yet (Check again).
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import type { BlockProps } from "../../block-types";
import type { Shape } from "../../../schemas/compiled/blocks/checkout-confirm.schema";
import type { ConfirmPaymentAnswer, PaymentOutcome } from "../../../src/shared/api/payments";
import { confirmPayment } from "../../../src/client/api/payment-api";
import { useT, type MessageId } from "../../../src/client/i18n/use-t";
import { EmptyState, LoadState } from "../../parts/account/load-state";
import { useAccountData } from "../../parts/account/use-account-data";
import { CheckoutPage } from "../../parts/checkout/checkout-page";
import { handOffPath, paymentReturn, type OnlineMethod } from "../../parts/checkout/payment-return";

const TITLES: Record<PaymentOutcome, MessageId> = { paid: "checkout.paymentReceived", failed: "checkout.paymentFailed", pending: "checkout.paymentPending" };

export default function CheckoutConfirmBlock({ data }: BlockProps<Shape>) {
  const t = useT();
  const id = useParams().id ?? "";
  const [query] = useSearchParams();
  const returned = paymentReturn(query);
  const result = useAccountData((signal) => confirmPayment(id, returned.fields, signal), `${id}?${query.toString()}`, "payment confirmation");
  const loaded = result.loaded;
  const missing = loaded.state === "failed" && loaded.status === 404;

  return (
    <CheckoutPage title={loaded.state === "ready" ? t(TITLES[loaded.data.status]) : data.title || t("checkout.confirmingPayment")} narrow>
      {missing ? (
        <EmptyState title={t("checkout.orderNotFound")}>
          <p>{t("checkout.orderNotFoundText")}</p>
        </EmptyState>
      ) : (
        <LoadState loaded={loaded} what={t("checkout.loadingPaymentStatus")} onRetry={result.retry}>
          {(answer) => <Outcome answer={answer} method={returned.method} onCheckAgain={result.retry} />}
        </LoadState>
      )}
    </CheckoutPage>
  );
}

function Outcome({ answer, method, onCheckAgain }: { answer: ConfirmPaymentAnswer; method: OnlineMethod | null; onCheckAgain(): void }) {
  const navigate = useNavigate();
  const t = useT();
  const orderLink = (
    <Link className="account-link" to={`/account/orders/${answer.order_id}`}>
      {t("checkout.viewOrder")}
    </Link>
  );
  if (answer.status === "paid") {
    return (
      <div className="account-card pay-card">
        <p className="pay-outcome pay-outcome-paid">{t("checkout.orderPlaced", { ordernumber: answer.ordernumber })}</p>
        <div className="checkout-links">
          <Link className="ui-button ui-button-primary" to={`/order/success/${encodeURIComponent(answer.ordernumber)}`}>
            {t("checkout.seeYourOrder")}
          </Link>
          <Link className="account-link" to="/">
            {t("checkout.continueShopping")}
          </Link>
        </div>
      </div>
    );
  }
  if (answer.status === "failed") {
    return (
      <div className="account-card pay-card">
        <p className="pay-outcome pay-outcome-failed" role="alert">
          {answer.message}
        </p>
        <p className="checkout-status">{t("checkout.orderKept", { ordernumber: answer.ordernumber })}</p>
        <div className="checkout-links">
          <button
            type="button"
            className="ui-button ui-button-primary"
            onClick={() => navigate(handOffPath(answer.method === "cashfree" || answer.method === "razorpay" ? answer.method : (method ?? "razorpay"), answer.order_id))}
          >
            {t("checkout.tryAgain")}
          </button>
          {orderLink}
        </div>
      </div>
    );
  }
  return (
    <div className="account-card pay-card">
      <p className="pay-outcome">{t("checkout.pendingOutcome", { message: answer.message })}</p>
      <p className="checkout-status">{t("checkout.pendingText", { ordernumber: answer.ordernumber })}</p>
      <div className="checkout-links">
        <button type="button" className="ui-button ui-button-primary" onClick={onCheckAgain}>
          {t("checkout.checkAgain")}
        </button>
        {orderLink}
      </div>
    </div>
  );
}
