// Issue 8 on the real database engine: owners create and choose websites, read and save the
// active website's settings, and upload its pictures; the shop shows every change at once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import * as t from "../db/schema";
import { routes } from "../../shared/routes";
import { MEDIA_TOO_BIG, MEDIA_UNSAFE_SVG, MEDIA_UPLOAD_MAX_BYTES, MEDIA_WRONG_TYPE, type SiteSettingsAnswer, type UploadedMedia } from "../../shared/api/site-settings";
import {
  ADDRESS_BOTH,
  ADDRESS_REQUIRED,
  ADDRESS_TAKEN,
  NAME_LENGTH,
  SUBDOMAIN_CHARACTERS,
  SUBDOMAIN_LENGTH,
  SUBDOMAIN_RESERVED,
  type AdminWebsitesAnswer,
  type CreatedWebsite,
} from "../../shared/api/websites";
import { NEW_ACCOUNT_ONE_WEBSITE, NO_SUCH_ACCOUNT, ONLY_SUPERADMINS } from "../../shared/api/website-creators";
import { createTestApp, DEMO, FRESH, ShopClient, type TestApp } from "../testing/test-app";

const PRIYA = "9876543210"; // a shopper: administers nothing until she creates a website
const RAVI = "9876543211"; // the demo store's sales agent, not an admin
const ANITA = "9876543212"; // admin of the demo store and of Fresh Basket
const KIRAN = "9876543213"; // superadmin

let h: TestApp;
beforeAll(async () => {
  h = await createTestApp();
});
afterAll(() => h.close());

let ips = 0;
async function signedIn(phone: string, origin = DEMO) {
  const client = new ShopClient(h.app, origin, `10.8.0.${++ips}`);
  expect((await client.post("/s/api/test/sign-in", { phone }, { xsrf: false })).statusCode).toBe(200);
  return client;
}

const create = (client: ShopClient, body: unknown) => client.post("/s/api/admin/websites", body);
const site = (client: ShopClient) => client.get("/s/api/admin/site");
const save = (client: ShopClient, settings: unknown) => client.request("PUT", "/s/api/admin/site", { body: settings });
const upload = (client: ShopClient, bytes: Buffer, type: string) => client.request("POST", "/s/api/admin/media", { body: bytes, headers: { "content-type": type } });

const noInternals = (body: string) => expect(body).not.toMatch(/\n\s+at |node_modules|\.ts:\d+|FST_|drizzle|postgres|pglite|sharp|vips/i);

