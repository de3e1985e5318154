// The page builder's pages in Chromium (issue 10, ADRs 0024 and 0030): an owner edits a page's
// blocks at /page-builder/pages, sees them in the live preview (the shop itself in a frame),
// undoes and redoes, publishes or is told what stops the publish, restores an older version,
// and makes a content page; a shopper, in a browser of their own on the website's address,
// sees what was published. The database lasts the whole run, so each journey makes its own
// website (one signed-up owner makes several; browser contexts are shared, as each costs
// seconds here) — except the carousel's, which needs a catalogue: a new website has none, so
// it edits the seeded Fresh Basket's home page and puts back the version it found.
import { expect, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { E2E_PORT } from "./e2e-data-dir";
import { approveWebsiteCreator, escapeRegExp, freshOrigin, PEOPLE, signInHere, signUp, test as base, whenHydrated } from "./support";

const newSubdomain = () => `e2e-pb-${Math.random().toString(36).slice(2, 8)}`;
const siteOrigin = (baseURL: string, sub: string) => `http://${sub}.localhost:${new URL(baseURL).port}`;

/** A 1 × 1 PNG, as an owner's picture. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");

/**
 * The home page the block-list journeys give themselves (publishHome), so that they never
 * depend on the starter home's blocks, which change as blocks are added to the demo. Sent
 * without ids: the server gives them (ADR 0053). The banner shows a picture the website was
 * given by upload: a page may show only the website's own pictures (ADR 0054).
 */
const journeyHome = (picture: string) =>
  [
    { name: "hero-banner", data: { slides: [{ image: picture, link: "/products", alt: "Monthly staples" }] } },
    { name: "CATEGORY_SWIPER", data: { title: "Shop by category" }, logicdata: { source: "categories", parent: null, limit: 16 } },
    { name: "products", data: { title: "Best deals this week" }, logicdata: { sort: "discount", limit: 12 } },
    { name: "rich-text", data: { html: "<p>Fresh every morning, fair prices, delivery slots that suit you.</p>" } },
  ].map((block, order) => ({ type: "block", logicdata: {}, response: null, settings: {}, ...block, order }));
/** journeyHome's blocks as the block list names them. */
const JOURNEY_BLOCKS = ["Hero banner", "Category carousel", "Product carousel", "Rich text"];

interface Owner {
  /** The owner's tab on the base URL's website, whose builder edits the session's active website. */
  builder: Page;
  /** The new website's own address. */
  origin: string;
  name: string;
}

/** The browsers the journeys share (a new browser context costs seconds on a slow machine). */
interface Browsers {
  /** The owners': one signed-up owner at a time, who makes a website per journey. */
  owners: { context: BrowserContext; websites: number };
  /** A shopper's, signed in nowhere: each journey's website has an address of its own. */
  shoppers: BrowserContext;
}

/** Websites one owner makes before the next journey signs up another (the server allows 10 a day). */
const WEBSITES_PER_OWNER = 8;

const test = base.extend<{ owner: Owner; shopper: Page }, { browsers: Browsers }>({
  browsers: [
    async ({ browser }, use) => {
      const baseURL = `http://localhost:${E2E_PORT}`;
      const owners = { context: await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } }), websites: WEBSITES_PER_OWNER };
      const shoppers = await browser.newContext({ baseURL });
      await use({ owners, shoppers });
      await Promise.all([owners.context.close(), shoppers.close()]);
    },
    { scope: "worker" },
  ],

  /**
   * A new website of an owner who signed up through the real calls, made by the call the
   * /auth/bos/create screen sends: it becomes the session's active website, the one the builder edits.
   */
  owner: async ({ browsers, browser, baseURL }, use) => {
    const { owners } = browsers;
    const builder = await owners.context.newPage();
    const name = `Pages ${Math.random().toString(36).slice(2, 6)}`;
    if (owners.websites >= WEBSITES_PER_OWNER) {
      // A new account makes one website on its first day unless approved (ADR 0047).
      await approveWebsiteCreator(browser, baseURL!, await signUp(builder, `Owner of ${name}`));
      owners.websites = 0;
    }
    const sub = newSubdomain();
    const token = (await owners.context.cookies()).find((c) => c.name === "XSRF-TOKEN" && c.domain === "localhost")?.value ?? "";
    const res = await builder.request.post("/s/api/admin/websites", { data: { name, subdomain: sub }, headers: { "x-xsrf-token": decodeURIComponent(token) } });
    expect(res.status(), await res.text()).toBe(201);
    owners.websites += 1;
    await use({ builder, origin: siteOrigin(baseURL!, sub), name });
    await builder.close();
  },

  shopper: async ({ browsers }, use) => {
    const shopper = await browsers.shoppers.newPage();
    await use(shopper);
    await shopper.close();
  },
});

