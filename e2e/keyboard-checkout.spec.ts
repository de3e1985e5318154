// A shopper who uses the keyboard alone (issue 13, item 3; ADR 0040): signs in with a code,
// chooses the delivery pincode, searches, adds a pack, opens the cart (Escape gives focus back to
// the cart button), goes to checkout, chooses an address, a slot and cash on delivery, and places
// the order. Every move is page.keyboard: Tab, Shift+Tab, arrows, Enter, Escape and typing; the
// test reads where focus is but never moves it. The code is read from the test server's outbox,
// and the shopper's two addresses are saved through the API beforehand, as setup.
//
// The journeys share one database: the shopper is a new phone, and the pack bought is a quiet
// one (quiet-pack.ts), so no other journey meets what this one changes.
import { expect, type Page } from "@playwright/test";
import { quietPack, type QuietPack } from "./quiet-pack";
import { latestCode, newPhone, shopWrite, test, whenHydrated } from "./support";

/** A pincode the demo store delivers to (fixtures/catalog/websites.json). */
const PINCODE = "560038";
/** Which quiet pack this journey buys (a11y.spec.ts takes 0 to 2). */
const QUIET_INDEX = 3;

/** What a screen reader would say of the focused element, near enough to find it by. */
interface Focused {
  tag: string;
  type: string;
  name: string;
  checked: boolean;
  /** The legend of the group it is in, if any. */
  group: string;
}

function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { tag: "body", type: "", name: "", checked: false, group: "" };
    const input = el as HTMLInputElement;
    const labelled = el.getAttribute("aria-labelledby");
    const name =
      el.getAttribute("aria-label") ??
      (labelled
        ? labelled
            .split(" ")
            .map((id) => document.getElementById(id)?.textContent ?? "")
            .join(" ")
        : null) ??
      (input.labels?.[0]?.textContent || el.textContent || "");
    return {
      tag: el.tagName.toLowerCase(),
      type: input.type ?? "",
      name: name.replace(/\s+/g, " ").trim(),
      checked: input.checked === true,
      group: el.closest("fieldset")?.querySelector("legend")?.textContent?.trim() ?? "",
    };
  });
}

/** Presses Tab (or Shift+Tab) until focus is on what `wanted` accepts; fails after `max`. */
async function tabTo(page: Page, what: string, wanted: (f: Focused) => boolean, { back = false, max = 250 } = {}): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (wanted(await focused(page))) return;
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
  }
  throw new Error(`${what} was not reached with ${back ? "Shift+Tab" : "Tab"} in ${max} presses; focus is on ${JSON.stringify(await focused(page))}`);
}

const named = (name: string | RegExp) => (f: Focused) => (typeof name === "string" ? f.name === name : name.test(f.name));

/** After a navigation the page is the shop's once it has hydrated. */
async function arrived(page: Page, url: RegExp): Promise<void> {
  await expect(page).toHaveURL(url);
  await whenHydrated(page);
}

