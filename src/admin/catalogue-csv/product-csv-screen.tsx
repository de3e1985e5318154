// "Import & export": the website's products with their packs (and what each holds) as a CSV to
// download, and a CSV to check or import. A refused file shows every bad row with its column and
// the reason, and nothing was imported; an imported one shows what it created and changed.
import { useId, useState, type FormEvent } from "react";
import { ApiError } from "../../client/api/http-client";
import { BusyButton } from "../../client/ui/busy-button";
import { FileField } from "../../client/ui/form/file-field";
import { userMessage } from "../../shared/error-message";
import { PRODUCT_CSV_ACCEPT, PRODUCT_CSV_MAX_ROWS, type ProductImportAnswer, type ProductImportReport } from "../../shared/api/admin-product-csv";
import { ratesInForce } from "../../shared/gst/gst-rates";
import { UQC_CODES } from "../../shared/gst/uqc";
import { PACK_UNITS } from "../../shared/pack-quantity";
import { shopDayOf } from "../../shared/shop-time";
import { csvFileProblem, importProductsCsv, importReport, productsCsvUrl } from "./product-csv-api";
import { ImportReportTable } from "./import-report-table";
import "./product-csv.css";
import type { ScreenRoute } from "../../tool-shell/tool-routes";

type Outcome = { kind: "done"; answer: ProductImportAnswer } | { kind: "refused"; report: ProductImportReport } | { kind: "failed"; message: string };

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

export function importSummary(a: ProductImportAnswer): string {
  const rows = plural(a.rows, "row");
  return a.dry_run
    ? `The file is good: importing it would create ${plural(a.created, "product")}, update ${a.updated} and leave ${a.unchanged} unchanged (${rows}). Nothing is imported yet.`
    : `Imported: ${plural(a.created, "product")} created, ${a.updated} updated, ${a.unchanged} unchanged (${rows}).`;
}

export function ProductCsvScreen() {
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<"check" | "import" | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const choose = (next: File | null) => {
    setFile(next);
    setOutcome(null);
    setProblem(next ? csvFileProblem(next) : null);
  };

  const send = async (dryRun: boolean) => {
    if (!file) {
      setProblem("Choose a CSV file first");
      return;
    }
    if (problem) return;
    setBusy(dryRun ? "check" : "import");
    setOutcome(null);
    try {
      setOutcome({ kind: "done", answer: await importProductsCsv(file, dryRun) });
    } catch (error) {
      const report = error instanceof ApiError && error.status === 422 ? importReport(error.body) : null;
      setOutcome(report ? { kind: "refused", report } : { kind: "failed", message: userMessage(error) });
    } finally {
      setBusy(null);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send(false);
  };

  return (
    <section className="admin-screen product-csv-screen" aria-labelledby="product-csv-title">
      <p className="admin-screen-kicker">Catalogue</p>
      <h1 id="product-csv-title">Import &amp; export</h1>

      <h2>Export</h2>
      <p>Every product with its packs, one row per pack, with the stock at each warehouse. Open it in a spreadsheet, change it, and import it back.</p>
      <a className="ui-button ui-button-secondary" href={productsCsvUrl()} download>
        Download products CSV
      </a>

      <h2>Import</h2>
      <p>
        Products are matched by slug and packs by name: new ones are added, the others changed. Brands, suppliers, categories and warehouses must already exist. When any row is wrong nothing is
        imported. At most {PRODUCT_CSV_MAX_ROWS} rows at a time.
      </p>
      <p className="product-csv-quantity">
        What a pack holds: <code>net_quantity</code> is one item&apos;s quantity as a whole number in its <code>unit</code>, one of {PACK_UNITS.join(", ")} (write 1 kg as 1000 g and 1 L as 1000 ml);{" "}
        <code>pack_count</code> is the number of items in a multipack (6 x 250 ml is 250, ml, 6; blank is 1). Leave net_quantity and unit both blank for a pack without a quantity, or leave the columns
        out to keep what the shop has.
      </p>
      <p className="product-csv-gst">
        GST: <code>hsn</code> is the HSN code (4, 6 or 8 digits); <code>gst_rate</code> is one of{" "}
        {ratesInForce(shopDayOf())
          .map((r) => r.key)
          .join(", ")}{" "}
        (5% reads as 5); <code>uqc</code> is the unit GST returns count the product in, one of {UQC_CODES.map((u) => u.code).join(", ")}, or blank to take it from each pack&apos;s unit. A shop
        registered for GST gives hsn and gst_rate for every product.
      </p>
      <form className="product-csv-form" onSubmit={submit} noValidate>
        <div className="field">
          <label className="field-label" htmlFor={fileId}>
            CSV file
          </label>
          <FileField id={fileId} name="file" accept={PRODUCT_CSV_ACCEPT} value={file} onChange={choose} prompt="Choose a CSV file…" />
          {problem ? (
            <p className="field-error" role="alert">
              {problem}
            </p>
          ) : null}
        </div>
        <div className="product-csv-actions">
          <BusyButton className="ui-button ui-button-secondary" busy={busy === "check"} disabled={busy !== null} onClick={() => void send(true)}>
            Check file
          </BusyButton>
          <BusyButton type="submit" className="ui-button ui-button-primary" busy={busy === "import"} disabled={busy !== null}>
            Import
          </BusyButton>
        </div>
      </form>

      {outcome?.kind === "done" ? (
        <p className="product-csv-done" role="status">
          {importSummary(outcome.answer)}
        </p>
      ) : null}
      {outcome?.kind === "failed" ? (
        <p className="product-csv-failed" role="alert">
          {outcome.message}
        </p>
      ) : null}
      {outcome?.kind === "refused" ? <ImportReportTable report={outcome.report} /> : null}
    </section>
  );
}

export const route: ScreenRoute = { Component: ProductCsvScreen };
