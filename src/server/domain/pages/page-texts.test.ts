// The owner's texts in the shopper's language (issue 35, ADR 0086), over the real database: the
// page data answer, the server-rendered page, the init answer's menus, the website's description
// and search texts, and a form's own words lay the Hindi versions over the English for a Hindi request, keep the English where a version is
// missing or empty, and never send the versions themselves. Publishing judges the versions.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import * as t from "../../db/schema";
import { loadCatalog } from "../../db/catalog-fixtures";
import type { AdminPageAnswer, DraftAnswer } from "../../../shared/api/admin-pages";
import { newBlockId } from "../../../shared/block-id";
import type { PageComponent, PageDocument } from "../../../shared/page-document";
import { createTestApp, DEMO, ShopClient, type TestApp } from "../../testing/test-app";

const ANITA = "9876543212"; // admin of the demo store
const PAGES = "/s/api/admin/pages";

let h: TestApp;
let anita: ShopClient;
let ips = 0;

const client = (lang?: "hi" | "en") => {
  const c = new ShopClient(h.app, DEMO, `10.86.0.${++ips}`);
  if (lang) c.cookies.set("lang", lang);
  return c;
};

beforeAll(async () => {
  h = await createTestApp();
  anita = client();
  expect((await anita.post("/s/api/test/sign-in", { phone: ANITA }, { xsrf: false })).statusCode).toBe(200);
});
afterAll(() => h.close());

type Answer = { data: PageComponent[]; seo_title: string; seo_description: string };
const pageData = async (path: string, lang?: "hi" | "en") => {
  const res = await client(lang).get(`/s/api/page/data${path === "/" ? "" : path}`);
  expect(res.statusCode, res.body).toBe(200);
  return { answer: res.json() as Answer, body: res.body };
};
const dataOf = (answer: Answer, name: string, nth = 0) => answer.data.filter((c) => c.name === name)[nth]!.data as Record<string, unknown>;
/** Whether any key of the answer names a text's version (`title_hi`, `name_hi`). */
const carriesVersions = (body: string) => /"[a-z_]+_hi":/.test(body);

const block = (name: string, data: unknown, order: number): PageComponent => ({ id: newBlockId(), name, type: "block", data, logicdata: {}, response: null, order, settings: {} });

/** A new content page at `url` with these blocks and page fields, published; answers the draft's refusal, else the publish response. */
async function publishPage(url: string, components: PageComponent[], fields: Partial<PageDocument> | Record<string, unknown> = {}) {
  const created = await anita.post(PAGES, { url, template: "blank" });
  expect(created.statusCode, created.body).toBe(201);
  const page = created.json() as AdminPageAnswer;
  const doc = { ...(page.draft ?? page.published), ...fields, components };
  const saved = await anita.request("PUT", `${PAGES}/${page.page.id}/draft`, { body: { base_revision: page.page.revision, doc } });
  if (saved.statusCode !== 200) return saved;
  return anita.post(`${PAGES}/${page.page.id}/publish`, { base_revision: (saved.json() as DraftAnswer).revision });
}

describe("the demo home page in Hindi", () => {
  it("answers the owner's Hindi texts to a Hindi request and the English to an English one", async () => {
    const hi = await pageData("/", "hi");
    const en = await pageData("/", "en");
    expect(dataOf(hi.answer, "products").title).toBe("इस हफ़्ते की सबसे अच्छी डील");
    expect(dataOf(en.answer, "products").title).toBe("Best deals this week");
    expect(dataOf(hi.answer, "hero-card")).toMatchObject({ title: "आज सुबह तोड़ी गईं, शाम तक आपके दरवाज़े पर", button_label: "ताज़ा खरीदें" });
    expect(dataOf(en.answer, "hero-card")).toMatchObject({ title: "Picked this morning, at your door by evening", button_label: "Shop fresh" });
    expect((dataOf(hi.answer, "hero-banner").slides as { alt: string }[])[0]!.alt).toBe("महीने भर का राशन, सबसे अच्छे दाम पर");
    expect(dataOf(hi.answer, "form").fields).toEqual(expect.arrayContaining([expect.objectContaining({ name: "product", label: "प्रोडक्ट" })]));
    expect(String(dataOf(hi.answer, "rich-text").html)).toContain("<h2>Kirana Demo Store से क्यों खरीदें</h2>");
    // What the blocks resolve (the products) is the same in both; the versions are never sent.
    expect(hi.answer.data.map((c) => c.name)).toEqual(en.answer.data.map((c) => c.name));
    expect(carriesVersions(hi.body)).toBe(false);
    expect(carriesVersions(en.body)).toBe(false);
  });

  it("renders the first paint with the same answer, and titles a system page in Hindi", async () => {
    const embedded = (html: string) => JSON.parse(/<script type="application\/json" id="kirana-page">([\s\S]*?)<\/script>/.exec(html)![1]!) as Answer;
    const res = await client("hi").get("/products");
    expect(res.statusCode).toBe(200);
    const page = embedded(res.body);
    expect(page.seo_title).toBe("सभी प्रोडक्ट");
    expect(dataOf(page, "product-listing").title).toBe("सभी प्रोडक्ट");
    expect(res.body).toMatch(/<title>सभी प्रोडक्ट/);
    expect(embedded((await client("en").get("/products")).body).seo_title).toBe("All Products");
  });
});

