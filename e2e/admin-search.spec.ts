// An owner fixes a search that found nothing (issue 30): a shopper's search on Fresh Basket finds
// nothing and is counted, the owner sees it in the back office's Search words, gives the word a
// meaning, and the shop's very next search for it finds the products.
import { expect } from "@playwright/test";
import { freshOrigin, PEOPLE, signInHere, test, whenHydrated } from "./support";

test("the owner turns a search that found nothing into a word, and the shop's next search finds the products", async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const fresh = freshOrigin(baseURL!);
  // Letters only, as a word shoppers type; new on every run.
  const word = `tamatr${Array.from({ length: 5 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("")}`;

  const shopperContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const shopper = await shopperContext.newPage();
  await shopper.goto(`${fresh}/products?q=${word}`);
  await whenHydrated(shopper);
  const listing = shopper.locator("section.block-product-listing");
  await expect(listing).toContainText(`No products found for “${word}”.`);

  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const admin = await adminContext.newPage();
  await admin.goto(`${fresh}/bos/admin/dashboard`);
  await signInHere(admin, PEOPLE.admin);
  await admin.goto(`${fresh}/bos/admin/search-words`);
  await expect(admin.getByRole("heading", { level: 1, name: "Search words" })).toBeVisible();
  const miss = admin.getByRole("row", { name: new RegExp(word) });
  await expect(miss).toContainText("1 search");
  await miss.getByRole("button", { name: `Add a word for “${word}”` }).click();
  const form = admin.getByRole("form", { name: "Add a word" });
  await expect(form.getByRole("textbox", { name: /^Word shoppers type/ })).toHaveValue(word);
  await form.getByRole("textbox", { name: /^What it means/ }).fill("tomato");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(admin.getByText(`Saved: “${word}” finds tomato in the shop now`)).toBeVisible();
  // Found now: no longer among the searches that found nothing.
  await expect(admin.getByRole("row", { name: new RegExp(word) }).filter({ hasText: "search" })).toHaveCount(0);

  // The shop's next search, the moment the save is answered, finds tomatoes.
  const found = await shopper.evaluate(async (q) => {
    const res = await fetch(`/s/api/products?q=${encodeURIComponent(q)}`);
    return ((await res.json()) as { data: { product_name: string }[] }).data.map((p) => p.product_name);
  }, word);
  expect(found.length).toBeGreaterThan(0);
  expect(found.every((name) => /Tomato/.test(name))).toBe(true);
  await shopper.reload();
  await whenHydrated(shopper);
  await expect(listing.locator(".listing-grid .product-card-name").first()).toContainText("Tomato");

  await shopperContext.close();
  await adminContext.close();
});
