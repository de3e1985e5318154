// The hero banner's look in the page builder (issue 25, ADR 0054): its settings are JSON text
// (§3), but the owner edits them as fields under Display › Banner look, publishes, and the shop
// draws the banner as chosen; a banner with no slides, or a setting out of range, stops the
// publish with its block and field named. Each journey edits a content page of its own on the
// demo store (the website at the base URL, whose pictures include the seeded banners), made
// and published through the builder's API, and deletes it after: the demo's home page is
// never touched, and its block order does not matter here.
import { expect as baseExpect, type Browser, type Page } from "@playwright/test";
import { escapeRegExp, PEOPLE, shopWrite, signIn, test as base } from "./support";

// The machine running the journeys may be busy: every wait is generous.
const expect = baseExpect.configure({ timeout: 20_000 });

/** How the journeys' banners start: a height, colour and counts the fields must show as stored. */
const START_LOOK = { aspect: "md", bgcolor: "#f6f7f5", fullpage: false, slidesconfig: { sm: 1, md: 2, columns: 3, autoplayInterval: 4000 } };

/** A hero banner with one of the demo store's own pictures, so that it may be published. */
const BANNER = {
  type: "block",
  name: "hero-banner",
  data: { slides: [{ image: "banners/hero-fresh.svg", image_sm: "banners/hero-fresh-sm.svg", link: "/products", alt: "Picked this morning" }] },
  logicdata: {},
  response: null,
  order: 0,
  settings: { settings: JSON.stringify(START_LOOK) },
};

interface PageSummary {
  id: number;
  url: string;
  version: number;
  revision: number;
}

interface ContentPage {
  /** The owner's builder tab, signed in as the demo store's admin. */
  builder: Page;
  id: number;
  url: string;
}

/** A write the builder's API takes besides POST (shopWrite's), with the rotating XSRF token echoed. */
async function adminSend(page: Page, method: "PUT" | "DELETE", path: string, data: unknown): Promise<{ status: number; json: unknown }> {
  const token = (await page.context().cookies()).find((c) => c.name === "XSRF-TOKEN" && c.domain === "localhost")?.value ?? "";
  const res = await page.request.fetch(path, { method, data, headers: { "x-xsrf-token": decodeURIComponent(token) } });
  const text = await res.text();
  return { status: res.status(), json: text ? (JSON.parse(text) as unknown) : null };
}

/** A new content page holding BANNER, published (its version 1: a new page is a draft until then), on the demo store. */
async function publishBannerPage(builder: Page): Promise<{ id: number; url: string }> {
  const url = `/banner-look-${Math.random().toString(36).slice(2, 8)}`;
  const created = (await shopWrite(builder, "/s/api/admin/pages", { url })) as { page: PageSummary; published: Record<string, unknown> };
  const { id, revision } = created.page;
  const saved = await adminSend(builder, "PUT", `/s/api/admin/pages/${id}/draft`, { base_revision: revision, doc: { ...created.published, components: [BANNER] } });
  expect(saved.status, JSON.stringify(saved.json)).toBe(200);
  await shopWrite(builder, `/s/api/admin/pages/${id}/publish`, { base_revision: (saved.json as { revision: number }).revision });
  return { id, url };
}

async function ownerContext(browser: Browser, baseURL: string) {
  // The builder's form and preview sit side by side at this width, as in page-builder.spec.ts.
  return browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
}

const test = base.extend<{ contentPage: ContentPage }>({
  contentPage: async ({ browser, baseURL }, use) => {
    const context = await ownerContext(browser, baseURL!);
    try {
      const builder = await context.newPage();
      await signIn(builder, PEOPLE.admin);
      const { id, url } = await publishBannerPage(builder);
      try {
        await use({ builder, id, url });
      } finally {
        // The demo store is shared by every journey of the run: the page goes with its journey.
        const removed = await adminSend(builder, "DELETE", `/s/api/admin/pages/${id}`, undefined);
        expect(removed.status, JSON.stringify(removed.json)).toBe(204);
      }
    } finally {
      await context.close();
    }
  },
});

test.describe.configure({ timeout: 120_000 });

const panel = (builder: Page) => builder.locator(".page-editor-panel");
const blockList = (builder: Page) => builder.getByRole("list", { name: "Blocks on this page" });
const editorStatus = (builder: Page) => builder.locator(".page-editor-status");
/** The Display section's group the banner's JSON-text settings are drawn as. */
const bannerLook = (builder: Page) => panel(builder).getByRole("region", { name: "Display" }).getByRole("group", { name: "Banner look" });
const slidesSideBySide = (builder: Page) => bannerLook(builder).getByRole("group", { name: "Slides side by side" });

/** The page's editor, with its `place`-th hero banner's form open (1 for the first). */
async function openBanner(builder: Page, page: ContentPage, place = 1): Promise<void> {
  await builder.goto(`/page-builder/pages/${page.id}`);
  await expect(builder.locator(".page-editor-title code")).toHaveText(page.url);
  await blockList(builder)
    .getByRole("button", { name: /^Hero banner / })
    .nth(place - 1)
    .click();
  await expect(panel(builder).getByRole("heading", { name: "Hero banner", level: 2 })).toBeVisible();
}

