// GST invoices (issue 34, ADR 0082), as a business buyer and the shop's admin do it in the
// browser: the buyer gives a GSTIN at checkout (a mistyped one is caught under the field); when
// the admin sends the order out, its invoice names the business and its GSTIN; the buyer
// downloads the PDF from the order page; the admin finds the document on the GST screen, opens
// its receipt-sized PDF and downloads the month's B2B table, which carries the invoice. Each
// screen on the way is checked with axe (ADR 0040).
import { expect, type Page } from "@playwright/test";
import { readPdfText } from "../src/server/domain/invoices/pdf/read-pdf-text";
import { shopDayOf } from "../src/shared/shop-time";
import { shopWrite, test } from "./support";
import { quietPack } from "./quiet-pack";
import { adminBrowser, markOrder, placeCashOrder } from "./cash-order";
import { check, settle } from "./axe-check";

/** This file's quiet pack, away from other journeys' (see quiet-pack.ts). */
const QUIET_INDEX = 9;
const BUYER_GSTIN = "27AAPFU0939F1ZV";
const BUSINESS = "Iyer Caterers";

// axe is injected as a script (axe-check.ts).
test.use({ bypassCSP: true });

const shop = () => test.info().project.use.baseURL!;

// The second journey checks every delivered order, the first's among them.
test.describe.configure({ mode: "serial" });
/** The month on the shop's clock (India), as the GST screen's month field takes it. */
const shopMonth = () => shopDayOf().slice(0, 7);

async function pdfText(page: Page, href: string): Promise<string> {
  const res = await page.request.get(href);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("application/pdf");
  return readPdfText(await res.body())
    .flatMap((p) => p.lines)
    .join("\n");
}

test("a business buyer's GSTIN is on the invoice issued when the order goes out; the buyer downloads it and the admin exports it", async ({ browser, page }) => {
  test.setTimeout(180_000);
  const order = await placeCashOrder(page, {
    name: "Suresh Iyer",
    street: "Shop 2, Market Road",
    quiet: [QUIET_INDEX],
    beforePlacing: async () => {
      const business = page.getByRole("region", { name: "Business invoice" });
      await business.getByRole("checkbox", { name: /^Add GSTIN for a business invoice/ }).check();
      const gstin = business.getByRole("textbox", { name: /^GSTIN/ });
      await gstin.fill("27AAPFU0939F1ZA");
      await gstin.blur();
      await expect(business.getByText("The GSTIN's last character does not match: check it for a typo")).toBeVisible();
      await settle(page);
      await check(page, "checkout with a mistyped GSTIN", business);
      await gstin.fill(BUYER_GSTIN);
      await business.getByRole("textbox", { name: /^Business name/ }).fill(BUSINESS);
    },
  });

  // Nothing is invoiced until the order goes out.
  await page.goto("/account/orders");
  await page.getByRole("link", { name: `#${order.number}` }).click();
  await expect(page.getByRole("heading", { name: `Order #${order.number}` })).toBeVisible();
  await expect(page.getByRole("region", { name: "Invoices" })).toHaveCount(0);

  const admin = await adminBrowser(browser);
  await markOrder(admin, order.number, ["confirmed", "packed", "out for delivery"]);

  // The buyer downloads it from the order page.
  await page.reload();
  const invoices = page.getByRole("region", { name: "Invoices" });
  const download = invoices.getByRole("link", { name: /^Download PDF of Tax invoice INV\/\d{4}\/\d{6}$/ });
  await expect(download).toBeVisible();
  const number = (await download.getAttribute("aria-label"))!.replace("Download PDF of Tax invoice ", "");
  await settle(page);
  await check(page, "the order with its invoice", invoices);
  const text = await pdfText(page, (await download.getAttribute("href"))!);
  for (const words of ["Tax Invoice", number, order.number, BUSINESS, BUYER_GSTIN, "Kirana Demo Stores LLP", "29AAKFK4321J1Z5", "Authorised signatory"]) expect(text).toContain(words);

  // The admin finds it among the issued documents and opens the receipt-sized copy.
  await admin.goto(`${shop()}/bos/admin/gst?tab=documents`);
  await expect(admin.getByRole("heading", { level: 2, name: "Issued documents" })).toBeVisible();
  await admin.getByRole("searchbox", { name: "Search by document or order number" }).fill(order.number);
  await admin.keyboard.press("Enter");
  const row = admin.getByRole("row", { name: new RegExp(number) });
  await expect(row).toContainText(BUSINESS);
  await expect(row).toContainText(`GSTIN ${BUYER_GSTIN}`);
  await settle(admin);
  await check(admin, "the GST screen's documents");
  const receipt = await admin.request.get((await row.getByRole("link", { name: `Receipt of ${number}` }).getAttribute("href"))!);
  expect(receipt.headers()["content-type"]).toBe("application/pdf");
  expect(readPdfText(await receipt.body())[0]!.width).toBeLessThan(300);

  // The month's B2B table for the demo store's GSTIN carries the invoice.
  await admin.goto(`${shop()}/bos/admin/gst?tab=gstr1`);
  await admin.getByLabel("Month").fill(shopMonth());
  const b2b = admin.getByRole("link", { name: "B2B", exact: true });
  await expect(b2b).toBeVisible();
  await settle(admin);
  await check(admin, "the GST screen's export");
  const csv = await admin.request.get((await b2b.getAttribute("href"))!);
  expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  const rows = (await csv.text()).split("\r\n").filter((r) => r.includes(number));
  expect(rows.length).toBeGreaterThan(0);
  for (const r of rows) expect(r.startsWith(`${BUYER_GSTIN},${BUSINESS},${number},`)).toBe(true);

  await admin.goto(`${shop()}/bos/admin/gst`);
  await expect(admin.getByRole("textbox", { name: /^Legal name/ })).toHaveValue("Kirana Demo Stores LLP");
  await settle(admin);
  await check(admin, "the GST screen's settings");

  // Delivered, it keeps the one invoice (the next journey counts on a delivered order).
  await markOrder(admin, order.number, ["delivered"]);
  await page.reload();
  await expect(invoices.getByRole("listitem")).toHaveCount(1);
  await admin.context().close();
});