describe("a page with some texts in Hindi", () => {
  const URL = "/hindi-texts";
  beforeAll(async () => {
    const res = await publishPage(
      URL,
      [
        block("products", { title: "Best of the week", title_hi: "हफ़्ते के सबसे अच्छे" }, 0),
        block("hero-card", { title: "Fresh today", title_hi: "  ", text: "From the farm", image: "banners/fresh-card.svg" }, 1),
        block("rich-text", { html: "<p>Only English</p>" }, 2),
        block("rich-text", { html: "<p>English</p>", html_hi: '<p onclick="alert(1)">हिन्दी<script>alert(1)</script></p>' }, 3),
      ],
      { seo_title: "Texts", seo_title_hi: "पाठ", seo_description: "Only in English" },
    );
    expect(res.statusCode, res.body).toBe(200);
  });

  it("keeps the English where the Hindi is missing or empty", async () => {
    const { answer } = await pageData(URL, "hi");
    expect(dataOf(answer, "products").title).toBe("हफ़्ते के सबसे अच्छे");
    expect(dataOf(answer, "hero-card")).toMatchObject({ title: "Fresh today", text: "From the farm" });
    expect(dataOf(answer, "rich-text", 0).html).toBe("<p>Only English</p>");
    expect(answer.seo_title).toBe("पाठ");
    expect(answer.seo_description).toBe("Only in English");
  });

  it("serves the Hindi rich text sanitised like the English", async () => {
    const html = String(dataOf((await pageData(URL, "hi")).answer, "rich-text", 1).html);
    expect(html).toContain("हिन्दी");
    expect(html).not.toMatch(/script|onclick/);
    expect(dataOf((await pageData(URL, "en")).answer, "rich-text", 1).html).toBe("<p>English</p>");
  });

  it("answers English to an English request, without the versions", async () => {
    const { answer, body } = await pageData(URL, "en");
    expect(dataOf(answer, "products").title).toBe("Best of the week");
    expect(answer.seo_title).toBe("Texts");
    expect(carriesVersions(body)).toBe(false);
  });

  it("refuses to publish a block's Hindi text that is not text or is too long, naming it", async () => {
    const res = await publishPage("/hindi-refused", [
      block("products", { title: "Deals", title_hi: 5 }, 0),
      block("hero-card", { title: "Card", title_hi: "क".repeat(121), image: "banners/fresh-card.svg" }, 1),
    ]);
    expect(res.statusCode).toBe(422);
    expect((res.json() as { errors: Record<string, string> }).errors).toEqual({
      "/components/0/data/title_hi": "Heading (हिन्दी) must be text",
      "/components/1/data/title_hi": "Heading (हिन्दी) may hold at most 120 characters",
    });
  });

  it("refuses to keep even a draft whose page-level Hindi text is too long", async () => {
    const res = await publishPage("/hindi-draft-refused", [], { seo_description_hi: "ब".repeat(501), seo_title_hi: "ठीक" });
    expect(res.statusCode).toBe(422);
    expect((res.json() as { errors: Record<string, string> }).errors).toEqual({ "/seo_description_hi": "Search description (हिन्दी) may hold at most 500 characters" });
  });
});

