// Every header template 1–4 and navbar template 5 at a phone's, a tablet's and three desktops'
// widths (issue 28): the phone header is two rows in at most 112 px; nothing in the header
// overlaps; the navbar never wraps (what does not fit is under More); logo, navigation and page
// share one left edge; and each looks as the approved screenshot does. The navigation is set
// with the settings, so the pictures do not depend on what other journeys did to the website.
import { expect, type Page } from "@playwright/test";
import { freshOrigin, setNavSetting, test } from "./support";

const WIDTHS = [390, 768, 1024, 1366, 1440] as const;
const PHONE_HEADER_MAX = 112;

/** Nine top-level items, two with children: more than fit beside each other below 1440 px. */
const NAVS = [
  { name: "All Categories", link: "/categories" },
  {
    name: "Fruits & Vegetables",
    link: "/products?c=fruits-vegetables",
    children: [
      { name: "Fresh Vegetables", link: "/products?c=fresh-vegetables" },
      { name: "Fresh Fruits", link: "/products?c=fresh-fruits" },
    ],
  },
  { name: "Dairy & Bakery", link: "/products?c=dairy-bakery", children: [{ name: "Milk", link: "/products?c=milk" }] },
  { name: "Atta, Rice & Dal", link: "/products?c=atta-rice-dal" },
  { name: "Oils & Masalas", link: "/products?c=oils-masalas" },
  { name: "Snacks & Namkeen", link: "/products?c=snacks-namkeen" },
  { name: "Beverages", link: "/products?c=beverages" },
  { name: "Breakfast & Instant Food", link: "/products?c=breakfast-instant-food" },
  { name: "Sweets & Chocolates", link: "/products?c=sweets-chocolates" },
];

const SETTINGS = {
  show_logo: false,
  show_pincode: true,
  show_cart_icon: true,
  show_search_bar: true,
  show_account: true,
  show_login: true,
  show_register: true,
  search_setting: "100",
  navbar_height: 56,
  sub_navbar_height: 40,
  nav_alignment: "left",
};

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
  name: string;
}

/** The visible boxes of the header's slots, named by slot. */
function slotBoxes(page: Page): Promise<Box[]> {
  return page.locator("header.site-header [data-slot]").evaluateAll((els) =>
    els
      .filter((e) => (e as HTMLElement).offsetParent !== null)
      .map((e) => {
        const r = e.getBoundingClientRect();
        return { x: r.x, y: r.y, width: r.width, height: r.height, name: e.getAttribute("data-slot")! };
      }),
  );
}

function overlapping(boxes: Box[]): string[] {
  const found: string[] = [];
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i]!;
      const b = boxes[j]!;
      // A pixel's rounding is not an overlap.
      const across = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
      const down = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
      if (across > 1 && down > 1) found.push(`${a.name} × ${b.name}`);
    }
  }
  return found;
}

async function open(page: Page, origin: string, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 800 });
  await page.goto(`${origin}/products`);
  await page.evaluate(() => document.fonts.ready);
  await expect(page.locator("main h1").first()).toBeVisible();
}

/** The header and navbar together, as one picture. */
async function chromeShot(page: Page, name: string): Promise<void> {
  const header = await page.locator("header.site-header").boundingBox();
  const navbar = await page.locator("nav.site-navbar").boundingBox();
  const bottom = Math.max(header!.y + header!.height, navbar && navbar.height > 0 ? navbar.y + navbar.height : 0);
  await expect(page).toHaveScreenshot(name, { clip: { x: 0, y: 0, width: page.viewportSize()!.width, height: Math.ceil(bottom) }, maxDiffPixelRatio: 0.01 });
}

