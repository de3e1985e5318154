// The counter: find and add packs, set quantities, attach a customer and a coupon, take the
// payment and complete the sale. What is being sold is kept as a draft on every change (a reload
// keeps it); every price shown is the server's quote, and only a quote of the sale as it stands
// may be charged. Shortcuts: F2 or "/" search, F9 or Ctrl+Enter complete the sale.
import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { mustRepeatKey, newIdempotencyKey } from "../../../registry/parts/checkout/order-attempt";
import { ApiError } from "../../client/api/http-client";
import { posApi } from "../../client/api/pos-api";
import { BusyButton } from "../../client/ui/busy-button";
import { confirm } from "../../client/ui/confirm-dialog";
import { tenderedTooLittle, type PosPayment, type PosSaleBody } from "../../shared/api/pos";
import { userMessage } from "../../shared/error-message";
import { formatRupees, toPaise } from "../../shared/money";
import { MoneyRows, saleTotalRows } from "../parts/money-rows";
import { receiptPath } from "../pos-paths";
import { handOverReceipt } from "../receipt/sold-receipt";
import { usePosCounter } from "../shell/pos-session";
import { CouponField } from "./coupon-field";
import { CustomerField } from "./customer-field";
import { PaymentFields } from "./payment-fields";
import { ProductSearch, type SearchRow } from "./product-search";
import { clearDraft, isFullFor, loadDraft, newDraft, SALE_FULL, saveDraft, withPack, type SaleDraft } from "./sale-draft";
import { SaleLines } from "./sale-lines";
import type { SoldAgainState } from "../receipt/sell-again";
import { useQuote } from "./use-quote";
import type { ScreenRoute } from "../../tool-shell/tool-routes";

const typing = (target: EventTarget | null) => target instanceof HTMLElement && (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));
// A dialog (the new-sale confirm) is above the counter: its keys are its own, not the counter's.
const dialogOpen = () => document.querySelector('[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]') !== null;

/** Said when the sale may have been made although no answer said so. */
export const MAY_HAVE_SOLD = "The sale may have gone through; check Today's sales before changing it.";
/** The key was already used for a sale with other items or payment: that earlier sale may stand. */
export const MAY_HAVE_SOLD_BEFORE = "An earlier attempt at this sale may have gone through; check Today's sales before completing it again.";

export function SaleScreen() {
  const { warehouse } = usePosCounter();
  if (!warehouse) {
    return (
      <section className="pos-screen">
        <h1>Counter</h1>
        <p>This website has no warehouse to sell from. Add one in the back office (Delivery, Warehouses), then come back.</p>
      </section>
    );
  }
  return <Counter warehouseId={warehouse.id} />;
}

