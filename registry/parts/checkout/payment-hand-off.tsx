// The payment hand-off (§2 /checkout/razorpay/{id}, /checkout/cashfree/{id}; ADR 0020): asks
// the server for the order's checkout — it reuses an unpaid provider order, or starts a new one
// after a failure — and opens it: the sandbox's hosted page when the sandbox stands in, else
// Razorpay Checkout or Cashfree's page, whose scripts load here and nowhere else. Closing the
// provider's window, a failed payment or a script that would not load leave Try again.
//
// The checkout opens by itself when the shopper was sent here (Place Order, Try again), not when
// they came Back from the provider: that would send them straight forward again.
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Link, Navigate, useLocation, useNavigate, useNavigationType, useParams } from "react-router";
import { userMessage } from "../../../src/shared/error-message";
import { formatRupees } from "../../../src/shared/money";
import { paymentReturnPath, type PaymentHandOff as HandOff } from "../../../src/shared/api/payments";
import { ApiError } from "../../../src/client/api/http-client";
import { fetchPaymentHandOff } from "../../../src/client/api/payment-api";
import { useT } from "../../../src/client/i18n/use-t";
import { reportError } from "../../../src/client/lib/error-reporter";
import { useOnline } from "../../../src/client/state/use-online";
import { BusyButton } from "../../../src/client/ui/busy-button";
import { EmptyState, LoadState } from "../account/load-state";
import { useAccountData, useSessionExpired } from "../account/use-account-data";
import { NeedsConnection } from "../needs-connection";
import { CheckoutPage } from "./checkout-page";
import { openCashfree } from "./open-cashfree";
import { openPage } from "./open-page";
import { openRazorpay } from "./open-razorpay";
import { handOffPath, isOnlineMethod, type OnlineMethod } from "./payment-return";

const NAMES: Record<OnlineMethod, string> = { razorpay: "Razorpay", cashfree: "Cashfree" };

type Phase =
  | { step: "idle" }
  /** Asking the server again before another try. */
  | { step: "asking" }
  /** The provider's script is loading or its window is open. */
  | { step: "opening" }
  /** The browser is on its way to the provider's page. */
  | { step: "leaving" }
  /** The provider's window closed without a payment. */
  | { step: "stopped"; failure: string | null }
  | { step: "failed"; message: string };

/** What Place Order passes along: the server's word on the order it reserved. */
export interface HandOffState {
  message?: string;
}

export function PaymentHandOff({ provider, title }: { provider: OnlineMethod; title: string }) {
  const t = useT();
  const id = useParams().id ?? "";
  const handOff = useAccountData((signal) => fetchPaymentHandOff(id, signal), id, `${provider} hand-off`);
  const loaded = handOff.loaded;
  const missing = loaded.state === "failed" && (loaded.status === 404 || loaded.status === 422);

  return (
    <CheckoutPage title={title} narrow>
      {missing ? (
        <EmptyState title={t("checkout.orderNotFound")}>
          <p>{t("checkout.orderNotFoundText")}</p>
          <Link className="account-link" to="/account/orders">
            {t("checkout.yourOrders")}
          </Link>
        </EmptyState>
      ) : (
        <LoadState loaded={loaded} what={t("checkout.loadingPayment")} onRetry={handOff.retry}>
          {(answer) => <HandOffView provider={provider} answer={answer} onAnswer={(fresh) => handOff.update(() => fresh)} />}
        </LoadState>
      )}
    </CheckoutPage>
  );
}

function HandOffView({ provider, answer, onAnswer }: { provider: OnlineMethod; answer: HandOff; onAnswer(fresh: HandOff): void }) {
  const t = useT();
  const orderLink = `/account/orders/${answer.order_id}`;
  // The page is named after a provider, but the order's own method decides.
  if (answer.method !== provider && isOnlineMethod(answer.method)) return <Navigate to={handOffPath(answer.method, answer.order_id)} replace />;
  if (answer.payment_status === "paid") {
    return (
      <div className="account-card pay-card">
        <p className="pay-outcome pay-outcome-paid">{t("checkout.orderPaid", { ordernumber: answer.ordernumber })}</p>
        <div className="checkout-links">
          <Link className="ui-button ui-button-primary" to={`/order/success/${encodeURIComponent(answer.ordernumber)}`}>
            {t("checkout.seeYourOrder")}
          </Link>
        </div>
      </div>
    );
  }
  if (!answer.checkout) {
    return (
      <div className="account-card pay-card">
        <p className="pay-outcome">
          {answer.method === "cod"
            ? t("checkout.orderPaidOnDelivery", { ordernumber: answer.ordernumber })
            : t("checkout.orderNothingToPay", { ordernumber: answer.ordernumber, status: answer.status_label.toLowerCase() })}
        </p>
        <div className="checkout-links">
          <Link className="ui-button ui-button-secondary" to={orderLink}>
            {t("checkout.viewOrder")}
          </Link>
        </div>
      </div>
    );
  }
  return <PayCard provider={provider} answer={answer} onAnswer={onAnswer} />;
}

