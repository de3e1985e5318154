// The media library (issue 27, ADR 0058) on the real database engine: an owner lists and searches
// the active website's pictures by their file names, sees where each is shown, and deletes only
// those nothing shows; another website's pictures are not found.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, like } from "drizzle-orm";
import sharp from "sharp";
import * as t from "../db/schema";
import { MEDIA_NOT_FOUND, mediaPicturePath, type MediaLibraryAnswer } from "../../shared/api/media-library";
import type { UploadedMedia } from "../../shared/api/site-settings";
import { insertPages } from "../domain/pages/insert-pages";
import { noInternals } from "../testing/no-internals";
import { createTestApp, DEMO, ShopClient, type TestApp } from "../testing/test-app";

const PRIYA = "9876543210"; // a shopper until she creates a website
const RAVI = "9876543211"; // the demo store's sales agent, not an admin
const ANITA = "9876543212"; // admin of the demo store
const SHOP = "http://gallery.localhost:3000";

let h: TestApp;
let owner: ShopClient;
let websiteId: number;
beforeAll(async () => {
  h = await createTestApp();
  owner = await signedIn(PRIYA);
  const res = await owner.post("/s/api/admin/websites", { name: "Gallery Stores", subdomain: "gallery" });
  expect(res.statusCode, res.body).toBe(201);
  websiteId = res.json().website.id;
});
afterAll(() => h.close());

let ips = 0;
async function signedIn(phone: string, origin = DEMO) {
  const client = new ShopClient(h.app, origin, `10.9.0.${++ips}`);
  expect((await client.post("/s/api/test/sign-in", { phone }, { xsrf: false })).statusCode).toBe(200);
  return client;
}

const png = (colour: string) =>
  sharp({ create: { width: 400, height: 200, channels: 3, background: colour } })
    .png()
    .toBuffer();