test.describe.configure({ timeout: 60_000 });

/** A shop page, once the shop has taken the server's page over. */
async function visit(shopper: Page, url: string): Promise<void> {
  await shopper.goto(url);
  await whenHydrated(shopper);
}

/** From the Pages screen, the editor of the page at `url` (the row whose address it is). */
async function openPage(builder: Page, url: string, origin = ""): Promise<void> {
  await builder.goto(`${origin}/page-builder/pages`);
  const row = builder.getByRole("row").filter({ has: builder.getByRole("cell", { name: url, exact: true }) });
  await row.getByRole("link").click();
  await expect(builder.locator(".page-editor-title code")).toHaveText(url);
}

const blockList = (builder: Page) => builder.getByRole("list", { name: "Blocks on this page" });
const blockTitles = (builder: Page) => blockList(builder).locator(".page-block-title");
const preview = (builder: Page) => builder.frameLocator('iframe[title="Shop preview"]');
const editorStatus = (builder: Page) => builder.locator(".page-editor-status");
const panel = (builder: Page) => builder.locator(".page-editor-panel");
/** A slide's picture: the file input, named by its label and the chosen file's name. */
const picture = (slide: Locator) => slide.getByRole("button", { name: /^Picture(?! for phones)/ });

/** Adds a block from the palette, found by searching; it lands after the selected block and opens. */
async function addBlock(builder: Page, title: string): Promise<void> {
  await builder.getByRole("button", { name: "Add a block", exact: true }).click();
  const palette = builder.getByRole("dialog", { name: "Add a block" });
  await palette.getByRole("searchbox", { name: "Search blocks" }).fill(title);
  // A block's button is named by its title and then its description.
  await palette.getByRole("button", { name: new RegExp(`^${escapeRegExp(title)} `) }).click();
  await expect(palette).toHaveCount(0);
  await expect(panel(builder).getByRole("heading", { name: title, level: 2 })).toBeVisible();
}

/** Publishes and waits for the page's new live version (the server judges every block first). */
async function publish(builder: Page, version: number): Promise<void> {
  await builder.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(editorStatus(builder)).toHaveText(`No changes since publishing · Live: version ${version}`, { timeout: 20_000 });
  await expect(builder.getByRole("status").filter({ hasText: "Published. Shoppers see this version of the page now." }).first()).toBeVisible();
}

/** A same-origin call by the page's browser, with its cookies and anti-forgery token. */
async function call<T = unknown>(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; json: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      await fetch("/s/api/cookie");
      const token = decodeURIComponent(/(?:^|; )XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1] ?? "");
      const res = await fetch(path, {
        method,
        headers: { "content-type": "application/json", "x-xsrf-token": token },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, json: text ? JSON.parse(text) : null };
    },
    { method, path, body },
  );
}

