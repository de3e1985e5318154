// A sale's receipt, to print and hand over: right after the sale (the sale's own answer, which
// the counter hands to the route's loader, shown without asking again) or reprinted from the
// day's sales (the loader asks for it), and voided from here when the server allows it.
// Printed, only the receipt shows (pos.css hides the header and these buttons). Where the
// website issues GST invoices, the sale's invoice (and a voided sale's credit note) opens as a
// PDF in the receipt printer's width.
import { useEffect, useRef } from "react";
import { Link, useLocation, useParams, type LoaderFunctionArgs } from "react-router";
import { buildUrl } from "../../client/api/http-client";
import { posApi } from "../../client/api/pos-api";
import { posDocumentPdfPath, type PosReceipt } from "../../shared/api/pos";
import type { ScreenRoute } from "../../tool-shell/tool-routes";
import { useScreenData } from "../../tool-shell/use-screen-data";
import { COUNTER_PATH, SALES_PATH } from "../pos-paths";
import { useVoidSale } from "../sales/use-void-sale";
import { ReceiptView } from "./receipt-view";
import { SellAgainButton } from "./sell-again";
import { takeHandedReceipt, type SoldState } from "./sold-receipt";

async function loader({ params, request }: LoaderFunctionArgs): Promise<PosReceipt> {
  const orderNumber = params.orderNumber ?? "";
  return takeHandedReceipt(orderNumber) ?? posApi.sale(orderNumber, request.signal);
}

/** The sale's GST invoice, and a voided sale's credit note, as links to their PDFs. */
function GstDocumentLinks({ receipt }: { receipt: PosReceipt }) {
  const invoice = receipt.documents.find((d) => d.kind !== "credit_note");
  const creditNote = receipt.voided ? receipt.documents.filter((d) => d.kind === "credit_note").at(-1) : undefined;
  const pdf = (id: number) => buildUrl(posDocumentPdfPath(receipt.order_number, id), { layout: "receipt" });
  return (
    <>
      {invoice ? (
        <a className="ui-button ui-button-secondary" href={pdf(invoice.id)} target="_blank" rel="noreferrer">
          GST invoice (PDF)
        </a>
      ) : null}
      {creditNote ? (
        <a className="ui-button ui-button-secondary" href={pdf(creditNote.id)} target="_blank" rel="noreferrer">
          Credit note (PDF)
        </a>
      ) : null}
    </>
  );
}

export function ReceiptScreen() {
  const { orderNumber = "" } = useParams();
  // Kept in the history entry, so the receipt still says so after a reload.
  const sold = (useLocation().state as Partial<SoldState> | null)?.sold === orderNumber;
  const receipt = useScreenData<typeof loader>();
  const newSale = useRef<HTMLAnchorElement>(null);
  const voidSale = useVoidSale(receipt.setData);
  // Right after a sale the counter's next move is the next customer: Enter starts it.
  useEffect(() => {
    if (sold) newSale.current?.focus();
  }, [sold]);
  const { data } = receipt;
  return (
    <section className="pos-screen pos-receipt-screen">
      <div className="pos-receipt-tools">
        <Link className="ui-button ui-button-primary" to={COUNTER_PATH} ref={newSale}>
          New sale
        </Link>
        <button type="button" className="ui-button ui-button-secondary" onClick={() => window.print()}>
          Print receipt
        </button>
        <GstDocumentLinks receipt={data} />
        <SellAgainButton receipt={data} />
        <Link className="ui-button ui-button-secondary" to={SALES_PATH}>
          Today's sales
        </Link>
        {data.can_void ? (
          <button
            type="button"
            className="ui-button ui-button-secondary"
            onClick={() => voidSale.ask({ order_number: data.order_number, total: data.total, method: data.payment.method, warehouse: data.warehouse.name })}
          >
            Void sale
          </button>
        ) : null}
      </div>
      {sold && data.status === "completed" ? (
        <p className="pos-ok" role="status">
          Sale complete.
        </p>
      ) : null}
      <ReceiptView receipt={data} />
      {voidSale.dialog}
    </section>
  );
}

export const route: ScreenRoute = { Component: ReceiptScreen, loader };