describe("creating a website", () => {
  it("creates it seeded, makes the owner its admin and the active website, and it answers at its subdomain at once", async () => {
    const priya = await signedIn(PRIYA);
    // The host has been asked for (and was unknown) before it exists: that answer is not kept.
    expect((await new ShopClient(h.app, "http://annapurna.localhost:3000").get("/s/api/init")).statusCode).toBe(404);

    const res = await create(priya, {
      name: "  Annapurna Stores ",
      description: "Groceries in Pune",
      subdomain: "Annapurna",
      theme: "dark",
      font_family: "Poppins, sans-serif",
      nav_alignment: "center",
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json() as CreatedWebsite;
    expect(created.website).toMatchObject({ name: "Annapurna Stores", description: "Groceries in Pune", domains: ["annapurna.localhost"], active: true });
    expect(created.url).toBe("http://annapurna.localhost:3000");
    // The new website's audit log starts with its own creation, by its owner.
    const log = ((await priya.get("/s/api/admin/audit?entity_type=website")).json() as { data: { action: string; after: unknown; user: { phone: string } | null }[] }).data;
    expect(log).toEqual([expect.objectContaining({ action: "create", after: { name: "Annapurna Stores", address: "annapurna.localhost" }, user: expect.objectContaining({ phone: PRIYA }) })]);

    const shop = new ShopClient(h.app, created.url);
    const init = (await shop.get("/s/api/init")).json();
    expect(init.web).toMatchObject({ id: created.website.id, name: "Annapurna Stores", theme: "dark", font_family: "Poppins, sans-serif", nav_alignment: "center", favicon: "brand/favicon.svg" });
    expect(init.activetheme.data.colors.background).toBe("#111827");
    expect(init.navs.map((n: { link: string }) => n.link)).toContain("/categories");
    expect(init.footers.length).toBeGreaterThan(0);
    expect(init.navSetting).toMatchObject({ header_template: 1, navbar_template: 1, nav_alignment: "center", footer_name: "Annapurna Stores" });
    expect((await shop.get("/cdn/small/brand/favicon.svg")).statusCode).toBe(200);

    // A page for every system route, served from the new website.
    for (const route of routes.filter((r) => !r.path.includes(":") && r.name !== "dynamic-page")) {
      const page = await shop.get(`/s/api/page/data${route.path === "/" ? "" : route.path}`);
      expect(page.statusCode, route.path).toBe(200);
      expect(page.json().route, route.path).toBe(route.name);
      // Its own from the start: nothing of the demo store or any other website (ADR 0057).
      expect(page.body, route.path).not.toMatch(/Kirana Demo Store|Fresh Basket/);
    }
    expect((await shop.get("/s/api/page/data")).body).toContain("Why shop with Annapurna Stores");
    expect((await shop.get("/cdn/original/brand/favicon.svg")).body).toContain(">AS</text>");
    // Every picture its starter pages show is its own, so the home's banner draws (ADR 0054).
    const home = (await shop.get("/s/api/page/data")).json() as { data: { name: string; data: { slides?: { image: string; image_sm?: string }[]; image?: string } }[] };
    const pictures = home.data.flatMap((c) => [...(c.data.slides ?? []).flatMap((s) => [s.image, s.image_sm]), c.data.image]).filter((p): p is string => !!p);
    expect(pictures.length).toBeGreaterThan(0);
    for (const picture of pictures) expect((await shop.get(`/cdn/original/${picture}`)).statusCode, picture).toBe(200);
    expect((await shop.get("/s/api/products")).json().data).toEqual([]);

    // She administers it, and only it; it is the active one.
    const list = (await priya.get("/s/api/admin/websites")).json() as AdminWebsitesAnswer;
    expect(list).toMatchObject({ superadmin: false, canSwitch: false, active_website_id: created.website.id });
    expect(list.websites.map((w) => w.name)).toEqual(["Annapurna Stores"]);
    const settings = (await site(priya)).json() as SiteSettingsAnswer;
    expect(settings).toMatchObject({ website_id: created.website.id, url: "http://annapurna.localhost:3000", settings: { name: "Annapurna Stores", theme: "dark" } });
  });

  it("refuses names and subdomains that break the rules, with a message per field", async () => {
    const priya = await signedIn(PRIYA);
    const cases: [unknown, string, string][] = [
      [{ name: "A", subdomain: "alpha" }, "name", NAME_LENGTH],
      [{ name: "", subdomain: "alpha" }, "name", "Give the website a name"],
      [{ name: "x".repeat(101), subdomain: "alpha" }, "name", NAME_LENGTH],
      [{ name: "<b>Shop</b>", subdomain: "alpha" }, "name", "The name cannot hold < or >"],
      [{ name: "Alpha" }, "subdomain", ADDRESS_REQUIRED],
      [{ name: "Alpha", subdomain: "ab" }, "subdomain", SUBDOMAIN_LENGTH],
      [{ name: "Alpha", subdomain: "a".repeat(41) }, "subdomain", SUBDOMAIN_LENGTH],
      [{ name: "Alpha", subdomain: "-alpha" }, "subdomain", SUBDOMAIN_CHARACTERS],
      [{ name: "Alpha", subdomain: "alpha-" }, "subdomain", SUBDOMAIN_CHARACTERS],
      [{ name: "Alpha", subdomain: "al_pha" }, "subdomain", SUBDOMAIN_CHARACTERS],
      [{ name: "Alpha", subdomain: "al.pha" }, "subdomain", SUBDOMAIN_CHARACTERS],
      [{ name: "Alpha", subdomain: "admin" }, "subdomain", SUBDOMAIN_RESERVED],
      [{ name: "Alpha", subdomain: "www" }, "subdomain", SUBDOMAIN_RESERVED],
      [{ name: "Alpha", subdomain: "page-builder" }, "subdomain", SUBDOMAIN_RESERVED],
      [{ name: "Alpha", subdomain: "alpha", domain: "alpha.example.com" }, "domain", ADDRESS_BOTH],
      [{ name: "Alpha", domain: "https://alpha.example.com/" }, "domain", "Write the domain like shop.example.com (no http:// and no path)"],
      [{ name: "Alpha", domain: "admin.localhost" }, "domain", SUBDOMAIN_RESERVED],
      [{ name: "Alpha", domain: "alpha.localhost" }, "domain", "Addresses under this server's own domain are chosen as a subdomain"],
      [{ name: "Alpha", subdomain: "alpha", theme: "pink" }, "theme", "The theme is light or dark"],
      [{ name: "Alpha", subdomain: "alpha", nav_alignment: "middle" }, "nav_alignment", "Navigation alignment is left, center or right"],
      [{ name: "Alpha", subdomain: "alpha", font_family: "Inter; } body { display:none" }, "font_family", "The font is a list of font names such as Inter, sans-serif"],
      [{ name: "Alpha", subdomain: 42 }, "subdomain", SUBDOMAIN_CHARACTERS],
    ];
    for (const [body, field, message] of cases) {
      const res = await create(priya, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors?.[field], JSON.stringify(body)).toBe(message);
    }
    for (const body of [{ name: "Alpha", subdomain: "alpha", owner_id: 1 }, [], "alpha", 7, null]) {
      const res = await priya.post("/s/api/admin/websites", JSON.stringify(body), { headers: { "content-type": "application/json" } });
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      noInternals(res.body);
    }
    // Nothing was made.
    expect(await h.services.db.select().from(t.websiteDomains).where(eq(t.websiteDomains.domain, "alpha.localhost"))).toEqual([]);
  });

  it("refuses an address another website has, with 409", async () => {
    const priya = await signedIn(PRIYA);
    for (const body of [
      { name: "Demo again", subdomain: "demo" },
      { name: "Fresh again", subdomain: "fresh" },
    ]) {
      const res = await create(priya, body);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: ADDRESS_TAKEN, errors: { subdomain: ADDRESS_TAKEN } });
    }
    expect((await create(priya, { name: "Bharat Foods", subdomain: "bharat" })).statusCode).toBe(201);
    expect((await create(priya, { name: "Bharat Foods 2", subdomain: "bharat" })).statusCode).toBe(409);
    // An owner's own domain: it answers at a .localhost name to try it locally, and at the domain
    // itself once the owner proved control of it (ADR 0048, domain-verification.test.ts).
    const own = await create(priya, { name: "Own Domain Shop", domain: "Shop.Example.IN" });
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json().website).toMatchObject({ domains: ["shop-example-in.localhost"], pending_domains: ["shop.example.in"] });
    expect((await new ShopClient(h.app, "http://shop-example-in.localhost:3000").get("/s/api/init")).json().web.name).toBe("Own Domain Shop");
    expect((await new ShopClient(h.app, "https://shop.example.in").get("/s/api/init")).statusCode).toBe(404);
    expect((await create(priya, { name: "Own Domain Shop", domain: "shop.example.in" })).json().errors).toEqual({ domain: ADDRESS_TAKEN });
  });

  it("needs a signed-in user", async () => {
    const visitor = new ShopClient(h.app, DEMO, "10.8.1.1");
    for (const res of [
      await create(visitor, { name: "Nobody's", subdomain: "nobody" }),
      await visitor.get("/s/api/admin/websites"),
      await visitor.post("/s/api/admin/websites/choose", { website_id: 1 }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: "Please sign in to continue" });
    }
  });
});

