// One order in full: items, customer, address, delivery, payments and refunds, timeline; the
// buttons for the statuses it may move forward to, Cancel (asked first, with the refund's
// outcome shown after), trying a failed refund again, and its packing slip. A counter sale was
// handed over and paid at the shop, so it shows where and how it was sold instead of an address,
// a delivery, payments and a packing slip. Its GST documents open as PDFs. The shopper's problem
// reports are decided here as in the queue. An order that could not be read keeps its title and
// the way back to the list around the failure.
import { useState } from "react";
import { Link, useParams } from "react-router";
import { BusyButton } from "../../client/ui/busy-button";
import { ApiError } from "../../client/api/http-client";
import { ADMIN_MOVES, type AdminOrderDetail, type AdminOrderRefund } from "../../shared/api/admin-orders";
import { formatDate } from "../../shared/date-format";
import { userMessage } from "../../shared/error-message";
import { formatRupees } from "../../shared/money";
import { paymentMethodLabel, paymentStatusLabel } from "../../shared/payment-labels";
import { ScreenFailure } from "../../tool-shell/screen-failure";
import type { ScreenRoute } from "../../tool-shell/tool-routes";
import { useScreenData } from "../../tool-shell/use-screen-data";
import { CancelOrderDialog } from "./cancel-order-dialog";
import { OrderDocuments } from "./order-documents";
import { OrderFacts } from "./order-facts";
import { orderLoader } from "./order-loader";
import { ordersPath, packingSlipPath } from "./order-paths";
import { ordersApi } from "./orders-api";
import { OrderReportsSection } from "../order-reports/order-reports-section";
import "./orders.css";

const REFUND_WORDS: Record<AdminOrderRefund["status"], string> = {
  processed: "refunded",
  pending: "refund pending at the provider",
  failed: "refund failed",
};

type AdminMove = (typeof ADMIN_MOVES)[number];
const isAdminMove = (status: string): status is AdminMove => (ADMIN_MOVES as readonly string[]).includes(status);

/** What a cancel or a retried refund came to, from the refunds the answer carries. */
export function refundOutcome(order: AdminOrderDetail): string | null {
  const refund = order.refunds.at(-1);
  if (!refund) return null;
  const text = `${formatRupees(refund.amount)} ${REFUND_WORDS[refund.status]}`;
  return refund.status === "failed" ? `${text}: try the refund again.` : `${text}.`;
}

/** No such order, or it could not be read: said under its number, with the way back. */
function OrderFailure() {
  const { orderNumber = "" } = useParams();
  return (
    <section className="admin-screen orders-screen" aria-labelledby="order-title">
      <p className="admin-screen-kicker">Orders</p>
      <h1 id="order-title">Order {orderNumber}</h1>
      <ScreenFailure />
      <p>
        <Link to={ordersPath()}>Back to the orders</Link>
      </p>
    </section>
  );
}

