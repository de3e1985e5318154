// The shop in Hindi (issue 35): a first visit from a browser that asks for Hindi gets the home page
// in Hindi from the server (lang on <html>, Hindi in the HTML before any script), finds a product
// by its Hindi name, adds it and checks out with cash on delivery, every step read by its Hindi
// words; the switch then brings English back. Labels are the catalogue's, so a wording change in
// hi/*.json does not break the journey, while a key that stops being shown does.
import { readFileSync } from "node:fs";
import { expect } from "@playwright/test";
import { check } from "./axe-check";
import { signUp, test } from "./support";
import { choosePincode, PINCODE } from "./cash-order";

const area = (name: string) => JSON.parse(readFileSync(new URL(`../src/shared/i18n/messages/hi/${name}.json`, import.meta.url), "utf8")) as Record<string, string>;
const catalogue = { ...area("account"), ...area("app"), ...area("cart"), ...area("checkout"), ...area("chrome") };
/** The Hindi text of a message; a message no longer in the catalogue fails here, by name. */
const hi = (id: string): string => {
  const text = catalogue[id];
  if (!text) throw new Error(`no Hindi message ${id}`);
  return text;
};
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A message's words up to its first argument, as a pattern for a name that starts with them. */
const startsWith = (text: string) => new RegExp(`^${escape(text.split("{", 1)[0]!)}`);

// axe is injected as a script, which the page's policy would refuse (csp.spec.ts covers the policy).
test.use({ locale: "hi-IN", extraHTTPHeaders: { "Accept-Language": "hi-IN,hi;q=0.9,en;q=0.5" }, bypassCSP: true });

test("a Hindi shopper: the server's first paint in Hindi, a search by a Hindi name, the cart and a cash-on-delivery order", async ({ page }) => {
  // The first paint is the server's: Hindi before any script has run.
  const served = await page.request.get("/");
  const html = await served.text();
  expect(html).toMatch(/<html lang="hi"/);
  expect(html).toContain(hi("cart.addToCart"));
  expect(html).toContain('@font-face{font-family:"Noto Sans Devanagari"');

  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("button", { name: "हिन्दी" })).toHaveAttribute("aria-pressed", "true");
  await check(page, "the home page in Hindi");

  await signUp(page, "सुनीता शर्मा");
  await choosePincode(page);
  await page.goto("/");
  const search = page.getByRole("searchbox", { name: hi("chrome.searchProducts") });
  await search.fill("टमाटर");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/products\?.*q=/);
  const listing = page.locator("section.block-product-listing");
  await expect(listing.locator(".listing-results")).not.toHaveAttribute("aria-busy", "true");
  // Found by its Hindi name, shown by it.
  await expect(listing.getByText(/टमाटर/).first()).toBeVisible();
  await listing
    .getByRole("button", { name: startsWith(hi("cart.addToCartLabel")) })
    .first()
    .click();
  await expect(page.getByTestId("cart-count")).toHaveText("1");

  await page.getByRole("button", { name: startsWith(hi("chrome.cart")) }).click();
  const panel = page.getByRole("dialog", { name: hi("app.cartSummary") });
  await panel.getByRole("button", { name: startsWith(hi("app.checkoutAmount")) }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole("heading", { name: hi("checkout.title"), level: 1 })).toBeVisible();

  const form = page.getByRole("form", { name: hi("account.newAddress") });
  await form.getByRole("textbox", { name: startsWith(hi("account.fieldLine1")) }).fill("मकान 12, गांधी नगर");
  await form.getByRole("textbox", { name: startsWith(hi("account.fieldCity")) }).fill("Bengaluru");
  await form.getByRole("combobox", { name: startsWith(hi("account.fieldState")) }).selectOption("Karnataka");
  await form.getByRole("textbox", { name: startsWith(hi("account.fieldPincode")) }).fill(PINCODE);
  await form.getByRole("button", { name: hi("account.saveAddress") }).click();
  await expect(page.getByRole("radio", { name: /मकान 12, गांधी नगर/ })).toBeChecked();
  await check(page, "checkout in Hindi");

  await page
    .getByRole("group", { name: hi("checkout.paymentMethod") })
    .getByRole("radio", { name: startsWith(hi("checkout.methodCod")) })
    .check();
  const place = page.getByRole("button", { name: hi("checkout.placeOrder") });
  await expect(place).toBeEnabled();
  await place.click();
  await expect(page).toHaveURL(/\/order\/success\/[A-Z0-9-]+$/);
  const ordernumber = decodeURIComponent(page.url().split("/").pop()!);
  await expect(page.getByText(hi("checkout.thankYouPlaced").replace("{ordernumber}", ordernumber))).toBeVisible();
  // Prices stay en-IN rupees with two decimals (§9) in Hindi too.
  await expect(page.locator("main")).toContainText(/₹\d[\d,]*\.\d\d/);

  // The switch brings English back, and keeps it.
  await page.getByRole("button", { name: "English" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByText(`Thank you! Order ${ordernumber} is placed.`)).toBeVisible();
  expect((await page.context().cookies()).find((c) => c.name === "lang")?.value).toBe("en");
});
