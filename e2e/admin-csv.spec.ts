// The back office's product CSV import in Chromium: Fresh Basket's admin uploads a file with one
// bad row and is shown that row and column, and neither the admin's list nor the shop has any
// of the file's products; the corrected file imports, and a shopper finds its product by search.
import { expect, type Page } from "@playwright/test";
import { freshOrigin, PEOPLE, signInHere, test, whenHydrated } from "./support";

/** Fresh Basket's one warehouse (fixtures/catalog/websites.json). */
const WAREHOUSE = "Bandra Store";
const PRICE_ABOVE_MRP = "The selling price cannot be above the MRP";

/** Poha and sabudana the shop packs itself: the label's declarations (ADR 0078), the same on each row. */
const DECLARED = 'true,packer,Fresh Basket Retail LLP,"Shop 3, Hill Road, Bandra West, Mumbai 400050",India,"Fresh Basket, Mumbai 400050. 022 2640 0000"';
/** Their HSN code and GST rate, which Fresh Basket, registered for GST, gives every product (issue 34). */
const POHA_TAX = "1904,5";
const SABUDANA_TAX = "1903,5";

function csvFile(rows: string[]) {
  const header = `slug,name,description,generic_name,prepackaged,maker_role,maker_name,maker_address,country_of_origin,consumer_care,hsn,gst_rate,pack_name,net_quantity,unit,mrp,price,max_per_order,stock:${WAREHOUSE}`;
  return { name: "new-products.csv", mimeType: "text/csv", buffer: Buffer.from(`\uFEFF${[header, ...rows].join("\r\n")}\r\n`) };
}

/** What the shop's own client gets for a search on the website the page is on. */
async function shopSearchCount(page: Page, q: string): Promise<number> {
  return page.evaluate(async (query) => {
    const res = await fetch(`/s/api/products?q=${encodeURIComponent(query)}`, { headers: { "x-web-url": location.origin } });
    return ((await res.json()) as { data: unknown[] }).data.length;
  }, q);
}

test("a CSV with one bad row reports that row and imports nothing; the corrected file imports and the shop finds it", async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const fresh = freshOrigin(baseURL!);
  const tag = Math.random().toString(36).slice(2, 7);
  const word = `Csvjourney${tag}`;
  const rows = (thirdPrice: string) => [
    `csv-poha-${tag},${word} Poha,"Thick, flattened rice",Poha,${DECLARED},${POHA_TAX},500 g,500,g,60,52,5,20`,
    `csv-poha-${tag},${word} Poha,"Thick, flattened rice",Poha,${DECLARED},${POHA_TAX},1 kg,1000,g,110,96,3,10`,
    `csv-sabudana-${tag},${word} Sabudana,,Sabudana,${DECLARED},${SABUDANA_TAX},500 g,500,g,80,${thirdPrice},4,15`,
  ];

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const admin = await context.newPage();
  await admin.goto(`${fresh}/bos/admin/dashboard`);
  await signInHere(admin, PEOPLE.admin);
  await admin.goto(`${fresh}/bos/admin/products-csv`);
  await expect(admin.getByRole("heading", { level: 1, name: "Import & export" })).toBeVisible();
  await expect(admin.getByRole("link", { name: "Download products CSV" })).toHaveAttribute("href", "/s/api/admin/catalogue/products.csv");

  // Row 4 (the header is row 1) sells above its MRP.
  await admin.getByLabel("CSV file").setInputFiles(csvFile(rows("95")));
  await admin.getByRole("button", { name: "Import", exact: true }).click();
  const report = admin.getByRole("alert").filter({ has: admin.getByRole("table") });
  await expect(report.getByRole("heading")).toHaveText("Some rows cannot be imported; nothing was imported");
  await expect(report.getByRole("row")).toHaveCount(2);
  await expect(report.getByRole("row").nth(1)).toHaveText(["4", "price", PRICE_ABOVE_MRP].join(""));

  // Nothing of the file is anywhere: not in the admin's list, not in the shop.
  await admin.getByRole("link", { name: "Products", exact: true }).click();
  await admin.getByRole("searchbox", { name: "Search products" }).fill(word);
  await admin.keyboard.press("Enter");
  await expect(admin.getByText("No products match.")).toBeVisible();
  expect(await shopSearchCount(admin, word)).toBe(0);

  // The corrected file: checked first, then imported.
  await admin.getByRole("link", { name: "Import & export" }).click();
  await admin.getByLabel("CSV file").setInputFiles(csvFile(rows("72")));
  await admin.getByRole("button", { name: "Check file" }).click();
  await expect(admin.getByRole("status")).toContainText("importing it would create 2 products");
  await admin.getByRole("button", { name: "Import", exact: true }).click();
  await expect(admin.getByRole("status")).toHaveText("Imported: 2 products created, 0 updated, 0 unchanged (3 rows).");

  // The admin's audit log holds the import, by file name.
  await admin.getByRole("link", { name: "Audit log" }).click();
  const latest = admin.getByRole("list", { name: "Changes" }).getByRole("listitem").first();
  await expect(latest).toContainText("Import · Product import");
  await expect(latest).toContainText("new-products.csv");
  await context.close();

  // A shopper finds the imported product by the shop's search.
  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  await shopper.goto(`${fresh}/`);
  await whenHydrated(shopper);
  await shopper.getByRole("searchbox", { name: "Search products" }).fill(`${word} poha`);
  await shopper.keyboard.press("Enter");
  await expect(shopper).toHaveURL(/\/products\?q=/);
  const listing = shopper.locator("section.block-product-listing");
  await expect(listing.locator(".listing-results")).not.toHaveAttribute("aria-busy", "true");
  await expect(listing.locator(".product-card-name", { hasText: `${word} Poha` })).toBeVisible();
  await expect(listing.locator(".product-card-name", { hasText: `${word} Sabudana` })).toHaveCount(0);
  await shopperContext.close();
});