/** Presses Publish and waits for the new live version. */
async function publish(builder: Page, version: number): Promise<void> {
  await builder.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(editorStatus(builder)).toHaveText(`No changes since publishing · Live: version ${version}`, { timeout: 30_000 });
}

/** The page as the shop serves it: each block's name and settings. */
async function served(shopper: Page, url: string): Promise<{ name: string; settings: { settings?: string } }[]> {
  const res = await shopper.request.get(`/s/api/page/data${url}`);
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { name: string; settings: { settings?: string } }[] }).data;
}

test("the banner's look is edited with fields, not JSON, and the shop draws the height chosen", async ({ contentPage, page: shopper }) => {
  const { builder, url } = contentPage;
  await openBanner(builder, contentPage);

  const look = bannerLook(builder);
  await expect(look).toBeVisible();
  // The stored text is opened into fields; no textarea of JSON is left to type into.
  await expect(panel(builder).getByRole("region", { name: "Display" }).locator("textarea")).toHaveCount(0);
  const height = look.getByRole("combobox", { name: "Banner height" });
  await expect(height.locator("option")).toHaveText(["Low", "Medium", "Tall"]);
  expect(await height.locator("option").evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))).toEqual(["sm", "md", "lg"]);
  await expect(height).toHaveValue("md");
  await expect(look.getByRole("textbox", { name: "Background colour", exact: true })).toHaveValue(START_LOOK.bgcolor);
  await expect(look.getByRole("switch", { name: "Full width" })).not.toBeChecked();
  const slides = slidesSideBySide(builder);
  await expect(slides.getByRole("spinbutton", { name: "On phones" })).toHaveValue("1");
  await expect(slides.getByRole("spinbutton", { name: "On tablets" })).toHaveValue("2");
  await expect(slides.getByRole("spinbutton", { name: "On wide screens" })).toHaveValue("3");
  await expect(slides.getByRole("spinbutton", { name: "Time on each slide (ms)" })).toHaveValue("4000");

  await height.selectOption({ label: "Tall" });
  await expect(height).toHaveValue("lg");
  await publish(builder, 2);

  await shopper.goto(url);
  await expect(shopper.locator('section.block-hero-banner[data-aspect="lg"]')).toHaveCount(1);
  await expect(shopper.locator("section.block-hero-banner")).toHaveCount(1);
  await expect(shopper.getByRole("link", { name: "Picked this morning" }).first()).toHaveAttribute("href", "/products");
  // Still JSON text as §3 keeps it, the height changed and every other setting as it was.
  const [banner] = await served(shopper, url);
  expect(banner!.name).toBe("hero-banner");
  expect(typeof banner!.settings.settings).toBe("string");
  expect(JSON.parse(banner!.settings.settings!)).toEqual({ ...START_LOOK, aspect: "lg" });
});

test("a banner without slides and slides side by side on phones out of range stop the publish, each named by block and field", async ({ contentPage, page: shopper }) => {
  const { builder, url } = contentPage;
  await openBanner(builder, contentPage);
  const onPhones = slidesSideBySide(builder).getByRole("spinbutton", { name: "On phones" });
  await onPhones.fill("9");

  const phonesProblem = "Hero banner (block 1) › Display › Banner look › Slides side by side › On phones: Slides side by side on phones must be a whole number from 1 to 6";
  await builder.getByRole("button", { name: "Publish", exact: true }).click();
  const one = builder.getByRole("alert").filter({ hasText: "One problem stops this page from being published:" });
  await expect(one.getByRole("listitem")).toHaveText([phonesProblem], { timeout: 30_000 });
  await expect(editorStatus(builder)).toHaveText("Draft saved · Live: version 1");
  // The named place leads to the field.
  await one.getByRole("button", { name: /On phones$/ }).click();
  await expect(onPhones).toBeFocused();

  // A second banner, added empty from the palette, lands after the selected one.
  await builder.getByRole("button", { name: "Add a block", exact: true }).click();
  const palette = builder.getByRole("dialog", { name: "Add a block" });
  await palette.getByRole("searchbox", { name: "Search blocks" }).fill("Hero banner");
  await palette.getByRole("button", { name: new RegExp(`^${escapeRegExp("Hero banner")} `) }).click();
  await expect(palette).toHaveCount(0);
  await expect(blockList(builder).getByRole("button", { name: /^Hero banner / })).toHaveCount(2);

  await builder.getByRole("button", { name: "Publish", exact: true }).click();
  const two = builder.getByRole("alert").filter({ hasText: "2 problems stop this page from being published:" });
  await expect(two.getByRole("listitem")).toHaveText([phonesProblem, "Hero banner (block 2) › Content › Slides: Add at least one slide: a banner without a picture shows an empty box"], {
    timeout: 30_000,
  });
  await expect(editorStatus(builder)).toHaveText("Draft saved · Live: version 1");

  // Shoppers still get the page as published: one banner, as tall and as many across as before.
  await shopper.goto(url);
  await expect(shopper.locator("section.block-hero-banner")).toHaveCount(1);
  await expect(shopper.locator('section.block-hero-banner[data-aspect="md"]')).toHaveCount(1);
  const blocks = await served(shopper, url);
  expect(blocks.map((b) => b.name)).toEqual(["hero-banner"]);
  expect(JSON.parse(blocks[0]!.settings.settings!)).toEqual(START_LOOK);
});
