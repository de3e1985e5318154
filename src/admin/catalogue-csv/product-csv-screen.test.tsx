// The import & export screen: the export is a download link; a file is checked or imported as
// a form upload; a refused file's rows are listed with column and reason, an imported one's
// counts are told; a file that is not a CSV is refused before it is sent.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, type FakeShopServer } from "../../client/api/fake-shop-server";
import { PRICE_ABOVE_MRP } from "../../shared/api/admin-catalogue";
import { CSV_BAD_ROWS, CSV_WRONG_TYPE, type ProductImportReport } from "../../shared/api/admin-product-csv";
import { adminServer, openAt } from "../parts/admin-testing";

const IMPORT = "/s/api/admin/catalogue/products/import";
let server: FakeShopServer;
beforeEach(() => {
  server = adminServer();
});
afterEach(() => vi.unstubAllGlobals());

const csv = (name = "products.csv", type = "text/csv") => new File(["slug,name\r\nx,X\r\n"], name, { type });

describe("the import & export screen", { timeout: 20_000 }, () => {
  it("offers the export as a download and lists a refused file's bad rows", async () => {
    const user = userEvent.setup();
    const report: ProductImportReport = { message: CSV_BAD_ROWS, rows: [{ row: 3, errors: { price: PRICE_ABOVE_MRP, row: "This row has more cells than the header has columns" } }] };
    server.on("POST", IMPORT, () => jsonResponse(report, 422));
    openAt("/products-csv");
    const download = await screen.findByRole("link", { name: "Download products CSV" }, { timeout: 5000 });
    expect(download.getAttribute("href")).toBe("/s/api/admin/catalogue/products.csv");
    expect(download.hasAttribute("download")).toBe(true);
    // The quantity columns are explained where the file is chosen.
    expect(document.querySelector(".product-csv-quantity")?.textContent).toMatch(/net_quantity.*unit.*g, ml, pc, m.*1 kg as 1000 g.*pack_count/s);
    // And the GST columns (issue 34), with the rates in force today only.
    expect(document.querySelector(".product-csv-gst")?.textContent).toMatch(/hsn.*4, 6 or 8 digits.*gst_rate.*one of exempt, 0, 0\.25, 3, 5, 18, 40 .*uqc.*KGS, GMS, LTR.*blank/s);

    await user.upload(screen.getByLabelText("CSV file"), csv());
    await user.click(screen.getByRole("button", { name: "Import" }));
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByRole("heading", { name: CSV_BAD_ROWS })).toBeTruthy();
    const rows = within(alert)
      .getAllByRole("row")
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole("cell")
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ["3", "price", PRICE_ABOVE_MRP],
      ["3", "(whole row)", "This row has more cells than the header has columns"],
    ]);
    const [call] = server.calls.filter((c) => c.method === "POST" && c.path === IMPORT);
    expect(call!.body).toBeInstanceOf(FormData);
    expect(((call!.body as FormData).get("file") as File).name).toBe("products.csv");
    expect(call!.query.get("dry_run")).toBeNull();
  });

  it("checks a file without importing it, then imports it and tells the counts", async () => {
    const user = userEvent.setup();
    server.on("POST", IMPORT, (call) => jsonResponse({ dry_run: call.query.get("dry_run") === "1", rows: 3, created: 2, updated: 0, unchanged: 1 }));
    openAt("/products-csv");
    await user.upload(await screen.findByLabelText("CSV file", undefined, { timeout: 5000 }), csv());
    await user.click(screen.getByRole("button", { name: "Check file" }));
    expect((await screen.findByRole("status")).textContent).toBe("The file is good: importing it would create 2 products, update 0 and leave 1 unchanged (3 rows). Nothing is imported yet.");
    await user.click(screen.getByRole("button", { name: "Import" }));
    await vi.waitFor(() => expect(screen.getByRole("status").textContent).toBe("Imported: 2 products created, 0 updated, 1 unchanged (3 rows)."));
    expect(server.calls.filter((c) => c.path === IMPORT).map((c) => c.query.get("dry_run"))).toEqual(["1", null]);
  });

  it("refuses a file that is not a CSV before sending it", async () => {
    const user = userEvent.setup({ applyAccept: false });
    openAt("/products-csv");
    await user.upload(await screen.findByLabelText("CSV file", undefined, { timeout: 5000 }), csv("photo.png", "image/png"));
    expect(screen.getByRole("alert").textContent).toBe(CSV_WRONG_TYPE);
    await user.click(screen.getByRole("button", { name: "Import" }));
    expect(server.calls.filter((c) => c.path === IMPORT)).toEqual([]);
  });
});