describe("a new account's websites (issue 24, ADR 0047)", () => {
  const DAY = 86_400_000;
  async function newAccount(phone: string) {
    await h.services.db.insert(t.users).values({ phone, name: "New Owner" });
    return signedIn(phone);
  }
  const refusedSecond = async (owner: ShopClient, sub: string) => {
    const res = await create(owner, { name: "Second Shop", subdomain: sub });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json()).toEqual({ message: NEW_ACCOUNT_ONE_WEBSITE });
    expect((await new ShopClient(h.app, `http://${sub}.localhost:3000`).get("/s/api/init")).statusCode).toBe(404);
  };

  it("creates one website on its first day, and more once it comes back on a later day", async () => {
    const phone = "7300000001";
    const owner = await newAccount(phone);
    expect((await create(owner, { name: "First Shop", subdomain: "first-shop-new" })).statusCode).toBe(201);
    await refusedSecond(owner, "second-shop-new");
    // The account was made yesterday (shop time): it is established.
    await h.services.db
      .update(t.users)
      .set({ createdAt: new Date(Date.now() - DAY) })
      .where(eq(t.users.phone, phone));
    const later = await create(owner, { name: "Second Shop", subdomain: "second-shop-new" });
    expect(later.statusCode, later.body).toBe(201);
  });

  it("lets a superadmin approve a new account for more, and nobody else", async () => {
    const phone = "7300000002";
    const owner = await newAccount(phone);
    expect((await create(owner, { name: "Approved First", subdomain: "approved-first" })).statusCode).toBe(201);
    await refusedSecond(owner, "approved-second");

    const approve = (client: ShopClient, body: unknown) => client.post("/s/api/admin/website-creators", body);
    expect((await approve(new ShopClient(h.app, DEMO), { phone })).statusCode).toBe(401);
    for (const other of [owner, await signedIn(ANITA), await signedIn(RAVI)]) {
      const res = await approve(other, { phone });
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toEqual({ message: ONLY_SUPERADMINS });
    }
    await refusedSecond(owner, "approved-second");

    const kiran = await signedIn(KIRAN);
    expect((await approve(kiran, { phone: "7300000099" })).json()).toEqual({ message: NO_SUCH_ACCOUNT });
    expect((await approve(kiran, { phone: "12345" })).statusCode).toBe(422);
    const approved = await approve(kiran, { phone });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ phone, approved_at: expect.any(String) });
    expect((await create(owner, { name: "Approved Second", subdomain: "approved-second" })).statusCode).toBe(201);
  });

  it("leaves a superadmin unlimited by it", async () => {
    const kiran = await signedIn(KIRAN);
    await h.services.db.update(t.users).set({ createdAt: new Date() }).where(eq(t.users.phone, KIRAN));
    for (const sub of ["kirans-one", "kirans-two"]) expect((await create(kiran, { name: "Kiran's", subdomain: sub })).statusCode).toBe(201);
  });
});