describe("the menus in Hindi", () => {
  type Link = { name: string; children?: Link[] };
  type Init = { navs: Link[]; footers: Link[] };
  const init = async (lang: "hi" | "en") => {
    const res = await client(lang).get("/s/api/init");
    expect(res.statusCode).toBe(200);
    return { init: res.json() as Init, body: res.body };
  };

  it("names the navigation and the footer in Hindi for a Hindi request, in English otherwise", async () => {
    const hi = await init("hi");
    const en = await init("en");
    expect(hi.init.navs[0]!.name).toBe("सभी कैटेगरी");
    expect(en.init.navs[0]!.name).toBe("All Categories");
    expect(hi.init.navs[1]!.children!.length).toBeGreaterThan(0);
    expect(hi.init.navs[1]!.children!.every((c) => /[\u0900-\u097f]/.test(c.name))).toBe(true);
    expect(hi.init.footers.map((g) => g.name)).toEqual(["खरीदारी", "मेरा अकाउंट", "मदद"]);
    expect(en.init.footers.map((g) => g.name)).toEqual(["Shop", "My account", "Help"]);
    // A link without a Hindi label keeps its English one.
    expect(hi.init.footers[2]!.children!.map((c) => c.name)).toEqual(["हमारे बारे में", "कॉल करें: +91 80 4000 1234", "WhatsApp"]);
    expect(carriesVersions(hi.body)).toBe(false);
    expect(carriesVersions(en.body)).toBe(false);
  });
});

describe("the menus' Hindi labels in the website settings", () => {
  it("are kept when the owner saves them, and refused when too long", async () => {
    type Settings = { navs: { name: string; name_hi?: string }[]; footers: { name: string; name_hi?: string }[] };
    const before = ((await anita.get("/s/api/admin/site")).json() as { settings: Settings }).settings;
    expect(before.footers[0]).toMatchObject({ name: "Shop", name_hi: "खरीदारी" });
    const next = structuredClone(before);
    next.navs[0]!.name_hi = "सारी कैटेगरी";
    const saved = await anita.request("PUT", "/s/api/admin/site", { body: next });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(((await client("hi").get("/s/api/init")).json() as { navs: { name: string }[] }).navs[0]!.name).toBe("सारी कैटेगरी");

    next.navs[0]!.name_hi = "स".repeat(61);
    const refused = await anita.request("PUT", "/s/api/admin/site", { body: next });
    expect(refused.statusCode).toBe(422);
    expect((refused.json() as { errors: Record<string, string> }).errors).toEqual({ "/navs/0/name_hi": "Label (हिन्दी) may hold at most 60 characters" });
    expect((await anita.request("PUT", "/s/api/admin/site", { body: before })).statusCode).toBe(200);
  });
});

