// An order's GST invoice and credit notes, with their PDFs; nothing until it is invoiced, which
// is when it goes out for delivery (a counter sale: at the sale).
import type { OrderDocument } from "../../shared/api/account";
import { formatRupees } from "../../shared/money";
import { formatShopDate } from "../../shared/shop-date-format";
import { DocumentPdfLinks } from "../gst/document-pdf-links";
import { ListTable } from "../parts/list-table";

export function OrderDocuments({ documents }: { documents: readonly OrderDocument[] }) {
  if (documents.length === 0) return null;
  return (
    <>
      <h2 id="order-documents">GST documents</h2>
      <ListTable look="orders" labelledBy="order-documents" columns={["Document", "Date", "Total"]} actions>
        {documents.map((doc) => (
          <tr key={doc.id}>
            <td>
              {doc.label}
              <span className="orders-line orders-code orders-nowrap">{doc.number}</span>
            </td>
            <td className="orders-nowrap">{formatShopDate(doc.issued_at)}</td>
            <td className="orders-nowrap">{formatRupees(doc.total)}</td>
            <td>
              <DocumentPdfLinks id={doc.id} number={doc.number} />
            </td>
          </tr>
        ))}
      </ListTable>
    </>
  );
}