describe("choosing a website", () => {
  const idOf = async (code: string) => (await h.services.db.select({ id: t.websites.id }).from(t.websites).where(eq(t.websites.code, code)))[0]!.id;

  it("lists an admin's websites and switches the one the admin tools act on", async () => {
    const anita = await signedIn(ANITA);
    const list = (await anita.get("/s/api/admin/websites")).json() as AdminWebsitesAnswer;
    expect(list.websites.map((w) => w.name).sort()).toEqual(["Fresh Basket", "Kirana Demo Store"]);
    expect(list).toMatchObject({ superadmin: false, canSwitch: true, active_website_id: await idOf("demo") });
    expect(list.websites.find((w) => w.name === "Fresh Basket")).toMatchObject({ url: "http://fresh.localhost:3000", active: false });
    // The request's own website is active until another is chosen.
    expect(((await site(anita)).json() as SiteSettingsAnswer).settings.name).toBe("Kirana Demo Store");

    const chosen = await anita.post("/s/api/admin/websites/choose", { website_id: await idOf("fresh") });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({ url: "http://fresh.localhost:3000", website: { name: "Fresh Basket", active: true } });
    const fresh = (await site(anita)).json() as SiteSettingsAnswer;
    expect(fresh).toMatchObject({ website_id: await idOf("fresh"), url: "http://fresh.localhost:3000", settings: { name: "Fresh Basket", theme: "dark" } });
    expect((await anita.get("/s/api/admin/websites")).json().active_website_id).toBe(await idOf("fresh"));
  });

  it("gives a superadmin every website, and refuses others' websites to an owner", async () => {
    const kiran = await signedIn(KIRAN);
    const all = (await kiran.get("/s/api/admin/websites")).json() as AdminWebsitesAnswer;
    const count = (await h.services.db.select({ id: t.websites.id }).from(t.websites)).length;
    expect(all).toMatchObject({ superadmin: true, canSwitch: true });
    expect(all.websites).toHaveLength(count);
    expect((await kiran.post("/s/api/admin/websites/choose", { website_id: await idOf("fresh") })).statusCode).toBe(200);
    expect(((await site(kiran)).json() as SiteSettingsAnswer).settings.name).toBe("Fresh Basket");
    expect((await kiran.post("/s/api/admin/websites/choose", { website_id: 999_999 })).statusCode).toBe(404);

    const priya = await signedIn(PRIYA);
    for (const id of [await idOf("demo"), 999_999]) {
      const res = await priya.post("/s/api/admin/websites/choose", { website_id: id });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: "You are not an admin of this website" });
    }
    for (const body of [{ website_id: "1" }, { website_id: -1 }, { website_id: 1.5 }, {}, { website_id: 1, extra: true }]) {
      expect((await priya.post("/s/api/admin/websites/choose", body)).statusCode, JSON.stringify(body)).toBe(422);
    }
  });
});

