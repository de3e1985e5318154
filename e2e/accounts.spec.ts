// Phone sign-in, the account pages and the sales agent's dashboard in Chromium, against the
// server in test mode, whose SMS outbox (GET /s/api/dev/outbox) gives the codes. The database
// lasts the whole run, so new shoppers get a new random number each time.
import { expect, type Page } from "@playwright/test";
import { PEOPLE, signIn, test } from "./support";

const newPhone = () => `7${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
const spaced = (phone: string) => `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`;

/** The newest code sent to the phone, once one newer than `after` (an ISO time) is there. */
async function codeFor(page: Page, phone: string, after = ""): Promise<{ code: string; at: string }> {
  let found = { code: "", at: "" };
  await expect
    .poll(async () => {
      const res = await page.request.get(`/s/api/dev/outbox?phone=${phone}`);
      const [latest] = (await res.json()) as { code: string | null; created_at: string }[];
      found = { code: latest?.code ?? "", at: latest?.created_at ?? "" };
      return latest && latest.created_at > after ? found.code : "";
    })
    .toMatch(/^\d{6}$/);
  return found;
}

const phoneInput = (page: Page) => page.getByRole("textbox", { name: /^Phone/ });
const codeInput = (page: Page) => page.getByRole("textbox", { name: /^Code/ });

/** From /auth/login (where the page is): the phone, its code from the outbox, typed in. */
async function signInByCode(page: Page, phone: string): Promise<void> {
  await phoneInput(page).fill(phone);
  await page.getByRole("button", { name: "Get OTP" }).click();
  await expect(page).toHaveURL(/\/auth\/verify$/);
  const { code } = await codeFor(page, phone);
  // The code goes as soon as its sixth digit is in.
  await codeInput(page).fill(code);
}

test("a new shopper signs in with a code, registers, uses the account pages, adds addresses and signs out", async ({ page }) => {
  const phone = newPhone();
  await page.goto("/auth/login");
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();

  await phoneInput(page).fill("5123456789");
  await page.getByRole("button", { name: "Get OTP" }).click();
  await expect(page.getByText("Please enter a valid 10-digit mobile number")).toBeVisible();

  await phoneInput(page).fill(phone);
  await page.getByRole("button", { name: "Get OTP" }).click();
  await expect(page).toHaveURL(/\/auth\/verify$/);
  await expect(page.getByText(spaced(phone))).toBeVisible();
  const first = await codeFor(page, phone);

  // A wrong code is refused with the tries left (a random right guess is one in a million).
  const wrong = first.code === "000000" ? "111111" : "000000";
  await codeInput(page).fill(wrong);
  await expect(page.getByText("The code is not correct. 4 tries left.")).toBeVisible();

  // Resend waits for its countdown, then sends a new code, and only the newest works.
  const resend = page.getByRole("button", { name: "Resend code" });
  await expect(resend).toBeDisabled();
  await expect(resend).toBeEnabled({ timeout: 10_000 });
  await resend.click();
  await expect(resend).toBeDisabled();
  const second = await codeFor(page, phone, first.at);
  await codeInput(page).fill(second.code);

  await expect(page).toHaveURL(/\/auth\/register$/);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Name is required")).toBeVisible();
  await page.getByRole("textbox", { name: /^Name/ }).fill("Test Shopper");
  await page.getByRole("textbox", { name: /^Email/ }).fill("test.shopper@");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Email is not a valid email address")).toBeVisible();
  await page.getByRole("textbox", { name: /^Email/ }).fill("");
  await page.getByRole("button", { name: "Create account" }).click();

  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText("Hello, Test!")).toBeVisible();
  await expect(page.locator(".account-button")).toContainText("Test Shopper");
  await expect(page.getByText("No orders yet")).toBeVisible();

  const nav = page.getByRole("navigation", { name: "My account" });
  await nav.getByRole("link", { name: "Orders" }).click();
  await expect(page.getByRole("heading", { name: "My Orders" })).toBeVisible();
  await expect(page.getByText("You have not placed any orders yet")).toBeVisible();

  await nav.getByRole("link", { name: "Addresses" }).click();
  await expect(page.getByText("You have no saved addresses")).toBeVisible();
  await page.getByRole("button", { name: "Add an address" }).click();
  const form = page.getByRole("form", { name: "New address" });
  await expect(form.getByRole("textbox", { name: /^Name/ })).toHaveValue("Test Shopper");
  await form.getByRole("textbox", { name: /^House, flat and street/ }).fill("Flat 402, Sai Residency, 12th Main");
  await form.getByRole("textbox", { name: /^Pincode/ }).fill("56003");
  await form.getByRole("button", { name: "Save address" }).click();
  await expect(form.getByText("Please enter a valid pincode")).toBeVisible();
  await expect(form.getByText("City is required")).toBeVisible();
  await form.getByRole("textbox", { name: /^Pincode/ }).fill("560038");
  await form.getByRole("textbox", { name: /^City/ }).fill("Bengaluru");
  await form.getByRole("combobox", { name: /^State/ }).selectOption("Karnataka");
  await form.getByRole("button", { name: "Save address" }).click();
  const home = page.getByRole("listitem", { name: /Flat 402, Sai Residency/ });
  await expect(home).toContainText("Default");
  await expect(home).toContainText("We deliver to 560038");

  await page.getByRole("button", { name: "Add a new address" }).click();
  const second_ = page.getByRole("form", { name: "New address" });
  await second_.getByRole("textbox", { name: /^House, flat and street/ }).fill("22 Janpath");
  await second_.getByRole("textbox", { name: /^City/ }).fill("New Delhi");
  await second_.getByRole("combobox", { name: /^State/ }).selectOption("Delhi");
  await second_.getByRole("textbox", { name: /^Pincode/ }).fill("110001");
  await second_.getByRole("button", { name: "Save address" }).click();
  await expect(page.getByRole("listitem", { name: /22 Janpath/ })).toContainText("We do not deliver to 110001 yet");

  await nav.getByRole("link", { name: "Profile" }).click();
  await expect(page.getByRole("textbox", { name: /^Mobile number/ })).toHaveValue(spaced(phone));
  await expect(page.getByRole("textbox", { name: /^Mobile number/ })).not.toBeEditable();
  await nav.getByRole("link", { name: "Wishlist" }).click();
  await expect(page.getByText("Your wish list is empty")).toBeVisible();

  await page.locator(".account-button").click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
  await page.goto("/account");
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test("a page behind sign-in sends a visitor to sign in, and back to it afterwards", async ({ page }) => {
  await page.goto("/account/addresses");
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(await page.evaluate(() => sessionStorage.getItem("kirana.redirect"))).toBe("/account/addresses");
  await signInByCode(page, PEOPLE.shopper);
  await expect(page).toHaveURL(/\/account\/addresses$/);
  await expect(page.getByRole("heading", { name: "My Addresses" })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem("kirana.redirect"))).toBeNull();
  await expect(page.locator(".account-button")).toContainText("Priya Sharma");
});

test("a sales agent lands on the dashboard and orders for a customer, new or known, until Stop", async ({ page }) => {
  const hydrationErrors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" && /hydrat|did not match/i.test(m.text())) hydrationErrors.push(m.text());
  });
  await page.goto("/auth/login");
  await signInByCode(page, PEOPLE.agent);
  await expect(page).toHaveURL(/\/account\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Sales Dashboard" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Your sales" })).toContainText("Today");
  await expect(page.getByRole("list", { name: "Your sales" })).toContainText("This month");

  const form = page.getByRole("form", { name: "Order for a customer" });
  const customer = newPhone();
  await form.getByRole("textbox", { name: /^Customer's phone/ }).fill(customer);
  await form.getByRole("button", { name: "Start order" }).click();
  await expect(form.getByText("This number is not a customer of this shop yet")).toBeVisible();
  await form.getByRole("textbox", { name: /^Customer's name/ }).fill("Kavya Nair");
  await form.getByRole("button", { name: "Create customer and start" }).click();
  const banner = page.getByRole("region", { name: "Ordering for a customer" });
  await expect(banner).toContainText(`Shopping for Kavya Nair (${spaced(customer)})`);

  await form.getByRole("textbox", { name: /^Customer's phone/ }).fill(PEOPLE.shopper);
  await form.getByRole("button", { name: "Start order" }).click();
  await expect(banner).toContainText(`Shopping for Priya Sharma (${spaced(PEOPLE.shopper)})`);
  // The server agrees: a reload asks it who the agent is shopping for.
  await page.reload();
  await expect(banner).toContainText("Shopping for Priya Sharma");
  // Every page of the shop says whom the agent is shopping for.
  await page.goto("/products");
  await expect(page.getByRole("region", { name: "Shopping for a customer" })).toContainText("Shopping for Priya Sharma");
  await page.goto("/account/dashboard");

  await banner.getByRole("button", { name: "Stop" }).click();
  await expect(banner).toBeHidden();
  await expect(page.getByRole("region", { name: "Shopping for a customer" })).toBeHidden();
  await page.reload();
  await expect(page.getByRole("heading", { name: "Sales Dashboard" })).toBeVisible();
  await expect(banner).toBeHidden();
  // The sign-in form and the dashboard were rendered by the server and taken over as they were.
  expect(hydrationErrors).toEqual([]);
});

test("a shopper who is not an agent is sent from the dashboard to the orders; a signed-in user skips sign-in", async ({ page }) => {
  await page.goto("/");
  await signIn(page, PEOPLE.shopper);
  await page.goto("/account/dashboard");
  await expect(page).toHaveURL(/\/account\/orders$/);
  await expect(page.getByRole("heading", { name: "My Orders" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "My account" }).getByRole("link", { name: "Sales dashboard" })).toHaveCount(0);

  // §4: the agent guard saved the dashboard; opening sign-in now goes on there, and the agent
  // guard sends the shopper back to the orders. With nothing saved, sign-in goes to /account.
  await page.goto("/auth/login");
  await expect(page).toHaveURL(/\/account\/orders$/);
  await page.evaluate(() => sessionStorage.clear());
  await page.goto("/auth/register");
  await expect(page).toHaveURL(/\/account$/);
});
