// The GST screen (issue 34, ADR 0082): how the website invoices, the documents it issued and the
// month's GSTR-1 export, one tab each. Until the website has a GSTIN it issues no invoices, which
// the screen says first; products that an invoice could not be made for are counted, with the
// way to them, since their orders would go out without one.
import { Link, type LoaderFunctionArgs } from "react-router";
import type { ScreenRoute } from "../../tool-shell/tool-routes";
import { useScreenData } from "../../tool-shell/use-screen-data";
import { productsPath } from "../catalogue/catalogue-paths";
import { ScreenTabs } from "../parts/screen-tabs";
import { gstApi } from "./gst-api";
import { GstDocumentsTab } from "./gst-documents-tab";
import { GstSettingsForm } from "./gst-settings-form";
import { Gstr1ExportTab } from "./gstr1-export-tab";
import "../parts/admin-parts.css";
import "../catalogue/catalogue.css";
import "./gst.css";

const TABS = [
  { id: "settings", label: "Settings" },
  { id: "documents", label: "Documents" },
  { id: "gstr1", label: "Export for GSTR-1" },
] as const;

const loader = ({ request }: LoaderFunctionArgs) => gstApi.settings(request.signal);

export function GstScreen() {
  const { data, setData } = useScreenData<typeof loader>();
  const missing = data.products_missing_tax;
  return (
    <section className="admin-screen catalogue-screen" aria-labelledby="gst-title">
      <h1 id="gst-title">GST</h1>
      {data.registered ? null : <p className="gst-note">Add your GSTIN to issue GST invoices: orders are invoiced when they go out for delivery, counter sales at the sale.</p>}
      {missing > 0 ? (
        <p className="gst-note gst-warning" role="note">
          {missing === 1 ? "1 product has" : `${missing} products have`} no HSN code or GST rate: orders with them cannot be invoiced. <Link to={productsPath()}>Go to Products</Link>
        </p>
      ) : null}
      <ScreenTabs label="GST" idPrefix="gst" tabs={TABS}>
        {(tab) =>
          tab === "settings" ? (
            <GstSettingsForm
              // A saved answer starts the form again from what is stored.
              key={JSON.stringify(data)}
              answer={data}
              onSaved={setData}
            />
          ) : tab === "documents" ? (
            <GstDocumentsTab />
          ) : (
            <Gstr1ExportTab settings={data} />
          )
        }
      </ScreenTabs>
    </section>
  );
}

export const route: ScreenRoute = { Component: GstScreen, loader };