describe("settings of the active website", () => {
  it("reads and saves the whole document, and the live shop shows it at once", async () => {
    const anita = await signedIn(ANITA);
    const before = (await site(anita)).json() as SiteSettingsAnswer;
    expect(before.settings.name).toBe("Kirana Demo Store");
    // Saving what was read changes nothing: the stored demo settings are valid.
    const same = await save(anita, before.settings);
    expect(same.statusCode, same.body).toBe(200);
    expect((same.json() as SiteSettingsAnswer).settings).toEqual(before.settings);

    const shop = new ShopClient(h.app, DEMO);
    expect((await shop.get("/s/api/init")).json().navSetting.header_template).toBe(1);
    const next = structuredClone(before.settings);
    next.navSetting.header_template = 3;
    next.navSetting.navbar_template = 4;
    next.colors.primary = "#123456";
    next.font_family = "Poppins, sans-serif";
    next.navs = [
      {
        group: 1,
        name: "Offers",
        icon: "tag",
        show_icon: 1,
        link: "/products?s=discount",
        value: "",
        image: "",
        open: false,
        slug: "",
        children: [{ group: 1, name: "Rice", icon: "", show_icon: 0, link: "/products?c=rice", value: "", image: "", open: false, slug: "", children: [] }],
      },
    ];
    next.footers = [{ name: "Help", children: [{ name: "Call us", link: "tel:+918040001234", icon: "phone", show_icon: 1 }] }];
    next.popup = { image: "banners/popup-fresh.svg", duration: 8, link: "/products", once: false };
    next.webSeo = { og_title: "New title", og_description: "New description", meta_keywords: "a, b", og_image: "" };
    const saved = await save(anita, next);
    expect(saved.statusCode, saved.body).toBe(200);

    const init = (await shop.get("/s/api/init")).json();
    expect(init.navSetting).toMatchObject({ header_template: 3, navbar_template: 4 });
    expect(init.activetheme.data.colors.primary).toBe("#123456");
    expect(init.web.font_family).toBe("Poppins, sans-serif");
    expect(init.navs).toEqual(next.navs);
    expect(init.footers).toEqual(next.footers);
    expect(init.popup).toEqual(next.popup);
    expect(init.webSeo.og_title).toBe("New title");
    expect(((await site(anita)).json() as SiteSettingsAnswer).settings).toEqual(next);

    // Back as it was, for the tests after this one.
    expect((await save(anita, before.settings)).statusCode).toBe(200);
  });

  it("writes each save that changes something to the audit log, with only the settings it changed, by whom", async () => {
    const anita = await signedIn(ANITA);
    const audit = async () =>
      (
        (await anita.get("/s/api/admin/audit?entity_type=site_settings")).json() as {
          data: { action: string; before: Record<string, unknown>; after: Record<string, unknown>; user: { name: string } | null }[];
        }
      ).data;
    const before = ((await site(anita)).json() as SiteSettingsAnswer).settings;
    const entries = (await audit()).length;
    expect((await save(anita, before)).statusCode).toBe(200);
    // Saving what was read changes nothing, and says nothing.
    expect(await audit()).toHaveLength(entries);
    expect((await save(anita, { ...before, description: "Open till 10 pm" })).statusCode).toBe(200);
    const [entry] = await audit();
    expect(entry).toMatchObject({ action: "update", before: { description: before.description }, after: { description: "Open till 10 pm" }, user: { name: "Anita Desai" } });
    expect(Object.keys(entry!.after)).toEqual(["description"]);
    expect((await save(anita, before)).statusCode).toBe(200);
  });

  it("refuses an invalid document with a message per JSON path, and keeps what was stored", async () => {
    const anita = await signedIn(ANITA);
    const good = ((await site(anita)).json() as SiteSettingsAnswer).settings;
    type Doc = Record<string, unknown> & {
      navSetting: Record<string, unknown>;
      colors: Record<string, string>;
      navs: Record<string, unknown>[];
      footers: { children: Record<string, unknown>[] }[];
    };
    const cases: [(doc: Doc) => void, string, string][] = [
      [(d) => (d.name = ""), "/name", "Write the shop's name (at least 2 characters)"],
      [(d) => delete (d as Record<string, unknown>).navSetting, "/navSetting", "A website needs header and navigation settings"],
      [(d) => (d.navSetting.header_template = 9), "/navSetting/header_template", "Choose header layout 1, 2, 3 or 4"],
      [(d) => (d.navSetting.navbar_height = 10), "/navSetting/navbar_height", "Header height must be 32 to 200 px"],
      [(d) => (d.navSetting.logo_settings = "{not json"), "/navSetting/logo_settings", "Logo size settings are not valid JSON text"],
      [(d) => (d.navSetting.logo_settings = '{"image_height":999}'), "/navSetting/logo_settings/image_height", "Logo height must be 16 to 200 px"],
      [(d) => (d.navSetting.sparkle = true), "/navSetting/sparkle", "This is not a header or navigation setting"],
      [(d) => (d.colors.primary = "red; background:url(x)"), "/colors/primary", "Theme colours must be written like #0f7b3f"],
      [(d) => (d.navs[0]!.name = ""), "/navs/0/name", "Every navigation link needs a label"],
      [(d) => delete d.navs[0]!.name, "/navs/0/name", "Every navigation link needs a label"],
      [(d) => (d.navs[0]!.link = "javascript:alert(1)"), "/navs/0/link", "A link starts with /, https://, www., tel: or mailto:"],
      [(d) => (d.footers[0]!.children[0]!.link = "//evil.example"), "/footers/0/children/0/link", "A link starts with /, https://, www., tel: or mailto:"],
      [(d) => (d.logo = "../../etc/passwd.png"), "/logo", "A picture is an uploaded picture or an http(s) address"],
      [(d) => (d.popup = { image: "banners/x.svg", duration: 0 }), "/popup/duration", "The popup shows for 1 to 60 seconds"],
      [(d) => (d.popup = { duration: 5 }), "/popup/image", "Choose a picture for the popup"],
      [(d) => (d.font_family = "x</style><script>"), "/font_family", "The font is a list of font names such as Inter, sans-serif"],
      [(d) => (d.owner = "me"), "/owner", "This is not a website setting"],
      [(d) => (d.webAddress = { pincode: "12" }), "/webAddress/pincode", "The pincode must be 6 digits"],
    ];
    for (const [change, path, message] of cases) {
      const doc = structuredClone(good) as unknown as Doc;
      change(doc);
      const res = await save(anita, doc);
      expect(res.statusCode, path).toBe(422);
      expect(res.json().errors?.[path], `${path}: ${res.body}`).toBe(message);
      expect(res.json().message).toMatch(/^Some settings need fixing/);
    }
    for (const body of [[], "settings", 12, null]) {
      const res = await anita.request("PUT", "/s/api/admin/site", { body: JSON.stringify(body), headers: { "content-type": "application/json" } });
      expect(res.statusCode).toBe(422);
      noInternals(res.body);
    }
    expect(((await site(anita)).json() as SiteSettingsAnswer).settings).toEqual(good);
  });
});

