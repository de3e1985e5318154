// Installing the shop as an app (issue 36): each website answers its own manifest (name, short
// name, colours, icons at 192 and 512 px, "any" and "maskable") and draws its own icons — its
// monogram in its colours, or its logo once it has one — and every shop page links the manifest.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import * as t from "../db/schema";
import { createTestApp, DEMO, FRESH, ShopClient, type TestApp } from "../testing/test-app";

let h: TestApp;
let demo: ShopClient;
let fresh: ShopClient;

beforeAll(async () => {
  h = await createTestApp();
  demo = new ShopClient(h.app, DEMO);
  fresh = new ShopClient(h.app, FRESH);
});
afterAll(() => h.close());

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

const manifestOf = async (c: ShopClient) => {
  const res = await c.get("/manifest.webmanifest");
  expect(res.statusCode).toBe(200);
  expect(res.headers["content-type"]).toBe("application/manifest+json; charset=utf-8");
  return res.json() as Manifest;
};

/** The colour of one pixel of a PNG, as #rrggbb. */
async function pixel(png: Buffer, x: number, y: number): Promise<string> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return `#${[0, 1, 2].map((i) => data[at + i]!.toString(16).padStart(2, "0")).join("")}`;
}

describe("the web app manifest", () => {
  it("is each website's own: name, a short name a launcher shows whole, colours and icons", async () => {
    const mine = await manifestOf(demo);
    expect(mine).toMatchObject({ name: "Kirana Demo Store", short_name: "Kirana Demo", start_url: "/", display: "standalone", theme_color: "#0f7b3f", background_color: "#ffffff" });
    expect(mine.icons.map((i) => [i.sizes, i.purpose])).toEqual([
      ["192x192", "any"],
      ["192x192", "maskable"],
      ["512x512", "any"],
      ["512x512", "maskable"],
    ]);
    const theirs = await manifestOf(fresh);
    expect(theirs).toMatchObject({ name: "Fresh Basket", short_name: "Fresh Basket", theme_color: "#f97316", background_color: "#111827" });
    // A change of look changes the icons' addresses, so an installed app fetches them again.
    expect(theirs.icons[0]!.src).not.toBe(mine.icons[0]!.src);
  });

  it("is linked from every shop page, with the website's colour for the phone's bar", async () => {
    const page = await demo.get("/");
    expect(page.body).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(page.body).toContain('<meta name="theme-color" content="#0f7b3f">');
  });
});

describe("the icons", () => {
  it("draws each size as a PNG of that size, the monogram on the primary colour, kept for a year at its versioned address", async () => {
    const { icons } = await manifestOf(demo);
    for (const icon of icons) {
      const res = await demo.get(icon.src);
      expect(res.statusCode, icon.src).toBe(200);
      expect(res.headers["content-type"]).toBe("image/png");
      expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      const size = Number(icon.sizes.split("x")[0]);
      expect(await sharp(res.rawPayload).metadata()).toMatchObject({ width: size, height: size, format: "png" });
      // The corners are the theme's primary colour; the letters are in its contrast colour.
      expect(await pixel(res.rawPayload, 2, 2)).toBe("#0f7b3f");
      // Across the middle row, some pixels are the white of the letters "KD".
      const row = await Promise.all(Array.from({ length: 40 }, (_, i) => pixel(res.rawPayload, Math.round(size * (0.2 + i * 0.015)), Math.round(size / 2))));
      expect(row, "white letters across the middle").toContain("#ffffff");
    }
    // Without the version the address follows the website, so it is kept only briefly.
    expect((await demo.get("/icons/192.png")).headers["cache-control"]).toBe("public, max-age=300");
    expect((await demo.get("/icons/64.png")).statusCode).toBe(404);
    expect((await demo.get("/icons/192.svg")).statusCode).toBe(404);
  });

  it("draws the website's logo once it has one, centred on its background", async () => {
    const [web] = await h.services.db.select({ id: t.websites.id, logo: t.websites.logo }).from(t.websites).where(eq(t.websites.code, "fresh"));
    const logo = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><rect width="100" height="100" fill="#ff0000"/></svg>');
    await h.services.db.insert(t.media).values({ websiteId: web!.id, key: "settings/install-logo.svg", contentType: "image/svg+xml", bytes: logo, size: logo.length });
    await h.services.db.update(t.websites).set({ logo: "settings/install-logo.svg" }).where(eq(t.websites.id, web!.id));
    h.services.websites.forget(web!.id);
    try {
      const { icons } = await manifestOf(fresh);
      const any = (await fresh.get(icons.find((i) => i.sizes === "512x512" && i.purpose === "any")!.src)).rawPayload;
      expect(await pixel(any, 256, 256)).toBe("#ff0000");
      expect(await pixel(any, 2, 2)).toBe("#111827");
      // A maskable icon keeps the logo inside the launcher's safe circle: its edge is background.
      const maskable = (await fresh.get(icons.find((i) => i.sizes === "512x512" && i.purpose === "maskable")!.src)).rawPayload;
      expect(await pixel(maskable, 256, 256)).toBe("#ff0000");
      expect(await pixel(maskable, 256, 40)).toBe("#111827");
    } finally {
      await h.services.db.update(t.websites).set({ logo: web!.logo }).where(eq(t.websites.id, web!.id));
      h.services.websites.forget(web!.id);
    }
  });
});
