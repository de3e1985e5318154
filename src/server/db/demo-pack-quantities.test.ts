// Every pack of both demo websites holds its quantity as data (ADR 0061): the fixtures must say
// it (their schema refuses a pack without), the seed must write it, and it must agree with the
// pack's name, so the demo's unit prices and quantity words are right on every card.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { formatPackQuantity } from "../../shared/pack-quantity";
import { createTestApp, type TestApp } from "../testing/test-app";
import { loadCatalog, packFixture } from "./catalog-fixtures";
import * as t from "./schema";

// Names that count items in other words than the shop's ("2 rolls" is 2 pieces).
const COUNTED_IN_OTHER_WORDS: Record<string, string> = { "2 rolls": "2 pcs" };

describe("the demo catalogue's packs", () => {
  const catalog = loadCatalog();
  const packs = catalog.products.flatMap((p) => p.packs.map((k) => ({ product: p.slug, ...k })));

  it("each say what they hold, in words that match their names", () => {
    expect(packs.length).toBeGreaterThan(400);
    const disagree = packs.filter((k) => formatPackQuantity(k) !== (COUNTED_IN_OTHER_WORDS[k.name] ?? k.name)).map((k) => `${k.product} ${k.name}: ${formatPackQuantity(k)}`);
    expect(disagree).toEqual([]);
    // The odd ones, checked by hand: a multipack of counted items, metres of foil, rolls.
    expect(packs.find((k) => k.name === "3 x 72 pcs")).toMatchObject({ net_quantity: 72, unit: "pc", pack_count: 3 });
    expect(packs.find((k) => k.name === "25 m")).toMatchObject({ net_quantity: 25, unit: "m", pack_count: 1 });
    expect(packs.find((k) => k.name === "2 rolls")).toMatchObject({ net_quantity: 2, unit: "pc", pack_count: 1 });
    expect(packs.find((k) => k.name === "1.2 L")).toMatchObject({ net_quantity: 1200, unit: "ml", pack_count: 1 });
  });

  it("are refused by the fixture schema without a quantity, a known unit or a whole count", () => {
    const pack = { name: "500 g", net_quantity: 500, unit: "g", pack_count: 1, mrp: 22, price: 21, max: 10 };
    expect(packFixture.safeParse(pack).success).toBe(true);
    for (const missing of ["net_quantity", "unit", "pack_count"]) {
      expect(packFixture.safeParse({ ...pack, [missing]: undefined }).success, missing).toBe(false);
    }
    expect(packFixture.safeParse({ ...pack, unit: "kg" }).success).toBe(false);
    expect(packFixture.safeParse({ ...pack, net_quantity: 0.5 }).success).toBe(false);
    expect(packFixture.safeParse({ ...pack, pack_count: 0 }).success).toBe(false);
  });
});

describe("the seeded demo websites", () => {
  let h: TestApp;
  beforeAll(async () => {
    h = await createTestApp();
  });
  afterAll(() => h.close());

  it("store every pack's quantity, on both websites", async () => {
    const rows = await h.services.db
      .select({ website: t.websites.code, unit: t.packs.unit, netQuantity: t.packs.netQuantity, packCount: t.packs.packCount, n: count() })
      .from(t.packs)
      .innerJoin(t.websites, eq(t.websites.id, t.packs.websiteId))
      .groupBy(t.websites.code, t.packs.unit, t.packs.netQuantity, t.packs.packCount);
    expect(new Set(rows.map((r) => r.website))).toEqual(new Set(["demo", "fresh"]));
    expect(rows.filter((r) => r.unit === null || r.netQuantity === null)).toEqual([]);
    // The demo store's multipack of juice, as the fixtures give it.
    expect(rows.some((r) => r.website === "demo" && r.unit === "ml" && r.netQuantity === 250 && r.packCount === 6)).toBe(true);
  });
});
