// "Invoices" (issue 34): the order's GST invoice, and any credit note after a cancellation or a
// refund, each with its date on the shop's clock, its total and its PDF, which opens in a new
// tab. An order is invoiced when it goes out for delivery, so there is nothing here before that.
import type { OrderDetail } from "../../../src/shared/api/account";
import { orderDocumentPdfUrl } from "../../../src/client/api/account-api";
import { formatRupees } from "../../../src/shared/money";
import { useT } from "../../../src/client/i18n/use-t";
import { useAccountDates } from "../../parts/account/use-dates";
import "./order-invoices.css";

export function OrderInvoices({ order }: { order: OrderDetail }) {
  const t = useT();
  const dates = useAccountDates();
  if (order.documents.length === 0) return null;
  return (
    <section className="account-card" aria-labelledby="order-invoices">
      <h2 id="order-invoices">{t("account.invoices")}</h2>
      <ul className="order-invoices">
        {order.documents.map((doc) => (
          <li key={doc.id} className="order-invoice">
            <div className="order-invoice-main">
              <span className="order-invoice-name">
                {doc.label} {doc.number}
              </span>
              <span className="order-invoice-meta">
                <time dateTime={doc.issued_at}>{dates.shopDate(doc.issued_at)}</time> · {formatRupees(doc.total)}
              </span>
            </div>
            <a
              className="ui-button ui-button-secondary order-invoice-pdf"
              href={orderDocumentPdfUrl(order.id, doc.id)}
              target="_blank"
              rel="noreferrer"
              aria-label={t("account.downloadPdfOf", { document: `${doc.label} ${doc.number}` })}
            >
              {t("account.downloadPdf")}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
