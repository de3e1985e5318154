// The point of sale in Chromium, on the demo store (whose staff member 9876543214 sells at the
// counter): a cash sale rung up by keyboard with change due, and its printed receipt; a UPI sale
// for a customer found by phone, which the customer then sees among their orders; and a void
// from today's sales that puts the unit back into the counter's stock.
import { expect, type Browser, type Page } from "@playwright/test";
import { readPdfText } from "../src/server/domain/invoices/pdf/read-pdf-text";
import { signUp, signInHere, test } from "./support";

/** The demo store's member of staff (not an admin): fixtures/catalog/websites.json. */
const STAFF = "9876543214";

/** The demo store's origin; a browser context of our own does not know it. */
const shop = () => test.info().project.use.baseURL!;

const rupees = (text: string | null) => Number((text ?? "").replace(/[₹,\s]/g, ""));
const formatted = (amount: number) => `₹${amount.toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The counter in a browser of its own: first refused (signed out), then the staff member's. */
async function counter(browser: Browser, viewport?: { width: number; height: number }): Promise<Page> {
  const staff = await (await browser.newContext(viewport ? { viewport } : {})).newPage();
  await staff.goto(`${shop()}/pos`);
  await expect(staff.getByRole("heading", { name: "Sign in to use the point of sale" })).toBeVisible();
  await signInHere(staff, STAFF);
  await staff.goto(`${shop()}/pos`);
  await expect(staff).toHaveURL(/\/pos\/counter$/);
  await expect(staff.getByRole("searchbox", { name: /Search products/ })).toBeFocused();
  await expect(staff.getByLabel("Sale totals")).toBeVisible();
  return staff;
}

interface Row {
  /** "Name Pack": how the sale's line and the receipt name it. */
  item: string;
  price: number;
  mrp: number;
  stock: number;
  /** Its place among the rows that can be added, for the arrow keys. */
  at: number;
}

/** Searches (typed, as at the counter) and reads the rows that can be added. */
async function search(staff: Page, q: string): Promise<Row[]> {
  const box = staff.getByRole("searchbox", { name: /Search products/ });
  await box.focus();
  await box.fill("");
  await staff.keyboard.type(q);
  const list = staff.getByRole("list", { name: "Search results" });
  await expect(list).toBeVisible();
  // Read from the row's columns: its name also says the brand and the pack's code.
  const rows = await list.locator("button:not(:disabled)").evaluateAll((buttons) =>
    buttons.map((b) => {
      const first = (selector: string) => b.querySelector(selector)?.firstChild?.textContent?.trim() ?? "";
      return {
        name: first(".pos-result-name"),
        pack: first(".pos-result-pack"),
        price: first(".pos-result-price"),
        mrp: b.querySelector(".pos-result-price s")?.textContent ?? "",
        stock: first(".pos-result-stock"),
      };
    }),
  );
  return rows.map((row, at) => {
    const price = rupees(row.price);
    // No MRP is shown when it is the price.
    const mrp = row.mrp ? rupees(row.mrp.replace("MRP", "")) : price;
    return { item: `${row.name} ${row.pack}`, price, mrp, stock: Number(/^(\d+) in stock$/.exec(row.stock)![1]), at };
  });
}

/** Adds a searched row by keyboard alone: down into the results, to the row, Enter. */
async function addByKeyboard(staff: Page, row: Row): Promise<void> {
  await staff.keyboard.press("ArrowDown");
  for (let i = 0; i < row.at; i++) await staff.keyboard.press("ArrowDown");
  await staff.keyboard.press("Enter");
  await expect(staff.getByRole("table", { name: "Items in this sale" })).toContainText(row.item);
  await expect(staff.getByRole("searchbox", { name: /Search products/ })).toBeFocused();
}

/** The server's total of the sale as the counter shows it, once priced. */
async function saleTotal(staff: Page): Promise<number> {
  const totals = staff.getByLabel("Sale totals");
  await expect(totals.locator("..")).toHaveAttribute("aria-busy", "false");
  return rupees(await totals.locator(".pos-money-strong dd").textContent());
}

/** The receipt the sale opened; answers its order number. */
async function receiptNumber(staff: Page): Promise<string> {
  const heading = staff.getByRole("heading", { level: 1, name: /^Receipt · Order / });
  await expect(heading).toBeVisible();
  return (await heading.textContent())!.replace("Receipt · Order ", "");
}

test("a cash sale rung up by keyboard gives change, and its receipt shows the items, MRP, price and savings", async ({ browser }) => {
  test.setTimeout(120_000);
  const staff = await counter(browser);
  const rows = await search(staff, "Toor Dal");
  const row = rows.find((r) => r.stock >= 3 && r.mrp > r.price);
  expect(row, "no Toor Dal pack below MRP with 3 in stock").toBeTruthy();
  await addByKeyboard(staff, row!);
  // Tab to the line's quantity ("−" is disabled at 1) and step it up to 2.
  await staff.keyboard.press("Tab");
  const quantity = staff.getByRole("table", { name: "Items in this sale" }).getByRole("spinbutton");
  await expect(quantity).toBeFocused();
  await staff.keyboard.press("ArrowUp");
  await expect(quantity).toHaveValue("2");
  await expect(staff.getByLabel("Sale totals")).toContainText(formatted(row!.price * 2));
  const total = await saleTotal(staff);
  expect(total).toBe(row!.price * 2);

  const tendered = Math.ceil(total / 100) * 100 + 100;
  await staff.getByRole("textbox", { name: "Amount tendered (₹)" }).fill(String(tendered));
  await expect(staff.getByText(`Change due: ${formatted(tendered - total)}`)).toBeVisible();
  await staff.keyboard.press("F9");

  const orderNumber = await receiptNumber(staff);
  // The next customer is one Enter away.
  await expect(staff.getByRole("link", { name: "New sale" })).toBeFocused();
  const receipt = staff.getByRole("article", { name: `Receipt · Order ${orderNumber}` });
  await expect(receipt).toContainText("Kirana Demo Store");
  await expect(receipt.getByRole("table").getByRole("row").nth(1).getByRole("cell")).toHaveText([row!.item, "2", formatted(row!.mrp), formatted(row!.price), formatted(total)]);
  await expect(receipt.getByLabel("Payment")).toHaveText(`Paid byCash ${formatted(total)}Tendered${formatted(tendered)}Change${formatted(tendered - total)}`);
  await expect(receipt).toContainText(`You saved ${formatted((row!.mrp - row!.price) * 2)}`);
  await expect(receipt).toContainText("Meena Iyer");
  // It names the member of staff, never their phone.
  await expect(receipt).not.toContainText(STAFF.slice(5));
  // The sale's GST invoice (issue 34) was issued with it, in the counter printer's width.
  const invoice = await staff.request.get((await staff.getByRole("link", { name: "GST invoice (PDF)" }).getAttribute("href"))!);
  expect(invoice.headers()["content-type"]).toBe("application/pdf");
  const [slip] = readPdfText(await invoice.body());
  expect(slip!.width).toBeLessThan(300);
  expect(slip!.lines.join("\n")).toContain(orderNumber);

  // Printed, only the receipt shows.
  await staff.emulateMedia({ media: "print" });
  await expect(staff.getByRole("navigation", { name: "Point of sale" })).toBeHidden();
  await expect(staff.getByRole("button", { name: "Print receipt" })).toBeHidden();
  await expect(receipt).toBeVisible();
  await staff.emulateMedia({ media: "screen" });

  // The next customer: a fresh counter, the sale no longer kept as a draft.
  await staff.getByRole("link", { name: "New sale" }).click();
  await expect(staff).toHaveURL(/\/pos\/counter$/);
  await expect(staff.getByText(/No items yet/)).toBeVisible();
  await staff.context().close();
});

/** A pincode the demo store delivers to (fixtures/catalog/websites.json). */
const PINCODE = "560038";

/** A new shopper of the demo store: signed up, with a delivery address there. Answers the phone. */
async function shopper(page: Page, name: string): Promise<string> {
  const phone = await signUp(page, name);
  const token = (await page.context().cookies()).find((c) => c.name === "XSRF-TOKEN" && c.domain === "localhost")?.value ?? "";
  const address = await page.request.post("/s/api/account/addresses", {
    data: { name, phone, line1: "7, 2nd Main, Defence Colony", city: "Bengaluru", state: "Karnataka", pincode: PINCODE },
    headers: { "x-xsrf-token": decodeURIComponent(token), "x-web-url": shop() },
  });
  expect(address.ok(), await address.text()).toBe(true);
  return phone;
}

test("a UPI sale for a customer found by phone shows in that customer's orders, and is sold again to her from its receipt", async ({ browser, page }) => {
  test.setTimeout(120_000);
  const phone = await shopper(page, "Lakshmi Nair");
  // A tablet held upright: the sale and the payment stack.
  const staff = await counter(browser, { width: 768, height: 1024 });
  const [row] = await search(staff, "Basmati");
  expect(row, "no Basmati pack in stock").toBeTruthy();
  await addByKeyboard(staff, row!);

  await staff.getByRole("textbox", { name: "Customer's phone" }).fill(phone);
  await staff.keyboard.press("Enter");
  await expect(staff.getByRole("complementary", { name: "Payment" })).toContainText("Lakshmi Nair");
  // A reload keeps the sale, customer and all.
  await staff.reload();
  await expect(staff.getByRole("table", { name: "Items in this sale" })).toContainText(row!.item);
  await expect(staff.getByRole("complementary", { name: "Payment" })).toContainText("Lakshmi Nair");

  await staff.getByRole("radio", { name: "UPI" }).check();
  const reference = `UPI${Date.now()}`;
  await staff.getByRole("textbox", { name: "UPI transaction id" }).fill(reference);
  await saleTotal(staff);
  await staff.keyboard.press("Control+Enter");
  const orderNumber = await receiptNumber(staff);
  const receipt = staff.getByRole("article");
  await expect(receipt).toContainText(`Lakshmi Nair, ${phone.slice(0, 2)}xxxxxx${phone.slice(-2)}`);
  // The paper leaves the shop: the customer's number shows only enough to recognise it.
  await expect(receipt).not.toContainText(phone.slice(5));
  await expect(receipt.getByLabel("Payment")).toContainText("UPI");
  await expect(receipt.getByLabel("Payment")).toContainText(reference);

  await page.goto("/account/orders");
  await expect(page.getByRole("row", { name: new RegExp(orderNumber) })).toBeVisible();

  // She comes back for the same again: the counter sells it again, to her.
  await staff.getByRole("button", { name: `Sell again: the items of ${orderNumber}` }).click();
  await expect(staff.getByRole("table", { name: "Items in this sale" })).toContainText(row!.item);
  await expect(staff.getByRole("complementary", { name: "Payment" })).toContainText("Lakshmi Nair");
  await saleTotal(staff);
  await staff.context().close();
});

test("a sale voided from today's sales puts its unit back into the counter's stock", async ({ browser }) => {
  test.setTimeout(120_000);
  const staff = await counter(browser);
  const rows = await search(staff, "Tomato");
  const row = rows.find((r) => r.stock >= 2);
  expect(row, "no Tomato pack with 2 in stock").toBeTruthy();
  await addByKeyboard(staff, row!);
  const total = await saleTotal(staff);
  await staff.getByRole("textbox", { name: "Amount tendered (₹)" }).fill(String(total));
  await staff.getByRole("button", { name: "Complete sale (F9)" }).click();
  const orderNumber = await receiptNumber(staff);

  // One unit fewer at the counter now.
  await staff.getByRole("link", { name: "New sale" }).click();
  expect((await search(staff, "Tomato")).find((r) => r.item === row!.item)?.stock).toBe(row!.stock - 1);

  await staff.getByRole("navigation", { name: "Point of sale" }).getByRole("link", { name: "Today's sales" }).click();
  await expect(staff.getByRole("heading", { level: 1, name: "Today's sales" })).toBeVisible();
  const line = staff.getByRole("row", { name: new RegExp(orderNumber) });
  await expect(line).toContainText("Completed");
  await line.getByRole("button", { name: `Void ${orderNumber}` }).click();
  const dialog = staff.getByRole("dialog", { name: `Void sale ${orderNumber}?` });
  await dialog.getByRole("textbox", { name: "Reason (kept in the audit log)" }).fill("Customer changed their mind");
  await dialog.getByRole("button", { name: "Void sale" }).click();
  await expect(dialog).toBeHidden();
  await expect(line).toContainText("Voided");
  await expect(line.getByRole("button", { name: `Void ${orderNumber}` })).toHaveCount(0);

  // The receipt, reprinted, says so; and the unit is back.
  await line.getByRole("link", { name: `Reprint the receipt of ${orderNumber}` }).click();
  await expect(staff.getByRole("note")).toHaveText("VOIDED");
  await expect(staff.getByRole("article")).toContainText("Customer changed their mind");
  await staff.getByRole("navigation", { name: "Point of sale" }).getByRole("link", { name: "Counter" }).click();
  expect((await search(staff, "Tomato")).find((r) => r.item === row!.item)?.stock).toBe(row!.stock);
  await staff.context().close();
});