describe("the website's description and search texts in Hindi", () => {
  type Seo = { og_title: string; og_description: string; meta_keywords: string; og_image: string };
  type Init = { web: { description: string }; webSeo: Seo };
  const init = async (lang: "hi" | "en") => {
    const res = await client(lang).get("/s/api/init");
    expect(res.statusCode).toBe(200);
    return { init: res.json() as Init, body: res.body };
  };
  const fixture = loadCatalog().store.websites.find((w) => w.code === "demo")!;
  const seo = fixture.webSeo as Record<string, string>;
  const demoId = async () => (await h.services.db.select({ id: t.websites.id }).from(t.websites).where(eq(t.websites.code, "demo")))[0]!.id;

  it("answers the Hindi description and search texts to a Hindi request and the English to an English one, without the versions", async () => {
    const hi = await init("hi");
    const en = await init("en");
    expect(hi.init.web.description).toBe(fixture.description_hi);
    expect(en.init.web.description).toBe(fixture.description);
    expect(hi.init.webSeo).toEqual({ og_title: seo.og_title_hi, og_description: seo.og_description_hi, meta_keywords: seo.meta_keywords_hi, og_image: "" });
    expect(en.init.webSeo).toEqual({ og_title: seo.og_title, og_description: seo.og_description, meta_keywords: seo.meta_keywords, og_image: "" });
    expect(carriesVersions(hi.body)).toBe(false);
    expect(carriesVersions(en.body)).toBe(false);
  });

  it("keeps the English where the Hindi is missing or empty", async () => {
    const id = await demoId();
    const [row] = await h.services.db.select({ descriptionHi: t.websites.descriptionHi, webSeo: t.websites.webSeo }).from(t.websites).where(eq(t.websites.id, id));
    const { og_title_hi: _, ...withoutTitle } = row!.webSeo;
    await h.services.db
      .update(t.websites)
      .set({ descriptionHi: null, webSeo: { ...withoutTitle, og_description_hi: "  " } })
      .where(eq(t.websites.id, id));
    h.services.websites.forget(id);
    try {
      const hi = await init("hi");
      expect(hi.init.web.description).toBe(fixture.description);
      expect(hi.init.webSeo).toMatchObject({ og_title: seo.og_title, og_description: seo.og_description, meta_keywords: seo.meta_keywords_hi });
      expect(carriesVersions(hi.body)).toBe(false);
    } finally {
      await h.services.db.update(t.websites).set(row!).where(eq(t.websites.id, id));
      h.services.websites.forget(id);
    }
  });

  it("are edited in the settings beside the English: trimmed, kept when left out, cleared when empty, refused when too long", async () => {
    type Settings = { description: string; description_hi?: string; webSeo: Record<string, string> };
    const site = async () => ((await anita.get("/s/api/admin/site")).json() as { settings: Settings }).settings;
    const save = (body: unknown) => anita.request("PUT", "/s/api/admin/site", { body });
    const before = await site();
    expect(before).toMatchObject({ description: fixture.description, description_hi: fixture.description_hi, webSeo: { og_title_hi: seo.og_title_hi } });
    try {
      const saved = await save({ ...before, description_hi: "  ताज़ा सामान, हर दिन।  ", webSeo: { ...before.webSeo, og_description_hi: "हर दिन ताज़ा।" } });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(await site()).toMatchObject({ description_hi: "ताज़ा सामान, हर दिन।", webSeo: { og_description_hi: "हर दिन ताज़ा।" } });
      expect((await init("hi")).init).toMatchObject({ web: { description: "ताज़ा सामान, हर दिन।" }, webSeo: { og_description: "हर दिन ताज़ा।" } });

      // A document without the Hindi description keeps it; an empty one clears it.
      const { description_hi: _, ...without } = await site();
      expect((await save(without)).statusCode).toBe(200);
      expect((await site()).description_hi).toBe("ताज़ा सामान, हर दिन।");
      expect((await save({ ...without, description_hi: " " })).statusCode).toBe(200);
      expect((await site()).description_hi).toBe("");
      const [row] = await h.services.db
        .select({ descriptionHi: t.websites.descriptionHi })
        .from(t.websites)
        .where(eq(t.websites.id, await demoId()));
      expect(row).toEqual({ descriptionHi: null });
      expect((await init("hi")).init.web.description).toBe(fixture.description);

      // Held to the English texts' lengths, each named by its own pointer.
      const refused = await save({ ...before, description_hi: "व".repeat(501), webSeo: { ...before.webSeo, og_title_hi: "श".repeat(201) } });
      expect(refused.statusCode).toBe(422);
      expect((refused.json() as { errors: Record<string, string> }).errors).toEqual({
        "/description_hi": "Description (हिन्दी) may hold at most 500 characters",
        "/webSeo/og_title_hi": "Title (हिन्दी) may hold at most 200 characters",
      });
    } finally {
      expect((await save(before)).statusCode).toBe(200);
    }
  });
});

describe("a form in Hindi", () => {
  it("thanks a Hindi sender in the owner's Hindi", async () => {
    const values = { name: "Priya", phone: "9876543210", topic: "order", message: "Where is my order?" };
    const hi = await client("hi").post("/s/api/forms/submit", { path: "/contact-us", form_id: "contact", values });
    expect(hi.statusCode, hi.body).toBe(201);
    expect((hi.json() as { message: string }).message).toBe("धन्यवाद! हम एक दिन के अंदर आपको कॉल करेंगे।");
    const en = await client("en").post("/s/api/forms/submit", { path: "/contact-us", form_id: "contact", values });
    expect((en.json() as { message: string }).message).toBe("Thank you! We will call you back within a day.");
  });
});