describe("who may use the settings", () => {
  it("answers 401 to a visitor, 403 to a non-admin and to an admin of another website, and lets a superadmin in", async () => {
    const visitor = new ShopClient(h.app, DEMO, "10.8.2.1");
    expect((await site(visitor)).statusCode).toBe(401);
    expect((await save(visitor, {})).statusCode).toBe(401);

    const ravi = await signedIn(RAVI);
    for (const res of [await site(ravi), await save(ravi, { name: "Taken over" })]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: "Only this website's admins can do this" });
    }

    // Priya administers a website of her own, not the demo store, even with it forced active.
    const priya = await signedIn(PRIYA);
    const mine = (await create(priya, { name: "Priya's Pantry", subdomain: "priyas-pantry" })).json() as CreatedWebsite;
    const [demo] = await h.services.db.select({ id: t.websites.id }).from(t.websites).where(eq(t.websites.code, "demo"));
    expect((await priya.post("/s/api/admin/websites/choose", { website_id: demo!.id })).statusCode).toBe(403);
    expect(((await site(priya)).json() as SiteSettingsAnswer).website_id).toBe(mine.website.id);
    const [me] = await h.services.db.select({ id: t.users.id }).from(t.users).where(eq(t.users.phone, PRIYA));
    await h.services.db.update(t.sessions).set({ activeWebsiteId: demo!.id }).where(eq(t.sessions.userId, me!.id));
    for (const res of [await site(priya), await save(priya, { name: "Taken over" }), await upload(priya, Buffer.from("x"), "image/png")]) {
      expect(res.statusCode).toBe(403);
    }
    expect((await new ShopClient(h.app, DEMO).get("/s/api/init")).json().web.name).toBe("Kirana Demo Store");

    // Taking away an admin's membership takes effect on the next request.
    const anita = await signedIn(ANITA, FRESH);
    expect((await site(anita)).statusCode).toBe(200);
    const [fresh] = await h.services.db.select({ id: t.websites.id }).from(t.websites).where(eq(t.websites.code, "fresh"));
    await h.services.db.update(t.websiteMembers).set({ isAdmin: false }).where(eq(t.websiteMembers.websiteId, fresh!.id));
    expect((await site(anita)).statusCode).toBe(403);
    await h.services.db.update(t.websiteMembers).set({ isAdmin: true }).where(eq(t.websiteMembers.websiteId, fresh!.id));

    const kiran = await signedIn(KIRAN);
    expect(((await site(kiran)).json() as SiteSettingsAnswer).settings.name).toBe("Kirana Demo Store");
  });
});