function PayCard({ provider, answer, onAnswer }: { provider: OnlineMethod; answer: HandOff; onAnswer(fresh: HandOff): void }) {
  const navigate = useNavigate();
  const t = useT();
  const arrivedBy = useNavigationType();
  const reserved = (useLocation().state as HandOffState | null)?.message;
  const expired = useSessionExpired();
  const online = useOnline();
  const offlineId = useId();
  const [phase, setPhase] = useState<Phase>({ step: "idle" });
  // The answer whose checkout was opened: a second try asks the server for a fresh one.
  const opened = useRef<HandOff | null>(null);
  const name = NAMES[provider];

  const open = useCallback(
    async (shown: HandOff) => {
      const checkout = shown.checkout;
      if (!checkout) return;
      opened.current = shown;
      if (checkout.sandbox_url) {
        setPhase({ step: "leaving" });
        openPage(checkout.sandbox_url);
        return;
      }
      setPhase({ step: "opening" });
      try {
        if (checkout.method === "razorpay") {
          const end = await openRazorpay(checkout);
          if (!end.paid) {
            setPhase({ step: "stopped", failure: end.failure });
            return;
          }
          // The confirmation page posts the three fields to the server, which checks the signature.
          const query = new URLSearchParams(Object.entries(end.fields).filter((e): e is [string, string] => typeof e[1] === "string"));
          void navigate(`${paymentReturnPath(shown.order_id)}?${query}`);
        } else {
          await openCashfree(checkout);
          setPhase({ step: "leaving" });
        }
      } catch (error) {
        reportError(error, { where: `${checkout.method} checkout` });
        setPhase({ step: "failed", message: userMessage(error) });
      }
    },
    [navigate],
  );

  // Sent here while offline, the checkout opens once the connection is back: its script and
  // page are the provider's, and would not load before.
  useEffect(() => {
    if (online && arrivedBy !== "POP" && opened.current === null) void open(answer);
  }, [online, arrivedBy, answer, open]);

  // Back from the provider's page may restore this page as it was left, still on its way out.
  useEffect(() => {
    const shown = (event: PageTransitionEvent) => {
      if (event.persisted) setPhase({ step: "idle" });
    };
    window.addEventListener("pageshow", shown);
    return () => window.removeEventListener("pageshow", shown);
  }, []);

  const pay = async () => {
    if (opened.current !== answer) return open(answer);
    setPhase({ step: "asking" });
    try {
      const fresh = await fetchPaymentHandOff(String(answer.order_id));
      onAnswer(fresh);
      if (fresh.checkout) await open(fresh);
      else setPhase({ step: "idle" });
    } catch (error) {
      if (expired(error)) return;
      if (!(error instanceof ApiError) || error.status >= 500) reportError(error, { where: `${provider} hand-off retry` });
      setPhase({ step: "failed", message: userMessage(error) });
    }
  };

  const busy = phase.step === "asking" || phase.step === "opening" || phase.step === "leaving";
  const problem =
    phase.step === "failed"
      ? phase.message
      : phase.step === "stopped"
        ? t("checkout.payStopped", { problem: phase.failure ?? t("checkout.payWindowClosed", { provider: name }) })
        : answer.last_attempt_failed && phase.step === "idle"
          ? t("checkout.lastPaymentFailed")
          : null;
  const retry = problem !== null;

  return (
    <div className="account-card pay-card">
      <dl className="checkout-amounts">
        <div>
          <dt>{t("checkout.order")}</dt>
          <dd>{answer.ordernumber}</dd>
        </div>
        <div className="is-total">
          <dt>{t("checkout.amountToPay")}</dt>
          <dd>{formatRupees(answer.amount)}</dd>
        </div>
      </dl>
      {reserved && !retry ? <p className="checkout-status">{reserved}</p> : null}
      {answer.sandbox ? <p className="pay-sandbox">{t("checkout.paySandbox", { provider: name })}</p> : null}
      {problem ? (
        <p className="checkout-alert" role="alert">
          {problem}
        </p>
      ) : null}
      {busy ? (
        <p className="checkout-status" role="status">
          {phase.step === "leaving" ? t("checkout.takingYouTo", { provider: name }) : t("checkout.opening", { provider: name })}
        </p>
      ) : null}
      <NeedsConnection id={offlineId}>{t("checkout.payNeedsConnection")}</NeedsConnection>
      <div className="checkout-links">
        <BusyButton className="ui-button ui-button-primary" busy={busy} disabled={!online} aria-describedby={online ? undefined : offlineId} onClick={() => void pay()}>
          {retry ? t("checkout.tryAgain") : t("checkout.payAmount", { amount: formatRupees(answer.amount) })}
        </BusyButton>
        <Link className="account-link" to={`/account/orders/${answer.order_id}`}>
          {t("checkout.viewOrder")}
        </Link>
      </div>
    </div>
  );
}
