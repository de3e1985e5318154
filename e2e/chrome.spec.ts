// Header and navbar templates from the website's settings, the mobile drawer and the account
// menu by role, in Chromium.
import { expect } from "@playwright/test";
import { freshOrigin, PEOPLE, setNavSetting, signIn, slotOrder, test, whenHydrated } from "./support";

// Fresh Basket offers English and Hindi, so each template has its language switch (issue 35).
const HEADER_ORDER: Record<number, string[]> = {
  1: ["logo", "search", "pincode", "language", "account", "cart"],
  2: ["logo", "pincode", "search", "language", "cart", "account"],
  3: ["pincode", "search", "logo", "language", "account", "cart"],
  4: ["logo", "pincode", "language", "account", "cart", "search"],
};

test.describe("header templates", () => {
  for (const template of [1, 2, 3, 4]) {
    test(`header template ${template} puts the slots in its order`, async ({ page, request, baseURL }) => {
      const origin = freshOrigin(baseURL!);
      await setNavSetting(request, origin, {
        header_template: template,
        navbar_template: 1,
        show_logo: true,
        show_pincode: true,
        show_cart_icon: true,
        show_search_bar: true,
        show_account: true,
        show_login: true,
        show_register: false,
        search_setting: "80",
      });
      await page.goto(`${origin}/`);
      await expect(page.locator("header.site-header")).toHaveAttribute("data-header-template", String(template));
      expect(await slotOrder(page)).toEqual(HEADER_ORDER[template]);
      await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Register" })).toHaveCount(0);
    });
  }

  test("the show_* flags hide slots and the search bar goes to /products?q=", async ({ page, request, baseURL }) => {
    const origin = freshOrigin(baseURL!);
    await setNavSetting(request, origin, {
      header_template: 1,
      show_pincode: false,
      show_cart_icon: false,
      show_logo: true,
      show_search_bar: true,
      show_login: true,
      show_register: true,
      navbar_height: 72,
    });
    await page.goto(`${origin}/`);
    // The language switch is no show_* flag: it shows wherever the website offers two languages.
    expect(await slotOrder(page)).toEqual(["logo", "search", "language", "account"]);
    await expect(page.getByRole("link", { name: "Register" })).toBeVisible();
    expect(
      await page
        .locator(".header-row")
        .first()
        .evaluate((e) => getComputedStyle(e).minHeight),
    ).toBe("72px");
    await page.getByRole("searchbox", { name: "Search products" }).fill("  toor dal  ");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/products\?q=toor%20dal$/);

    await setNavSetting(request, origin, { show_search_bar: false, show_login: false, show_register: false });
    await page.goto(`${origin}/`);
    expect(await slotOrder(page)).toEqual(["logo", "language"]);
  });
});

test.describe("navbar templates", () => {
  for (const template of [1, 2, 3, 4, 5]) {
    test(`navbar template ${template} shows the navigation with nested dropdowns`, async ({ page, request, baseURL }) => {
      const origin = freshOrigin(baseURL!);
      await setNavSetting(request, origin, { header_template: 1, navbar_template: template, nav_alignment: "center", sub_navbar_height: 48 });
      await page.goto(`${origin}/`);
      const navbar = page.locator("nav.site-navbar");
      await expect(navbar).toHaveAttribute("data-navbar-template", String(template));
      expect(await navbar.evaluate((e) => getComputedStyle(e).minHeight)).toBe("48px");
      expect(await navbar.locator(".navbar-inner").evaluate((e) => getComputedStyle(e).justifyContent)).toBe("center");
      const top = navbar.locator(".nav-menu > li");
      expect(await top.count()).toBeGreaterThan(2);
      // A category with children opens its dropdown on hover and its links lead to the list.
      const parent = navbar.locator(".nav-menu > li.has-children").first();
      const dropdown = parent.locator(":scope > .nav-dropdown");
      await expect(dropdown).toBeHidden();
      await parent.hover();
      await expect(dropdown).toBeVisible();
      const child = dropdown.locator("a").first();
      const href = await child.getAttribute("href");
      expect(href).toMatch(/^\/products\?c=/);
      if (template === 3) await expect(navbar.locator(".nav-menu > li img.nav-icon").first()).toBeVisible();
    });
  }
});

test("on a 390 px screen the navbar hides and a 300 px drawer holds the menu and the account", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(`${baseURL}/`);
  await whenHydrated(page);
  await expect(page.locator("nav.site-navbar")).toBeHidden();
  await page.getByRole("button", { name: "Open menu" }).click();
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await expect(drawer).toBeVisible();
  expect(await drawer.evaluate((e) => e.getBoundingClientRect().width)).toBe(300);
  await expect.poll(() => drawer.evaluate((e) => e.getBoundingClientRect().left)).toBe(0);
  await expect(drawer.getByRole("link", { name: "Login" })).toBeVisible();
  const group = drawer.locator("details").first();
  await group.locator("summary").click();
  const link = group.locator(".drawer-tree a").first();
  await link.click();
  await expect(page).toHaveURL(/\/products\?c=/);
  await expect(drawer).toBeHidden();
  await context.close();
});

test.describe("account menu by role", () => {
  const cases: [string, string, string[]][] = [
    ["shopper", PEOPLE.shopper, ["Account", "Orders", "Addresses", "Logout"]],
    ["sales agent", PEOPLE.agent, ["Account", "Orders", "Addresses", "Logout"]],
    ["admin", PEOPLE.admin, ["Account", "Orders", "Addresses", "Logout", "Administration", "Website Settings", "POS"]],
    ["superadmin", PEOPLE.superadmin, ["Account", "Orders", "Addresses", "Logout", "Administration", "Website Settings", "POS", "Switch Website"]],
  ];
  for (const [role, phone, items] of cases) {
    test(`a ${role} sees ${items.length} entries`, async ({ page, baseURL }) => {
      await page.goto(`${baseURL}/`);
      await signIn(page, phone);
      await page.reload();
      await page.locator(".account-button").click();
      const menu = page.getByRole("menu", { name: "Account" });
      await expect(menu.getByRole("menuitem")).toHaveText(items);
      for (const label of ["Administration", "Website Settings", "POS"]) {
        if (items.includes(label)) await expect(menu.getByRole("menuitem", { name: label })).toHaveAttribute("target", "_blank");
      }
    });
  }

  test("Logout signs the shopper out and shows Login again", async ({ page, baseURL }) => {
    await page.goto(`${baseURL}/`);
    await signIn(page, PEOPLE.shopper);
    await page.reload();
    await page.locator(".account-button").click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
  });
});

test("a route that needs sign-in sends a visitor to /auth/login and keeps the target", async ({ page, baseURL }) => {
  await page.goto(`${baseURL}/account/orders`);
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(await page.evaluate(() => sessionStorage.getItem("kirana.redirect"))).toBe("/account/orders");
});