test("a shopper signs in, searches, fills the cart and orders with cash on delivery by keyboard alone", async ({ page }) => {
  test.setTimeout(120_000);
  const phone = newPhone();
  await page.goto("/");

  // Sign in with a code: Login, the phone, the code, the name.
  await tabTo(page, "the Login link", named("Login"));
  await page.keyboard.press("Enter");
  await arrived(page, /\/auth\/login$/);
  await tabTo(page, "the phone field", (f) => f.tag === "input" && /^Phone/.test(f.name));
  await page.keyboard.type(phone);
  await page.keyboard.press("Enter");
  await arrived(page, /\/auth\/verify$/);
  const code = await latestCode(page, phone);
  await tabTo(page, "the code field", (f) => f.tag === "input" && /^Code/.test(f.name));
  // The code goes as soon as its sixth digit is in.
  await page.keyboard.type(code);
  await arrived(page, /\/auth\/register$/);
  await tabTo(page, "the name field", (f) => f.tag === "input" && /^Name/.test(f.name));
  await page.keyboard.type("Kavya Menon");
  await page.keyboard.press("Enter");
  await arrived(page, /\/account$/);

  // Setup, not a move: two saved addresses in the delivery area.
  for (const line1 of ["14, 3rd Cross, Indiranagar", "7, 2nd Main, Domlur"]) {
    await shopWrite(page, "/s/api/account/addresses", { name: "Kavya Menon", phone, line1, city: "Bengaluru", state: "Karnataka", pincode: PINCODE });
  }

  // The delivery pincode, from the header; applying it reloads the page.
  await tabTo(page, "the pincode button", named("Select pincode for delivery"));
  await page.keyboard.press("Enter");
  const location = page.getByRole("dialog", { name: "Change Location" });
  await expect(location).toBeVisible();
  await tabTo(page, "the pincode field", named(/^Delivery pincode/));
  await page.keyboard.type(PINCODE);
  await Promise.all([page.waitForEvent("load"), page.keyboard.press("Enter")]);
  await arrived(page, /\/account$/);
  await expect(page.getByRole("button", { name: `Deliver to ${PINCODE}, change location` })).toBeVisible();

  // Search for the quiet pack's product and add the pack.
  const pack: QuietPack = await quietPack(page, QUIET_INDEX);
  await tabTo(page, "the search box", (f) => f.tag === "input" && f.type === "search");
  await page.keyboard.type(pack.productName);
  await page.keyboard.press("Enter");
  await arrived(page, /\/products\?q=/);
  await expect(page.locator("section.block-product-listing .listing-results")).not.toHaveAttribute("aria-busy", "true");
  await tabTo(page, "the pack's Add to Cart", named(`Add to Cart: ${pack.label}`));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("group", { name: `${pack.label} in cart` })).toBeVisible();
  await expect(page.getByTestId("cart-count")).toHaveText("1");

  // The cart: opened from its button, closed with Escape, focus back on the button.
  await tabTo(page, "the cart button", named("Cart, 1 item"), { back: true });
  await page.keyboard.press("Enter");
  const cart = page.getByRole("dialog", { name: "Cart Summary" });
  await expect(cart).toBeVisible();
  await expect(cart.getByRole("listitem", { name: pack.label })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(cart).toBeHidden();
  expect((await focused(page)).name, "focus is back on the cart button").toBe("Cart, 1 item");
  await page.keyboard.press("Enter");
  await expect(cart).toBeVisible();
  await tabTo(page, "Checkout", named(/^Checkout/));
  await page.keyboard.press("Enter");
  await arrived(page, /\/checkout$/);

  // The second address, the second slot, cash on delivery, Place Order.
  const addresses = page.getByRole("group", { name: /^Delivery address/ });
  await expect(addresses.getByRole("radio")).toHaveCount(2);
  await tabTo(page, "the address choice", (f) => f.type === "radio" && f.group.startsWith("Delivery address"));
  await page.keyboard.press("ArrowDown");
  await expect(addresses.getByRole("radio", { name: /Domlur/ })).toBeChecked();
  const slots = page.getByRole("group", { name: /^Delivery slot/ }).first();
  await expect(slots.getByRole("radio").first()).toBeVisible();
  await tabTo(page, "the slot choice", (f) => f.type === "radio" && f.group.startsWith("Delivery slot"));
  const slotCount = await slots.getByRole("radio").count();
  if (slotCount > 1) {
    await page.keyboard.press("ArrowRight");
    await expect(slots.getByRole("radio").nth(1)).toBeChecked();
  }
  await tabTo(page, "the payment choice", (f) => f.type === "radio" && f.group.startsWith("Payment method"));
  const cod = page.getByRole("group", { name: "Payment method" }).getByRole("radio", { name: /^Cash on delivery/ });
  for (let i = 0; i < 5 && !(await cod.isChecked()); i++) await page.keyboard.press("ArrowDown");
  await expect(cod).toBeChecked();
  await tabTo(page, "Place Order", named("Place Order"));
  await page.keyboard.press("Enter");

  await arrived(page, /\/order\/success\/[A-Za-z0-9]+$/);
  const number = new URL(page.url()).pathname.split("/").pop()!;
  await expect(page.getByText(`Thank you! Order ${number} is placed.`)).toBeVisible();
  // What the keys chose is what was ordered: the pack, the second address, cash on delivery.
  const res = await page.request.get(`/s/api/account/orders/number/${number}`);
  expect(res.ok(), await res.text()).toBe(true);
  const order = (await res.json()) as { payment_method: string; items: { pack_id: number | null; quantity: number }[]; address: Record<string, string> | null };
  expect(order.items.map((i) => [i.pack_id, i.quantity])).toEqual([[pack.packId, 1]]);
  expect(order.payment_method).toMatch(/cod|cash/i);
  expect(JSON.stringify(order.address)).toContain("Domlur");
});