interface Listed<T> {
  data: T[];
  meta: { total: number };
}

/** Every page of a back-office list, 100 at a time. */
async function everything<T>(page: Page, path: string): Promise<T[]> {
  const all: T[] = [];
  for (let n = 1; ; n++) {
    const res = await page.request.get(`${path}${path.includes("?") ? "&" : "?"}per_page=100&page=${n}`);
    expect(res.ok(), await res.text()).toBe(true);
    const { data, meta } = (await res.json()) as Listed<T>;
    all.push(...data);
    if (data.length === 0 || all.length >= meta.total) return all;
  }
}

test("every delivered order and counter sale of the demo store has an invoice that adds up to it", async ({ browser }) => {
  const admin = await adminBrowser(browser);
  // A counter sale of this journey's own, besides whatever other journeys sold and delivered.
  const pack = await quietPack(admin, QUIET_INDEX + 1);
  const sale = (await shopWrite(admin, "/s/api/pos/sales", { warehouse_id: pack.warehouseId, lines: [{ pack_id: pack.packId, quantity: 1 }], payment: { method: "cash", tendered: 5000 } }, "POST", {
    "idempotency-key": `gst-journey-${Date.now()}`,
  })) as { order_number: string };
  // Orders first: a document is issued in the transaction that delivers or sells, so every
  // order read here has its documents by the time they are read.
  const delivered = await everything<{ order_number: string; amount: number }>(admin, "/s/api/admin/orders?status=delivered");
  const documents = await everything<{ kind: string; order_number: string; total: number }>(admin, "/s/api/admin/gst/documents");
  const invoiced = new Map<string, number>();
  for (const d of documents) if (d.kind !== "credit_note") invoiced.set(d.order_number, Math.round(((invoiced.get(d.order_number) ?? 0) + d.total) * 100) / 100);
  expect(delivered.map((o) => o.order_number)).toContain(sale.order_number);
  for (const o of delivered) expect(invoiced.get(o.order_number), `order ${o.order_number}`).toBe(o.amount);
  await admin.context().close();
});