function Counter({ warehouseId }: { warehouseId: number }) {
  const { session } = usePosCounter();
  const websiteId = session.website.id;
  const navigate = useNavigate();
  const [draft, setDraft] = useState<SaleDraft>(() => loadDraft(websiteId));
  // Opened by "Sell again" with packs that could not be carried over (deleted since).
  const leftOut = (useLocation().state as Partial<SoldAgainState> | null)?.leftOut ?? [];
  const [problem, setProblem] = useState<string | null>(() => (leftOut.length ? `No longer sold, so not added: ${leftOut.join("; ")}` : null));
  const [selling, setSelling] = useState(false);
  // Two presses of F9 can land before the busy button re-renders: the ref sees the first at once.
  const sending = useRef(false);
  const search = useRef<HTMLInputElement>(null);

  useEffect(() => saveDraft(websiteId, draft), [websiteId, draft]);

  const sale = { warehouse_id: warehouseId, lines: draft.lines.map(({ pack_id, quantity }) => ({ pack_id, quantity })), coupon: draft.coupon || undefined, customer_id: draft.customer?.id ?? null };
  const { quote, error: quoteError, pending, fresh, requote } = useQuote(sale);

  const change = (next: (d: SaleDraft) => SaleDraft) => {
    setProblem(null);
    setDraft(next);
  };
  const add = ({ product, pack }: SearchRow) => {
    if (isFullFor(draft, pack.pack_id)) return setProblem(SALE_FULL);
    change((d) => withPack(d, { pack_id: pack.pack_id, name: product.name, pack: pack.name }));
  };
  const setQuantity = (packId: number, quantity: number) => change((d) => ({ ...d, lines: d.lines.map((l) => (l.pack_id === packId ? { ...l, quantity } : l)) }));
  const remove = (packId: number) => change((d) => ({ ...d, lines: d.lines.filter((l) => l.pack_id !== packId) }));

  const payment = (): PosPayment | string => {
    if (draft.method === "cash") {
      const amount = draft.tendered.trim();
      if (!/^\d+(\.\d{1,2})?$/.test(amount)) return "Enter the amount tendered in rupees";
      return { method: "cash", tendered: Number(amount) };
    }
    if (!draft.reference.trim()) return "Enter the payment reference";
    return { method: draft.method, reference: draft.reference.trim() };
  };

  const complete = async () => {
    if (sending.current) return;
    if (draft.lines.length === 0) return setProblem("Add at least one item");
    if (quoteError && !fresh) {
      requote();
      return setProblem(`The sale could not be priced (${quoteError}); pricing it again, try once more in a moment`);
    }
    if (!fresh || !quote) return setProblem("The sale is still being priced; try again in a moment");
    if (!quote.valid) return setProblem("Some items cannot be sold as they stand; see the messages on the lines");
    const paid = payment();
    if (typeof paid === "string") return setProblem(paid);
    if (paid.method === "cash" && toPaise(paid.tendered) < toPaise(quote.total)) return setProblem(tenderedTooLittle(formatRupees(quote.total)));
    const body: PosSaleBody = { ...sale, payment: paid };
    sending.current = true;
    setSelling(true);
    setProblem(null);
    try {
      const receipt = await posApi.sell(body, draft.key);
      clearDraft(websiteId);
      void navigate(receiptPath(receipt.order_number), { state: handOverReceipt(receipt) });
    } catch (failure) {
      sending.current = false;
      setSelling(false);
      // No answer, or not a final one: the sale may stand under this key, so the key (and the
      // draft's payment) stays for a retry, which the server answers with that sale if it was made.
      if (mustRepeatKey(failure)) return setProblem(`${userMessage(failure)} ${MAY_HAVE_SOLD}`);
      // An answered refusal ends the attempt: the corrected sale is a new one, under a new key.
      setDraft((d) => ({ ...d, key: newIdempotencyKey() }));
      const fields = failure instanceof ApiError ? failure.fieldErrors : {};
      if ("idempotency-key" in fields) return setProblem(MAY_HAVE_SOLD_BEFORE);
      setProblem([userMessage(failure), ...Object.values(fields).filter((f) => f !== userMessage(failure))].join(" "));
      // Stock or a coupon changed meanwhile: the lines say which, once priced again.
      if (failure instanceof ApiError && failure.status === 409) requote();
    }
  };

  const startOver = async () => {
    if (draft.lines.length > 0 && !(await confirm({ title: "Start a new sale?", text: "The items in this sale will be removed.", confirmText: "New sale", cancelText: "Keep this sale" }))) return;
    setDraft(newDraft());
    setProblem(null);
    search.current?.focus();
  };

  // The latest handler, for the one document-wide key listener.
  const completeRef = useRef(complete);
  completeRef.current = complete;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || dialogOpen()) return;
      if (event.key === "F2" || (event.key === "/" && !typing(event.target) && !event.ctrlKey && !event.metaKey)) {
        event.preventDefault();
        search.current?.focus();
      } else if (event.key === "F9" || (event.key === "Enter" && (event.ctrlKey || event.metaKey))) {
        event.preventDefault();
        void completeRef.current();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  return (
    <section className="pos-screen pos-counter" aria-labelledby="pos-counter-title">
      <div className="pos-sale">
        <h1 id="pos-counter-title" className="sr-only">
          Counter
        </h1>
        <ProductSearch warehouseId={warehouseId} onAdd={add} inputRef={search} />
        <SaleLines lines={draft.lines} quote={quote} onQuantity={setQuantity} onRemove={remove} />
      </div>
      <aside className="pos-checkout" aria-label="Payment">
        <h2>Customer</h2>
        <CustomerField customer={draft.customer} onChange={(customer) => change((d) => ({ ...d, customer }))} />
        <h2>Coupon</h2>
        <CouponField coupon={draft.coupon} answer={quote?.coupon} onChange={(coupon) => change((d) => ({ ...d, coupon }))} />
        <h2>Total</h2>
        <div aria-busy={pending} className={quote && !fresh && !pending ? "pos-stale" : undefined}>
          {quote ? <MoneyRows label="Sale totals" rows={saleTotalRows(quote)} /> : <p role="status">Pricing…</p>}
          {quoteError ? (
            <p className="pos-problem" role="alert">
              {quoteError}
            </p>
          ) : null}
        </div>
        {/* Said after each change once priced, for whoever cannot see the totals update. */}
        <p className="sr-only" role="status">
          {fresh && quote && draft.lines.length > 0 ? `Total ${formatRupees(quote.total)}` : ""}
        </p>
        <PaymentFields
          method={draft.method}
          tendered={draft.tendered}
          reference={draft.reference}
          total={quote && fresh ? quote.total : null}
          onMethod={(method) => change((d) => ({ ...d, method }))}
          onTendered={(tendered) => setDraft((d) => ({ ...d, tendered }))}
          onReference={(reference) => setDraft((d) => ({ ...d, reference }))}
        />
        {problem ? (
          <p className="pos-problem" role="alert">
            {problem}
          </p>
        ) : null}
        <div className="pos-actions">
          <BusyButton className="ui-button ui-button-primary pos-complete" busy={selling} onClick={() => void complete()} aria-keyshortcuts="F9 Control+Enter">
            Complete sale (F9)
          </BusyButton>
          <button type="button" className="ui-button ui-button-secondary" onClick={() => void startOver()}>
            New sale
          </button>
        </div>
      </aside>
    </section>
  );
}

export const route: ScreenRoute = { Component: SaleScreen };