async function checkLayout(page: Page, width: number, label: string): Promise<void> {
  expect(overlapping(await slotBoxes(page)), `${label}: header slots overlap`).toEqual([]);
  const header = (await page.locator("header.site-header").boundingBox())!;
  if (width < 768) {
    expect(header.height, `${label}: phone header height`).toBeLessThanOrEqual(PHONE_HEADER_MAX);
    await expect(page.getByRole("searchbox", { name: "Search products" })).toBeVisible();
    await expect(page.locator("header.site-header").getByRole("link", { name: "Login" })).toBeHidden();
    return;
  }
  // One row: every top-level item sits on the first item's line, and More holds the rest.
  const tops = await page.locator("nav.site-navbar .nav-menu > li:not(.nav-more-measure)").evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
  expect(new Set(tops).size, `${label}: navbar rows`).toBe(1);
  const shown = await page.locator("nav.site-navbar .nav-menu > li:not(.nav-more)").count();
  const inMore = await page.locator("nav.site-navbar .nav-more > .nav-dropdown > li").count();
  expect(shown + inMore, `${label}: every item is in the bar or under More`).toBe(NAVS.length);
  // Logo (or the row's first slot), navigation and the page's heading share one left edge.
  const firstSlot = (await slotBoxes(page)).filter((b) => b.name !== "menu").sort((a, b) => a.x - b.x)[0]!;
  const firstNav = (await page.locator("nav.site-navbar .nav-menu > li > .nav-item").first().boundingBox())!;
  const heading = (await page.locator("main h1").first().boundingBox())!;
  expect(Math.abs(firstNav.x - firstSlot.x), `${label}: navbar and header left edges`).toBeLessThanOrEqual(1);
  expect(Math.abs(heading.x - firstSlot.x), `${label}: page and header left edges`).toBeLessThanOrEqual(1);
}

test.describe("header and navbar templates at five widths", () => {
  for (const header of [1, 2, 3, 4]) {
    test(`header template ${header}`, async ({ page, request, baseURL }) => {
      const origin = freshOrigin(baseURL!);
      await setNavSetting(request, origin, { ...SETTINGS, header_template: header, navbar_template: 1 }, NAVS);
      for (const width of WIDTHS) {
        await open(page, origin, width);
        await checkLayout(page, width, `header ${header} at ${width}`);
        await chromeShot(page, `header-${header}-${width}.png`);
      }
    });
  }

  for (const navbar of [2, 3, 4, 5]) {
    test(`navbar template ${navbar}`, async ({ page, request, baseURL }) => {
      const origin = freshOrigin(baseURL!);
      await setNavSetting(request, origin, { ...SETTINGS, header_template: 1, navbar_template: navbar }, NAVS);
      for (const width of WIDTHS.filter((w) => w >= 768)) {
        await open(page, origin, width);
        await checkLayout(page, width, `navbar ${navbar} at ${width}`);
        await chromeShot(page, `navbar-${navbar}-${width}.png`);
      }
    });
  }

  test("an open dropdown covers none of the navbar's items, and More opens on a tap", async ({ page, request, baseURL }) => {
    const origin = freshOrigin(baseURL!);
    await setNavSetting(request, origin, { ...SETTINGS, header_template: 1, navbar_template: 1 }, NAVS);
    await open(page, origin, 1024);
    const parent = page.locator("nav.site-navbar .nav-menu > li.has-children:not(.nav-more)").first();
    await parent.hover();
    const dropdown = parent.locator(":scope > .nav-dropdown");
    await expect(dropdown).toBeVisible();
    const drop = (await dropdown.boundingBox())!;
    const navbar = (await page.locator("nav.site-navbar").boundingBox())!;
    expect(drop.y, "the dropdown opens below the bar").toBeGreaterThanOrEqual(navbar.y + navbar.height - 1);
    const more = page.locator("nav.site-navbar .nav-more");
    await more.getByRole("button", { name: "More" }).click();
    await expect(more.getByRole("button", { name: "More" })).toHaveAttribute("aria-expanded", "true");
    const last = more.locator(":scope > .nav-dropdown > li").last().getByRole("link");
    await expect(last).toHaveText(NAVS.at(-1)!.name);
    await last.click();
    await expect(page).toHaveURL(/\/products\?c=sweets-chocolates$/);
  });
});