/** Uploads a picture as a browser's form does, with the file's name. */
async function upload(client: ShopClient, fileName: string, colour = "#0f7b3f"): Promise<UploadedMedia> {
  const boundary = "----KiranaLibraryBoundary";
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: image/png\r\n\r\n`),
    await png(colour),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await client.request("POST", "/s/api/admin/media", { body, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as UploadedMedia;
}

const list = async (client: ShopClient, query = "") => {
  const res = await client.get(`/s/api/admin/media${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as MediaLibraryAnswer;
};
const remove = (client: ShopClient, key: string) => client.request("DELETE", `/s${mediaPicturePath(key)}`);
const storedKeys = async (key: string) =>
  (
    await h.services.db
      .select({ key: t.media.key })
      .from(t.media)
      .where(and(eq(t.media.websiteId, websiteId), like(t.media.key, `%${key}`)))
  )
    .map((r) => r.key)
    .sort();

describe("the media library", () => {
  it("lists the website's pictures newest first, by their file names, without their size copies", async () => {
    const older = await upload(owner, "Diwali Banner.png", "#f59e0b");
    const newer = await upload(owner, "rice-pack.png");
    const answer = await list(owner);
    const keys = answer.data.map((p) => p.key);
    expect(keys.indexOf(newer.key)).toBeLessThan(keys.indexOf(older.key));
    expect(keys.filter((k) => k.startsWith("variants/"))).toEqual([]);
    // The size copies are there, just not listed.
    expect((await storedKeys(newer.key)).length).toBeGreaterThan(1);
    const picture = answer.data.find((p) => p.key === newer.key)!;
    expect(picture).toMatchObject({ name: "rice-pack.png", url: `${SHOP}/cdn/medium/${newer.key}`, content_type: "image/png", used_in: [] });
    expect(picture.size).toBe(newer.size);
    expect(Date.parse(picture.created_at)).not.toBeNaN();
    expect(answer.meta).toEqual({ total: answer.data.length, page: 1, per_page: 20 });
    // The shop's own icon came with it, has no file name, and is shown by the settings.
    const icon = answer.data.find((p) => p.used_in.some((u) => u.kind === "settings"))!;
    expect(icon.name).toBe(icon.key.slice(icon.key.lastIndexOf("/") + 1));
  });

  it("searches by name in any case, and pages", async () => {
    await upload(owner, "Summer SALE poster.png");
    const found = await list(owner, "?q=sale%20POST");
    expect(found.data.map((p) => p.name)).toEqual(["Summer SALE poster.png"]);
    expect(found.meta.total).toBe(1);
    expect((await list(owner, "?q=no-such-picture")).data).toEqual([]);
    // A search is a contains, not a pattern.
    expect((await list(owner, "?q=%25")).data).toEqual([]);

    const all = await list(owner, "?per_page=100");
    const second = await list(owner, "?per_page=5&page=2");
    expect(second.meta).toEqual({ total: all.meta.total, page: 2, per_page: 5 });
    expect(second.data.map((p) => p.key)).toEqual(all.data.slice(5, 10).map((p) => p.key));
  });

  it("refuses to delete a picture a page, the settings or the catalogue shows, and says where", async () => {
    const onPage = await upload(owner, "about-us.png");
    await insertPages(h.services.db, [{ websiteId, url: "/about-us", routeName: "dynamic-page", doc: { url: "/about-us", components: [] } }]);
    // A draft the owner has not published yet counts too.
    await h.services.db
      .update(t.pages)
      .set({ draft: { url: "/about-us", components: [{ name: "banner", data: { image: onPage.key } }] }, draftUpdatedAt: new Date() })
      .where(and(eq(t.pages.websiteId, websiteId), eq(t.pages.url, "/about-us")));
    const refused = await remove(owner, onPage.key);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: "This picture is in use on /about-us; take it out there first" });
    noInternals(refused.body);
    expect((await list(owner, "?q=about-us")).data[0]!.used_in).toEqual([{ kind: "page", name: "/about-us" }]);

    const logo = await upload(owner, "logo.png");
    await h.services.db.update(t.websites).set({ logo: logo.key }).where(eq(t.websites.id, websiteId));
    await h.services.db.insert(t.brands).values({ websiteId, name: "Tata Sampann", slug: "tata-sampann", logo: logo.key });
    const twice = await remove(owner, logo.key);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe("This picture is in use on the brand Tata Sampann and 1 other place; take it out there first");

    const product = await upload(owner, "atta.png");
    await h.services.db.insert(t.products).values({ websiteId, name: "Whole Wheat Atta", slug: "atta", medias: [{ src: product.key }] });
    expect((await remove(owner, product.key)).json().message).toBe("This picture is in use on the product Whole Wheat Atta; take it out there first");

    // Nothing was deleted, copies included.
    for (const key of [onPage.key, logo.key, product.key]) {
      expect((await storedKeys(key)).length).toBeGreaterThan(1);
      expect((await new ShopClient(h.app, SHOP).get(`/cdn/small/${key}`)).statusCode).toBe(200);
    }
  });

  it("deletes an unused picture with its size copies", async () => {
    const unused = await upload(owner, "old-offer.png");
    const res = await remove(owner, unused.key);
    expect(res.statusCode, res.body).toBe(204);
    expect(await storedKeys(unused.key)).toEqual([]);
    expect((await new ShopClient(h.app, SHOP).get(`/cdn/medium/${unused.key}`)).statusCode).toBe(404);
    expect((await list(owner)).data.map((p) => p.key)).not.toContain(unused.key);
    const again = await remove(owner, unused.key);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(MEDIA_NOT_FOUND);
  });

  it("does not find another website's pictures", async () => {
    const anita = await signedIn(ANITA);
    const theirs = await upload(anita, "demo-banner.png");
    expect((await list(owner)).data.map((p) => p.key)).not.toContain(theirs.key);
    const res = await remove(owner, theirs.key);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(MEDIA_NOT_FOUND);
    expect((await list(anita, "?q=demo-banner")).data.map((p) => p.key)).toEqual([theirs.key]);
  });

  it("validates its input", async () => {
    const kept = await upload(owner, "kept.png");
    for (const key of [`variants/small/${kept.key}`, "../secrets.png", "uploads/menu.pdf", "x".repeat(300) + ".png"]) {
      const res = await remove(owner, key);
      expect(res.statusCode, key).toBe(422);
      expect(typeof res.json().message).toBe("string");
      noInternals(res.body);
    }
    expect((await storedKeys(kept.key)).length).toBeGreaterThan(1);
    for (const query of ["?per_page=7", "?page=0", `?q=${"a".repeat(101)}`]) {
      expect((await owner.get(`/s/api/admin/media${query}`)).statusCode, query).toBe(422);
    }
  });

  it("is for the active website's admins only", async () => {
    const visitor = new ShopClient(h.app, DEMO, "10.9.1.1");
    const agent = await signedIn(RAVI);
    expect((await visitor.get("/s/api/admin/media")).statusCode).toBe(401);
    expect((await remove(visitor, "uploads/abc.png")).statusCode).toBe(401);
    expect((await agent.get("/s/api/admin/media")).statusCode).toBe(403);
    expect((await remove(agent, "uploads/abc.png")).statusCode).toBe(403);
  });
});
