// The back office's delivery setup in Chromium: Fresh Basket's admin adds pincodes to its
// warehouse (which the shop then serves), a slot running on weekends only (ticked on the seven
// weekday boxes), and a holiday, each listed at once.
import { expect } from "@playwright/test";
import { freshOrigin, PEOPLE, signInHere, test } from "./support";

test("an admin adds pincodes, a weekend slot and a holiday, and the shop serves the new pincode", async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const fresh = freshOrigin(baseURL!);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const admin = await context.newPage();
  await admin.goto(`${fresh}/bos/admin/dashboard`);
  await signInHere(admin, PEOPLE.admin);
  await admin.goto(`${fresh}/bos/admin/delivery`);
  await expect(admin.getByRole("heading", { level: 1, name: "Delivery" })).toBeVisible();
  await expect(admin.getByRole("row", { name: /Bandra Store Default/ })).toBeVisible();

  // Pincodes, one a line.
  await admin.getByRole("button", { name: "Pincodes of Bandra Store" }).click();
  await admin.getByLabel("Add pincodes").fill("400057 Vile Parle West\n400056, Vile Parle East");
  await admin.getByRole("button", { name: "Add pincodes" }).click();
  await expect(admin.getByRole("row", { name: /400057 Vile Parle West/ })).toBeVisible();
  const served = await admin.request.get(`http://127.0.0.1:${new URL(fresh).port}/s/api/check/pincode/400056`, { headers: { "x-web-url": fresh } });
  expect(((await served.json()) as { area: string }).area).toBe("Vile Parle East");

  // A slot on Saturdays and Sundays only.
  await admin.getByRole("tab", { name: "Slots" }).click();
  await admin.getByRole("button", { name: "New slot" }).click();
  const form = admin.getByRole("form", { name: "New slot" });
  for (const day of ["Mon", "Tue", "Wed", "Thu", "Fri"]) await form.getByRole("checkbox", { name: day }).uncheck();
  await form.getByLabel(/^Starts/).fill("11:00");
  await form.getByLabel(/^Ends/).fill("13:30");
  await form.getByRole("spinbutton", { name: /^Orders a day/ }).fill("15");
  await admin.screenshot({ path: "test-results/admin-delivery-slot-form.png" });
  await form.getByRole("button", { name: "Save slot" }).click();
  await expect(admin.getByRole("row", { name: /11:00–13:30 Bandra Store Sun, Sat 0 of 15/ })).toBeVisible();

  // A holiday for every warehouse.
  await admin.getByRole("tab", { name: "Holidays" }).click();
  await admin.getByRole("button", { name: "New holiday" }).click();
  const holiday = admin.getByRole("form", { name: "New holiday" });
  await holiday.getByLabel(/^Date/).fill("2031-10-02");
  await holiday.getByRole("textbox", { name: /^Note/ }).fill("Gandhi Jayanti");
  await holiday.getByRole("button", { name: "Save" }).click();
  await expect(admin.getByRole("row", { name: /2031-10-02 Every warehouse Gandhi Jayanti/ })).toBeVisible();
  await admin.screenshot({ path: "test-results/admin-delivery-holidays.png", fullPage: true });
  await context.close();
});