/** Uploads a banner picture to the active website, as the builder's picture field does, and answers its key. */
async function uploadBanner(builder: Page): Promise<string> {
  const uploaded = await builder.evaluate(async () => {
    await fetch("/s/api/cookie");
    const token = decodeURIComponent(/(?:^|; )XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1] ?? "");
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="600"><rect width="1600" height="600" fill="#2f7d32"/></svg>';
    const body = new FormData();
    body.append("file", new File([svg], "staples.svg", { type: "image/svg+xml" }));
    const res = await fetch("/s/api/admin/media", { method: "POST", headers: { "x-xsrf-token": token }, body });
    return { status: res.status, json: (await res.json()) as { key?: string } };
  });
  expect(uploaded.status, JSON.stringify(uploaded.json)).toBe(201);
  return uploaded.json.key!;
}

/** Publishes journeyHome as the active website's home page, its version 2, through the builder's API. */
async function publishHome(builder: Page): Promise<void> {
  await builder.goto("/page-builder/pages");
  const picture = await uploadBanner(builder);
  const home = (await call<{ pages: PageSummary[] }>(builder, "GET", "/s/api/admin/pages")).json.pages.find((p) => p.url === "/")!;
  const { published } = (await call<{ published: Record<string, unknown> }>(builder, "GET", `/s/api/admin/pages/${home.id}`)).json;
  const saved = await call<{ revision: number }>(builder, "PUT", `/s/api/admin/pages/${home.id}/draft`, { base_revision: home.revision, doc: { ...published, components: journeyHome(picture) } });
  expect(saved.status, JSON.stringify(saved.json)).toBe(200);
  const made = await call(builder, "POST", `/s/api/admin/pages/${home.id}/publish`, { base_revision: saved.json.revision });
  expect(made.status, JSON.stringify(made.json)).toBe(200);
}

interface PageSummary {
  id: number;
  url: string;
  version: number;
  revision: number;
  has_draft: boolean;
}