describe("uploading pictures", () => {
  let owner: ShopClient;
  let shop: ShopClient;
  beforeAll(async () => {
    owner = await signedIn(PRIYA);
    const res = await create(owner, { name: "Picture Shop", subdomain: "pictures" });
    expect(res.statusCode, res.body).toBe(201);
    shop = new ShopClient(h.app, "http://pictures.localhost:3000");
  });

  const png = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: "#0f7b3f" } })
      .png()
      .toBuffer();
  const widthOf = async (body: Buffer) => (await sharp(body).metadata()).width;

  it("stores a picture for the active website and serves it resized at every §9 size", async () => {
    const res = await upload(owner, await png(1000, 500), "image/png");
    expect(res.statusCode, res.body).toBe(201);
    const media = res.json() as UploadedMedia;
    expect(media.key).toMatch(/^uploads\/[0-9a-f]{24}\.png$/);
    expect(media).toMatchObject({ url: `http://pictures.localhost:3000/cdn/medium/${media.key}`, content_type: "image/png" });
    for (const [size, width] of [
      ["small", 150],
      ["medium", 300],
      ["large", 600],
      ["original", 1000],
    ] as const) {
      const served = await shop.get(`/cdn/${size}/${media.key}`);
      expect(served.statusCode, size).toBe(200);
      expect(served.headers["content-type"]).toBe("image/png");
      expect(await widthOf(served.rawPayload), size).toBe(width);
    }
    // Another website's shop does not have it.
    expect((await new ShopClient(h.app, DEMO).get(`/cdn/medium/${media.key}`)).statusCode).toBe(404);

    // A small picture is not blown up: every size is the original.
    const small = (await upload(owner, await png(100, 80), "image/png")).json() as UploadedMedia;
    expect(await widthOf((await shop.get(`/cdn/large/${small.key}`)).rawPayload)).toBe(100);

    // And the key goes straight into the settings.
    const doc = ((await site(owner)).json() as SiteSettingsAnswer).settings;
    expect((await save(owner, { ...doc, logo: media.key, favicon: small.key, webSeo: { ...doc.webSeo, og_image: media.key } })).statusCode).toBe(200);
    expect((await shop.get("/s/api/init")).json().web.logo).toBe(media.key);
  });

  it("takes JPEG, WebP and GIF by their bytes, and a form upload as browsers send it", async () => {
    const base = sharp({ create: { width: 400, height: 400, channels: 3, background: "#f59e0b" } });
    for (const [type, bytes] of [
      ["image/jpeg", await base.clone().jpeg().toBuffer()],
      ["image/webp", await base.clone().webp().toBuffer()],
      ["image/gif", await base.clone().gif().toBuffer()],
    ] as const) {
      const res = await upload(owner, bytes, type);
      expect(res.statusCode, type).toBe(201);
      expect(res.json().content_type).toBe(type);
    }
    const boundary = "----KiranaTestBoundary7MA4YWxkTrZu0gW";
    const form = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\nlogo\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      await png(320, 100),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await upload(owner, form, `multipart/form-data; boundary=${boundary}`);
    expect(res.statusCode, res.body).toBe(201);
    expect(await widthOf((await shop.get(`/cdn/original/${res.json().key}`)).rawPayload)).toBe(320);
  });

  it("serves an SVG without script under a sandboxing policy, and refuses one with script", async () => {
    const clean = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" width="10" height="10"><circle cx="5" cy="5" r="4" fill="#0f7b3f"/></svg>');
    const res = await upload(owner, clean, "image/svg+xml");
    expect(res.statusCode, res.body).toBe(201);
    const served = await shop.get(`/cdn/small/${res.json().key}`);
    expect(served.headers["content-security-policy"]).toMatch(/sandbox/);
    expect(served.body).toMatch(/width="150"/);
    for (const svg of [
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
      '<svg xmlns="http://www.w3.org/2000/svg"><a href="javascript:alert(1)"><text>x</text></a></svg>',
      '<!DOCTYPE svg [<!ENTITY x "y">]><svg xmlns="http://www.w3.org/2000/svg"/>',
      '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><iframe src="/"/></foreignObject></svg>',
    ]) {
      const bad = await upload(owner, Buffer.from(svg), "image/svg+xml");
      expect(bad.statusCode, svg).toBe(422);
      expect(bad.json().message).toBe(MEDIA_UNSAFE_SVG);
    }
  });

  it("refuses files that are too big or not pictures, judged by their bytes", async () => {
    const tooBig = Buffer.concat([await png(10, 10), Buffer.alloc(MEDIA_UPLOAD_MAX_BYTES)]);
    const big = await upload(owner, tooBig, "image/png");
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ message: MEDIA_TOO_BIG });

    const pngBytes = await png(50, 50);
    const wrong: [Buffer, string][] = [
      [Buffer.from("<html><script>alert(1)</script></html>"), "image/png"],
      [Buffer.from("just some text that claims to be a picture"), "image/jpeg"],
      [pngBytes, "image/jpeg"], // the bytes are a PNG: the declared type lies
      [pngBytes, "text/html"],
      [Buffer.concat([pngBytes.subarray(0, 8), Buffer.from("not really a png at all")]), "image/png"], // magic number only
      [Buffer.from("%PDF-1.7\n"), "application/octet-stream"],
      [Buffer.from('{"a":1}'), "application/json"],
    ];
    for (const [bytes, type] of wrong) {
      const res = await upload(owner, bytes, type);
      expect(res.statusCode, `${type} ${bytes.subarray(0, 12).toString("hex")}`).toBe(415);
      expect(res.json()).toEqual({ message: MEDIA_WRONG_TYPE });
    }
    const empty = await upload(owner, Buffer.alloc(0), "image/png");
    expect(empty.statusCode).toBeGreaterThanOrEqual(400);
    expect(empty.statusCode).toBeLessThan(500);
    const noFile = await upload(owner, Buffer.from('--b\r\nContent-Disposition: form-data; name="other"\r\n\r\nx\r\n--b--\r\n'), "multipart/form-data; boundary=b");
    expect(noFile.statusCode).toBe(422);
    // A multipart file over the limit by less than the framing's allowance is caught as it is read.
    const part = (bytes: Buffer) =>
      Buffer.concat([Buffer.from('--b\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n'), bytes, Buffer.from("\r\n--b--\r\n")]);
    const overByLittle = await upload(owner, part(Buffer.concat([await png(10, 10), Buffer.alloc(MEDIA_UPLOAD_MAX_BYTES)])), "multipart/form-data; boundary=b");
    expect(overByLittle.statusCode).toBe(413);
    expect(overByLittle.json()).toEqual({ message: MEDIA_TOO_BIG });
    // Multipart without its boundary, or cut off before its end, holds no file to judge.
    expect((await upload(owner, part(await png(10, 10)), "multipart/form-data")).statusCode).toBe(422);
    expect((await upload(owner, part(await png(10, 10)).subarray(0, 120), "multipart/form-data; boundary=b")).statusCode).toBe(422);
  });

  it("answers a visitor 401 and a non-admin 403 before reading the body", async () => {
    const bytes = await png(20, 20);
    expect((await upload(new ShopClient(h.app, DEMO, "10.8.3.1"), bytes, "image/png")).statusCode).toBe(401);
    expect((await upload(await signedIn(RAVI), bytes, "image/png")).statusCode).toBe(403);
  });
});