export function OrderDetailScreen() {
  const order = useScreenData<typeof orderLoader>();
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState(false);

  /** Runs a change; its answer is the order as it is now. A 409 means it moved meanwhile: read it again. */
  async function act(key: string, call: () => Promise<AdminOrderDetail>, said: (next: AdminOrderDetail) => string) {
    setBusy(key);
    setProblem(null);
    setDone(null);
    try {
      const next = await call();
      order.setData(next);
      setDone(said(next));
      return true;
    } catch (failure) {
      setProblem(userMessage(failure));
      if (failure instanceof ApiError && failure.status === 409) order.reload();
      return false;
    } finally {
      setBusy(null);
    }
  }

  const data = order.data;

  return (
    <section className="admin-screen orders-screen" aria-labelledby="order-title">
      <p className="admin-screen-kicker">
        <Link to={ordersPath()}>Orders</Link>
      </p>
      <div className="orders-title-row">
        <h1 id="order-title">Order {data.order_number}</h1>
        <span className={`orders-status orders-status-${data.status}`} data-testid="order-status">
          {data.status_label}
        </span>
      </div>
      <p className="orders-muted">
        Made {formatDate(data.created_at, true)} · {paymentMethodLabel(data.payment_method)}, {paymentStatusLabel(data.payment_status).toLowerCase()} · {formatRupees(data.amount)}
      </p>

      <div className="orders-actions" role="group" aria-label="Order actions">
        {data.next_statuses.flatMap(({ status, label }) =>
          isAdminMove(status) ? (
            <BusyButton
              key={status}
              className="ui-button ui-button-primary"
              busy={busy === status}
              disabled={busy !== null}
              onClick={() =>
                void act(
                  status,
                  () => ordersApi.move(data.order_number, { status, from: data.status }),
                  (next) => `The order is now ${next.status_label.toLowerCase()}.`,
                )
              }
            >
              Mark as {label.toLowerCase()}
            </BusyButton>
          ) : (
            []
          ),
        )}
        {data.can_retry_refund ? (
          <BusyButton
            className="ui-button ui-button-secondary"
            busy={busy === "retry"}
            disabled={busy !== null}
            onClick={() =>
              void act(
                "retry",
                () => ordersApi.retryRefund(data.order_number),
                (next) => `Refund tried again: ${refundOutcome(next) ?? "no refund"}`,
              )
            }
          >
            Try the refund again
          </BusyButton>
        ) : null}
        {data.can_cancel ? (
          <button type="button" className="ui-button ui-button-danger" disabled={busy !== null} onClick={() => setCancelling(true)}>
            Cancel order
          </button>
        ) : null}
        {data.counter ? null : (
          <Link className="ui-button ui-button-secondary" to={packingSlipPath(data.order_number)}>
            Packing slip
          </Link>
        )}
      </div>
      {problem ? (
        <p className="orders-problem" role="alert">
          {problem}
        </p>
      ) : null}
      {done ? (
        <p className="orders-done" role="status">
          {done}
        </p>
      ) : null}

      <CancelOrderDialog
        order={data}
        open={cancelling}
        busy={busy === "cancel"}
        onClose={() => setCancelling(false)}
        onConfirm={(reason) =>
          void act(
            "cancel",
            () => ordersApi.cancel(data.order_number, { reason, from: data.status }),
            (next) => {
              const refund = refundOutcome(next);
              return refund ? `The order is cancelled. ${refund}` : "The order is cancelled.";
            },
          ).then(() => setCancelling(false))
        }
      />

      <OrderFacts order={data} />

      {data.counter ? null : (
        <>
          <h2>Payments</h2>
          {data.payments.length === 0 ? (
            <p>{data.payment_method === "cod" ? "Cash on delivery: collected at the door." : "No payment yet."}</p>
          ) : (
            <table className="orders-table">
              <thead>
                <tr>
                  <th scope="col">Provider</th>
                  <th scope="col">Status</th>
                  <th scope="col">Amount</th>
                  <th scope="col">Provider's ids</th>
                  <th scope="col">Updated</th>
                </tr>
              </thead>
              <tbody>
                {data.payments.map((p) => (
                  <tr key={p.id}>
                    <td>{paymentMethodLabel(p.provider)}</td>
                    <td>{paymentStatusLabel(p.status)}</td>
                    <td>{formatRupees(p.amount)}</td>
                    <td className="orders-code">{[p.provider_order_id, p.provider_payment_id].filter(Boolean).join(" / ")}</td>
                    <td>{formatDate(p.updated_at, true)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
      {data.refunds.length > 0 ? (
        <>
          <h2>Refunds</h2>
          <table className="orders-table" aria-label="Refunds">
            <thead>
              <tr>
                <th scope="col">Status</th>
                <th scope="col">Amount</th>
                <th scope="col">Receipt</th>
                <th scope="col">Provider's id</th>
                <th scope="col">Reason</th>
                <th scope="col">Updated</th>
              </tr>
            </thead>
            <tbody>
              {data.refunds.map((r) => (
                <tr key={r.id}>
                  <td>
                    <span className={`orders-refund orders-refund-${r.status}`}>{r.status[0]!.toUpperCase() + r.status.slice(1)}</span>
                  </td>
                  <td>{formatRupees(r.amount)}</td>
                  <td className="orders-code">{r.receipt}</td>
                  <td className="orders-code">{r.provider_refund_id ?? "—"}</td>
                  <td>{r.reason || "—"}</td>
                  <td>{formatDate(r.updated_at, true)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}

      <OrderDocuments documents={data.documents} />

      <OrderReportsSection order={data} onDecided={order.reload} />

      <h2 id="order-timeline">Timeline</h2>
      <ol className="orders-timeline" aria-labelledby="order-timeline">
        {data.timeline.map((event, i) => (
          <li key={i}>
            <strong>{event.label}</strong> <span className="orders-muted">{formatDate(event.at, true)}</span>
            {event.note ? <p>{event.note}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

export const route: ScreenRoute = { Component: OrderDetailScreen, loader: orderLoader, ErrorBoundary: OrderFailure };