test("an owner adds a hero banner and a product carousel to the home page, and a shopper sees them", async ({ browsers, baseURL, shopper }) => {
  // Fresh Basket's admin, signed in at its own address (a session of its own, beside the owners'
  // at the base URL): with no website chosen, the builder edits the website it is opened on.
  const fresh = freshOrigin(baseURL!);
  const builder = await browsers.owners.context.newPage();
  await builder.goto(`${fresh}/page-builder`);
  await signInHere(builder, PEOPLE.admin);
  // The version shoppers see now, put back at the end: other journeys show this shop too.
  const home = (await call<{ pages: PageSummary[] }>(builder, "GET", "/s/api/admin/pages")).json.pages.find((p) => p.url === "/")!;
  try {
    await openPage(builder, "/", fresh);
    await expect(builder.getByText("Editing Fresh Basket")).toBeVisible();

    await addBlock(builder, "Hero banner");
    await panel(builder).getByRole("button", { name: "Add slide" }).click();
    const slide = panel(builder).getByRole("group", { name: "Slide 1" });
    await picture(slide).setInputFiles({ name: "paneer-week.png", mimeType: "image/png", buffer: PNG });
    await expect(slide.getByRole("button", { name: "Remove picture" })).toBeVisible();
    await slide.getByLabel("Link", { exact: true }).fill("/products?c=curd-paneer");
    await slide.getByLabel("What the picture says", { exact: true }).fill("Paneer week at Fresh Basket");

    await addBlock(builder, "Product carousel");
    await panel(builder).getByLabel("Heading", { exact: true }).fill("Curd and paneer picks");
    const category = panel(builder).getByRole("combobox", { name: "Category" });
    await category.fill("paneer");
    await builder.getByRole("listbox", { name: "Category" }).getByRole("option", { name: "Dairy & Bakery › Curd & Paneer" }).click();
    await expect(category).toHaveValue("Dairy & Bakery › Curd & Paneer");
    await expect(blockTitles(builder).nth(1)).toHaveText("Hero banner");
    await expect(blockTitles(builder).nth(2)).toHaveText("Product carousel");
    // The preview draws the carousel with the products the server found for the category.
    await expect(preview(builder).getByRole("region", { name: "Curd and paneer picks" }).locator(".product-card:not(.product-card-placeholder)").first()).toBeVisible();

    await publish(builder, home.version + 1);

    await visit(shopper, `${fresh}/`);
    const banner = shopper.getByRole("link", { name: "Paneer week at Fresh Basket" });
    await expect(banner).toHaveAttribute("href", "/products?c=curd-paneer");
    const image = banner.locator("img");
    await expect(image).toHaveAttribute("src", /\/cdn\//);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    const cards = shopper.getByRole("region", { name: "Curd and paneer picks" }).locator(".product-card:not(.product-card-placeholder)");
    await expect(cards.first()).toBeVisible();
    // Every card is one of the category's products (fixtures/catalog/products.json).
    for (const name of await cards.locator(".product-card-name").allTextContents()) expect(name).toMatch(/Paneer|Dahi|Curd|Yogurt|Chaas|Lassi/);
  } finally {
    // Put back what shoppers saw, through the same API the builder calls.
    const now = (await call<{ page: PageSummary }>(builder, "GET", `/s/api/admin/pages/${home.id}`)).json.page;
    if (now.version !== home.version || now.has_draft) {
      const restored = await call<{ page: PageSummary }>(builder, "POST", `/s/api/admin/pages/${home.id}/versions/${home.version}/restore`, { base_revision: now.revision });
      expect(restored.status).toBe(200);
      expect((await call(builder, "POST", `/s/api/admin/pages/${home.id}/publish`, { base_revision: restored.json.page.revision })).status).toBe(200);
    }
    await builder.close();
  }
});

test("a banner slide without a picture stops the publish, naming the block and field, and the shop keeps the old page", async ({ owner, shopper }) => {
  const { builder } = owner;
  // What shoppers get now, by each block's id, name and content.
  type Served = { route: string; data: { id: string; name: string; data: unknown }[] };
  const served = async () => {
    const { route, data } = (await call<Served>(shopper, "GET", "/s/api/page/data/")).json;
    return { route, blocks: data.map(({ id, name, data: content }) => ({ id, name, content })) };
  };
  await visit(shopper, `${owner.origin}/`);
  const before = await served();
  await openPage(builder, "/");
  await addBlock(builder, "Hero banner");
  await panel(builder).getByRole("button", { name: "Add slide" }).click();
  await panel(builder).getByRole("group", { name: "Slide 1" }).getByLabel("Link", { exact: true }).fill("/products?s=discount");

  await builder.getByRole("button", { name: "Publish", exact: true }).click();
  const summary = builder.getByRole("alert").filter({ hasText: "One problem stops this page from being published:" });
  await expect(summary.getByRole("listitem")).toHaveText("Hero banner (block 2) › Content › Slides › Slide 1 › Picture: Choose a picture for the slide", {
    timeout: 20_000,
  });
  // The field itself says so, and has the focus; the block is marked in the list.
  const field = picture(panel(builder).getByRole("group", { name: "Slide 1" }));
  await expect(field).toBeFocused();
  await expect(field).toHaveAccessibleDescription("Choose a picture for the slide");
  await expect(blockList(builder).getByRole("listitem").nth(1)).toContainText("Needs fixing");
  await expect(editorStatus(builder)).toHaveText("Draft saved · Live: version 1");

  // Shoppers still get the page as it was, block for block, and none of the new banner.
  await visit(shopper, `${owner.origin}/`);
  const after = await served();
  expect(after.route).toBe("home");
  expect(after).toEqual(before);
  await expect(shopper.locator("section.block-hero-banner")).toHaveCount(before.blocks.filter((b) => b.name === "hero-banner").length);
});

test("undo and redo, by the buttons and the keyboard, take the block list and the preview with them", async ({ owner }) => {
  const { builder } = owner;
  await publishHome(builder);
  await openPage(builder, "/");
  await expect(blockTitles(builder)).toHaveText(JOURNEY_BLOCKS);
  const deals = blockList(builder).getByRole("button", { name: "Product carousel Best deals this week" });
  await deals.click();
  const heading = panel(builder).getByLabel("Heading", { exact: true });
  const undo = builder.getByRole("button", { name: "Undo", exact: true });
  const redo = builder.getByRole("button", { name: "Redo", exact: true });
  await expect(undo).toBeDisabled();
  const shows = async (title: string, gone: string) => {
    await expect(blockList(builder).getByRole("listitem").nth(2)).toContainText(title);
    await expect(preview(builder).getByRole("heading", { name: title, level: 2 })).toBeVisible();
    await expect(preview(builder).getByRole("heading", { name: gone, level: 2 })).toHaveCount(0);
  };

  await heading.fill("Weekend offers");
  await shows("Weekend offers", "Best deals this week");
  await undo.click();
  await shows("Best deals this week", "Weekend offers");
  await expect(heading).toHaveValue("Best deals this week");
  await builder.keyboard.press("Control+Shift+Z");
  await shows("Weekend offers", "Best deals this week");
  await heading.focus();
  await builder.keyboard.press("Control+Z");
  await shows("Best deals this week", "Weekend offers");
  await builder.keyboard.press("Control+Y");
  await shows("Weekend offers", "Best deals this week");
  await expect(redo).toBeDisabled();

  // A deleted block comes back with undo and goes again with redo.
  await blockList(builder).getByRole("button", { name: "Delete Category carousel (block 2)" }).click();
  await builder.getByRole("dialog", { name: "Delete Category carousel (block 2)?" }).getByRole("button", { name: "Delete" }).click();
  await expect(blockTitles(builder)).toHaveCount(JOURNEY_BLOCKS.length - 1);
  await expect(preview(builder).getByRole("heading", { name: "Shop by category" })).toHaveCount(0);
  await builder.keyboard.press("Control+Z");
  await expect(blockTitles(builder)).toHaveText(JOURNEY_BLOCKS);
  await expect(preview(builder).getByRole("heading", { name: "Shop by category" })).toBeVisible();
  await redo.click();
  await expect(blockTitles(builder)).toHaveCount(JOURNEY_BLOCKS.length - 1);
  await expect(preview(builder).getByRole("heading", { name: "Shop by category" })).toHaveCount(0);
  await expect(preview(builder).getByRole("heading", { name: "Weekend offers" })).toBeVisible();
});

test("an older version restored and published is what the shop shows again", async ({ owner, shopper }) => {
  const { builder } = owner;
  await openPage(builder, "/");
  // The starter home's form (a new website's home has no carousel: it has no products yet).
  const request = blockList(builder)
    .getByRole("button", { name: /^Form / })
    .first();
  await request.click();
  const heading = panel(builder).getByLabel("Heading", { exact: true });
  await heading.fill("Monsoon savings");
  await publish(builder, 2);
  await heading.fill("Diwali savings");
  await publish(builder, 3);

  await visit(shopper, `${owner.origin}/`);
  await expect(shopper.getByRole("heading", { name: "Diwali savings" })).toBeVisible();

  const versions = builder.getByRole("region", { name: "Published versions" });
  await expect(versions.getByRole("listitem")).toHaveCount(3);
  await expect(versions.getByRole("listitem").first()).toContainText("Version 3");
  await expect(versions.getByRole("listitem").first()).toContainText("Live");
  // Looked at first in the preview, read-only, then restored from there.
  await versions.getByRole("button", { name: "Preview version 2" }).click();
  await expect(builder.getByRole("region", { name: "Version preview" })).toContainText("Showing version 2");
  await expect(preview(builder).getByRole("heading", { name: "Monsoon savings" })).toBeVisible();
  await builder.getByRole("region", { name: "Version preview" }).getByRole("button", { name: "Restore this version" }).click();
  await builder.getByRole("dialog", { name: "Restore version 2?" }).getByRole("button", { name: "Restore" }).click();
  await expect(builder.getByRole("status").filter({ hasText: "Version 2 is now your draft. Publish it to make it live." })).toBeVisible();
  // The restored blocks are the version's own: the carousel is opened again to read its heading.
  await blockList(builder).getByRole("button", { name: "Form Monsoon savings" }).click();
  await expect(heading).toHaveValue("Monsoon savings");
  // Restoring is a draft: the shop still shows version 3 until it is published.
  await visit(shopper, `${owner.origin}/`);
  await expect(shopper.getByRole("heading", { name: "Diwali savings" })).toBeVisible();

  await publish(builder, 4);
  await expect(versions.getByRole("listitem")).toHaveCount(4);
  await visit(shopper, `${owner.origin}/`);
  await expect(shopper.getByRole("heading", { name: "Monsoon savings" })).toBeVisible();
  await expect(shopper.getByRole("heading", { name: "Diwali savings" })).toHaveCount(0);
});

test("a content page at /about-us, after a system address is refused, is served by the shop as a dynamic page", async ({ owner, shopper }) => {
  const { builder } = owner;
  await builder.goto("/page-builder/pages");
  // A new website has no content pages (only the demo store is seeded with /about-us).
  await expect(builder.getByRole("region", { name: "Content pages" })).toContainText("None yet.");
  await builder.getByRole("button", { name: "New page" }).click();
  const dialog = builder.getByRole("dialog", { name: "New page" });
  const address = dialog.getByLabel(/^Address/);
  await address.fill("/products");
  await dialog.getByRole("button", { name: "Create page" }).click();
  await expect(address).toHaveAccessibleDescription(/This address belongs to a page of the shop itself; choose another$/);
  await expect(address).toHaveAttribute("aria-invalid", "true");
  await address.fill("/about-us");
  await dialog.getByRole("button", { name: "Create page" }).click();
  await expect(builder.getByRole("status").filter({ hasText: "/about-us was created as a draft. Shoppers see it once you publish it." })).toBeVisible();
  await expect(builder.locator(".page-editor-title code")).toHaveText("/about-us");
  await expect(blockTitles(builder)).toHaveCount(0);

  await addBlock(builder, "Rich text");
  const text = panel(builder).getByRole("textbox", { name: "Text", exact: true });
  await text.click();
  await builder.keyboard.press("Control+A");
  await builder.keyboard.type("Our family has run this kirana since 1985.");
  await expect(preview(builder).getByText("Our family has run this kirana since 1985.")).toBeVisible();
  // A draft until its first publish: shoppers find nothing there yet.
  await visit(shopper, `${owner.origin}/about-us`);
  await expect(shopper.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await publish(builder, 1);

  await visit(shopper, `${owner.origin}/about-us`);
  await expect(shopper.locator("main")).toContainText("Our family has run this kirana since 1985.");
  const data = (await call<{ route: string; url: string; data: { name: string; data: { html: string } }[] }>(shopper, "GET", "/s/api/page/data/about-us")).json;
  expect(data.route).toBe("dynamic-page");
  expect(data.url).toBe("/about-us");
  expect(data.data.map((c) => c.name)).toEqual(["rich-text"]);
  expect(data.data[0]!.data.html).toContain("Our family has run this kirana since 1985.");
});

test("blocks reordered with Alt+Arrow on their handle keep their order after a reload", async ({ owner }) => {
  const { builder } = owner;
  await publishHome(builder);
  await openPage(builder, "/");
  await expect(blockTitles(builder)).toHaveText(JOURNEY_BLOCKS);
  const handle = blockList(builder).getByRole("button", { name: "Reorder Hero banner (block 1)" });
  await handle.focus();
  await builder.keyboard.press("Alt+ArrowDown");
  await expect(builder.locator(".page-blocks").getByRole("status")).toHaveText(`Hero banner moved to position 2 of ${JOURNEY_BLOCKS.length}`);
  // The focus stays on the moved block's handle, so the keys go on moving it.
  await expect(blockList(builder).getByRole("button", { name: "Reorder Hero banner (block 2)" })).toBeFocused();
  await builder.keyboard.press("Alt+ArrowDown");
  const moved = ["Category carousel", "Product carousel", "Hero banner", "Rich text"];
  await expect(blockTitles(builder)).toHaveText(moved);
  await builder.keyboard.press("Alt+ArrowUp");
  const once = ["Category carousel", "Hero banner", "Product carousel", "Rich text"];
  await expect(blockTitles(builder)).toHaveText(once);
  // publishHome made version 2.
  await expect(editorStatus(builder)).toHaveText("Draft saved · Live: version 2");

  await builder.reload();
  await expect(blockTitles(builder)).toHaveText(once);
  await expect(editorStatus(builder)).toHaveText("Draft saved · Live: version 2");
  // The first block's own section (a new website's carousels sit under a note saying they are empty).
  await expect(preview(builder).locator("main .page-block section").first()).toHaveAttribute("aria-label", "Shop by category");
});

test("the live preview shows the website's own header and follows a heading as it is typed", async ({ owner }) => {
  const { builder } = owner;
  await openPage(builder, "/");
  // The builder is served from the base URL's website (the demo store); the frame draws the
  // active website's own header all the same.
  await expect(preview(builder).locator("header.site-header .site-name")).toHaveText(owner.name);
  await expect(preview(builder).locator("footer")).toContainText(owner.name);
  // The starter home's form: a new website's home has no carousel until it has products.
  await blockList(builder).getByRole("button", { name: "Form Can't find what you need?" }).click();
  const heading = panel(builder).getByLabel("Heading", { exact: true });
  await heading.fill("");
  await heading.pressSequentially("Fresh today");
  await expect(preview(builder).getByRole("heading", { name: "Fresh today", level: 2 })).toBeVisible();
  await heading.pressSequentially(" and tomorrow");
  await expect(preview(builder).getByRole("heading", { name: "Fresh today and tomorrow", level: 2 })).toBeVisible();
  await expect(blockList(builder).getByRole("button", { name: "Form Fresh today and tomorrow" })).toBeVisible();
});

test("on a 390 px phone the editor shows one column at a time, nothing wider than the screen, and a block tapped in the preview opens its form", async ({ owner }) => {
  const { builder } = owner;
  await openPage(builder, "/");
  // Turned to a phone's width once found (the page list's rows are cards there), and opened afresh.
  await builder.setViewportSize({ width: 390, height: 844 });
  await builder.reload();
  const views = builder.getByRole("group", { name: "Show" });
  const widest = () => builder.evaluate(() => document.documentElement.scrollWidth);
  await expect(blockList(builder)).toBeVisible();
  await expect(builder.locator(".page-editor-preview")).toBeHidden();
  expect(await widest()).toBeLessThanOrEqual(390);

  await views.getByRole("button", { name: "Preview" }).click();
  await expect(blockList(builder)).toBeHidden();
  // On a phone the preview starts at a phone's width, the width its shoppers see.
  await expect(builder.getByRole("button", { name: "Mobile 390 px" })).toHaveAttribute("aria-pressed", "true");
  const form = preview(builder)
    .locator("[data-block-id]")
    .filter({ has: preview(builder).getByRole("heading", { name: "Can't find what you need?" }) });
  await form.getByRole("heading", { name: "Can't find what you need?" }).click();
  await expect(views.getByRole("button", { name: "Edit" })).toHaveAttribute("aria-pressed", "true");
  await expect(panel(builder).getByLabel("Heading", { exact: true })).toHaveValue("Can't find what you need?");
  expect(await widest()).toBeLessThanOrEqual(390);

  await builder.goto("/page-builder/pages");
  await expect(builder.getByRole("link", { name: "Home", exact: true })).toBeVisible();
  expect(await widest()).toBeLessThanOrEqual(390);
});
