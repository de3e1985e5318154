// A new owner's dark website in Chromium (ADR 0056): created with the dark starter palette, given
// one product through the admin API, and checked by axe-core on its home, product list, product
// page (with a pack chosen), cart and checkout; any serious or critical violation fails, colour
// contrast among them. The database is shared with the other journeys, so the owner, website
// and product are new each run.
import { expect, type Page } from "@playwright/test";
import { check, settle } from "./axe-check";
import { signInHere, signUp, test } from "./support";

/** Waits for every transition to end, so colours are judged as they finally show, then asks axe. */
async function settledCheck(page: Page, label: string): Promise<void> {
  await settle(page);
  await check(page, label);
}

/** A write to the admin API as the builder's client makes it, for the session's active website. */
async function adminWrite(page: Page, method: "POST" | "PUT", path: string, data: unknown): Promise<Record<string, unknown>> {
  const token = (await page.context().cookies()).find((c) => c.name === "XSRF-TOKEN" && c.domain === "localhost")?.value ?? "";
  const res = await page.request.fetch(path, { method, data, headers: { "x-xsrf-token": decodeURIComponent(token) } });
  expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBe(true);
  return (await res.json()) as Record<string, unknown>;
}

test.use({ bypassCSP: true, actionTimeout: 10_000 });

test("a new dark website's home, list, product, cart and checkout have no serious or critical violations", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await page.goto("/");
  const owner = await signUp(page, "Devika Owner");
  const sub = `dark-${Math.random().toString(36).slice(2, 8)}`;
  const created = await adminWrite(page, "POST", "/s/api/admin/websites", { name: "Devika's Night Market", description: "Groceries till midnight", subdomain: sub, theme: "dark" });
  const origin = created.url as string;
  expect(origin).toBe(`http://${sub}.localhost:${new URL(baseURL!).port}`);

  // One product with two packs in stock, so every page has something to show.
  const warehouse = await adminWrite(page, "POST", "/s/api/admin/delivery/warehouses", { name: "Night Store", address: "12 MG Road", is_default: true });
  // With a brand: the product page draws an empty brand link for a product without one, a
  // fault of its own that is not this journey's subject.
  const brand = await adminWrite(page, "POST", "/s/api/admin/catalogue/brands", { name: "Ratnagiri Farms", slug: "ratnagiri-farms" });
  const product = await adminWrite(page, "POST", "/s/api/admin/catalogue/products", {
    name: "Alphonso Mango",
    slug: "alphonso-mango",
    description: "Sweet mangoes from Ratnagiri.",
    brand_id: brand.id,
  });
  for (const [name, mrp, price] of [
    ["1 kg", 400, 349],
    ["2 kg", 780, 650],
  ] as const) {
    const withPack = await adminWrite(page, "POST", `/s/api/admin/catalogue/products/${product.id}/packs`, { name, mrp, price, max_per_order: 5 });
    const pack = (withPack.packs as { id: number; name: string }[]).find((p) => p.name === name)!;
    await adminWrite(page, "PUT", `/s/api/admin/catalogue/packs/${pack.id}/stock`, { warehouse_id: warehouse.id, quantity: 50 });
  }

  // The shopper is the owner, at the website's own address.
  await page.goto(`${origin}/`);
  await signInHere(page, owner);
  await page.goto(`${origin}/`);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--color-background").trim())).toBe("#111827");
  await expect(page.locator("main").first()).toBeVisible();
  await settledCheck(page, "home");

  await page.goto(`${origin}/products`);
  await expect(page.getByRole("link", { name: /Alphonso Mango/ }).first()).toBeVisible();
  await settledCheck(page, "product list");

  await page.goto(`${origin}/products/alphonso-mango`);
  await expect(page.getByRole("heading", { level: 1, name: "Alphonso Mango" })).toBeVisible();
  // The second pack chosen: its name and price on the selected pack's colour.
  await page.locator(".product-pack", { hasText: "2 kg" }).click();
  await expect(page.locator(".product-pack-chosen")).toContainText("2 kg");
  await settledCheck(page, "product page");
  await page
    .getByRole("button", { name: /^Add to Cart/ })
    .first()
    .click();
  await expect(page.getByRole("group", { name: /in cart$/ }).first()).toBeVisible();

  await page.getByRole("button", { name: /^Cart, / }).click();
  const cart = page.getByRole("dialog", { name: "Cart Summary" });
  await expect(cart).toContainText("Alphonso Mango");
  await settledCheck(page, "cart");
  await page.keyboard.press("Escape");
  await expect(cart).toBeHidden();

  await page.goto(`${origin}/checkout`);
  await expect(page.locator("main").first()).toBeVisible();
  await settledCheck(page, "checkout");
});
