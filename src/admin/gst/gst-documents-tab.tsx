// The documents the website issued, newest first: each with its kind (a credit note with the
// invoice it is against), its date on the shop's clock, the order it belongs to, the buyer (and
// their GSTIN), its total and its PDFs. Narrowed by month, kind, or a number typed in the search.
import { useId } from "react";
import { Link } from "react-router";
import { SelectInput } from "../../client/ui/form/select-input";
import { GST_DOCUMENT_KIND_LABELS } from "../../shared/api/admin-gst";
import type { GstDocumentKind } from "../../shared/gst/invoice-document";
import { formatRupees } from "../../shared/money";
import { formatShopDate } from "../../shared/shop-date-format";
import { useLoaded } from "../../tool-shell/use-loaded";
import { orderPath } from "../orders/order-paths";
import { ListBody } from "../parts/list-body";
import { ListTable } from "../parts/list-table";
import { SearchBox } from "../parts/search-box";
import { useListQuery } from "../parts/use-list-query";
import { DocumentPdfLinks } from "./document-pdf-links";
import { gstApi, type DocumentFilters } from "./gst-api";

const KIND_OPTIONS = (Object.keys(GST_DOCUMENT_KIND_LABELS) as GstDocumentKind[]).map((kind) => ({ value: kind, label: GST_DOCUMENT_KIND_LABELS[kind] }));

export function GstDocumentsTab() {
  const { query, change, paging } = useListQuery<DocumentFilters>({ page: 1, per_page: 20 });
  const list = useLoaded(JSON.stringify(query), (signal) => gstApi.documents(query, signal));
  const monthId = useId();
  const kindId = useId();
  const narrowed = Boolean(query.month || query.kind || query.q);

  return (
    <div>
      <h2 id="gst-documents-title">Issued documents</h2>
      <div className="catalogue-filters">
        <div className="field">
          <label className="field-label" htmlFor={monthId}>
            Month
          </label>
          <input id={monthId} type="month" className="text-input" value={query.month ?? ""} onChange={(e) => change({ month: e.target.value || undefined })} />
        </div>
        <div className="field">
          <label className="field-label" htmlFor={kindId}>
            Kind
          </label>
          <SelectInput id={kindId} placeholder="All kinds" value={query.kind ?? ""} options={KIND_OPTIONS} onChange={(kind) => change({ kind: (kind || undefined) as GstDocumentKind | undefined })} />
        </div>
        <SearchBox label="Search by document or order number" initial={query.q ?? ""} onSearch={(q) => change({ q: q || undefined })} />
      </div>
      <ListBody list={list} empty={narrowed ? "No documents match." : "No documents issued yet."} paging={paging}>
        {(documents) => (
          <ListTable labelledBy="gst-documents-title" busy={list.loading} columns={["Number", "Kind", "Date", "Order", "Buyer", "Total"]} actions>
            {documents.map((doc) => (
              <tr key={doc.id}>
                <th scope="row" className="gst-number">
                  {doc.number}
                </th>
                <td>
                  {GST_DOCUMENT_KIND_LABELS[doc.kind]}
                  {doc.against ? (
                    <div className="gst-muted">
                      against <span className="gst-number">{doc.against}</span>
                    </div>
                  ) : null}
                </td>
                <td className="gst-nowrap">{formatShopDate(doc.issued_at)}</td>
                <td>
                  <Link to={orderPath(doc.order_number)}>{doc.order_number}</Link>
                </td>
                <td>
                  {doc.buyer}
                  {doc.gstin ? <div className="gst-muted gst-number">GSTIN {doc.gstin}</div> : null}
                </td>
                <td className="gst-nowrap">{formatRupees(doc.total)}</td>
                <td>
                  <DocumentPdfLinks id={doc.id} number={doc.number} />
                </td>
              </tr>
            ))}
          </ListTable>
        )}
      </ListBody>
    </div>
  );
}
